import type { AuthorizedChannel, Channel, ConnectRequestState } from '@smm/model';
import { toApiError } from '@smm/model';
import { assign, fromPromise, setup } from 'xstate';
import type { ConnectNetwork } from './channel-status.rules.js';
import {
  canRetry,
  groupByConnectEndpoint,
  initialSelection,
  legacyProgress,
  toggleSelection,
} from './connect.rules.js';
import {
  LEGACY_POLL_MS,
  MAX_LEGACY_POLLS,
  type ConnectContext,
  type ConnectEvent,
  type ConnectInput,
} from './connect.types.js';

export { LEGACY_POLL_MS, MAX_LEGACY_POLLS } from './connect.types.js';
export type {
  ConnectContext,
  ConnectEvent,
  ConnectInput,
  ConnectProblem,
} from './connect.types.js';

const notProvided = (name: string) =>
  fromPromise<never, unknown>(() =>
    Promise.reject(new Error(`connectMachine: provide the ${name} actor`)),
  );

/**
 * Connecting channels (platform §5, §7): choose a network, go to its consent page (the
 * `openConsent` action sends the browser away); back from it with `returned`, list the accounts
 * authorised on that network, pick the available ones, and add them — each network's channels
 * through its own endpoint, channels of any other prefix through the legacy endpoint, whose
 * background job is asked about every {@link LEGACY_POLL_MS} until DONE or FAILED. Calls are
 * actors to provide: `startConnect`, `fetchAccounts`, `addToNetwork`, `startLegacy`,
 * `fetchLegacyState`.
 */
export const connectMachine = setup({
  types: {
    context: {} as ConnectContext,
    events: {} as ConnectEvent,
    input: {} as ConnectInput,
  },
  actors: {
    startConnect: notProvided('startConnect') as unknown as ReturnType<
      typeof fromPromise<{ readonly authorizeUrl: string }, { readonly network: ConnectNetwork }>
    >,
    fetchAccounts: notProvided('fetchAccounts') as unknown as ReturnType<
      typeof fromPromise<readonly AuthorizedChannel[], { readonly network: ConnectNetwork }>
    >,
    addToNetwork: notProvided('addToNetwork') as unknown as ReturnType<
      typeof fromPromise<
        readonly Channel[],
        { readonly network: ConnectNetwork; readonly channelIds: readonly string[] }
      >
    >,
    startLegacy: notProvided('startLegacy') as unknown as ReturnType<
      typeof fromPromise<ConnectRequestState, { readonly channelIds: readonly string[] }>
    >,
    fetchLegacyState: notProvided('fetchLegacyState') as unknown as ReturnType<
      typeof fromPromise<ConnectRequestState, void>
    >,
  },
  actions: {
    /** Sends the browser to `context.authorizeUrl`: provide it (e.g. `location.assign`). */
    openConsent: () => undefined,
  },
  delays: { LEGACY_POLL_MS },
  guards: {
    returnedAuthorized: ({ context }) => context.network !== null && context.problem === null,
    returnedFailed: ({ context }) => context.problem !== null,
    hasSelection: ({ context }) => context.selected.length > 0,
    networksDone: ({ context }) => context.pending.length === 0,
    hasLegacy: ({ context }) => context.legacyIds.length > 0,
    legacyFailed: ({ context }) => context.legacy !== null && legacyProgress(context.legacy).failed,
    legacyDone: ({ context }) => context.legacy !== null && legacyProgress(context.legacy).finished,
    pollsUsedUp: ({ context }) => context.polls >= MAX_LEGACY_POLLS,
    canRetryNetwork: ({ context }) =>
      context.network !== null &&
      (context.problem?.kind !== 'consent' || canRetry(context.problem.reason)),
  },
}).createMachine({
  id: 'connect',
  context: ({ input }) => {
    const returned = input.returned;
    return {
      network: returned !== null && returned.kind !== 'reconnected' ? returned.network : null,
      authorizeUrl: null,
      accounts: [],
      selected: [],
      pending: [],
      legacyIds: [],
      skipped: [],
      added: [],
      legacy: null,
      polls: 0,
      problem: returned?.kind === 'failed' ? { kind: 'consent', reason: returned.reason } : null,
    };
  },
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'returnedFailed', target: 'failed' },
        { guard: 'returnedAuthorized', target: 'loadingAccounts' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      entry: assign({ problem: null, accounts: [], selected: [] }),
      on: {
        'network.choose': {
          target: 'authorizing',
          actions: assign({ network: ({ event }) => event.network }),
        },
      },
    },
    authorizing: {
      entry: assign({ problem: null }),
      invoke: {
        src: 'startConnect',
        input: ({ context }) => ({ network: context.network ?? 'facebook' }),
        onDone: {
          target: 'redirecting',
          actions: assign({ authorizeUrl: ({ event }) => event.output.authorizeUrl }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            problem: ({ event }) => ({ kind: 'start' as const, error: toApiError(event.error) }),
          }),
        },
      },
    },
    redirecting: { entry: 'openConsent' },
    loadingAccounts: {
      invoke: {
        src: 'fetchAccounts',
        input: ({ context }) => ({ network: context.network ?? 'facebook' }),
        onDone: {
          target: 'accounts',
          actions: assign({
            accounts: ({ event }) => event.output,
            selected: ({ event }) => initialSelection(event.output),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            problem: ({ event }) => ({ kind: 'accounts' as const, error: toApiError(event.error) }),
          }),
        },
      },
    },
    accounts: {
      on: {
        'account.toggle': {
          actions: assign({
            selected: ({ context, event }) =>
              toggleSelection(context.selected, event.channelId, context.accounts),
          }),
        },
        'accounts.add': {
          guard: 'hasSelection',
          target: 'adding',
          actions: assign(({ context }) => {
            const groups = groupByConnectEndpoint(context.selected);
            return {
              pending: groups.filter((g) => g.kind === 'network'),
              legacyIds: groups.flatMap((g) => (g.kind === 'legacy' ? g.channelIds : [])),
              skipped: groups.flatMap((g) => (g.kind === 'whatsapp' ? g.channelIds : [])),
              added: [],
              legacy: null,
              polls: 0,
            };
          }),
        },
        retry: { target: 'authorizing' },
        back: { target: 'choosing' },
      },
    },
    adding: {
      always: { guard: 'networksDone', target: 'afterNetworks' },
      invoke: {
        src: 'addToNetwork',
        input: ({ context }) => {
          const group = context.pending[0];
          return group?.kind === 'network'
            ? { network: group.network, channelIds: group.channelIds }
            : { network: context.network ?? 'facebook', channelIds: [] };
        },
        onDone: {
          target: 'adding',
          reenter: true,
          actions: assign({
            added: ({ context, event }) => [...context.added, ...event.output],
            pending: ({ context }) => context.pending.slice(1),
          }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            problem: ({ event }) => ({ kind: 'add' as const, error: toApiError(event.error) }),
          }),
        },
      },
    },
    afterNetworks: {
      always: [{ guard: 'hasLegacy', target: 'legacyStarting' }, { target: 'done' }],
    },
    legacyStarting: {
      invoke: {
        src: 'startLegacy',
        input: ({ context }) => ({ channelIds: context.legacyIds }),
        onDone: {
          target: 'legacyWaiting',
          actions: assign({ legacy: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({
            problem: ({ event }) => ({ kind: 'add' as const, error: toApiError(event.error) }),
          }),
        },
      },
    },
    legacyWaiting: {
      after: { LEGACY_POLL_MS: { target: 'legacyChecking' } },
    },
    legacyChecking: {
      invoke: {
        src: 'fetchLegacyState',
        onDone: {
          target: 'legacyDeciding',
          actions: assign({
            legacy: ({ event }) => event.output,
            polls: ({ context }) => context.polls + 1,
          }),
        },
        // A failed question is asked again, within the same number of tries.
        onError: {
          target: 'legacyDeciding',
          actions: assign({ polls: ({ context }) => context.polls + 1 }),
        },
      },
    },
    legacyDeciding: {
      always: [
        {
          guard: 'legacyFailed',
          target: 'failed',
          actions: assign({
            problem: ({ context }) => ({
              kind: 'legacy' as const,
              message: context.legacy?.message ?? null,
            }),
          }),
        },
        { guard: 'legacyDone', target: 'done' },
        {
          guard: 'pollsUsedUp',
          target: 'failed',
          actions: assign({ problem: { kind: 'legacySlow' } }),
        },
        { target: 'legacyWaiting' },
      ],
    },
    done: {
      on: { back: { target: 'choosing' } },
    },
    failed: {
      on: {
        retry: [{ guard: 'canRetryNetwork', target: 'authorizing' }, { target: 'choosing' }],
        back: { target: 'choosing' },
      },
    },
  },
});
