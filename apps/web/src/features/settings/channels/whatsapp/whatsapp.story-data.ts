import type { WhatsAppConnectView } from '@smm/channels';
import type {
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppPhoneNumber,
} from '@smm/model';

/** The time the stories are told at: 10:00:18, 42 seconds before another code may be asked for. */
export const STORY_NOW = Date.parse('2026-01-01T10:00:18.000Z');

export const storyBusinessAccounts: readonly WhatsAppBusinessAccount[] = [
  {
    id: 'waba-demo',
    name: 'Demo Coffee',
    businessVerification: 'VERIFIED',
    deploymentId: 'dep-demo',
    numberCount: 2,
  },
  {
    id: 'waba-events',
    name: 'Demo Coffee Events',
    businessVerification: 'UNVERIFIED',
    deploymentId: 'dep-events',
    numberCount: 1,
  },
];

export const storyNumbers: readonly WhatsAppPhoneNumber[] = [
  {
    id: 'pn-0018',
    displayPhoneNumber: '+44 20 7946 0018',
    verifiedName: 'Demo Coffee Support',
    status: 'ACTIVE',
    verification: 'VERIFIED',
    approval: 'APPROVED',
    approvalReason: null,
    channelId: 'whatsapp-demo',
    connected: true,
  },
  {
    id: 'pn-0321',
    displayPhoneNumber: '+44 20 7946 0321',
    verifiedName: 'Demo Coffee Orders',
    status: 'PENDING',
    verification: 'UNVERIFIED',
    approval: 'PENDING',
    approvalReason: null,
    channelId: null,
    connected: false,
  },
  {
    id: 'pn-0555',
    displayPhoneNumber: '+44 20 7946 0555',
    verifiedName: 'DEMO COFFEE WHATSAPP',
    status: 'PENDING',
    verification: 'VERIFIED',
    approval: 'REJECTED',
    approvalReason: 'A display name may not contain “WhatsApp” or be written in capitals only.',
    channelId: 'whatsapp-pn-0555',
    connected: false,
  },
];

export const storyChannel: WhatsAppChannel = {
  id: 'whatsapp-pn-0321',
  phoneNumberId: 'pn-0321',
  businessAccountId: 'waba-demo',
  deploymentId: 'dep-demo',
  displayPhoneNumber: '+44 20 7946 0321',
  verifiedName: 'Demo Coffee Orders',
  status: 'PENDING',
  verification: 'UNVERIFIED',
  approval: 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL',
  codeSentAt: null,
  connected: false,
};

export const storyCodeSent: WhatsAppCodeSent = {
  channelId: 'whatsapp-pn-0321',
  method: 'SMS',
  sentTo: '+44 •• •••• 0321',
  expiresAt: '2026-01-01T10:10:00.000Z',
  resendAfter: '2026-01-01T10:01:00.000Z',
};

export const CAUSE =
  'The number is still registered in the WhatsApp Business app on a phone: delete that account on the phone, then try again.';

/** Views of each step, as `whatsappConnectView` gives them. */
export const storyViews = {
  accounts: {
    step: 'accounts',
    loading: false,
    accounts: storyBusinessAccounts,
    problem: null,
  },
  numbers: {
    step: 'numbers',
    account: storyBusinessAccounts[0] ?? null,
    loading: false,
    numbers: storyNumbers,
    busy: null,
    numberId: null,
    problem: null,
  },
  code: {
    step: 'code',
    channel: storyChannel,
    send: 'idle',
    sent: null,
    sendError: null,
    verify: 'idle',
    verifyError: null,
  },
  activate: {
    step: 'activate',
    channel: { ...storyChannel, verification: 'VERIFIED' },
    busy: null,
    activation: { state: 'idle', cause: null },
    verifyError: null,
    problem: null,
  },
  connected: {
    step: 'connected',
    channel: { ...storyChannel, verification: 'VERIFIED', status: 'ACTIVE', connected: true },
    added: [],
  },
} satisfies Record<string, WhatsAppConnectView>;
