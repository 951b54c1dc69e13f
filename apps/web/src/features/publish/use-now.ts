import { useEffect, useState } from 'react';

/** The current instant (ISO), renewed every `everyMs`: what "past" and "due" are measured by. */
export function useNow(everyMs: number): string {
  const [now, setNow] = useState(() => new Date().toISOString());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date().toISOString()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
