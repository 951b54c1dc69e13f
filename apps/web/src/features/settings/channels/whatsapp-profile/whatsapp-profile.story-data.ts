import type { WhatsAppMessageTemplate, WhatsAppPhoneNumber, WhatsAppProfile } from '@smm/model';
import { storyNumbers as connectStoryNumbers } from '../whatsapp/whatsapp.story-data.js';

/** A data URL of a small picture, so stories show a photo without a server. */
const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="#6b4226"/><circle cx="48" cy="52" r="24" fill="#f3e1c7"/><rect x="30" y="22" width="36" height="10" rx="5" fill="#f3e1c7"/></svg>',
  );

/** Business profiles as stories show them. */
export const storyProfiles = {
  empty: { vertical: 'Other', websites: [], photoUrl: null } satisfies WhatsAppProfile,
  filled: {
    about: 'Fresh coffee every morning ☕',
    address: '18 Market Street, London EC2A 4NE',
    description:
      'Demo Coffee roasts its own beans and serves them in three cafés in London. Write to us for orders, opening hours and events.',
    email: 'hello@democoffee.example',
    vertical: 'Restaurant',
    websites: ['https://democoffee.example', 'https://shop.democoffee.example'],
    photoUrl: PHOTO,
  } satisfies WhatsAppProfile,
  withProblems: {
    about:
      'Fresh coffee every morning, roasted in London by people who love it, served in three cafés and sent to your door in two days, with free delivery',
    address: '18 Market Street, London',
    description: '',
    email: 'hello at democoffee',
    vertical: 'Food and Grocery',
    websites: ['democoffee.example'],
    photoUrl: null,
  } satisfies WhatsAppProfile,
};

/** The numbers of Demo Coffee's business account, one in each state the list shows. */
export const storyNumbers: readonly WhatsAppPhoneNumber[] = [
  // The connected support number and the orders number not connected yet, as in the flow's stories.
  ...connectStoryNumbers.slice(0, 2),
  {
    id: 'pn-0654',
    displayPhoneNumber: '+44 20 7946 0654',
    verifiedName: 'Demo Coffee Shop',
    status: 'ACTIVE',
    verification: 'VERIFIED',
    approval: 'NAME_APPROVED_WAITING_FOR_OBO_APPROVAL',
    approvalReason: null,
    channelId: 'whatsapp-pn-0654',
    connected: true,
  },
  {
    id: 'pn-0777',
    displayPhoneNumber: '+44 20 7946 0777',
    verifiedName: 'DEMO COFFEE',
    status: 'PENDING',
    verification: 'UNVERIFIED',
    approval: 'REJECTED',
    approvalReason: 'A display name may not be written in capitals only.',
    channelId: null,
    connected: false,
  },
];

/** Message templates, one in each review state. */
export const storyTemplates: readonly WhatsAppMessageTemplate[] = [
  {
    id: 'tpl-0',
    name: 'follow_up',
    language: 'en',
    category: 'UTILITY',
    text: 'Hello {{1}}, we are following up on your message. Reply to continue the conversation.',
    status: 'APPROVED',
    rejectedReason: null,
    createdAt: '2023-06-19T08:15:00Z',
    standard: true,
  },
  {
    id: 'tpl-1',
    name: 'order_ready',
    language: 'en',
    category: 'UTILITY',
    text: 'Hello {{1}}, your order {{2}} is ready to collect at our Market Street café.',
    status: 'APPROVED',
    rejectedReason: null,
    createdAt: '2026-11-20T09:15:00Z',
    standard: false,
  },
  {
    id: 'tpl-2',
    name: 'weekend_offer',
    language: 'en-GB',
    category: 'MARKETING',
    text: 'This weekend only: a second coffee for free. Show this message at the counter, {{1}}.',
    status: 'PENDING',
    rejectedReason: null,
    createdAt: '2026-11-26T06:40:00Z',
    standard: false,
  },
  {
    id: 'tpl-3',
    name: 'bestellung_fertig',
    language: 'de',
    category: 'UTILITY',
    text: '{{1}}, Ihre Bestellung ist fertig.',
    status: 'REJECTED',
    rejectedReason: 'The text may not start or end with a placeholder.',
    createdAt: '2026-11-24T14:05:00Z',
    standard: false,
  },
];
