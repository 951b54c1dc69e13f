import type {
  ApiError,
  Channel,
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppDeployment,
  WhatsAppPhoneNumber,
} from '@smm/model';
import type { WhatsAppActivation } from './whatsapp.types.js';

/** A call of the connect flow that failed, and what it was for. */
export interface WhatsAppConnectProblem {
  readonly kind: 'accounts' | 'numbers' | 'addNumber' | 'removeNumber' | 'chooseNumber' | 'connect';
  readonly error: ApiError;
}

/** What the WhatsApp connect flow holds. */
export interface WhatsAppConnectContext {
  readonly accounts: readonly WhatsAppBusinessAccount[];
  /** The business account whose numbers are shown. */
  readonly businessAccountId: string | null;
  readonly numbers: readonly WhatsAppPhoneNumber[];
  /** The number being added, removed or chosen. */
  readonly pendingNumberId: string | null;
  /** The number being connected, as its WhatsApp channel. */
  readonly channel: WhatsAppChannel | null;
  readonly sent: WhatsAppCodeSent | null;
  readonly sendError: ApiError | null;
  readonly codeError: ApiError | null;
  readonly activation: WhatsAppActivation;
  readonly verifyFailed: boolean;
  readonly verifyError: ApiError | null;
  readonly deployment: WhatsAppDeployment | null;
  /** The organisation's channels the number became. */
  readonly added: readonly Channel[];
  readonly problem: WhatsAppConnectProblem | null;
}

/** What can happen in the WhatsApp connect flow. */
export type WhatsAppConnectEvent =
  | { readonly type: 'account.choose'; readonly businessAccountId: string }
  | { readonly type: 'number.add'; readonly phoneNumber: string; readonly verifiedName: string }
  | { readonly type: 'number.remove'; readonly phoneNumberId: string }
  | { readonly type: 'number.choose'; readonly phoneNumberId: string }
  /** Asks for an SMS code; `now` (ms) decides whether the last one's `resendAfter` has passed. */
  | { readonly type: 'code.send'; readonly now: number }
  | { readonly type: 'code.verify'; readonly code: string; readonly pin: string }
  /** Activates (unless registered already), verifies on the deployment and connects the number. */
  | { readonly type: 'number.activate' }
  | { readonly type: 'activation.clear' }
  /** Loads what failed to load again. */
  | { readonly type: 'retry' }
  /** One step back. */
  | { readonly type: 'back' };

/** How the flow starts: afresh, or with a number being connected (its WhatsApp channel). */
export interface WhatsAppConnectInput {
  readonly resume: WhatsAppChannel | null;
}

/** What the flow completes with: the number's WhatsApp channel and the channels it became. */
export interface WhatsAppConnectOutput {
  readonly channel: WhatsAppChannel | null;
  readonly added: readonly Channel[];
}
