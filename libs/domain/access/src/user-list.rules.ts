import type { ShellRole } from '@smm/model';
import { roleLabel, type RoleUser } from './role.rules.js';

/** The parts of a user the users list reads (a `User` of `@smm/model` is one). */
export interface ListedUser extends RoleUser {
  readonly name: string;
  readonly email: string;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly lastLogin?: string | null | undefined;
  readonly loginCount?: number | undefined;
  readonly invitationPending?: boolean | undefined;
}

/** How the users list is sorted. */
export type UserSort = 'name' | 'lastLogin';

/** What the administrator asked the users list for. */
export interface UserListQuery {
  /** Words to find in the name or e-mail address (case and accents ignored); '' for all. */
  readonly search: string;
  /** Only members of this team (administrators belong to every team, platform §6). */
  readonly teamId: string | null;
  /** Only users with this role label (platform §6). */
  readonly role: ShellRole | null;
  readonly sort: UserSort;
  readonly direction: 'asc' | 'desc';
}

/** The list as it opens: everyone, by name A–Z. */
export const DEFAULT_USER_QUERY: UserListQuery = {
  search: '',
  teamId: null,
  role: null,
  sort: 'name',
  direction: 'asc',
};

/** The role labels in the order the filter offers them (platform §6). */
export const ROLE_LABELS: readonly ShellRole[] = [
  'administrator',
  'team_leader',
  'editor',
  'content_creator',
  'moderator',
  'view_only',
];

const folded = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Whether a user belongs to a team for the list: administrators belong to every team
 * (platform §6), others when the team lists them.
 *
 * @example
 * isInTeam({ id: 'u', isAdmin: false, teamIds: ['t'] }, 't') // true
 * isInTeam({ id: 'a', isAdmin: true }, 't') // true
 */
export function isInTeam(user: RoleUser, teamId: string): boolean {
  if (user.isAdmin) return true;
  return (
    (user.teamIds?.includes(teamId) ?? false) ||
    (user.teams?.some((membership) => membership.id === teamId) ?? false)
  );
}

/**
 * Whether a user matches the search: every word of it is in their name or e-mail address,
 * ignoring case and accents.
 *
 * @example
 * matchesUserSearch({ id: 'u', isAdmin: false, name: 'Zoë Ortiz', email: 'zoe@x.test' }, 'zoe ort') // true
 */
export function matchesUserSearch(user: ListedUser, search: string): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded(
    `${user.name} ${user.firstName ?? ''} ${user.lastName ?? ''} ${user.email}`,
  );
  return words.every((word) => haystack.includes(word));
}

/** A user's name as sorted: their name, else their e-mail address. */
const sortName = (user: ListedUser) => folded(user.name.trim() || user.email);

/**
 * The users list: those matching the search, team and role, sorted by name or by last login.
 * Sorting by last login puts those who never signed in (invited ones too) last in either
 * direction; ties are broken by name, then e-mail, so the order is stable.
 *
 * @example
 * userList(users, { ...DEFAULT_USER_QUERY, role: 'administrator' }) // only the administrators
 * userList(users, { ...DEFAULT_USER_QUERY, sort: 'lastLogin', direction: 'desc' }) // latest first
 */
export function userList<U extends ListedUser>(users: readonly U[], query: UserListQuery): U[] {
  const sign = query.direction === 'asc' ? 1 : -1;
  const byName = (a: U, b: U) =>
    sortName(a).localeCompare(sortName(b)) || a.email.localeCompare(b.email);
  return users
    .filter(
      (user) =>
        matchesUserSearch(user, query.search) &&
        (query.teamId === null || isInTeam(user, query.teamId)) &&
        (query.role === null || roleLabel(user) === query.role),
    )
    .sort((a, b) => {
      if (query.sort === 'name') return sign * byName(a, b);
      const at = a.lastLogin ? Date.parse(a.lastLogin) : null;
      const bt = b.lastLogin ? Date.parse(b.lastLogin) : null;
      if (at === null || bt === null) {
        if (at === bt) return byName(a, b);
        return at === null ? 1 : -1;
      }
      return sign * (at - bt) || byName(a, b);
    });
}
