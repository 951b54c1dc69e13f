import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ManagedTeam } from './management.rules.js';
import type { RoleUser } from './role.rules.js';
import {
  addableMembers,
  canCreateTeam,
  managedTeams,
  memberRights,
  teamRights,
  type TeamVerdict,
} from './team.rules.js';

const admin: RoleUser = { id: 'a', isAdmin: true };
const lead: RoleUser = { id: 'l', isAdmin: false, teamIds: ['leads', 'care'] };
const editor: RoleUser = { id: 'e', isAdmin: false, teamIds: ['care'] };

const leads: ManagedTeam = {
  id: 'leads',
  name: 'Care Leads',
  userIds: ['l', 'm'],
  permissions: { manageUser: true, manageChannels: true, manageTemplates: true },
};
const care: ManagedTeam = {
  id: 'care',
  name: 'Customer Care',
  userIds: ['l', 'e'],
  permissions: { manageUser: false, manageTemplates: true },
};

const yes: TeamVerdict = { allowed: true };
const no = (reason: string) => ({ allowed: false, reason });

describe('who does what with a team', () => {
  it.each([
    ['an administrator, any team', admin, care, [yes, yes, yes, yes, yes]],
    [
      'a leader, the team they lead',
      lead,
      leads,
      [yes, no('adminOnly'), no('adminOnly'), no('leadingTeam'), yes],
    ],
    [
      'a leader, a team they only belong to',
      lead,
      care,
      [no('notLed'), no('notLed'), no('notLed'), no('notLed'), no('notLed')],
    ],
    [
      'a member who leads nothing',
      editor,
      care,
      [no('notLed'), no('notLed'), no('notLed'), no('notLed'), no('notLed')],
    ],
  ] as const)('%s', (_, user, team, [rename, permissions, remove, add, channels]) => {
    expect(teamRights(user, team)).toEqual({
      rename,
      changePermissions: permissions,
      remove,
      addMember: add,
      channels,
    });
  });

  it('only administrators create teams', () => {
    expect([admin, lead, editor].map(canCreateTeam)).toEqual([true, false, false]);
  });

  it('administrators manage every team, leaders the teams they lead', () => {
    expect(managedTeams(admin, [leads, care])).toEqual([leads, care]);
    expect(managedTeams(lead, [leads, care])).toEqual([leads]);
    expect(managedTeams(editor, [leads, care])).toEqual([]);
  });
});

describe('who does what with a member', () => {
  const mo = { id: 'm', isAdmin: false };
  const self = { id: 'l', isAdmin: false };
  const anAdmin = { id: 'x', isAdmin: true };
  it.each([
    ['an administrator, anyone', admin, leads, self, yes, yes],
    ['a leader, another member of their team', lead, leads, mo, yes, no('leadingTeam')],
    ['a leader, themselves', lead, leads, self, no('ownRole'), no('leadingTeam')],
    [
      'a leader, an administrator in their team',
      lead,
      leads,
      anAdmin,
      no('administrator'),
      no('administrator'),
    ],
    ['a leader, a team they do not lead', lead, care, mo, no('notLed'), no('notLed')],
    ['a member who leads nothing', editor, care, mo, no('notLed'), no('notLed')],
  ] as const)('%s', (_, user, team, member, changeRole, remove) => {
    expect(memberRights(user, team, member)).toEqual({ changeRole, remove });
  });

  it('offers the non-administrators who are not members yet, to who may add', () => {
    const people = [
      { id: 'l', isAdmin: false },
      { id: 'e', isAdmin: false },
      { id: 'n', isAdmin: false },
      { id: 'a', isAdmin: true },
    ];
    expect(addableMembers(admin, care, people).map((p) => p.id)).toEqual(['n']);
    expect(addableMembers(lead, leads, people)).toEqual([]);
  });

  it('a person who is no administrator never gets a right on a team they do not lead', () => {
    fc.assert(
      fc.property(
        fc.record({
          manageUser: fc.boolean(),
          member: fc.boolean(),
          subjectIsAdmin: fc.boolean(),
          subjectIsSelf: fc.boolean(),
        }),
        ({ manageUser, member, subjectIsAdmin, subjectIsSelf }) => {
          const user: RoleUser = { id: 'u', isAdmin: false, teamIds: member ? ['t'] : [] };
          const team: ManagedTeam = { id: 't', name: 'T', permissions: { manageUser } };
          const subject = { id: subjectIsSelf ? 'u' : 'v', isAdmin: subjectIsAdmin };
          const leadsIt = manageUser && member;
          const rights = [
            ...Object.values(teamRights(user, team)),
            ...Object.values(memberRights(user, team, subject)),
          ];
          if (!leadsIt) return rights.every((right) => !right.allowed);
          // A leader never changes permissions, deletes the team, or raises their own role.
          return (
            !teamRights(user, team).changePermissions.allowed &&
            !teamRights(user, team).remove.allowed &&
            (!subjectIsSelf || !memberRights(user, team, subject).changeRole.allowed)
          );
        },
      ),
    );
  });
});
