import type { AuditEntry } from '@smm/model';

const ada = {
  id: '0b7f5f8e-2f7a-4c43-9b1e-5f0f3b7a1c11',
  name: 'Ada Admin',
  email: 'admin@demo.test',
};

/** Audit entries for the stories: a change with before and after, a sign-in, an assumed one. */
export const storyEntries = {
  teamRenamed: {
    id: '5d9f3b0e-1c2a-4f6b-8e7d-9a0b1c2d3e4f',
    at: '2026-11-25T09:41:00.000Z',
    kind: 'TEAM',
    action: 'team.updated',
    actor: ada,
    assumedBy: null,
    address: '203.0.113.24',
    target: { type: 'team', id: 'b1', name: 'Customer Care' },
    before: { name: 'Care', manageTemplates: false, members: ['Eddie Editor'] },
    after: { name: 'Customer Care', manageTemplates: true, members: ['Eddie Editor', 'Lee Lead'] },
  },
  failedSignIn: {
    id: '6e0a4c1f-2d3b-4a7c-9f8e-0b1c2d3e4f50',
    at: '2026-11-25T08:02:13.000Z',
    kind: 'SIGN_IN',
    action: 'signIn.failed',
    actor: {
      id: '7f1b5d20-3e4c-4b8d-8a9f-1c2d3e4f5061',
      name: 'Eddie Editor',
      email: 'editor@demo.test',
    },
    assumedBy: null,
    address: '2001:db8:85a3::8a2e:370:7334',
    target: null,
    before: null,
    after: null,
  },
  assumed: {
    id: '7f1b5d20-3e4c-4b8d-8a9f-1c2d3e4f5062',
    at: '2026-11-24T17:30:00.000Z',
    kind: 'SETTINGS',
    action: 'settings.changed',
    actor: {
      id: '7f1b5d20-3e4c-4b8d-8a9f-1c2d3e4f5061',
      name: 'Eddie Editor',
      email: 'editor@demo.test',
    },
    assumedBy: {
      id: '8a2c6e31-4f5d-4c9e-9b0a-2d3e4f506172',
      name: 'Sue Support',
      email: 'support@switchboard.test',
    },
    address: null,
    target: { type: 'labelsSetting', id: 'org', name: 'Labels' },
    before: { isRestricted: true },
    after: { isRestricted: false },
  },
  system: {
    id: '8a2c6e31-4f5d-4c9e-9b0a-2d3e4f506173',
    at: '2026-11-23T03:15:00.000Z',
    kind: 'CHANNEL',
    action: 'channel.accessLost',
    actor: null,
    assumedBy: null,
    address: null,
    target: { type: 'channel', id: 'facebook-demo', name: 'Demo Coffee on Facebook' },
    before: { state: 'CONNECTED' },
    after: { state: 'DISCONNECTED' },
  },
} satisfies Record<string, AuditEntry>;
