import {
  mergeDeliveries,
  toApiError,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@smm/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { WebhookCalls } from './webhooks.calls.js';

/** The delivery log's filters: a status and a topic, or every one. */
export interface DeliveryFilters {
  readonly status?: WebhookDeliveryStatus | undefined;
  readonly topic?: string | undefined;
}

/** What the log shows: loading its first page, failed with the API's message, or its pages. */
export type DeliveryLogState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly kind: 'ready';
      readonly deliveries: readonly WebhookDelivery[];
      /** The following page's cursor, while there is one. */
      readonly next?: string | undefined;
    };

/**
 * A webhook's delivery log: the first page for the filters (read again on `reload`), further
 * pages appended with "Load more" (never a delivery twice), a delivery replaced after a resend.
 * An answer for older filters, or after the screen is gone, is dropped.
 */
export function useDeliveryLog(calls: WebhookCalls, webhookId: string) {
  const [filters, setFilters] = useState<DeliveryFilters>({});
  const [state, setState] = useState<DeliveryLogState>({ kind: 'loading' });
  const [loadingMore, setLoadingMore] = useState(false);
  const latest = useRef(0);
  const reload = useCallback(() => {
    const request = ++latest.current;
    calls.deliveries(webhookId, filters).then(
      (page) => {
        if (request === latest.current) {
          setState({ kind: 'ready', deliveries: page.deliveries, next: page.next });
        }
      },
      (error: unknown) => {
        if (request === latest.current) {
          setState({ kind: 'failed', message: toApiError(error).message });
        }
      },
    );
  }, [calls, webhookId, filters]);
  useEffect(() => {
    setState({ kind: 'loading' });
    reload();
    return () => {
      latest.current++;
    };
  }, [reload]);
  const loadMore = useCallback(() => {
    if (state.kind !== 'ready' || state.next === undefined) return;
    const request = latest.current;
    setLoadingMore(true);
    calls
      .deliveries(webhookId, { ...filters, cursor: state.next })
      .then(
        (page) => {
          if (request !== latest.current) return;
          setState((current) =>
            current.kind === 'ready'
              ? {
                  kind: 'ready',
                  deliveries: mergeDeliveries(current.deliveries, page.deliveries),
                  next: page.next,
                }
              : current,
          );
        },
        (error: unknown) => {
          if (request === latest.current) {
            setState({ kind: 'failed', message: toApiError(error).message });
          }
        },
      )
      .finally(() => setLoadingMore(false));
  }, [calls, webhookId, filters, state]);
  const replace = useCallback((delivery: WebhookDelivery) => {
    setState((current) =>
      current.kind === 'ready'
        ? { ...current, deliveries: mergeDeliveries(current.deliveries, [delivery]) }
        : current,
    );
  }, []);
  return { filters, setFilters, state, reload, loadMore, loadingMore, replace };
}

/** What {@link useDeliveryLog} gives the log. */
export type DeliveryLogModel = ReturnType<typeof useDeliveryLog>;
