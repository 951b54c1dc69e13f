import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_TEAM_ENTRY,
  canLoadFullOrganisation,
  canLoadOrganisation,
  canSwitchOrganisation,
  isAudienceAvailable,
  isSuperUser,
  isTeamLeader,
  type RoleTeam,
  type RoleUser,
  roleLabel,
  teamSwitcher,
  visibleChannels,
  visibleTeams,
  visibleUsers,
} from './index.js';

const care: RoleTeam = {
  id: 'care',
  name: 'Care',
  userIds: ['agent'],
  channelIds: ['fb-1'],
  permissions: { manageUser: false },
};
const sales: RoleTeam = {
  id: 'sales',
  name: 'Sales',
  userIds: ['lead'],
  channelIds: ['ig-1'],
  permissions: { manageUser: true },
};
const teams = [care, sales];
const admin: RoleUser = { id: 'admin', isAdmin: true };
const agent: RoleUser = {
  id: 'agent',
  isAdmin: false,
  defaultChannelRole: 'MODERATOR',
  channels: [{ id: 'fb-1' }],
};
const lead: RoleUser = { id: 'lead', isAdmin: false, isTeamLeader: true };

describe('roleLabel (platform §6)', () => {
  it.each([
    ['an admin', { id: 'a', isAdmin: true, isTeamLeader: true }, 'administrator'],
    [
      'a team leader',
      { id: 'a', isAdmin: false, isTeamLeader: true, defaultChannelRole: 'EDITOR' },
      'team_leader',
    ],
    ['an editor', { id: 'a', isAdmin: false, defaultChannelRole: 'EDITOR' }, 'editor'],
    [
      'a content creator',
      { id: 'a', isAdmin: false, defaultChannelRole: 'CONTENT_CREATOR' },
      'content_creator',
    ],
    ['a moderator', { id: 'a', isAdmin: false, defaultChannelRole: 'MODERATOR' }, 'moderator'],
    ['a view-only user', { id: 'a', isAdmin: false, defaultChannelRole: 'VIEW_ONLY' }, 'view_only'],
    ['a user without a role', { id: 'a', isAdmin: false }, 'view_only'],
  ] as const)('%s → %s', (_what, user, label) => {
    expect(roleLabel(user)).toBe(label);
  });
});

describe('isTeamLeader (platform §3)', () => {
  it('is a non-admin whose team grants manageUser', () => {
    expect(isTeamLeader({ id: 'lead', isAdmin: false }, teams)).toBe(true);
    expect(isTeamLeader({ id: 'agent', isAdmin: false }, teams)).toBe(false);
    expect(isTeamLeader({ id: 'lead', isAdmin: true }, teams)).toBe(false);
  });
  it('also counts membership the user lists', () => {
    expect(isTeamLeader({ id: 'x', isAdmin: false, teamIds: ['sales'] }, teams)).toBe(true);
  });
});

describe('loading organisations (platform §4, §6)', () => {
  it('loads the full organisation for admins and team leaders only', () => {
    expect(canLoadFullOrganisation(admin)).toBe(true);
    expect(canLoadFullOrganisation(lead)).toBe(true);
    expect(canLoadFullOrganisation(agent)).toBe(false);
    expect(canLoadFullOrganisation({ id: 'lead', isAdmin: false }, teams)).toBe(true);
  });
  it('lets a super user load any organisation, others only their own', () => {
    expect(isSuperUser(['smm_super_user'])).toBe(true);
    expect(isSuperUser(['offline_access'])).toBe(false);
    expect(canLoadOrganisation({ ...agent, orgId: 'o1' }, 'o2', ['smm_super_user'])).toBe(true);
    expect(canLoadOrganisation({ ...admin, orgId: 'o1' }, 'o2')).toBe(false);
    expect(canLoadOrganisation({ ...admin, orgId: 'o1' }, 'o1')).toBe(true);
  });
});

describe('visibleTeams (platform §6)', () => {
  it('shows admins every team and others their own', () => {
    expect(visibleTeams(admin, teams)).toEqual(teams);
    expect(visibleTeams(agent, teams)).toEqual([care]);
  });

  it('never shows a non-admin a team that does not list them', () => {
    const arbitraryTeam = fc.record({
      id: fc.constantFrom('t1', 't2', 't3'),
      name: fc.string(),
      userIds: fc.array(fc.constantFrom('u1', 'u2', 'u3')),
    });
    fc.assert(
      fc.property(fc.constantFrom('u1', 'u2', 'u3'), fc.array(arbitraryTeam), (id, list) => {
        for (const team of visibleTeams({ id, isAdmin: false }, list)) {
          expect(team.userIds).toContain(id);
        }
      }),
    );
  });
});

describe('visibleUsers (platform §6)', () => {
  const switchedAdmin: RoleUser = {
    id: 'admin2',
    isAdmin: true,
    contextSwitch: { teamId: 'care' },
  };
  const users = [admin, agent, lead, switchedAdmin];

  it('hides admins from non-admins unless switched into one of their teams', () => {
    expect(visibleUsers(agent, users, teams).map((u) => u.id)).toEqual(['agent', 'lead', 'admin2']);
    expect(visibleUsers(lead, users, teams).map((u) => u.id)).toEqual(['agent', 'lead']);
  });

  it('is the identity for an admin viewer', () => {
    const anyUser = fc.record({ id: fc.string(), isAdmin: fc.boolean() });
    fc.assert(
      fc.property(fc.array(anyUser), (list) => {
        expect(visibleUsers(admin, list, teams)).toEqual(list);
      }),
    );
  });
});

describe('visibleChannels (platform §6)', () => {
  const channels = [{ id: 'fb-1' }, { id: 'ig-1' }, { id: 'x-1' }];

  it('shows admins every channel, narrowed by a context switch', () => {
    expect(visibleChannels(admin, channels)).toEqual(channels);
    expect(visibleChannels(admin, channels, { teamId: 'sales', channelIds: ['ig-1'] })).toEqual([
      { id: 'ig-1' },
    ]);
    expect(visibleChannels(admin, channels, { teamId: null })).toEqual(channels);
  });

  it('shows others the channels they hold a role for', () => {
    expect(visibleChannels(agent, channels)).toEqual([{ id: 'fb-1' }]);
    expect(visibleChannels({ id: 'u', isAdmin: false, channelIds: ['x-1'] }, channels)).toEqual([
      { id: 'x-1' },
    ]);
    expect(visibleChannels({ id: 'u', isAdmin: false }, channels)).toEqual([]);
  });
});

describe('teamSwitcher (platform §4, §6)', () => {
  it('is shown only to admins with more than one team', () => {
    expect(teamSwitcher(agent, teams).visible).toBe(false);
    expect(teamSwitcher(admin, [care]).visible).toBe(false);
  });

  it('offers Admin and the teams, with Admin selected without a context switch', () => {
    expect(teamSwitcher(admin, teams)).toEqual({
      visible: true,
      options: [ADMIN_TEAM_ENTRY, { id: 'care', name: 'Care' }, { id: 'sales', name: 'Sales' }],
      selectedId: 'admin',
    });
  });

  it('selects the switched team during a context switch', () => {
    expect(teamSwitcher({ ...admin, contextSwitch: { teamId: 'sales' } }, teams).selectedId).toBe(
      'sales',
    );
  });
});

describe('switchers and audience', () => {
  it('switches organisation only with more than one', () => {
    expect(canSwitchOrganisation([])).toBe(false);
    expect(canSwitchOrganisation([{}])).toBe(false);
    expect(canSwitchOrganisation([{}, {}])).toBe(true);
  });

  it.each([
    [{ toggle: true, hardDisabled: false, softDisabled: false, audienceRole: 'ADMIN' }, true],
    [
      { toggle: true, hardDisabled: false, softDisabled: false, audienceRole: 'AUDIENCE_USER' },
      true,
    ],
    [{ toggle: false, hardDisabled: false, softDisabled: false, audienceRole: 'ADMIN' }, false],
    [{ toggle: true, hardDisabled: true, softDisabled: false, audienceRole: 'ADMIN' }, false],
    [{ toggle: true, hardDisabled: false, softDisabled: true, audienceRole: 'ADMIN' }, false],
    [{ toggle: true, hardDisabled: false, softDisabled: false, audienceRole: 'VIEWER' }, false],
    [{ toggle: true, hardDisabled: false, softDisabled: false }, false],
  ])('audience %j → %s', (access, available) => {
    expect(isAudienceAvailable(access)).toBe(available);
  });
});
