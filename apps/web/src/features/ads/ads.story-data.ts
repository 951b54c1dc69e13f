import type { AdAccount } from '@smm/model';

const base = {
  autoBoost: false,
  channelIds: [] as string[],
  connectedAt: '2026-11-02T09:30:00.000Z',
  connectedBy: null,
  disconnectedAt: null,
  updatedAt: '2026-11-02T09:30:00.000Z',
} as const;

/** Demo Coffee's ad accounts, as the stories show them. */
export const storyAdAccounts: AdAccount[] = [
  {
    ...base,
    id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d41',
    socialNetwork: 'facebook',
    externalId: 'act_1001',
    name: 'Demo Coffee — EU',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    status: 'connected',
    autoBoost: true,
    channelIds: ['facebook-demo'],
  },
  {
    ...base,
    id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d42',
    socialNetwork: 'facebook',
    externalId: 'act_1002',
    name: 'Demo Coffee — US',
    currency: 'USD',
    timeZone: 'America/New_York',
    status: 'connected',
  },
  {
    ...base,
    id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d43',
    socialNetwork: 'linkedin',
    externalId: '508812',
    name: 'Demo Coffee Careers (a long account name that does not fit on one line)',
    currency: 'GBP',
    timeZone: 'Europe/London',
    status: 'connected',
  },
  {
    ...base,
    id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d44',
    socialNetwork: 'tiktok',
    externalId: '7301',
    name: 'Demo Coffee Shorts',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    status: 'connected',
  },
  {
    ...base,
    id: '5b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d45',
    socialNetwork: 'twitter',
    externalId: '18ce54',
    name: 'Demo Coffee Promo',
    currency: 'USD',
    timeZone: 'America/Los_Angeles',
    status: 'disconnected',
    disconnectedAt: '2026-11-20T14:00:00.000Z',
  },
];
