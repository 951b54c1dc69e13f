import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

/**
 * Whether an element's content is taller than the element, so that it scrolls. A scrolling
 * region needs to take focus for keyboard users to scroll it (WCAG 2.1.1), but only then: a tab
 * stop on a box that does not scroll would be noise.
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || element === null || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref, active]);
  return overflows;
}
