import type {
  Channel,
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppDeployment,
  WhatsAppNewNumber,
  WhatsAppPhoneNumberGroup,
} from '@smm/model';
import { toApiError } from '@smm/model';
import { assign, cancel, fromPromise, raise, setup } from 'xstate';
import type { SendCodeLogic, VerifyCodeLogic } from './whatsapp-verification.machine.js';
import {
  resendWaitMs,
  WHATSAPP_ACTIVATION_DEBOUNCE_MS,
  whatsappResumeStep,
} from './whatsapp.rules.js';
import {
  ACTIVATION_CLEAR_ID,
  NO_ACTIVATION,
  type WhatsAppDeploymentInput,
} from './whatsapp.types.js';
import type {
  WhatsAppConnectContext,
  WhatsAppConnectEvent,
  WhatsAppConnectInput,
  WhatsAppConnectOutput,
  WhatsAppConnectProblem,
} from './whatsapp-connect.types.js';

const notProvided = (name: string) =>
  fromPromise<never, unknown>(() =>
    Promise.reject(new Error(`whatsappConnectMachine: provide the ${name} actor`)),
  );
const actor = <O, I>(name: string) =>
  notProvided(name) as unknown as ReturnType<typeof fromPromise<O, I>>;

const failure = (kind: WhatsAppConnectProblem['kind'], error: unknown): WhatsAppConnectProblem => ({
  kind,
  error: toApiError(error),
});

const deploymentOf = (context: WhatsAppConnectContext): WhatsAppDeploymentInput => ({
  deploymentId: context.channel?.deploymentId ?? '',
  channelId: context.channel?.id ?? '',
});

/**
 * Connecting a WhatsApp number, the whole wizard (platform §4, §5, §7): the business accounts
 * (`fetchAccounts`) → one account's numbers (`fetchNumbers`; add one with `addNumber`, remove
 * one with `removeNumber`, choose one with `chooseNumber`, which answers its WhatsApp channel)
 * → the SMS code (`sendCode`, `verifyCode`: each with loading, error and sent, as in
 * `whatsappVerificationMachine`) → activate and verify (`activateNumber`, `verifyNumber`: the
 * activation's outcome and its 5-minute debounce as in `whatsappDeploymentMachine`) → connect
 * (`connectNumber`, `POST /api/whatsapp2/channels`) → `connected` (final, with the channels
 * added). A number being connected resumes at the step its channel's state decides
 * (`whatsappResumeStep`); `back` goes one step back; `retry` loads again what failed to load.
 */
export const whatsappConnectMachine = setup({
  types: {
    context: {} as WhatsAppConnectContext,
    events: {} as WhatsAppConnectEvent,
    input: {} as WhatsAppConnectInput,
    output: {} as WhatsAppConnectOutput,
  },
  actors: {
    fetchAccounts: actor<readonly WhatsAppBusinessAccount[], void>('fetchAccounts'),
    fetchNumbers: actor<WhatsAppPhoneNumberGroup, { readonly businessAccountId: string }>(
      'fetchNumbers',
    ),
    addNumber: actor<WhatsAppPhoneNumberGroup, WhatsAppNewNumber>('addNumber'),
    removeNumber: actor<
      WhatsAppPhoneNumberGroup,
      { readonly businessAccountId: string; readonly phoneNumberId: string }
    >('removeNumber'),
    chooseNumber: actor<WhatsAppChannel, { readonly phoneNumberId: string }>('chooseNumber'),
    sendCode: notProvided('sendCode') as unknown as SendCodeLogic,
    verifyCode: notProvided('verifyCode') as unknown as VerifyCodeLogic,
    activateNumber: actor<unknown, WhatsAppDeploymentInput>('activateNumber'),
    verifyNumber: actor<WhatsAppDeployment, WhatsAppDeploymentInput>('verifyNumber'),
    connectNumber: actor<readonly Channel[], { readonly channelIds: readonly string[] }>(
      'connectNumber',
    ),
  },
  guards: {
    isResuming: ({ context }) => context.channel !== null,
    isConnected: ({ context }) =>
      context.channel !== null && whatsappResumeStep(context.channel) === 'connected',
    needsCode: ({ context }) =>
      context.channel !== null && whatsappResumeStep(context.channel) === 'code',
    isRegistered: ({ context }) => context.channel?.status === 'ACTIVE',
    canResend: ({ context, event }) =>
      context.sent === null ||
      (event.type === 'code.send' && resendWaitMs(context.sent, event.now) === 0),
  },
  actions: {
    // A new outcome restarts the 5-minute wait (platform §4, §9).
    cancelActivationClear: cancel(ACTIVATION_CLEAR_ID),
    scheduleActivationClear: raise(
      { type: 'activation.clear' },
      { id: ACTIVATION_CLEAR_ID, delay: 'ACTIVATION_DEBOUNCE' },
    ),
  },
  delays: { ACTIVATION_DEBOUNCE: WHATSAPP_ACTIVATION_DEBOUNCE_MS },
}).createMachine({
  id: 'whatsappConnect',
  context: ({ input }) => ({
    accounts: [],
    businessAccountId: input.resume?.businessAccountId ?? null,
    numbers: [],
    pendingNumberId: null,
    channel: input.resume,
    sent: null,
    sendError: null,
    codeError: null,
    activation: NO_ACTIVATION,
    verifyFailed: false,
    verifyError: null,
    deployment: null,
    added: [],
    problem: null,
  }),
  initial: 'starting',
  on: {
    'activation.clear': { actions: assign({ activation: NO_ACTIVATION }) },
  },
  states: {
    starting: {
      always: [{ guard: 'isResuming', target: 'deciding' }, { target: 'loadingAccounts' }],
    },
    loadingAccounts: {
      entry: assign({ problem: null }),
      invoke: {
        src: 'fetchAccounts',
        onDone: { target: 'accounts', actions: assign({ accounts: ({ event }) => event.output }) },
        onError: {
          target: 'accountsFailed',
          actions: assign({
            problem: ({ event }) => failure('accounts', event.error),
            pendingNumberId: null,
          }),
        },
      },
    },
    accountsFailed: { on: { retry: { target: 'loadingAccounts' } } },
    accounts: {
      on: {
        'account.choose': {
          target: 'loadingNumbers',
          actions: assign({ businessAccountId: ({ event }) => event.businessAccountId }),
        },
      },
    },
    loadingNumbers: {
      entry: assign({ problem: null, numbers: [] }),
      invoke: {
        src: 'fetchNumbers',
        input: ({ context }) => ({ businessAccountId: context.businessAccountId ?? '' }),
        onDone: {
          target: 'numbers',
          actions: assign({ numbers: ({ event }) => event.output.numbers }),
        },
        onError: {
          target: 'numbersFailed',
          actions: assign({
            problem: ({ event }) => failure('numbers', event.error),
            pendingNumberId: null,
          }),
        },
      },
    },
    numbersFailed: {
      on: { retry: { target: 'loadingNumbers' }, back: { target: 'loadingAccounts' } },
    },
    numbers: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'number.add': {
              target: 'adding',
              actions: assign({ problem: null, pendingNumberId: null }),
            },
            'number.remove': {
              target: 'removing',
              actions: assign({
                problem: null,
                pendingNumberId: ({ event }) => event.phoneNumberId,
              }),
            },
            'number.choose': {
              target: 'choosing',
              actions: assign({
                problem: null,
                pendingNumberId: ({ event }) => event.phoneNumberId,
              }),
            },
            back: { target: '#whatsappConnect.loadingAccounts' },
          },
        },
        adding: {
          invoke: {
            src: 'addNumber',
            input: ({ context, event }) => ({
              businessAccountId: context.businessAccountId ?? '',
              phoneNumber: event.type === 'number.add' ? event.phoneNumber : '',
              verifiedName: event.type === 'number.add' ? event.verifiedName : '',
            }),
            onDone: {
              target: 'idle',
              actions: assign({ numbers: ({ event }) => event.output.numbers }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                problem: ({ event }) => failure('addNumber', event.error),
                pendingNumberId: null,
              }),
            },
          },
        },
        removing: {
          invoke: {
            src: 'removeNumber',
            input: ({ context }) => ({
              businessAccountId: context.businessAccountId ?? '',
              phoneNumberId: context.pendingNumberId ?? '',
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                numbers: ({ event }) => event.output.numbers,
                pendingNumberId: null,
              }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                problem: ({ event }) => failure('removeNumber', event.error),
                pendingNumberId: null,
              }),
            },
          },
        },
        choosing: {
          invoke: {
            src: 'chooseNumber',
            input: ({ context }) => ({ phoneNumberId: context.pendingNumberId ?? '' }),
            onDone: {
              target: '#whatsappConnect.deciding',
              actions: assign({ channel: ({ event }) => event.output, pendingNumberId: null }),
            },
            onError: {
              target: 'idle',
              actions: assign({
                problem: ({ event }) => failure('chooseNumber', event.error),
                pendingNumberId: null,
              }),
            },
          },
        },
      },
    },
    // A chosen or resumed number goes to the step its channel's state decides.
    deciding: {
      always: [
        { guard: 'isConnected', target: 'connected' },
        { guard: 'needsCode', target: 'code' },
        { target: 'activate' },
      ],
    },
    code: {
      type: 'parallel',
      // Selecting a channel resets its verification (platform §4).
      entry: assign({ sent: null, sendError: null, codeError: null }),
      on: {
        back: {
          target: 'loadingNumbers',
          actions: assign({
            businessAccountId: ({ context }) => context.channel?.businessAccountId ?? null,
          }),
        },
      },
      states: {
        sending: {
          initial: 'idle',
          states: {
            idle: { on: { 'code.send': { target: 'loading' } } },
            loading: {
              invoke: {
                src: 'sendCode',
                input: ({ context }) => ({ channelId: context.channel?.id ?? '' }),
                onDone: {
                  target: 'sent',
                  actions: assign({ sent: ({ event }) => event.output, sendError: null }),
                },
                onError: {
                  target: 'error',
                  actions: assign({ sendError: ({ event }) => toApiError(event.error) }),
                },
              },
            },
            error: { on: { 'code.send': { guard: 'canResend', target: 'loading' } } },
            sent: { on: { 'code.send': { guard: 'canResend', target: 'loading' } } },
          },
        },
        verifying: {
          initial: 'idle',
          states: {
            idle: { on: { 'code.verify': { target: 'loading' } } },
            loading: {
              entry: assign({ codeError: null }),
              invoke: {
                src: 'verifyCode',
                input: ({ context, event }) => ({
                  channelId: context.channel?.id ?? '',
                  code: event.type === 'code.verify' ? event.code : '',
                  pin: event.type === 'code.verify' ? event.pin : '',
                }),
                onDone: {
                  target: '#whatsappConnect.activate',
                  actions: assign({ channel: ({ event }) => event.output }),
                },
                onError: {
                  target: 'error',
                  actions: assign({ codeError: ({ event }) => toApiError(event.error) }),
                },
              },
            },
            error: { on: { 'code.verify': { target: 'loading' } } },
          },
        },
      },
    },
    activate: {
      initial: 'ready',
      on: {
        back: {
          target: 'loadingNumbers',
          actions: assign({
            businessAccountId: ({ context }) => context.channel?.businessAccountId ?? null,
          }),
        },
      },
      states: {
        ready: {
          on: {
            'number.activate': [
              { guard: 'isRegistered', target: 'verifying' },
              { target: 'activating' },
            ],
          },
        },
        activating: {
          invoke: {
            src: 'activateNumber',
            input: ({ context }) => deploymentOf(context),
            onDone: {
              target: 'verifying',
              actions: [
                assign({
                  activation: { state: 'activated', cause: null },
                  channel: ({ context }) =>
                    context.channel && { ...context.channel, status: 'ACTIVE' as const },
                }),
                'cancelActivationClear',
                'scheduleActivationClear',
              ],
            },
            onError: {
              target: 'ready',
              actions: [
                assign({
                  activation: ({ event }) => ({
                    state: 'failed' as const,
                    cause: toApiError(event.error).message,
                  }),
                }),
                'cancelActivationClear',
                'scheduleActivationClear',
              ],
            },
          },
        },
        verifying: {
          entry: assign({ verifyFailed: false, verifyError: null, problem: null }),
          invoke: {
            src: 'verifyNumber',
            input: ({ context }) => deploymentOf(context),
            onDone: {
              target: 'connecting',
              actions: assign({ deployment: ({ event }) => event.output }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                verifyFailed: true,
                verifyError: ({ event }) => toApiError(event.error),
              }),
            },
          },
        },
        connecting: {
          invoke: {
            src: 'connectNumber',
            input: ({ context }) => ({ channelIds: context.channel ? [context.channel.id] : [] }),
            onDone: {
              target: '#whatsappConnect.connected',
              actions: assign({
                added: ({ event }) => event.output,
                channel: ({ context }) =>
                  context.channel && { ...context.channel, connected: true },
              }),
            },
            onError: {
              target: 'ready',
              actions: assign({
                problem: ({ event }) => failure('connect', event.error),
                pendingNumberId: null,
              }),
            },
          },
        },
      },
    },
    connected: { type: 'final' },
  },
  output: ({ context }) => ({ channel: context.channel, added: context.added }),
});
