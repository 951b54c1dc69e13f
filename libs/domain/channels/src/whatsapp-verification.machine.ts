import type { ApiError, WhatsAppChannel, WhatsAppCodeSent } from '@smm/model';
import { toApiError } from '@smm/model';
import { assign, fromPromise, setup } from 'xstate';
import { resendWaitMs } from './whatsapp.rules.js';

/** What the WhatsApp2 verification holds for the selected channel. */
export interface WhatsAppVerificationContext {
  readonly channelId: string | null;
  /** The last code sent to the selected channel. */
  readonly sent: WhatsAppCodeSent | null;
  readonly sendError: ApiError | null;
  /** The channel as the accepted code left it (VERIFIED). */
  readonly verified: WhatsAppChannel | null;
  readonly verifyError: ApiError | null;
}

/** What can happen in the WhatsApp2 verification. */
export type WhatsAppVerificationEvent =
  /** Another channel is selected: its verification starts afresh. */
  | { readonly type: 'channel.select'; readonly channelId: string }
  /** Asks for an SMS code; `now` (ms) decides whether the last one's `resendAfter` has passed. */
  | { readonly type: 'code.send'; readonly now: number }
  /** Sends the code received and the two-step verification PIN, as typed. */
  | { readonly type: 'code.verify'; readonly code: string; readonly pin: string };

/** How the verification starts: with a channel selected, or none. */
export interface WhatsAppVerificationInput {
  readonly channelId: string | null;
}

const notProvided = (name: string) =>
  fromPromise<never, unknown>(() =>
    Promise.reject(new Error(`whatsappVerificationMachine: provide the ${name} actor`)),
  );

/** The actors' types, shared with the connect flow. */
export type SendCodeLogic = ReturnType<
  typeof fromPromise<WhatsAppCodeSent, { readonly channelId: string }>
>;
/** See {@link SendCodeLogic}. */
export type VerifyCodeLogic = ReturnType<
  typeof fromPromise<
    WhatsAppChannel,
    { readonly channelId: string; readonly code: string; readonly pin: string }
  >
>;

/**
 * The WhatsApp2 verification of a number (platform §4): selecting a channel resets the verify
 * state; sending the code (`sendCode`, `POST /api/whatsapp2/channels/{id}/verification`) and
 * verifying it (`verifyCode`, `PUT …`) each have `loading`, `error` and `sent` states, in two
 * parallel regions `sending` and `verifying`. Another code is asked for only once the last one's
 * `resendAfter` has passed; the code and the PIN are passed as given.
 */
export const whatsappVerificationMachine = setup({
  types: {
    context: {} as WhatsAppVerificationContext,
    events: {} as WhatsAppVerificationEvent,
    input: {} as WhatsAppVerificationInput,
  },
  actors: {
    sendCode: notProvided('sendCode') as unknown as SendCodeLogic,
    verifyCode: notProvided('verifyCode') as unknown as VerifyCodeLogic,
  },
  guards: {
    hasChannel: ({ context }) => context.channelId !== null,
    canResend: ({ context, event }) =>
      context.channelId !== null &&
      (context.sent === null ||
        (event.type === 'code.send' && resendWaitMs(context.sent, event.now) === 0)),
  },
}).createMachine({
  id: 'whatsappVerification',
  context: ({ input }) => ({
    channelId: input.channelId,
    sent: null,
    sendError: null,
    verified: null,
    verifyError: null,
  }),
  type: 'parallel',
  on: {
    'channel.select': {
      target: ['.sending.idle', '.verifying.idle'],
      reenter: true,
      actions: assign(({ event }) => ({
        channelId: event.channelId,
        sent: null,
        sendError: null,
        verified: null,
        verifyError: null,
      })),
    },
  },
  states: {
    sending: {
      initial: 'idle',
      states: {
        idle: { on: { 'code.send': { guard: 'hasChannel', target: 'loading' } } },
        loading: {
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ channelId: context.channelId ?? '' }),
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
        idle: { on: { 'code.verify': { guard: 'hasChannel', target: 'loading' } } },
        loading: {
          invoke: {
            src: 'verifyCode',
            input: ({ context, event }) => ({
              channelId: context.channelId ?? '',
              code: event.type === 'code.verify' ? event.code : '',
              pin: event.type === 'code.verify' ? event.pin : '',
            }),
            onDone: {
              target: 'sent',
              actions: assign({ verified: ({ event }) => event.output, verifyError: null }),
            },
            onError: {
              target: 'error',
              actions: assign({ verifyError: ({ event }) => toApiError(event.error) }),
            },
          },
        },
        error: { on: { 'code.verify': { target: 'loading' } } },
        sent: {},
      },
    },
  },
});
