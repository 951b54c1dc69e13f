import type { ApiClient } from '@smm/api-client';
import { decodeOrThrow, RealtimeToken } from '@smm/model';
import type { ConnectionStatus, ItemEventMessage, Percolation, PresenceMap } from '@smm/realtime';
import { createRealtimeClient, type RealtimeClient, webSocketOrigin } from '@smm/realtime-client';
import { useEffect, useMemo, useState } from 'react';
import { Subject } from 'rxjs';

/** The inbox's view of the realtime channel. */
export interface InboxRealtime {
  readonly status: ConnectionStatus;
  /** The other users' presence. */
  readonly presences: PresenceMap;
  /** Kept item events (read, reply, delete, …), each once. */
  readonly events$: Subject<ItemEventMessage>;
  /** Item ids newly matching each saved feed, collected over 1000 ms. */
  readonly percolated$: Subject<Percolation>;
  readonly setViewing: (itemId: string | null) => void;
  readonly setEditing: (itemId: string | null) => void;
}

/**
 * The organisation's realtime channel while the inbox is open (`@smm/realtime-client`):
 * connects on mount, leaves and stops on unmount.
 */
export function useRealtime(api: ApiClient, orgId: string, userId: string): InboxRealtime {
  const [presences, setPresences] = useState<PresenceMap>({});
  const [status, setStatus] = useState<ConnectionStatus>('closed');
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const streams = useMemo(
    () => ({ events$: new Subject<ItemEventMessage>(), percolated$: new Subject<Percolation>() }),
    [],
  );
  useEffect(() => {
    const realtime = createRealtimeClient({
      baseUrl: webSocketOrigin(window.location.origin),
      orgId,
      userId,
      fetchToken: async () =>
        decodeOrThrow(RealtimeToken, await api.unwrap(api.client.GET('/buzzard/token'))),
    });
    const subscriptions = [
      realtime.status$.subscribe(setStatus),
      realtime.presence$.subscribe(setPresences),
      realtime.events$.subscribe((event) => streams.events$.next(event)),
      realtime.percolated$.subscribe((feeds) => streams.percolated$.next(feeds)),
    ];
    realtime.connect().catch(() => undefined);
    setClient(realtime);
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      realtime.disconnect();
      realtime.dispose();
      setClient(null);
    };
  }, [api, orgId, userId, streams]);
  return useMemo(
    () => ({
      status,
      presences,
      ...streams,
      setViewing: (itemId: string | null) => client?.setViewing(itemId),
      setEditing: (itemId: string | null) => client?.setEditing(itemId),
    }),
    [status, presences, streams, client],
  );
}
