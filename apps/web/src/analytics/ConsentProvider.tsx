import {
  type AnalyticsEvent,
  type ConsentCategories,
  type ConsentRecord,
  toApiError,
} from '@smm/model';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { type Analytics, createAnalytics } from './analytics.js';
import type { ConsentCalls } from './consent.calls.js';

/** The person's consent as the app knows it: loading, known (null: not decided), or failed. */
export type ConsentState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'known'; readonly consent: ConsentRecord | null }
  | { readonly kind: 'failed'; readonly message: string };

/** What {@link useConsent} gives: the consent, saving a choice, loading it again. */
export interface ConsentContextValue {
  readonly state: ConsentState;
  /** Records the person's choice; the analytics follow it at once. */
  readonly save: (categories: ConsentCategories) => Promise<ConsentRecord>;
  readonly reload: () => void;
  readonly track: (event: AnalyticsEvent) => void;
}

const ConsentContext = createContext<ConsentContextValue | null>(null);

/** Reports nothing: outside the signed-in app (stories, tests of a screen alone). */
const NO_TRACKING = () => undefined;

/**
 * Reports a product analytics event (a route view, a gated benchmark entry, the listening tool's
 * tracking) through the session's one analytics module (decision 0104); a no-op outside it.
 */
export function useAnalytics(): (event: AnalyticsEvent) => void {
  return useContext(ConsentContext)?.track ?? NO_TRACKING;
}

/** The person's consent and how to change it; null outside the signed-in app. */
export function useConsent(): ConsentContextValue | null {
  return useContext(ConsentContext);
}

/**
 * The signed-in session's consent and analytics (decisions 0103, 0104): loads the person's
 * consent once, starts the analytics module's 3 s wait at once, and tells it every consent that
 * becomes known — loaded, or saved from the banner or the privacy settings.
 */
export function ConsentProvider(props: {
  readonly calls: ConsentCalls;
  readonly children: ReactNode;
  /** The analytics module (tests give their own). */
  readonly analytics?: Analytics;
}) {
  const { calls } = props;
  const [analytics] = useState(
    () => props.analytics ?? createAnalytics({ send: (event) => calls.send(event) }),
  );
  const [state, setState] = useState<ConsentState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    calls.load().then(
      (consent) => {
        analytics.consentKnown(consent);
        if (live) setState({ kind: 'known', consent });
      },
      (error: unknown) => {
        if (live) setState({ kind: 'failed', message: toApiError(error).message });
      },
    );
    return () => {
      live = false;
    };
  }, [calls, analytics, attempt]);
  const save = useCallback(
    async (categories: ConsentCategories) => {
      const record = await calls.save(categories);
      analytics.consentKnown(record);
      setState({ kind: 'known', consent: record });
      return record;
    },
    [calls, analytics],
  );
  const reload = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return (
    <ConsentContext.Provider value={{ state, save, reload, track: analytics.track }}>
      {props.children}
    </ConsentContext.Provider>
  );
}
