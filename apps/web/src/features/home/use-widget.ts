import { toApiError } from '@smm/model';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What a widget has of its data: loading, loaded, or failed with the API's message. */
export type WidgetData<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly data: T }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * Loads a widget's data, again whenever `load` changes and on `retry`; an answer that arrives
 * after a newer request, or after the widget is gone, is dropped.
 *
 * @example
 * const { data, retry } = useWidget(useCallback(() => calls.engage(), [calls]));
 */
export function useWidget<T>(load: () => Promise<T>) {
  const [data, setData] = useState<WidgetData<T>>({ kind: 'loading' });
  const latest = useRef(0);
  const run = useCallback(() => {
    const request = ++latest.current;
    setData({ kind: 'loading' });
    load().then(
      (answer) => {
        if (request === latest.current) setData({ kind: 'ready', data: answer });
      },
      (error: unknown) => {
        if (request === latest.current) {
          setData({ kind: 'failed', message: toApiError(error).message });
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
  return { data, retry: run };
}
