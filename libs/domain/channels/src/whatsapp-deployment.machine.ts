import type { WhatsAppDeployment } from '@smm/model';
import { toApiError } from '@smm/model';
import { assign, cancel, fromPromise, raise, setup } from 'xstate';
import { WHATSAPP_ACTIVATION_DEBOUNCE_MS } from './whatsapp.rules.js';
import {
  ACTIVATION_CLEAR_ID,
  NO_ACTIVATION,
  type MaybeError,
  type WhatsAppActivation,
  type WhatsAppDeploymentInput,
  type WhatsAppDeploymentOutput,
} from './whatsapp.types.js';

export { WHATSAPP_ACTIVATION_DEBOUNCE_MS } from './whatsapp.rules.js';

/** What the deployment flow holds. */
export interface WhatsAppDeploymentContext {
  readonly deploymentId: string;
  readonly channelId: string;
  readonly activation: WhatsAppActivation;
  /** Whether the last verify failed (platform §4), and why. */
  readonly verifyFailed: boolean;
  readonly verifyError: MaybeError;
  readonly deployment: WhatsAppDeployment | null;
}

/** What can happen in the deployment flow. */
export type WhatsAppDeploymentEvent =
  /** Registers the number on WhatsApp, then verifies it on the deployment. */
  | { readonly type: 'number.activate' }
  /** Verifies a number that is registered already. */
  | { readonly type: 'number.verify' }
  /** The debounce ran out: the activation's outcome is no longer shown. */
  | { readonly type: 'activation.clear' };

const notProvided = (name: string) =>
  fromPromise<never, unknown>(() =>
    Promise.reject(new Error(`whatsappDeploymentMachine: provide the ${name} actor`)),
  );

/**
 * A WhatsApp deployment's activate-and-verify flow (platform §4): `number.activate` registers the
 * number (`activateNumber`, `POST /api/whatsapp/deployment/{id}/activate`) and then verifies it
 * (`verifyNumber`, `POST …/verify`); `number.verify` verifies a number registered already. An
 * activation failure sets `activation` to `failed` with its cause; a success sets `activated`;
 * either is cleared {@link WHATSAPP_ACTIVATION_DEBOUNCE_MS} (5 minutes) after the last outcome —
 * a new one restarts the wait. A verify failure sets `verifyFailed`. The flow completes (final
 * state `done`) with the verified channel and the deployment as its output.
 */
export const whatsappDeploymentMachine = setup({
  types: {
    context: {} as WhatsAppDeploymentContext,
    events: {} as WhatsAppDeploymentEvent,
    input: {} as WhatsAppDeploymentInput,
    output: {} as WhatsAppDeploymentOutput,
  },
  actors: {
    activateNumber: notProvided('activateNumber') as unknown as ReturnType<
      typeof fromPromise<unknown, WhatsAppDeploymentInput>
    >,
    verifyNumber: notProvided('verifyNumber') as unknown as ReturnType<
      typeof fromPromise<WhatsAppDeployment, WhatsAppDeploymentInput>
    >,
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
  id: 'whatsappDeployment',
  context: ({ input }) => ({
    deploymentId: input.deploymentId,
    channelId: input.channelId,
    activation: NO_ACTIVATION,
    verifyFailed: false,
    verifyError: null,
    deployment: null,
  }),
  initial: 'ready',
  on: {
    'activation.clear': { actions: assign({ activation: NO_ACTIVATION }) },
  },
  states: {
    ready: {
      on: {
        'number.activate': { target: 'activating' },
        'number.verify': { target: 'verifying' },
      },
    },
    activating: {
      invoke: {
        src: 'activateNumber',
        input: ({ context }) => ({
          deploymentId: context.deploymentId,
          channelId: context.channelId,
        }),
        onDone: {
          target: 'verifying',
          actions: [
            assign({ activation: { state: 'activated', cause: null } }),
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
      entry: assign({ verifyFailed: false, verifyError: null }),
      invoke: {
        src: 'verifyNumber',
        input: ({ context }) => ({
          deploymentId: context.deploymentId,
          channelId: context.channelId,
        }),
        onDone: {
          target: 'done',
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
    done: { type: 'final' },
  },
  output: ({ context }) => ({
    channelId: context.channelId,
    // `done` is entered only with the deployment the verify answered.
    deployment: context.deployment as WhatsAppDeployment,
  }),
});
