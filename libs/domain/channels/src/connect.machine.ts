import type { ApiError, AuthorizedChannel, Channel, ConnectRequestState } from '@smm/model';
import { toApiError } from '@smm/model';
import { assign, fromPromise, setup } from 'xstate';
import type { ConnectNetwork } from './channel-status.rules.js';
import {
  canRetry,
  groupByConnectEndpoint,
  initialSelection,
  legacyProgress,
  toggleSelection,
  type ConnectFailure,
  type ConnectGroup,
  type ConnectReturn,
} from './connect.rules.js';

/** How often a legacy connect request is asked about, in ms. */
export const LEGACY_POLL_MS = 1000;
/** How many times it is asked before the dialog says it takes longer than expected. */
export const MAX_LEGACY_POLLS = 120;

/** Why the connect flow stopped, and what the dialog says about it. */
export type ConnectProblem =
  /** The network's consent page came back with an error (the redirect's `connectError`). */
  | { readonly kind: 'consent'; readonly reason: ConnectFailure }
  /** Starting the flow failed (no consent page address). */
  | { readonly kind: 'start'; readonly error: ApiError }
  /** The authorised accounts could not be read. */
  | { readonly kind: 'accounts'; readonly error: ApiError }
  /** Adding failed; channels added before the failure stay added. */
  | { readonly kind: 'add'; readonly error: ApiError }
  /** The legacy background job failed, with its message. */
  | { readonly kind: 'legacy'; readonly message: string | null }
  /** The legacy job did not finish while the dialog waited. */
  | { readonly kind: 'legacySlow' };

/** What the connect flow holds. */
export interface ConnectContext {
  readonly network: ConnectNetwork | null;
  readonly authorizeUrl: string | null;
  readonly accounts: readonly AuthorizedChannel[];
  readonly selected: readonly string[];
  /** The network groups still to add, first the one being added. */
  readonly pending: readonly ConnectGroup[];
  /** Channel ids for the legacy endpoint. */
  readonly legacyIds: readonly string[];
  /** WhatsApp numbers chosen: they connect through the WhatsApp Business flow, not here. */
  readonly skipped: readonly string[];
  /** The channels added so far (the per-network endpoints answer them). */
  readonly added: readonly Channel[];
  readonly legacy: ConnectRequestState | null;
  readonly polls: number;
  readonly problem: ConnectProblem | null;
}

/** What can happen in the connect flow. */
export type ConnectEvent =
  | { readonly type: 'network.choose'; readonly network: ConnectNetwork }
  | { readonly type: 'account.toggle'; readonly channelId: string }
  | { readonly type: 'accounts.add' }
  /** Starts the same network's consent again (after a failure, or for other accounts). */
  | { readonly type: 'retry' }
  /** Back to the networks. */
  | { readonly type: 'back' };

/** How the flow starts: how the browser came back from a network, if it did. */
export interface ConnectInput {
  readonly returned: ConnectReturn | null;
}

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
