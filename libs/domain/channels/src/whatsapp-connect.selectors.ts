import type {
  ApiError,
  Channel,
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppPhoneNumber,
} from '@smm/model';
import type { WhatsAppConnectContext, WhatsAppConnectProblem } from './whatsapp-connect.types.js';
import type { WhatsAppActivation } from './whatsapp.types.js';

/** A call's progress as a step shows it (platform §4: loading, error and sent). */
export type CallState = 'idle' | 'loading' | 'error' | 'sent';

/** What the WhatsApp connect dialog shows, one step at a time. */
export type WhatsAppConnectView =
  | {
      readonly step: 'accounts';
      readonly loading: boolean;
      readonly accounts: readonly WhatsAppBusinessAccount[];
      readonly problem: WhatsAppConnectProblem | null;
    }
  | {
      readonly step: 'numbers';
      readonly account: WhatsAppBusinessAccount | null;
      readonly loading: boolean;
      readonly numbers: readonly WhatsAppPhoneNumber[];
      /** What is under way: adding a number, or removing or choosing `numberId`. */
      readonly busy: 'adding' | 'removing' | 'choosing' | null;
      readonly numberId: string | null;
      readonly problem: WhatsAppConnectProblem | null;
    }
  | {
      readonly step: 'code';
      readonly channel: WhatsAppChannel;
      readonly send: CallState;
      readonly sent: WhatsAppCodeSent | null;
      readonly sendError: ApiError | null;
      readonly verify: CallState;
      readonly verifyError: ApiError | null;
    }
  | {
      readonly step: 'activate';
      readonly channel: WhatsAppChannel;
      readonly busy: 'activating' | 'verifying' | 'connecting' | null;
      readonly activation: WhatsAppActivation;
      /** Why the deployment's verify failed, when it did. */
      readonly verifyError: ApiError | null;
      readonly problem: WhatsAppConnectProblem | null;
    }
  | {
      readonly step: 'connected';
      readonly channel: WhatsAppChannel;
      readonly added: readonly Channel[];
    };

/** A snapshot of the WhatsApp connect machine, as much as the view reads. */
export interface WhatsAppConnectSnapshot {
  readonly context: WhatsAppConnectContext;
  /** Whether the machine is in a state (`snapshot.matches` of XState). */
  matches(state: never): boolean;
}

/**
 * What the WhatsApp connect dialog shows for a state of `whatsappConnectMachine`.
 *
 * @example
 * whatsappConnectView(actor.getSnapshot()) // { step: 'code', channel, send: 'sent', sent, … }
 */
export function whatsappConnectView(snapshot: WhatsAppConnectSnapshot): WhatsAppConnectView {
  const { context } = snapshot;
  const is = (state: unknown) => snapshot.matches(state as never);
  const channel = context.channel;
  if (channel !== null && is('connected')) {
    return { step: 'connected', channel, added: context.added };
  }
  if (channel !== null && is('code')) {
    const region = (name: 'sending' | 'verifying'): CallState =>
      (['loading', 'error', 'sent'] as const).find((state) => is({ code: { [name]: state } })) ??
      'idle';
    return {
      step: 'code',
      channel,
      send: region('sending'),
      sent: context.sent,
      sendError: context.sendError,
      verify: region('verifying'),
      verifyError: context.codeError,
    };
  }
  if (channel !== null && (is('activate') || is('deciding') || is('starting'))) {
    const busy = is({ activate: 'activating' })
      ? 'activating'
      : is({ activate: 'verifying' })
        ? 'verifying'
        : is({ activate: 'connecting' })
          ? 'connecting'
          : null;
    return {
      step: 'activate',
      channel,
      busy,
      activation: context.activation,
      verifyError: context.verifyFailed ? context.verifyError : null,
      problem: context.problem,
    };
  }
  if (is('loadingNumbers') || is('numbers') || is('numbersFailed')) {
    const busy = is({ numbers: 'adding' })
      ? 'adding'
      : is({ numbers: 'removing' })
        ? 'removing'
        : is({ numbers: 'choosing' })
          ? 'choosing'
          : null;
    return {
      step: 'numbers',
      account: context.accounts.find((a) => a.id === context.businessAccountId) ?? null,
      loading: is('loadingNumbers'),
      numbers: context.numbers,
      busy,
      numberId: context.pendingNumberId,
      problem: context.problem,
    };
  }
  return {
    step: 'accounts',
    loading: is('loadingAccounts') || is('starting'),
    accounts: context.accounts,
    problem: context.problem,
  };
}
