import { canAddTeamMember, canManageTeam, type ManagedTeam } from './management.rules.js';
import type { RoleUser } from './role.rules.js';

/**
 * Why a person may not do something with a team or one of its members (docs/decisions/0043):
 * - `adminOnly`: only administrators do it (create, delete, change permissions);
 * - `notLed`: the person neither administers nor leads the team;
 * - `leadingTeam`: the team grants manageUser, so joining or leaving it makes or unmakes a team
 *   leader, which only administrators do;
 * - `ownRole`: nobody but an administrator changes their own role, so nobody raises their rights;
 * - `administrator`: the member is an administrator, whose memberships only administrators change.
 */
export type TeamDenial = 'adminOnly' | 'notLed' | 'leadingTeam' | 'ownRole' | 'administrator';

/** What a person may do: allowed, or not and why. */
export type TeamVerdict =
  { readonly allowed: true } | { readonly allowed: false; readonly reason: TeamDenial };

const ALLOWED: TeamVerdict = { allowed: true };
const denied = (reason: TeamDenial): TeamVerdict => ({ allowed: false, reason });

/** What a person may do with one team (see {@link teamRights}). */
export interface TeamRights {
  /** Change its name and colour. */
  readonly rename: TeamVerdict;
  /** Change manageAdAccounts, manageChannels, manageTemplates and manageUser. */
  readonly changePermissions: TeamVerdict;
  /** Delete it. */
  readonly remove: TeamVerdict;
  /** Add a person to it. */
  readonly addMember: TeamVerdict;
  /** Give it channels and take them away. */
  readonly channels: TeamVerdict;
}

/** A member of a team as the rules read them: who, and whether they administer. */
export interface TeamMemberSubject {
  readonly id: string;
  readonly isAdmin: boolean;
}

/** What a person may do with one member of a team (see {@link memberRights}). */
export interface MemberRights {
  /** Change the member's role in the team. */
  readonly changeRole: TeamVerdict;
  /** Take the member out of the team. */
  readonly remove: TeamVerdict;
}

/**
 * Whether a person creates teams: administrators only (platform §6).
 *
 * @example
 * canCreateTeam(admin) // true
 * canCreateTeam(lead)  // false
 */
export function canCreateTeam(user: RoleUser): boolean {
  return user.isAdmin;
}

/**
 * The teams a person manages in the team settings: administrators every team, team leaders the
 * teams they lead (platform §6), in the order given.
 *
 * @example
 * managedTeams(lead, [careLeads, customerCare]) // [careLeads]
 */
export function managedTeams<T extends ManagedTeam>(user: RoleUser, teams: readonly T[]): T[] {
  return teams.filter((team) => canManageTeam(user, team));
}

/**
 * What a person may do with a team (docs/decisions/0016, 0043): administrators everything;
 * leaders of the team rename it and give it channels, but neither change its permissions nor
 * delete it, and they add nobody to a team whose members lead it; others nothing.
 *
 * @example
 * teamRights(lead, careLeads).rename    // { allowed: true }
 * teamRights(lead, careLeads).addMember // { allowed: false, reason: 'leadingTeam' }
 * teamRights(lead, marketing).rename    // { allowed: false, reason: 'notLed' }
 */
export function teamRights(user: RoleUser, team: ManagedTeam): TeamRights {
  if (user.isAdmin) {
    return {
      rename: ALLOWED,
      changePermissions: ALLOWED,
      remove: ALLOWED,
      addMember: ALLOWED,
      channels: ALLOWED,
    };
  }
  if (!canManageTeam(user, team)) {
    const notLed = denied('notLed');
    return {
      rename: notLed,
      changePermissions: notLed,
      remove: notLed,
      addMember: notLed,
      channels: notLed,
    };
  }
  return {
    rename: ALLOWED,
    changePermissions: denied('adminOnly'),
    remove: denied('adminOnly'),
    addMember: canAddTeamMember(user, team) ? ALLOWED : denied('leadingTeam'),
    channels: ALLOWED,
  };
}

/**
 * What a person may do with one member of a team (docs/decisions/0043): administrators
 * everything; a leader of the team changes the roles of its other members who are not
 * administrators, and takes members out only of a team that does not make them leaders — the
 * same as adding them; others nothing.
 *
 * @example
 * memberRights(lead, careLeads, { id: lead.id, isAdmin: false }).changeRole // { allowed: false, reason: 'ownRole' }
 * memberRights(lead, careLeads, { id: 'mo', isAdmin: false }).remove       // { allowed: false, reason: 'leadingTeam' }
 */
export function memberRights(
  user: RoleUser,
  team: ManagedTeam,
  member: TeamMemberSubject,
): MemberRights {
  if (user.isAdmin) return { changeRole: ALLOWED, remove: ALLOWED };
  if (!canManageTeam(user, team)) {
    return { changeRole: denied('notLed'), remove: denied('notLed') };
  }
  if (member.isAdmin) {
    return { changeRole: denied('administrator'), remove: denied('administrator') };
  }
  const membership = canAddTeamMember(user, team) ? ALLOWED : denied('leadingTeam');
  return {
    changeRole: member.id === user.id ? denied('ownRole') : ALLOWED,
    remove: membership,
  };
}

/**
 * The people a person may add to a team: not yet members and not administrators (they belong to
 * every team implicitly, platform §6) — none when the person may not add members at all.
 *
 * @example
 * addableMembers(admin, care, users) // the non-administrators who are not in Customer Care
 */
export function addableMembers<U extends TeamMemberSubject>(
  user: RoleUser,
  team: ManagedTeam,
  people: readonly U[],
): U[] {
  if (!teamRights(user, team).addMember.allowed) return [];
  const members = new Set(team.userIds ?? []);
  return people.filter((person) => !person.isAdmin && !members.has(person.id));
}
