import type { ApiClient } from '@smm/api-client';
import { decodeOrThrow, RealtimeToken } from '@smm/model';
import type { RealtimeClient } from '@smm/realtime-client';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/**
 * The session's one realtime connection, from the nearest {@link RealtimeProvider}; null until
 * it is made (the first render) and outside the signed-in shell. Screens subscribe to its
 * streams and unsubscribe when they go; they never connect or close it.
 */
export function useSharedRealtime(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/**
 * Opens the organisation's realtime channel once for the signed-in person and keeps it while
 * they move between screens (issue 25: one connection for the whole session): the notification
 * count hears it on every screen, engage its presence and item events, the channel settings
 * their channel events. It leaves the room and closes when the person signs out.
 */
export function RealtimeProvider(props: {
  readonly api: ApiClient;
  readonly orgId: string;
  readonly userId: string;
  readonly children: ReactNode;
}) {
  const { api, orgId, userId } = props;
  const [client, setClient] = useState<RealtimeClient | null>(null);
  useEffect(() => {
    let realtime: RealtimeClient | null = null;
    let gone = false;
    // Its own chunk: the first screen does not wait for the realtime code.
    void import('@smm/realtime-client').then(({ createRealtimeClient, webSocketOrigin }) => {
      if (gone) return;
      realtime = createRealtimeClient({
        baseUrl: webSocketOrigin(window.location.origin),
        orgId,
        userId,
        fetchToken: async () =>
          decodeOrThrow(RealtimeToken, await api.unwrap(api.client.GET('/buzzard/token'))),
      });
      realtime.connect().catch(() => undefined);
      setClient(realtime);
    });
    return () => {
      gone = true;
      setClient(null);
      realtime?.disconnect();
      realtime?.dispose();
    };
  }, [api, orgId, userId]);
  return <RealtimeContext.Provider value={client}>{props.children}</RealtimeContext.Provider>;
}
