import { useSyncExternalStore } from 'react';

let target: number | null = null;
const listeners = new Set<() => void>();

/**
 * Sets the organisation's response-time target the rows of the list read (minutes; `null`: no
 * target). One inbox is on the screen at a time, so one value serves every row.
 */
export function setResponseTarget(minutes: number | null): void {
  if (minutes === target) return;
  target = minutes;
  for (const notify of listeners) notify();
}

/** The organisation's response-time target in minutes, `null` without one (decision 0057). */
export function useResponseTarget(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => target,
  );
}
