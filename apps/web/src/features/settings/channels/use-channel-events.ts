import { channelEventOf, type ChannelEvent } from '@smm/channels';
import type { RealtimeClient } from '@smm/realtime-client';
import { useEffect, useRef } from 'react';

/** How long channel events are collected before they are handled together, in ms. */
const BATCH_MS = 200;

/**
 * Hears the organisation's channel events (connected, indexed, renamed, …) on the session's
 * realtime channel (the shell's one connection) while the screen is open, and hands them over
 * in batches: a burst of events (a connect of ten channels) is one call. When the connection
 * comes back after a break, events may have been missed: `onResync` reads everything again.
 */
export function useChannelEvents(
  realtime: RealtimeClient | null,
  onEvents: (events: readonly ChannelEvent[]) => void,
  onResync: () => void,
): void {
  const handler = useRef({ onEvents, onResync });
  useEffect(() => {
    handler.current = { onEvents, onResync };
  }, [onEvents, onResync]);
  useEffect(() => {
    if (realtime === null) return;
    let batch: ChannelEvent[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      timer = null;
      const events = batch;
      batch = [];
      if (events.length > 0) handler.current.onEvents(events);
    };
    // The connection may be open already (the status comes current first): only a later
    // opening is a comeback after a break.
    let wasOpen = false;
    const status = realtime.status$.subscribe((now) => {
      if (now !== 'open') return;
      if (wasOpen) handler.current.onResync();
      wasOpen = true;
    });
    const subscription = realtime.events$.subscribe((event) => {
      const change = channelEventOf(event);
      if (change === null) return;
      batch.push(change);
      timer ??= setTimeout(flush, BATCH_MS);
    });
    return () => {
      subscription.unsubscribe();
      status.unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [realtime]);
}
