import { toApiError } from '@smm/model';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a screen has of data it loads: loading, loaded, or failed with the API's message. */
export type Loaded<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly data: T }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Loads a screen's (or a Home widget's) data once (platform §4: request, success, failure) and
 * again on `reload`; an answer that arrives after a newer request, or after the screen is gone,
 * is dropped.
 *
 * @example
 * const { loaded, reload } = useLoaded(() => calls.groups());
 */
export function useLoaded<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: 'loading' });
  const latest = useRef(0);
  const run = useCallback(() => {
    const request = ++latest.current;
    load().then(
      (data) => {
        if (request === latest.current) setLoaded({ kind: 'ready', data });
      },
      (error: unknown) => {
        if (request === latest.current) {
          setLoaded({ kind: 'failed', message: toApiError(error).message });
        }
      },
    );
  }, [load]);
  useEffect(() => {
    run();
    return () => {
      latest.current++;
    };
  }, [run]);
  const reload = useCallback(() => {
    setLoaded((current) => (current.kind === 'failed' ? { kind: 'loading' } : current));
    run();
  }, [run]);
  return { loaded, reload };
}
