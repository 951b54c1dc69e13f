import { canLoadFullOrganisation } from '@smm/access';
import type {
  AiFeaturesFlag,
  ApiError,
  Channel,
  Locale,
  Organisation,
  Team,
  User,
} from '@smm/model';
import { toApiError } from '@smm/model';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { PromiseActorLogic } from 'xstate';
import {
  LOADER_REMOVAL_MS,
  LOCALE_REGISTRATION_LIMIT_MS,
  LOCALE_WARNING,
  authErrorMessage,
} from './bootstrap.rules.js';

/** Who signed in, as the identity provider says. */
export interface Authentication {
  readonly subject: string;
  /** Realm roles of the token; `smm_super_user` marks support staff. */
  readonly realmRoles: readonly string[];
  /** Whether a super user is assuming this account (the shell shows an indicator). */
  readonly assuming: boolean;
}

/** The feature toggles of the user and organisation, by name. */
export type FeatureToggles = Readonly<Record<string, boolean>>;

/** What the app loads at start and publishes as its first snapshot (platform §4). */
export interface BootstrapSnapshot {
  readonly authentication: Authentication;
  readonly locale: Locale | null;
  readonly me: User;
  readonly users: readonly User[];
  readonly teams: readonly Team[];
  readonly channels: readonly Channel[];
  readonly features: FeatureToggles;
  readonly aiSettings: AiFeaturesFlag;
}

/** The loads of the start, each run in parallel with its own request, success and failure. */
export type BootstrapLoad =
  'me' | 'users' | 'teams' | 'channels' | 'features' | 'aiSettings' | 'organisation';

/** What the bootstrap machine holds. */
export interface BootstrapContext {
  readonly authentication: Authentication | null;
  readonly authError: string | null;
  readonly locale: Locale | null;
  /** The locale warning of the spec, when registration failed or took longer than 5 s. */
  readonly localeWarning: string | null;
  readonly me: User | null;
  readonly users: readonly User[] | null;
  readonly teams: readonly Team[] | null;
  readonly channels: readonly Channel[] | null;
  readonly features: FeatureToggles | null;
  readonly aiSettings: AiFeaturesFlag | null;
  /** The full organisation; only for admins and team leaders. */
  readonly organisation: Organisation | null;
  /** Whether the channels_v2 feature is on; null when the check failed. */
  readonly channelsV2: boolean | null;
  /** The first snapshot, once every start load has succeeded. */
  readonly snapshot: BootstrapSnapshot | null;
  /** The failures of the loads, by load. */
  readonly errors: Readonly<Partial<Record<BootstrapLoad | 'channelFeature', ApiError>>>;
}

/** What can happen during the bootstrap. */
export type BootstrapEvent =
  { readonly type: 'retry'; readonly load?: BootstrapLoad } | { readonly type: 'authenticate' };

/** Emitted once, when every start load has succeeded. */
export interface SnapshotPublished {
  readonly type: 'snapshot';
  readonly snapshot: BootstrapSnapshot;
}

const notProvided = <O, I = void>(name: string): PromiseActorLogic<O, I> =>
  fromPromise<O, I>(() => Promise.reject(new Error(`bootstrapMachine: provide the ${name} actor`)));

type LoadKey = BootstrapLoad | 'channelFeature';

/** The snapshot when every start load is in, else null. */
function firstSnapshot(context: BootstrapContext): BootstrapSnapshot | null {
  const { authentication, me, users, teams, channels, features, aiSettings } = context;
  if (!authentication || !me || !users || !teams || !channels || !features || !aiSettings) {
    return null;
  }
  return {
    authentication,
    locale: context.locale,
    me,
    users,
    teams,
    channels,
    features,
    aiSettings,
  };
}

/** A load region: request, then success or failure; `retry` (for it or for all) asks again. */
function loadRegion(load: Exclude<BootstrapLoad, 'channels' | 'organisation'>) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        invoke: {
          src: load,
          onDone: {
            target: 'loaded' as const,
            actions: [
              {
                type: 'store' as const,
                params: ({ event }: { event: { output: unknown } }) => ({
                  load,
                  value: event.output,
                }),
              },
              'publish' as const,
            ],
          },
          onError: {
            target: 'failed' as const,
            actions: {
              type: 'fail' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ load, error: event.error }),
            },
          },
        },
      },
      loaded: {},
      failed: {
        on: {
          retry: {
            guard: { type: 'retries' as const, params: { load } },
            target: 'loading' as const,
          },
        },
      },
    },
  };
}

/**
 * The bootstrap of the app (platform §4). Authentication first; then locale registration,
 * which may take 5 s — when it fails or takes longer the app goes on and shows the spec's locale
 * warning; then the loader fades (removed after 2 s) while me, users (colleagues), teams,
 * channels, features and AI settings load in parallel. When all six are in, the first snapshot
 * is stored in `context.snapshot` and emitted as `snapshot`. Channels load after the
 * channels_v2 feature check, which may fail without stopping them. The full organisation loads
 * only for admins and team leaders, once me, colleagues, teams and channels are in.
 *
 * Every load has its request, success and failure; a failed one keeps its error in
 * `context.errors` and `retry` (optionally naming the load) asks again. A failed
 * authentication ends in `unauthenticated` with the spec's text; `authenticate` tries again.
 *
 * The calls are actors to provide: `authenticate`, `registerLocale`, `me`, `users`, `teams`,
 * `checkChannelFeature`, `channels` (input: whether channels_v2 is on, or null), `features`,
 * `aiSettings`, `organisation` (input: me).
 *
 * @example
 * const app = createActor(bootstrapMachine.provide({ actors: { ... } })).start();
 * app.on('snapshot', ({ snapshot }) => render(snapshot));
 */
export const bootstrapMachine = setup({
  types: {
    context: {} as BootstrapContext,
    events: {} as BootstrapEvent,
    emitted: {} as SnapshotPublished,
  },
  actors: {
    authenticate: notProvided<Authentication>('authenticate'),
    registerLocale: notProvided<Locale>('registerLocale'),
    me: notProvided<User>('me'),
    users: notProvided<readonly User[]>('users'),
    teams: notProvided<readonly Team[]>('teams'),
    checkChannelFeature: notProvided<boolean>('checkChannelFeature'),
    channels: notProvided<readonly Channel[], { readonly channelsV2: boolean | null }>('channels'),
    features: notProvided<FeatureToggles>('features'),
    aiSettings: notProvided<AiFeaturesFlag>('aiSettings'),
    organisation: notProvided<Organisation, { readonly me: User }>('organisation'),
  },
  delays: {
    localeRegistrationLimit: LOCALE_REGISTRATION_LIMIT_MS,
    loaderRemoval: LOADER_REMOVAL_MS,
  },
  guards: {
    retries: ({ event }, params: { load: BootstrapLoad }) =>
      event.type === 'retry' && (event.load === undefined || event.load === params.load),
    organisationReady: ({ context }) =>
      context.me !== null &&
      context.users !== null &&
      context.teams !== null &&
      context.channels !== null,
    loadsOrganisation: ({ context }) =>
      context.me !== null && canLoadFullOrganisation(context.me, context.teams ?? undefined),
  },
  actions: {
    store: assign(({ context }, params: { load: BootstrapLoad; value: unknown }) => {
      const errors = { ...context.errors };
      delete errors[params.load];
      return { [params.load]: params.value, errors };
    }),
    fail: assign(({ context }, params: { load: LoadKey; error: unknown }) => ({
      errors: { ...context.errors, [params.load]: toApiError(params.error) },
    })),
    publish: assign(({ context }) => {
      if (context.snapshot !== null) return {};
      return { snapshot: firstSnapshot(context) };
    }),
    announce: emit(({ context }) => ({
      type: 'snapshot' as const,
      snapshot: context.snapshot as BootstrapSnapshot,
    })),
  },
}).createMachine({
  id: 'bootstrap',
  context: {
    authentication: null,
    authError: null,
    locale: null,
    localeWarning: null,
    me: null,
    users: null,
    teams: null,
    channels: null,
    features: null,
    aiSettings: null,
    organisation: null,
    channelsV2: null,
    snapshot: null,
    errors: {},
  },
  initial: 'authenticating',
  states: {
    authenticating: {
      description: 'The loader shows while the identity provider signs the user in.',
      invoke: {
        src: 'authenticate',
        onDone: {
          target: 'registeringLocale',
          actions: assign({ authentication: ({ event }) => event.output, authError: null }),
        },
        onError: {
          target: 'unauthenticated',
          actions: assign({
            authError: ({ event }) => authErrorMessage(toApiError(event.error).message),
          }),
        },
      },
    },
    unauthenticated: {
      on: { authenticate: { target: 'authenticating' } },
    },
    registeringLocale: {
      description: 'Locale registration, for at most 5 s; the app goes on either way.',
      invoke: {
        src: 'registerLocale',
        onDone: { target: 'started', actions: assign({ locale: ({ event }) => event.output }) },
        onError: { target: 'started', actions: assign({ localeWarning: LOCALE_WARNING }) },
      },
      after: {
        localeRegistrationLimit: {
          target: 'started',
          actions: assign({ localeWarning: LOCALE_WARNING }),
        },
      },
    },
    started: {
      type: 'parallel',
      states: {
        loader: {
          initial: 'fading',
          states: {
            fading: { after: { loaderRemoval: 'removed' } },
            removed: { type: 'final' },
          },
        },
        snapshot: {
          initial: 'waiting',
          states: {
            waiting: {
              always: { guard: ({ context }) => context.snapshot !== null, target: 'published' },
            },
            published: { entry: 'announce', type: 'final' },
          },
        },
        me: loadRegion('me'),
        users: loadRegion('users'),
        teams: loadRegion('teams'),
        features: loadRegion('features'),
        aiSettings: loadRegion('aiSettings'),
        channels: {
          initial: 'checkingFeature',
          states: {
            checkingFeature: {
              description: 'The channels_v2 check; when it throws, the channel load goes on.',
              invoke: {
                src: 'checkChannelFeature',
                onDone: {
                  target: 'loading',
                  actions: assign({ channelsV2: ({ event }) => event.output }),
                },
                onError: {
                  target: 'loading',
                  actions: [
                    assign({ channelsV2: null }),
                    {
                      type: 'fail',
                      params: ({ event }) => ({ load: 'channelFeature', error: event.error }),
                    },
                  ],
                },
              },
            },
            loading: {
              invoke: {
                src: 'channels',
                input: ({ context }) => ({ channelsV2: context.channelsV2 }),
                onDone: {
                  target: 'loaded',
                  actions: [
                    {
                      type: 'store',
                      params: ({ event }) => ({ load: 'channels', value: event.output }),
                    },
                    'publish',
                  ],
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ load: 'channels', error: event.error }),
                  },
                },
              },
            },
            loaded: {},
            failed: {
              on: {
                retry: {
                  guard: { type: 'retries', params: { load: 'channels' } },
                  target: 'loading',
                },
              },
            },
          },
        },
        organisation: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Waits for me, colleagues, teams and channels.',
              always: [{ guard: 'organisationReady', target: 'deciding' }],
            },
            deciding: {
              always: [{ guard: 'loadsOrganisation', target: 'loading' }, { target: 'skipped' }],
            },
            loading: {
              invoke: {
                src: 'organisation',
                input: ({ context }) => ({ me: context.me as User }),
                onDone: {
                  target: 'loaded',
                  actions: {
                    type: 'store',
                    params: ({ event }) => ({ load: 'organisation', value: event.output }),
                  },
                },
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'fail',
                    params: ({ event }) => ({ load: 'organisation', error: event.error }),
                  },
                },
              },
            },
            loaded: {},
            skipped: { description: 'Neither an admin nor a team leader.' },
            failed: {
              on: {
                retry: {
                  guard: { type: 'retries', params: { load: 'organisation' } },
                  target: 'loading',
                },
              },
            },
          },
        },
      },
    },
  },
});
