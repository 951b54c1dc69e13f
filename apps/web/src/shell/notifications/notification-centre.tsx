import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { notificationMessages } from '@smm/i18n';
import type { NotificationEntry } from '@smm/model';
import { notificationCentreMachine } from '@smm/notify';
import { useActorRef } from '@xstate/react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ActorRefFrom } from 'xstate';
import { fromPromise } from 'xstate';
import { navigate } from 'wouter/use-hash-location';
import { useLocale } from '../../i18n/LocaleProvider.js';
import { useSharedRealtime } from '../realtime.js';
import {
  askBrowserPermission,
  type BrowserPermission,
  browserPermission,
  showBrowserNotification,
} from './browser-notifications.js';
import { changedElsewhere, freshNotices, unreadShown } from './latest.rules.js';
import { notificationCentreCalls } from './notification-centre.calls.js';
import { notificationTarget, notificationText } from './notification.texts.js';

/** The notification centre machine as the app runs it. */
export type NotificationCentreActor = ActorRefFrom<typeof notificationCentreMachine>;

/** What the shell and the centre's screen share about the person's notifications. */
export interface NotificationCentreValue {
  /** The centre: list, filters, marks and the unread count. */
  readonly centre: NotificationCentreActor;
  /** The five newest of every product (the platform menu's list); null until loaded. */
  readonly latest: readonly NotificationEntry[] | null;
  /** Opens what a notice is about (a screen, or a download) and marks it read. */
  readonly open: (entry: NotificationEntry) => void;
  /** Whether feed alerts may show as browser notifications. */
  readonly permission: BrowserPermission;
  /** Asks the browser for that permission (from a control the person chose). */
  readonly askPermission: () => void;
}

const NotificationCentreContext = createContext<NotificationCentreValue | null>(null);

/** The person's notifications, from the nearest {@link NotificationCentreProvider}. */
export function useNotificationCentre(): NotificationCentreValue {
  const value = useContext(NotificationCentreContext);
  if (!value) throw new Error('useNotificationCentre needs <NotificationCentreProvider> above it.');
  return value;
}

/**
 * Binds `@smm/notify`'s notification centre for the whole signed-in session (issue 25): its
 * calls to the API, and the realtime channel's news (the unread count) on every screen. On each
 * piece of news it reads the five newest notices: those it did not know are new (added to the
 * centre's list, and feed alerts shown as browser notifications when allowed), and statuses
 * changed in another tab are applied. Opening a notice marks it read and goes where it leads.
 */
export function NotificationCentreProvider(props: {
  readonly api: ApiClient;
  readonly children: ReactNode;
}) {
  const { i18n } = useLingui();
  const { locale } = useLocale();
  const calls = useMemo(() => notificationCentreCalls(props.api), [props.api]);
  const centre = useActorRef(
    notificationCentreMachine.provide({
      actors: {
        loadFilters: fromPromise(() => calls.filters()),
        saveFilters: fromPromise(({ input }) => calls.saveFilters(input)),
        fetchPage: fromPromise(({ input }) => calls.page(input)),
        fetchUnreadCount: fromPromise(() => calls.unreadCount()),
        markStatus: fromPromise(({ input }) => calls.mark(input)),
      },
    }),
  );
  const realtime = useSharedRealtime();
  const [latest, setLatest] = useState<readonly NotificationEntry[] | null>(null);
  const [permission, setPermission] = useState<BrowserPermission>(browserPermission);
  // The ids of notices already known; null before the first read (nothing is new then).
  const known = useRef<Set<string> | null>(null);
  const words = useRef({ i18n, locale });
  words.current = { i18n, locale };

  const open = useCallback(
    (entry: NotificationEntry) => {
      if (entry.unreadStatus === 'UNREAD') {
        centre.send({ type: 'mark', ids: [entry.id], unreadStatus: 'READ' });
        setLatest(
          (now) =>
            now?.map((e) => (e.id === entry.id ? { ...e, unreadStatus: 'READ' } : e)) ?? null,
        );
      }
      const target = notificationTarget(entry.link);
      if (target?.kind === 'route') navigate(target.path);
      else if (target?.kind === 'download') window.location.assign(target.url);
    },
    [centre],
  );
  const openRef = useRef(open);
  openRef.current = open;

  const readLatest = useCallback(async () => {
    const entries = await calls.latest();
    const fresh = freshNotices(known.current, entries);
    known.current = new Set([...(known.current ?? []), ...entries.map((e) => e.id)]);
    setLatest(entries);
    for (const entry of fresh) centre.send({ type: 'realtime.notification', entry });
    const { entries: shown, pending } = centre.getSnapshot().context;
    for (const change of changedElsewhere(entries, shown, pending)) {
      centre.send({ type: 'realtime.statusChanged', ...change });
    }
    const { i18n: now, locale: language } = words.current;
    for (const entry of fresh) {
      if (entry.type !== 'feedAlert' || entry.unreadStatus !== 'UNREAD') continue;
      showBrowserNotification(
        {
          id: entry.id,
          title: now._(notificationMessages.browserTitle),
          body: notificationText(now, language, entry),
        },
        () => openRef.current(entry),
      );
    }
  }, [calls, centre]);

  useEffect(() => {
    void readLatest().catch(() => undefined);
  }, [readLatest]);

  useEffect(() => {
    if (realtime === null) return;
    const news = realtime.notifications$.subscribe(({ unreadCount }) => {
      // All read elsewhere: what this tab shows unread is read too.
      if (unreadCount === 0) {
        const { entries, pending } = centre.getSnapshot().context;
        const ids = unreadShown(entries, pending);
        if (ids.length > 0)
          centre.send({ type: 'realtime.statusChanged', ids, unreadStatus: 'READ' });
      }
      centre.send({ type: 'realtime.unreadCount', count: unreadCount });
      void readLatest()
        .then(() => centre.send({ type: 'realtime.unreadCount', count: unreadCount }))
        .catch(() => undefined);
    });
    // News may have been missed before the connection opened (a notice written between the
    // first count and the first connection) or while it was away: read the count again.
    const status = realtime.status$.subscribe((now) => {
      if (now !== 'open') return;
      centre.send({ type: 'count.refresh' });
      void readLatest().catch(() => undefined);
    });
    return () => {
      news.unsubscribe();
      status.unsubscribe();
    };
  }, [realtime, centre, readLatest]);

  const askPermission = useCallback(() => {
    void askBrowserPermission().then(setPermission, () => setPermission(browserPermission()));
  }, []);

  const value = useMemo(
    () => ({ centre, latest, open, permission, askPermission }),
    [centre, latest, open, permission, askPermission],
  );
  return (
    <NotificationCentreContext.Provider value={value}>
      {props.children}
    </NotificationCentreContext.Provider>
  );
}
