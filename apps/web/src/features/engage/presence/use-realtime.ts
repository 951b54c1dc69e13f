import type { ConnectionStatus, ItemEventMessage, Percolation, PresenceMap } from '@smm/realtime';
import type { RealtimeClient } from '@smm/realtime-client';
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
 * The inbox's view of the session's realtime channel (the shell's one connection): hears it while
 * the inbox is open and, when the person leaves the inbox, tells the room they view and edit
 * nothing any more. The connection itself stays for the other screens.
 */
export function useRealtime(realtime: RealtimeClient | null): InboxRealtime {
  const [presences, setPresences] = useState<PresenceMap>({});
  const [status, setStatus] = useState<ConnectionStatus>('closed');
  const streams = useMemo(
    () => ({ events$: new Subject<ItemEventMessage>(), percolated$: new Subject<Percolation>() }),
    [],
  );
  useEffect(() => {
    if (realtime === null) return;
    const subscriptions = [
      realtime.status$.subscribe(setStatus),
      realtime.presence$.subscribe(setPresences),
      realtime.events$.subscribe((event) => streams.events$.next(event)),
      realtime.percolated$.subscribe((feeds) => streams.percolated$.next(feeds)),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
      realtime.setViewing(null);
      realtime.setEditing(null);
    };
  }, [realtime, streams]);
  return useMemo(
    () => ({
      status,
      presences,
      ...streams,
      setViewing: (itemId: string | null) => realtime?.setViewing(itemId),
      setEditing: (itemId: string | null) => realtime?.setEditing(itemId),
    }),
    [status, presences, streams, realtime],
  );
}
