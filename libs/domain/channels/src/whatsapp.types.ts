import type { ApiError, WhatsAppDeployment } from '@smm/model';

/**
 * An activation's outcome as the flow shows it: `failed` with WhatsApp's cause, or `activated`;
 * either is cleared back to `idle` `WHATSAPP_ACTIVATION_DEBOUNCE_MS` after the last one.
 */
export interface WhatsAppActivation {
  readonly state: 'idle' | 'activated' | 'failed';
  /** Why the activation failed (the server's message), while `failed`. */
  readonly cause: string | null;
}

/** The id of the scheduled clearing of an activation's outcome, so a new one restarts it. */
export const ACTIVATION_CLEAR_ID = 'activation.clear';

/** No activation outcome shown. */
export const NO_ACTIVATION: WhatsAppActivation = { state: 'idle', cause: null };

/** Input of a deployment call: the deployment and the channel it is for. */
export interface WhatsAppDeploymentInput {
  readonly deploymentId: string;
  readonly channelId: string;
}

/** What the deployment flow completes with: the verified channel and the deployment. */
export interface WhatsAppDeploymentOutput {
  readonly channelId: string;
  readonly deployment: WhatsAppDeployment;
}

/** A failed call's error, or none. */
export type MaybeError = ApiError | null;
