import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, MINUTE);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The time, moving on once a minute: one timer for every relative time on the screen, so rows
 * say "6 minutes ago" a minute after "5 minutes ago" without re-rendering the list.
 */
export function useMinuteClock(): number {
  return useSyncExternalStore(subscribe, () => now);
}
