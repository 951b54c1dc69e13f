import type { User } from '@smm/model';

const ORG = '6f1c2a7e-1d2b-4c3d-9e4f-5a6b7c8d9e0f';

const person = (id: string, first: string, last: string, extra: Partial<User> = {}): User => ({
  id,
  uuid: id,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@demo.test`,
  name: `${first} ${last}`,
  firstName: first,
  lastName: last,
  orgId: ORG,
  isAdmin: false,
  defaultChannelRole: 'EDITOR',
  loginCount: 0,
  lastLogin: null,
  ...extra,
});

/** Teams of the stories, by id. */
export const storyTeamNames: ReadonlyMap<string, string> = new Map([
  ['a1b2c3d4-0000-4000-8000-000000000001', 'Customer Care'],
  ['a1b2c3d4-0000-4000-8000-000000000002', 'Social Marketing'],
  ['a1b2c3d4-0000-4000-8000-000000000003', 'Care Leads'],
]);

/** Users as the users settings show them. */
export const storyUsers = {
  admin: person('u0000000-0000-4000-8000-000000000001', 'Ada', 'Admin', {
    isAdmin: true,
    lastLogin: '2026-11-24T09:12:00.000Z',
    loginCount: 212,
  }),
  lead: person('u0000000-0000-4000-8000-000000000002', 'Lee', 'Lead', {
    isTeamLeader: true,
    teamIds: ['a1b2c3d4-0000-4000-8000-000000000001', 'a1b2c3d4-0000-4000-8000-000000000003'],
    lastLogin: '2026-11-20T16:40:00.000Z',
    loginCount: 48,
  }),
  moderator: person('u0000000-0000-4000-8000-000000000003', 'Maximiliane', 'Moderator-Oberhausen', {
    email: 'maximiliane.moderator-oberhausen@a-rather-long-company-name.example',
    defaultChannelRole: 'MODERATOR',
    teamIds: ['a1b2c3d4-0000-4000-8000-000000000002'],
    lastLogin: '2026-10-02T08:00:00.000Z',
    loginCount: 7,
  }),
  invited: person('u0000000-0000-4000-8000-000000000004', 'Ivy', 'Invited', {
    defaultChannelRole: 'CONTENT_CREATOR',
    teamIds: ['a1b2c3d4-0000-4000-8000-000000000001'],
    invitationPending: true,
  }),
  viewer: person('u0000000-0000-4000-8000-000000000005', 'Vic', 'Viewer', {
    defaultChannelRole: 'VIEW_ONLY',
  }),
} satisfies Record<string, User>;
