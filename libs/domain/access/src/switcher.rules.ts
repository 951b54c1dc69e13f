import type { AudienceRole } from '@smm/model';
import type { RoleTeam, RoleUser } from './role.rules.js';

/** The id of the switcher entry that means "no team: the whole organisation" (platform §6). */
export const ADMIN_TEAM_ENTRY = { id: 'admin', name: 'Admin' } as const;

/** The team switcher as the shell draws it. */
export interface TeamSwitcher {
  readonly visible: boolean;
  readonly options: readonly { readonly id: string; readonly name: string }[];
  readonly selectedId?: string;
}

/**
 * The team switcher (platform §4, §6): shown only to admins when more than one team exists. Its
 * options are the Admin entry and the teams; Admin is selected without a context switch, the
 * switched team with one.
 *
 * @example
 * teamSwitcher(admin, [care, sales]) // { visible: true, options: [Admin, care, sales], selectedId: 'admin' }
 */
export function teamSwitcher(viewer: RoleUser, teams: readonly RoleTeam[]): TeamSwitcher {
  if (!viewer.isAdmin || teams.length <= 1) return { visible: false, options: [] };
  const switched = viewer.contextSwitch?.teamId;
  const active =
    switched && teams.some((team) => team.id === switched) ? switched : ADMIN_TEAM_ENTRY.id;
  return {
    visible: true,
    options: [ADMIN_TEAM_ENTRY, ...teams.map(({ id, name }) => ({ id, name }))],
    selectedId: active,
  };
}

/**
 * Whether the organisation switcher can be used: only with more than one organisation.
 *
 * @example
 * canSwitchOrganisation([{ id: 'a' }]) // false
 */
export function canSwitchOrganisation(organisations: readonly unknown[]): boolean {
  return organisations.length > 1;
}

/** What decides whether the audience module is available (platform §4). */
export interface AudienceAccess {
  readonly toggle: boolean;
  readonly hardDisabled: boolean;
  readonly softDisabled: boolean;
  readonly audienceRole?: AudienceRole | string | null | undefined;
}

/**
 * Whether the audience module is available (platform §4): its toggle is on, neither hard nor
 * soft disable is set, and the user's audience role is ADMIN or AUDIENCE_USER.
 *
 * @example
 * isAudienceAvailable({ toggle: true, hardDisabled: false, softDisabled: false, audienceRole: 'AUDIENCE_USER' }) // true
 */
export function isAudienceAvailable(access: AudienceAccess): boolean {
  return (
    access.toggle &&
    !access.hardDisabled &&
    !access.softDisabled &&
    (access.audienceRole === 'ADMIN' || access.audienceRole === 'AUDIENCE_USER')
  );
}
