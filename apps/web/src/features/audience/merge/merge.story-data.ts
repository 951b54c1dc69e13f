import type { MergeNominee } from '@smm/model';

/** Ana on X and on Instagram: the same handle and name. */
export const NOMINEE_ANA: MergeNominee = {
  a: {
    id: '0b6f3a52-6c1e-4d7a-9a51-3f0e2d1c4b01',
    name: 'Ana López',
    email: null,
    phone: null,
    firstSeenAt: '2026-10-17T09:30:00.000Z',
    lastSeenAt: '2026-11-24T16:05:00.000Z',
    conversations: 4,
    source: 'engage',
    identities: [{ network: 'twitter', handle: 'anabrews', name: 'Ana López' }],
  },
  b: {
    id: '0b6f3a52-6c1e-4d7a-9a51-3f0e2d1c4b02',
    name: 'Ana Lopez',
    email: null,
    phone: null,
    firstSeenAt: '2026-11-14T11:00:00.000Z',
    lastSeenAt: '2026-11-21T08:45:00.000Z',
    conversations: 2,
    source: 'engage',
    identities: [{ network: 'instagram', handle: 'AnaBrews', name: 'Ana Lopez' }],
  },
  score: 70,
  reasons: [
    { kind: 'sameHandle', value: 'anabrews', networks: ['twitter', 'instagram'] },
    { kind: 'sameName', value: 'ana lopez' },
  ],
};

/** Ben on Facebook and, imported, on LinkedIn: the same e-mail address. */
export const NOMINEE_BEN: MergeNominee = {
  a: {
    id: '0b6f3a52-6c1e-4d7a-9a51-3f0e2d1c4b03',
    name: 'Ben Okafor',
    email: 'ben.okafor@example.com',
    phone: null,
    firstSeenAt: '2026-09-27T10:00:00.000Z',
    lastSeenAt: '2026-11-18T10:00:00.000Z',
    conversations: 3,
    source: 'engage',
    identities: [{ network: 'facebook', handle: 'ben.okafor', name: 'Ben Okafor' }],
  },
  b: {
    id: '0b6f3a52-6c1e-4d7a-9a51-3f0e2d1c4b04',
    name: 'Benjamin Okafor',
    email: 'ben.okafor@example.com',
    phone: '+447700900123',
    firstSeenAt: null,
    lastSeenAt: null,
    conversations: 0,
    source: 'import',
    identities: [{ network: 'linkedIn', handle: 'benjaminokafor', name: 'Benjamin Okafor' }],
  },
  score: 60,
  reasons: [{ kind: 'sameEmail', value: 'ben.okafor@example.com' }],
};
