import { canManageAdAccounts, canManageChannels, type ManagedTeam } from './management.rules.js';
import { type Area, hasArea, type PackageName } from './package.rules.js';
import { isTeamLeader, type RoleUser } from './role.rules.js';
import type { ViewId } from './route.rules.js';

/** The groups of the settings navigation, in the order it shows them. */
export const SETTINGS_GROUPS = [
  'general',
  'organisation',
  'channels',
  'content',
  'benchmark',
  'ads',
  'listen',
] as const;

/** A group of the settings navigation: its heading names it. */
export type SettingsGroupId = (typeof SETTINGS_GROUPS)[number];

/**
 * Who has a settings area, whatever the package: everyone, administrators, administrators and
 * team leaders, those who manage channels (docs/decisions/0034) or ad accounts.
 */
type SettingsRight = 'everyone' | 'admin' | 'adminOrTeamLeader' | 'channels' | 'adAccounts';

interface SettingsAreaDefinition {
  /** The view id of the area's main screen. */
  readonly id: ViewId;
  readonly group: SettingsGroupId;
  /** Where the navigation leads: a path of the route table that shows `id`. */
  readonly path: string;
  readonly right: SettingsRight;
  /** The part of the product the package must have; absent: every package has the area. */
  readonly packageArea?: Area;
}

/** The settings areas in navigation order (platform §2; docs/decisions/0035). */
const SETTINGS_AREAS = [
  { id: 'settings.overview', group: 'general', path: '/settings/overview', right: 'everyone' },
  { id: 'settings.profile', group: 'general', path: '/settings/profile', right: 'everyone' },
  {
    id: 'settings.notifications',
    group: 'general',
    path: '/settings/notifications',
    right: 'everyone',
  },
  { id: 'settings.privacy', group: 'general', path: '/settings/privacy', right: 'everyone' },
  { id: 'settings.users', group: 'organisation', path: '/settings/users', right: 'admin' },
  {
    id: 'settings.teams',
    group: 'organisation',
    path: '/settings/teams',
    right: 'adminOrTeamLeader',
  },
  { id: 'settings.ai', group: 'organisation', path: '/settings/ai', right: 'everyone' },
  {
    id: 'settings.auditLog',
    group: 'organisation',
    path: '/settings/audit-log',
    right: 'admin',
    packageArea: 'settings.auditLog',
  },
  {
    id: 'settings.channels',
    group: 'channels',
    path: '/settings/channels',
    right: 'channels',
    packageArea: 'settings.channels',
  },
  {
    id: 'settings.channelGroups',
    group: 'channels',
    path: '/settings/channel-groups',
    right: 'channels',
    packageArea: 'settings.channelGroups',
  },
  {
    id: 'settings.campaignTracking',
    group: 'channels',
    path: '/settings/campaign-tracking',
    right: 'channels',
    packageArea: 'settings.campaignTracking',
  },
  {
    id: 'settings.trackingTemplates',
    group: 'channels',
    path: '/settings/tracking-templates',
    right: 'channels',
    packageArea: 'settings.trackingTemplates',
  },
  {
    id: 'settings.labelManagement',
    group: 'content',
    path: '/settings/label-management',
    right: 'admin',
    packageArea: 'settings.labelManagement',
  },
  {
    id: 'settings.integrations',
    group: 'content',
    path: '/settings/integrations',
    right: 'admin',
    packageArea: 'integrations',
  },
  {
    id: 'settings.brands',
    group: 'benchmark',
    path: '/settings/brands/list',
    right: 'everyone',
    packageArea: 'settings.brands',
  },
  {
    id: 'settings.publicChannels',
    group: 'benchmark',
    path: '/settings/public-channels/list',
    right: 'everyone',
    packageArea: 'settings.publicChannels',
  },
  {
    id: 'settings.adAccounts',
    group: 'ads',
    path: '/settings/adaccounts/list',
    right: 'adAccounts',
    packageArea: 'adAccounts',
  },
  {
    id: 'settings.listenAlerts',
    group: 'listen',
    path: '/settings/listen-alerts',
    right: 'everyone',
    packageArea: 'listen',
  },
] as const satisfies readonly SettingsAreaDefinition[];

/** A settings area of the navigation, by the view id of its main screen. */
export type SettingsAreaId = (typeof SETTINGS_AREAS)[number]['id'];

/** The screens inside an area beyond its main one: a channel, a brand, an ad account… */
const INNER_VIEWS = {
  'settings.channel': 'settings.channels',
  'settings.brand': 'settings.brands',
  'settings.brandNew': 'settings.brands',
  'settings.adAccount': 'settings.adAccounts',
  'settings.adAccountConnect': 'settings.adAccounts',
} as const satisfies Partial<Record<ViewId, SettingsAreaId>>;

/**
 * Inner screens that need more than their area: only who changes brands (administrators and
 * team leaders, docs/decisions/0076) creates one; everyone else reads the brands.
 */
const INNER_VIEW_RIGHTS: Partial<Record<keyof typeof INNER_VIEWS, SettingsRight>> = {
  'settings.brandNew': 'adminOrTeamLeader',
};

/** A view shown inside the settings layout: an area's main screen or one of its inner screens. */
export type SettingsViewId = SettingsAreaId | keyof typeof INNER_VIEWS;

/** Every settings view id: the areas in navigation order, then their inner screens. */
export const SETTINGS_VIEW_IDS: readonly SettingsViewId[] = [
  ...SETTINGS_AREAS.map((area) => area.id),
  ...(Object.keys(INNER_VIEWS) as (keyof typeof INNER_VIEWS)[]),
];

const byId = new Map<string, SettingsAreaDefinition>(SETTINGS_AREAS.map((area) => [area.id, area]));

/** How a settings area shows: open, or locked (shown, with the package explanation). */
export type SettingsAreaState = 'open' | 'locked';

/** What a person gets at a settings area's URL: the area, the package explanation, or no access. */
export type SettingsAccess = SettingsAreaState | 'denied';

/** An area of the settings navigation. */
export interface SettingsArea {
  /** The view id of the area's main screen, e.g. `settings.users`. */
  readonly id: SettingsAreaId;
  /** The path it leads to, e.g. `/settings/users`. */
  readonly path: string;
  readonly state: SettingsAreaState;
}

/** A headed group of the settings navigation; never empty. */
export interface SettingsGroup {
  readonly id: SettingsGroupId;
  readonly areas: readonly SettingsArea[];
}

/** What decides the settings navigation: the package, the person and the organisation's teams. */
export interface SettingsContext {
  readonly packageName: PackageName;
  readonly user: RoleUser;
  /** The teams with their members and permissions (a non-administrator's own are enough). */
  readonly teams: readonly ManagedTeam[];
}

/**
 * Whether a view is shown inside the settings layout.
 *
 * @example
 * isSettingsView('settings.brand') // true
 * isSettingsView('engage')         // false
 */
export function isSettingsView(view: string): view is SettingsViewId {
  return byId.has(view) || view in INNER_VIEWS;
}

/**
 * The area a settings view belongs to: itself, or the area of an inner screen.
 *
 * @example
 * settingsAreaOf('settings.brandNew') // 'settings.brands'
 * settingsAreaOf('settings.users')    // 'settings.users'
 */
export function settingsAreaOf(view: SettingsViewId): SettingsAreaId {
  return view in INNER_VIEWS
    ? INNER_VIEWS[view as keyof typeof INNER_VIEWS]
    : (view as SettingsAreaId);
}

/** Whether a person holds a right, whatever the package. */
function holds(right: SettingsRight, user: RoleUser, teams: readonly ManagedTeam[]): boolean {
  switch (right) {
    case 'everyone':
      return true;
    case 'admin':
      return user.isAdmin;
    case 'adminOrTeamLeader':
      return user.isAdmin || user.isTeamLeader === true || isTeamLeader(user, teams);
    case 'channels':
      return canManageChannels(user, teams);
    case 'adAccounts':
      return canManageAdAccounts(user, teams);
  }
}

/**
 * What a person gets at a settings view's URL (docs/decisions/0035): `denied` without the right
 * to the area (whatever the package), `locked` with the right but a package without the area
 * (the screen explains the package), else `open`.
 *
 * Rights: overview, profile, notifications and AI features everyone (only administrators change
 * the AI consent); users, audit log, label management and integrations administrators; teams
 * administrators and team leaders; brands and public channels everyone, read only for who may not
 * change them, and a new brand administrators and team leaders (docs/decisions/0085); channels, channel groups,
 * campaign tracking and tracking templates those who manage channels; ad accounts
 * administrators and members of a team granting manageAdAccounts; listen alerts everyone.
 *
 * @example
 * settingsAccess('settings.channels', { packageName: 'suite', user: editor, teams }) // 'denied'
 * settingsAccess('settings.adAccounts', { packageName: 'essentials', user: admin, teams }) // 'locked'
 * settingsAccess('settings.brand', { packageName: 'suiteWithBenchmark', user: lead, teams }) // 'open'
 */
export function settingsAccess(view: SettingsViewId, context: SettingsContext): SettingsAccess {
  const area = byId.get(settingsAreaOf(view));
  if (area === undefined) return 'denied';
  if (!holds(area.right, context.user, context.teams)) return 'denied';
  const inner = INNER_VIEW_RIGHTS[view as keyof typeof INNER_VIEWS];
  if (inner !== undefined && !holds(inner, context.user, context.teams)) return 'denied';
  return area.packageArea === undefined || hasArea(context.packageName, area.packageArea)
    ? 'open'
    : 'locked';
}

/**
 * Whether the package has a settings view's area, for callers that do not know the person.
 *
 * @example
 * settingsPackageHas('settings.listenAlerts', 'essentials') // false
 */
export function settingsPackageHas(view: SettingsViewId, packageName: PackageName): boolean {
  const area = byId.get(settingsAreaOf(view));
  return area?.packageArea === undefined || hasArea(packageName, area.packageArea);
}

/**
 * The settings navigation of a person (docs/decisions/0035): the groups in order, each with the
 * areas the person has. An area the person has no right to is left out; an area the package
 * lacks is `locked` for administrators (they can change the package) and left out for others;
 * a group without areas is left out.
 *
 * @example
 * settingsNavigation({ packageName: 'essentials', user: admin, teams })
 * // [{ id: 'general', areas: [{ id: 'settings.overview', path: '/settings/overview', state: 'open' }, …] },
 * //  …, { id: 'ads', areas: [{ id: 'settings.adAccounts', path: '/settings/adaccounts/list', state: 'locked' }] }, …]
 */
export function settingsNavigation(context: SettingsContext): SettingsGroup[] {
  const groups: SettingsGroup[] = [];
  for (const group of SETTINGS_GROUPS) {
    const areas: SettingsArea[] = [];
    for (const area of SETTINGS_AREAS) {
      if (area.group !== group) continue;
      const access = settingsAccess(area.id, context);
      if (access === 'denied' || (access === 'locked' && !context.user.isAdmin)) continue;
      areas.push({ id: area.id, path: area.path, state: access });
    }
    if (areas.length > 0) groups.push({ id: group, areas });
  }
  return groups;
}
