import type { AuthorizedChannel } from '@smm/model';
import type { ConnectNetwork } from './channel-status.rules.js';
import type { ConnectContext, ConnectProblem } from './connect.machine.js';
import { canRetry, legacyProgress, type LegacyProgress } from './connect.rules.js';

/** What the connect dialog shows, one step at a time. */
export type ConnectView =
  /** The networks to choose from; `opening` while the chosen one's consent page is on its way. */
  | { readonly step: 'networks'; readonly opening: ConnectNetwork | null }
  | { readonly step: 'loadingAccounts'; readonly network: ConnectNetwork }
  | {
      readonly step: 'accounts';
      readonly network: ConnectNetwork;
      readonly accounts: readonly AuthorizedChannel[];
      readonly selected: readonly string[];
    }
  /** Adding; `legacy` once the legacy job runs. */
  | {
      readonly step: 'adding';
      readonly network: ConnectNetwork | null;
      readonly legacy: LegacyProgress | null;
    }
  | { readonly step: 'done'; readonly added: number; readonly skipped: number }
  | {
      readonly step: 'failed';
      readonly network: ConnectNetwork | null;
      readonly problem: ConnectProblem;
      /** Whether trying the same network again can help. */
      readonly canRetry: boolean;
    };

/** A snapshot of the connect machine, as much as the view reads. */
export interface ConnectSnapshot {
  readonly value: unknown;
  readonly context: ConnectContext;
}

/**
 * What the connect dialog shows for a state of the connect machine.
 *
 * @example
 * connectView(actor.getSnapshot()) // { step: 'accounts', network: 'linkedin', accounts, selected }
 */
export function connectView(snapshot: ConnectSnapshot): ConnectView {
  const { context } = snapshot;
  const network = context.network;
  switch (snapshot.value) {
    case 'authorizing':
    case 'redirecting':
      return { step: 'networks', opening: network };
    case 'loadingAccounts':
    case 'starting':
      return network === null
        ? { step: 'networks', opening: null }
        : { step: 'loadingAccounts', network };
    case 'accounts':
      return {
        step: 'accounts',
        network: network ?? 'facebook',
        accounts: context.accounts,
        selected: context.selected,
      };
    case 'adding':
    case 'afterNetworks':
    case 'legacyStarting':
    case 'legacyWaiting':
    case 'legacyChecking':
    case 'legacyDeciding':
      return {
        step: 'adding',
        network,
        legacy: context.legacy === null ? null : legacyProgress(context.legacy),
      };
    case 'done':
      return {
        step: 'done',
        added: context.added.length + (context.legacy?.connectedIds.length ?? 0),
        skipped: context.skipped.length,
      };
    case 'failed': {
      const problem = context.problem ?? { kind: 'consent' as const, reason: 'unknown' as const };
      return {
        step: 'failed',
        network,
        problem,
        canRetry: network !== null && (problem.kind !== 'consent' || canRetry(problem.reason)),
      };
    }
    default:
      return { step: 'networks', opening: null };
  }
}
