import type { WhatsAppChannel, WhatsAppCodeSent } from '@smm/model';

/** How long an activation's outcome (its failure and cause, or its success) stays shown (platform §9). */
export const WHATSAPP_ACTIVATION_DEBOUNCE_MS = 300_000;

/** The steps of connecting a WhatsApp number a number being connected can resume at. */
export type WhatsAppResumeStep = 'code' | 'activate' | 'connected';

/**
 * The step a number being connected resumes at, from its WhatsApp channel: the SMS code until it
 * is VERIFIED, then activating and verifying it on the deployment (registration ACTIVE and the
 * deployment's check), then connected once it is one of the organisation's channels.
 *
 * @example
 * whatsappResumeStep({ ...channel, verification: 'UNVERIFIED' }) // 'code'
 * whatsappResumeStep({ ...channel, verification: 'VERIFIED', status: 'PENDING' }) // 'activate'
 * whatsappResumeStep({ ...channel, connected: true }) // 'connected'
 */
export function whatsappResumeStep(
  channel: Pick<WhatsAppChannel, 'connected' | 'verification' | 'status'>,
): WhatsAppResumeStep {
  if (channel.connected) return 'connected';
  if (channel.verification !== 'VERIFIED') return 'code';
  return 'activate';
}

/**
 * How many milliseconds are left before another code may be asked for (0 when it may now).
 *
 * @example
 * resendWaitMs({ ...sent, resendAfter: '2026-01-01T10:01:00Z' }, Date.parse('2026-01-01T10:00:18Z')) // 42_000
 */
export function resendWaitMs(sent: Pick<WhatsAppCodeSent, 'resendAfter'>, now: number): number {
  const after = Date.parse(sent.resendAfter);
  return Number.isNaN(after) ? 0 : Math.max(0, after - now);
}

/**
 * A wait as minutes and seconds, rounded up to the second ("0:42").
 *
 * @example
 * waitClock(41_200) // '0:42'
 * waitClock(60_000) // '1:00'
 */
export function waitClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Whether a two-step verification PIN has the form WhatsApp takes: six digits, nothing else
 * (it is passed as given: platform §5).
 *
 * @example
 * isWhatsAppPin('123456')  // true
 * isWhatsAppPin(' 123456') // false
 */
export function isWhatsAppPin(pin: string): boolean {
  return /^\d{6}$/.test(pin);
}
