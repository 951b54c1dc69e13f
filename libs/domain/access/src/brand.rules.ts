import { isTeamLeader, type RoleTeam, type RoleUser } from './role.rules.js';

/**
 * Whether a person changes benchmark brands — creates, edits and deletes them, adds and removes
 * their public channels and starts their onboarding: administrators and team leaders
 * (docs/decisions/0076). Everyone else of an organisation with benchmark reads them
 * (docs/decisions/0085).
 *
 * @example
 * canManageBrands({ id: 'ada', isAdmin: true }, [])                       // true
 * canManageBrands({ id: 'eddie', isAdmin: false, teamIds: ['care'] }, teams) // false
 */
export function canManageBrands(user: RoleUser, teams: readonly RoleTeam[]): boolean {
  return user.isAdmin || user.isTeamLeader === true || isTeamLeader(user, teams);
}
