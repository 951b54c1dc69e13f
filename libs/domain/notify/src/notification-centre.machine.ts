import type {
  ApiError,
  NotificationEntry,
  NotificationFilters,
  NotificationPage,
  NotificationReadStatus,
  NotificationStatusChange,
} from '@smm/model';
import { DEFAULT_NOTIFICATION_FILTERS, toApiError } from '@smm/model';
import { assign, fromPromise, setup } from 'xstate';
import {
  appendEntries,
  matchesNotificationFilters,
  unreadDelta,
  withStatuses,
} from './notification.rules.js';

/** The first page for the filters, or the page behind the server's next link (platform §7). */
export type NotificationPageRequest =
  { readonly filters: NotificationFilters } | { readonly next: string };

type Statuses = Readonly<Record<string, NotificationReadStatus>>;

/** What the notification centre holds. */
export interface NotificationCentreContext {
  readonly filters: NotificationFilters;
  /** The entries as shown, with pending read/unread changes applied. */
  readonly entries: readonly NotificationEntry[];
  /** The server's link to the next page; null when all are loaded. */
  readonly next: string | null;
  /** The unread count as shown (server count plus pending changes); null until known. */
  readonly unreadCount: number | null;
  /** The unread count the server last gave (or realtime events moved). */
  readonly serverUnread: number | null;
  /** Read/unread changes sent and not yet answered, oldest first. */
  readonly pending: readonly NotificationStatusChange[];
  /** The confirmed status of each entry some pending change touches. */
  readonly confirmed: Statuses;
  /** The failure of the first page, if it failed. */
  readonly listError: ApiError | null;
  /** The failure of the last next-page request, if it failed. */
  readonly pageError: ApiError | null;
  /** The failure of the last read/unread change, if it failed (the change is rolled back). */
  readonly markError: ApiError | null;
  /** The failure of the last unread-count request, if it failed. */
  readonly countError: ApiError | null;
}

/** What can happen to the notification centre. */
export type NotificationCentreEvent =
  | { readonly type: 'filters.change'; readonly filters: Partial<NotificationFilters> }
  | { readonly type: 'list.refresh' }
  | { readonly type: 'list.more' }
  | {
      readonly type: 'mark';
      readonly ids: readonly string[];
      readonly unreadStatus: NotificationReadStatus;
    }
  | { readonly type: 'mark.allRead' }
  | { readonly type: 'count.refresh' }
  | { readonly type: 'realtime.notification'; readonly entry: NotificationEntry }
  | { readonly type: 'realtime.unreadCount'; readonly count: number }
  | {
      readonly type: 'realtime.statusChanged';
      readonly ids: readonly string[];
      readonly unreadStatus: NotificationReadStatus;
    };

const notProvided = (name: string) =>
  fromPromise<never, unknown>(() =>
    Promise.reject(new Error(`notificationCentreMachine: provide the ${name} actor`)),
  );

function statusesOf(entries: readonly NotificationEntry[]): Record<string, NotificationReadStatus> {
  return Object.fromEntries(entries.map((e) => [e.id, e.unreadStatus]));
}

/** Whether a change marks every notification of the person's read ("mark all as read"). */
const isAllRead = (change: NotificationStatusChange) =>
  change.all === true && change.unreadStatus === 'READ';

/**
 * The shown unread count: the server's plus what pending changes move. While "mark all as read"
 * is pending, every notification is read but those shown unread (marked unread since, or newer).
 */
function shownUnread(
  serverUnread: number | null,
  entries: readonly NotificationEntry[],
  confirmed: Statuses,
  pending: readonly NotificationStatusChange[],
) {
  if (serverUnread === null) return null;
  if (pending.some(isAllRead)) return entries.filter((e) => e.unreadStatus === 'UNREAD').length;
  const shown = statusesOf(entries);
  let delta = 0;
  for (const [id, status] of Object.entries(confirmed)) {
    const now = shown[id];
    if (now === undefined || now === status) continue;
    delta += now === 'UNREAD' ? 1 : -1;
  }
  return Math.max(0, serverUnread + delta);
}

/** The status an entry shows: the last pending change's, else the confirmed one. */
function shownStatus(
  id: string,
  pending: readonly NotificationStatusChange[],
  confirmed: Statuses,
) {
  for (let i = pending.length - 1; i >= 0; i--) {
    const change = pending[i];
    if (change?.ids.includes(id)) return change.unreadStatus;
  }
  return confirmed[id];
}

function settle(
  context: NotificationCentreContext,
  outcome: 'success' | 'failure',
  answeredCount?: number,
): Partial<NotificationCentreContext> {
  const [head, ...pending] = context.pending;
  if (head === undefined) return {};
  const confirmed: Record<string, NotificationReadStatus> = { ...context.confirmed };
  const serverBefore = { ...context.confirmed };
  let serverUnread = context.serverUnread;
  if (outcome === 'success') {
    if (isAllRead(head)) serverUnread = Math.max(0, answeredCount ?? 0);
    else if (serverUnread !== null)
      serverUnread = Math.max(0, serverUnread + unreadDelta(serverBefore, head));
    for (const id of head.ids) if (id in confirmed) confirmed[id] = head.unreadStatus;
  }
  const statuses: Record<string, NotificationReadStatus> = {};
  for (const id of head.ids) {
    const status = shownStatus(id, pending, confirmed);
    if (status !== undefined) statuses[id] = status;
    if (!pending.some((c) => c.ids.includes(id))) delete confirmed[id];
  }
  const entries = withStatuses(context.entries, statuses);
  return {
    pending,
    confirmed,
    entries,
    serverUnread,
    unreadCount: shownUnread(serverUnread, entries, confirmed, pending),
  };
}

/**
 * The notification centre (platform §4, §7; engage §3): the list for the user's filters
 * (status ALL/READ/UNREAD, products, relevance ALL/ME, sort DESC/ASC; defaults ALL, ENGAGE +
 * PLATFORM + PUBLISH, ALL, DESC), further pages through the server's next link, read/unread
 * changes and the unread count. Each request has its request, success and failure: the state
 * value names what is in flight and the context keeps each failure.
 *
 * Read/unread changes show at once and are sent one after another; a failed change is rolled
 * back without undoing a newer one, and the unread count moves with them. Realtime events move
 * the count too: a new notification (added to the list when it matches the filters), a count
 * from the server, or statuses changed elsewhere. Saved filters are loaded first (defaults when
 * that fails) and every filter change is saved and reloads the list.
 *
 * "Mark all as read" asks the server to mark every notification (`all: true`), not only the
 * loaded ones; the count shows 0 until the server answers its own.
 *
 * The calls are actors to provide: `loadFilters`, `saveFilters`, `fetchPage`, `fetchUnreadCount`
 * and `markStatus` (which may answer the unread count the server gives).
 *
 * @example
 * const centre = createActor(notificationCentreMachine.provide({ actors: { fetchPage: fromPromise(...) , ... } })).start();
 * centre.send({ type: 'filters.change', filters: { status: 'UNREAD' } });
 * centre.send({ type: 'mark', ids: ['n1'], unreadStatus: 'READ' });
 */
export const notificationCentreMachine = setup({
  types: {
    context: {} as NotificationCentreContext,
    events: {} as NotificationCentreEvent,
    input: {} as { readonly filters?: NotificationFilters } | undefined,
  },
  actors: {
    loadFilters: notProvided('loadFilters') as unknown as ReturnType<
      typeof fromPromise<NotificationFilters, void>
    >,
    saveFilters: notProvided('saveFilters') as unknown as ReturnType<
      typeof fromPromise<void, NotificationFilters>
    >,
    fetchPage: notProvided('fetchPage') as unknown as ReturnType<
      typeof fromPromise<NotificationPage, NotificationPageRequest>
    >,
    fetchUnreadCount: notProvided('fetchUnreadCount') as unknown as ReturnType<
      typeof fromPromise<number, void>
    >,
    markStatus: notProvided('markStatus') as unknown as ReturnType<
      typeof fromPromise<number | void, NotificationStatusChange>
    >,
  },
  guards: {
    hasNext: ({ context }) => context.next !== null,
    hasPending: ({ context }) => context.pending.length > 0,
  },
  actions: {
    changeFilters: assign(({ context, event }) =>
      event.type === 'filters.change' ? { filters: { ...context.filters, ...event.filters } } : {},
    ),
    queueMark: assign(({ context, event }) => {
      let change: NotificationStatusChange;
      if (event.type === 'mark') {
        change = { ids: [...new Set(event.ids)], unreadStatus: event.unreadStatus };
      } else if (event.type === 'mark.allRead') {
        // Every notification on the server; the loaded unread ones show it at once.
        change = {
          ids: context.entries.filter((e) => e.unreadStatus === 'UNREAD').map((e) => e.id),
          unreadStatus: 'READ',
          all: true,
        };
      } else return {};
      if (change.ids.length === 0 && change.all !== true) return {};
      const shown = statusesOf(context.entries);
      const confirmed: Record<string, NotificationReadStatus> = { ...context.confirmed };
      for (const id of change.ids) {
        const status = shown[id];
        if (!(id in confirmed) && status !== undefined) confirmed[id] = status;
      }
      const entries = withStatuses(
        context.entries,
        Object.fromEntries(change.ids.map((id) => [id, change.unreadStatus])),
      );
      const pending = [...context.pending, change];
      return {
        pending,
        confirmed,
        entries,
        markError: null,
        unreadCount: shownUnread(context.serverUnread, entries, confirmed, pending),
      };
    }),
    setCount: assign(({ context }, count: number) => {
      const serverUnread = Math.max(0, count);
      return {
        serverUnread,
        countError: null,
        unreadCount: shownUnread(serverUnread, context.entries, context.confirmed, context.pending),
      };
    }),
    receiveNotification: assign(({ context, event }) => {
      if (event.type !== 'realtime.notification') return {};
      const { entry } = event;
      if (context.entries.some((e) => e.id === entry.id)) return {};
      const serverUnread =
        context.serverUnread !== null && entry.unreadStatus === 'UNREAD'
          ? context.serverUnread + 1
          : context.serverUnread;
      let entries = context.entries;
      if (matchesNotificationFilters(entry, context.filters)) {
        if (context.filters.sortDirection === 'DESC') entries = [entry, ...entries];
        // Oldest first: the newest belongs at the end, which is only on screen when all are loaded.
        else if (context.next === null) entries = [...entries, entry];
      }
      return {
        entries,
        serverUnread,
        unreadCount: shownUnread(serverUnread, entries, context.confirmed, context.pending),
      };
    }),
    applyRemoteStatus: assign(({ context, event }) => {
      if (event.type !== 'realtime.statusChanged') return {};
      const change: NotificationStatusChange = {
        ids: [...event.ids],
        unreadStatus: event.unreadStatus,
      };
      const before = { ...statusesOf(context.entries), ...context.confirmed };
      const confirmed: Record<string, NotificationReadStatus> = { ...context.confirmed };
      const statuses: Record<string, NotificationReadStatus> = {};
      for (const id of change.ids) {
        if (id in confirmed) confirmed[id] = change.unreadStatus;
        else statuses[id] = change.unreadStatus;
      }
      const serverUnread =
        context.serverUnread === null
          ? null
          : Math.max(0, context.serverUnread + unreadDelta(before, change));
      const entries = withStatuses(context.entries, statuses);
      return {
        confirmed,
        entries,
        serverUnread,
        unreadCount: shownUnread(serverUnread, entries, confirmed, context.pending),
      };
    }),
  },
}).createMachine({
  id: 'notificationCentre',
  type: 'parallel',
  context: ({ input }) => ({
    filters: input?.filters ?? DEFAULT_NOTIFICATION_FILTERS,
    entries: [],
    next: null,
    unreadCount: null,
    serverUnread: null,
    pending: [],
    confirmed: {},
    listError: null,
    pageError: null,
    markError: null,
    countError: null,
  }),
  states: {
    list: {
      initial: 'loadingFilters',
      on: {
        'filters.change': { target: '.loading', actions: 'changeFilters' },
        'list.refresh': { target: '.loading' },
      },
      states: {
        loadingFilters: {
          description: "The user's saved filters; the defaults when they cannot be loaded.",
          invoke: {
            src: 'loadFilters',
            onDone: {
              target: 'loading',
              actions: assign({ filters: ({ event }) => event.output }),
            },
            onError: { target: 'loading' },
          },
        },
        loading: {
          description: 'The first page for the filters.',
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ filters: context.filters }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const entries = withStatuses(
                  appendEntries([], event.output.notifications),
                  Object.fromEntries(
                    Object.keys(context.confirmed).flatMap((id) => {
                      const status = shownStatus(id, context.pending, context.confirmed);
                      return status === undefined ? [] : [[id, status]];
                    }),
                  ),
                );
                return {
                  entries,
                  next: event.output.next ?? null,
                  listError: null,
                  pageError: null,
                  unreadCount: shownUnread(
                    context.serverUnread,
                    entries,
                    context.confirmed,
                    context.pending,
                  ),
                };
              }),
            },
            onError: {
              target: 'failed',
              actions: assign({ listError: ({ event }) => toApiError(event.error) }),
            },
          },
        },
        ready: {
          on: { 'list.more': { guard: 'hasNext', target: 'loadingMore' } },
        },
        loadingMore: {
          description: "The page behind the server's next link.",
          invoke: {
            src: 'fetchPage',
            input: ({ context }) => ({ next: context.next ?? '' }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                entries: appendEntries(context.entries, event.output.notifications),
                next: event.output.next ?? null,
                pageError: null,
              })),
            },
            onError: {
              target: 'ready',
              actions: assign({ pageError: ({ event }) => toApiError(event.error) }),
            },
          },
        },
        failed: {},
      },
    },
    saving: {
      description: 'Saves the filters after each change; a newer change replaces an unsent one.',
      initial: 'idle',
      on: { 'filters.change': { target: '.saving' } },
      states: {
        idle: {},
        saving: {
          invoke: {
            src: 'saveFilters',
            input: ({ context }) => context.filters,
            onDone: { target: 'idle' },
            onError: { target: 'idle' },
          },
        },
      },
    },
    marks: {
      initial: 'idle',
      on: { mark: { actions: 'queueMark' }, 'mark.allRead': { actions: 'queueMark' } },
      states: {
        idle: { always: { guard: 'hasPending', target: 'marking' } },
        marking: {
          description: 'Sends the oldest pending change.',
          invoke: {
            src: 'markStatus',
            input: ({ context }): NotificationStatusChange => {
              const change = context.pending[0] ?? { ids: [], unreadStatus: 'READ' };
              // "Mark all as read" names no ids: the server marks every one (platform §7).
              return isAllRead(change) ? { ids: [], unreadStatus: 'READ', all: true } : change;
            },
            onDone: {
              target: 'idle',
              reenter: true,
              actions: assign(({ context, event }) => ({
                ...settle(
                  context,
                  'success',
                  typeof event.output === 'number' ? event.output : undefined,
                ),
                markError: null,
              })),
            },
            onError: {
              target: 'idle',
              reenter: true,
              actions: assign(({ context, event }) => ({
                ...settle(context, 'failure'),
                markError: toApiError(event.error),
              })),
            },
          },
        },
      },
    },
    count: {
      initial: 'loading',
      on: {
        'count.refresh': { target: '.loading' },
        'realtime.unreadCount': {
          actions: { type: 'setCount', params: ({ event }) => event.count },
        },
        'realtime.notification': { actions: 'receiveNotification' },
        'realtime.statusChanged': { actions: 'applyRemoteStatus' },
      },
      states: {
        loading: {
          invoke: {
            src: 'fetchUnreadCount',
            onDone: {
              target: 'ready',
              actions: { type: 'setCount', params: ({ event }) => event.output },
            },
            onError: {
              target: 'failed',
              actions: assign({ countError: ({ event }) => toApiError(event.error) }),
            },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});
