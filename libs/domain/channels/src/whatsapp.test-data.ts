import type {
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppDeployment,
  WhatsAppPhoneNumber,
} from '@smm/model';
import { fromPromise } from 'xstate';

/** A call the test answers by hand. */
export interface Call<I, O> {
  readonly input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

/** Promise actor logic whose calls the test answers by hand. */
export function calls<I, O>() {
  const made: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        made.push({ input, resolve, reject });
      }),
  );
  return { made, logic, last: () => made[made.length - 1] as Call<I, O> };
}

/** Lets answered promises reach the actor. */
export const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

export const account = (extra: Partial<WhatsAppBusinessAccount> = {}): WhatsAppBusinessAccount => ({
  id: 'waba-1',
  name: 'Demo Coffee',
  businessVerification: 'VERIFIED',
  deploymentId: 'dep-1',
  numberCount: 2,
  ...extra,
});

export const phoneNumber = (extra: Partial<WhatsAppPhoneNumber> = {}): WhatsAppPhoneNumber => ({
  id: 'pn-321',
  displayPhoneNumber: '+44 20 7946 0321',
  verifiedName: 'Demo Coffee Orders',
  status: 'PENDING',
  verification: 'UNVERIFIED',
  approval: 'PENDING',
  approvalReason: null,
  channelId: null,
  connected: false,
  ...extra,
});

export const waChannel = (extra: Partial<WhatsAppChannel> = {}): WhatsAppChannel => ({
  id: 'whatsapp-pn-321',
  phoneNumberId: 'pn-321',
  businessAccountId: 'waba-1',
  deploymentId: 'dep-1',
  displayPhoneNumber: '+44 20 7946 0321',
  verifiedName: 'Demo Coffee Orders',
  status: 'PENDING',
  verification: 'UNVERIFIED',
  approval: 'PENDING',
  codeSentAt: null,
  connected: false,
  ...extra,
});

export const codeSent = (extra: Partial<WhatsAppCodeSent> = {}): WhatsAppCodeSent => ({
  channelId: 'whatsapp-pn-321',
  method: 'SMS',
  sentTo: '+44 •• •••• 0321',
  expiresAt: '2026-01-01T10:10:00.000Z',
  resendAfter: '2026-01-01T10:01:00.000Z',
  ...extra,
});

export const deployment = (extra: Partial<WhatsAppDeployment> = {}): WhatsAppDeployment => ({
  deploymentId: 'dep-1',
  integrationId: 'int-1',
  verifiedChannels: ['whatsapp-pn-321'],
  selectedChannel: 'whatsapp-pn-321',
  businessAccountId: 'waba-1',
  ...extra,
});

export const minutes = (n: number) => n * 60_000;
export const CAUSE =
  'The number is still registered in the WhatsApp Business app on a phone: delete that account on the phone, then try again.';
