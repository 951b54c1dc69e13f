import { describe, expect, it } from 'vitest';
import {
  canAddTeamMember,
  canManageAdAccounts,
  canManageChannel,
  canManageChannels,
  channelManagingTeams,
  CHANNEL_ROLES,
  POST_PERMISSIONS,
  roleAbilities,
  canManageTemplates,
  canManageTeam,
  postPermissions,
  type ManagedTeam,
} from './management.rules.js';

const admin = { id: 'a', isAdmin: true };
const lead = { id: 'l', isAdmin: false, teamIds: ['leads'] };
const editor = { id: 'e', isAdmin: false, teamIds: ['care'] };

const leadsTeam: ManagedTeam = {
  id: 'leads',
  name: 'Care Leads',
  channelIds: ['facebook-1'],
  permissions: { manageUser: true, manageChannels: true },
};
const care: ManagedTeam = {
  id: 'care',
  name: 'Customer Care',
  channelIds: ['facebook-1', 'twitter-1'],
  permissions: { manageUser: false, manageChannels: true },
};

describe('post permissions', () => {
  it.each([
    ['EDITOR', { createPost: true, publishPost: true, approvePost: true }],
    [
      'CONTENT_CREATOR',
      {
        createPost: true,
        savePostAsDraft: true,
        submitPostForApproval: true,
        publishPost: false,
        approvePost: false,
      },
    ],
    ['MODERATOR', { createPost: false, publishPost: false }],
    ['VIEW_ONLY', { createPost: false, savePostAsDraft: false }],
    [undefined, { createPost: false }],
  ] as const)('%s', (role, expected) => {
    expect(postPermissions(editor, role)).toMatchObject(expected);
  });

  it('administrators may do everything, whatever their role', () => {
    expect(Object.values(postPermissions(admin, 'VIEW_ONLY')).every(Boolean)).toBe(true);
  });
});

describe('what each channel role allows', () => {
  it.each([
    ['EDITOR', 'work', 'publish'],
    ['CONTENT_CREATOR', 'work', 'submit'],
    ['MODERATOR', 'work', 'none'],
    ['VIEW_ONLY', 'read', 'none'],
  ] as const)('%s: inbox %s, posts %s', (role, inbox, posts) => {
    expect(roleAbilities(role)).toMatchObject({ inbox, posts });
    expect(roleAbilities(role).permissions).toEqual(POST_PERMISSIONS[role]);
  });

  it('lists every role once, from the most to the least allowed', () => {
    expect(CHANNEL_ROLES).toEqual(['EDITOR', 'CONTENT_CREATOR', 'MODERATOR', 'VIEW_ONLY']);
    const allowed = CHANNEL_ROLES.map(
      (role) => Object.values(POST_PERMISSIONS[role]).filter(Boolean).length,
    );
    expect([...allowed].sort((a, b) => b - a)).toEqual(allowed);
  });
});

describe('managing teams and channels', () => {
  it.each([
    ['an admin, any team', admin, care, true],
    ['a leader, the team they lead', lead, leadsTeam, true],
    ['a leader, another team', lead, care, false],
    ['a member of a team without manageUser', editor, care, false],
  ] as const)('manage team: %s', (_, user, team, expected) => {
    expect(canManageTeam(user, team)).toBe(expected);
  });

  it('only administrators add members to a team whose members lead', () => {
    expect(canAddTeamMember(admin, leadsTeam)).toBe(true);
    expect(canAddTeamMember(lead, leadsTeam)).toBe(false);
  });

  it.each([
    ['an admin', admin, 'pinterest-1', true],
    ['a leader of a managing team holding it', lead, 'facebook-1', true],
    ['a leader, a channel the team does not hold', lead, 'twitter-1', false],
    ['a member of a managing team who does not lead it', editor, 'facebook-1', true],
    ['a member of a managing team, a channel it does not hold', editor, 'pinterest-1', false],
    [
      'a member of no managing team',
      { id: 'v', isAdmin: false, teamIds: ['x'] },
      'facebook-1',
      false,
    ],
  ] as const)('manage channel: %s', (_, user, channelId, expected) => {
    expect(canManageChannel(user, [leadsTeam, care], channelId)).toBe(expected);
  });

  it.each([
    ['an admin', admin, true],
    ['a member of a team granting manageChannels', editor, true],
    ['a member of no such team', { id: 'v', isAdmin: false, teamIds: ['x'] }, false],
  ] as const)('manage channels at all: %s', (_, user, expected) => {
    expect(canManageChannels(user, [leadsTeam, care])).toBe(expected);
    expect(channelManagingTeams(user, [leadsTeam, care]).length > 0).toBe(
      expected && !user.isAdmin,
    );
  });

  it.each([
    ['an admin', admin, true],
    ['a member of a team granting manageTemplates', editor, true],
    ['a member of teams that do not grant it', lead, false],
  ] as const)('manage templates: %s', (_, user, expected) => {
    const templates: ManagedTeam = {
      ...care,
      permissions: { manageUser: false, manageTemplates: true },
    };
    expect(canManageTemplates(user, [leadsTeam, templates])).toBe(expected);
  });

  it.each([
    ['an admin', admin, true],
    ['a member of a team granting manageAdAccounts', editor, true],
    ['a member of teams that do not grant it', lead, false],
  ] as const)('manage ad accounts: %s', (_, user, expected) => {
    const paid: ManagedTeam = {
      ...care,
      permissions: { manageUser: false, manageAdAccounts: true },
    };
    expect(canManageAdAccounts(user, [leadsTeam, paid])).toBe(expected);
  });
});
