import type { ApiError, AuthorizedChannel, Channel, ConnectRequestState } from '@smm/model';
import type { ConnectNetwork } from './channel-status.rules.js';
import type { ConnectFailure, ConnectGroup, ConnectReturn } from './connect.rules.js';

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
