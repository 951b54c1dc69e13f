import type { ManagedTeam } from './management.rules.js';
import { type Area, hasArea, packageHome, type PackageName } from './package.rules.js';
import type { RoleUser } from './role.rules.js';
import {
  isSettingsView,
  type SettingsAccess,
  settingsAccess,
  settingsPackageHas,
  type SettingsViewId,
} from './settings.rules.js';

/**
 * What decides a route: the package, the notification centre switch, feature flags, and for the
 * settings areas the person and the organisation's teams.
 */
export interface RouteContext {
  readonly packageName: PackageName;
  readonly notificationCentreEnabled: boolean;
  /** The signed-in person; without one the settings areas are judged by the package alone. */
  readonly user?: RoleUser | undefined;
  /** The teams with their members and permissions, for the settings areas' rights. */
  readonly teams?: readonly ManagedTeam[] | undefined;
  /** Feature flags by name, e.g. `benchmarkLegacyAccess`. */
  readonly flags?: Readonly<Record<string, boolean>> | undefined;
  /** Support staff (realm role `smm_super_user`): they have the support screen. */
  readonly superUser?: boolean | undefined;
}

/**
 * What the shell does with a path: go elsewhere, show a view, show nothing; or, for a settings
 * area, show inside the settings layout that the package lacks it (`locked`) or that the person
 * has no access to it (`denied`).
 */
export type RouteResolution =
  | { readonly kind: 'redirect'; readonly to: string }
  | {
      readonly kind: 'view';
      readonly view: ViewId;
      readonly params: Readonly<Record<string, string>>;
    }
  | {
      readonly kind: 'locked' | 'denied';
      readonly view: SettingsViewId;
      readonly params: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'none' };

interface RouteDefinition {
  /** Segments; `:name` captures a parameter, a trailing `*` the rest of the path. */
  readonly pattern: string;
  readonly view: string;
  /** The part of the product the route belongs to; absent: every package has it. */
  readonly area?: Area;
}

/** The routes of platform §2, most specific first. */
const ROUTES = [
  { pattern: '/home', view: 'home', area: 'home' },
  // Not in platform §2's table: automation rules and their run logs (docs/decisions/0051).
  { pattern: '/engage/automation/*', view: 'automation', area: 'engage' },
  { pattern: '/engage/automation', view: 'automation', area: 'engage' },
  { pattern: '/engage/*', view: 'engage', area: 'engage' },
  { pattern: '/engage', view: 'engage', area: 'engage' },
  { pattern: '/integrations/content-viewer', view: 'contentViewer', area: 'engage' },
  { pattern: '/ads/:adAccountId/*', view: 'ads', area: 'ads' },
  { pattern: '/ads/:adAccountId', view: 'ads', area: 'ads' },
  { pattern: '/ads', view: 'ads', area: 'ads' },
  { pattern: '/measure/dashboards/home', view: 'measureDashboards', area: 'measure' },
  { pattern: '/measure/*', view: 'measure', area: 'measure' },
  { pattern: '/measure', view: 'measure', area: 'measure' },
  { pattern: '/publish/*', view: 'publish', area: 'publish' },
  { pattern: '/publish', view: 'publish', area: 'publish' },
  { pattern: '/benchmark/*', view: 'benchmark', area: 'benchmark' },
  { pattern: '/benchmark', view: 'benchmark', area: 'benchmark' },
  { pattern: '/listen/*', view: 'listen', area: 'listen' },
  { pattern: '/listen', view: 'listen', area: 'listen' },
  { pattern: '/audience/:area/*', view: 'audience', area: 'audience' },
  { pattern: '/audience/:area', view: 'audience', area: 'audience' },
  { pattern: '/audience', view: 'audience', area: 'audience' },
  { pattern: '/notifications', view: 'notifications' },
  { pattern: '/assume-redirect', view: 'assumeRedirect' },
  // Not in platform §2's table: support staff's screen (docs/decisions/0045).
  { pattern: '/support', view: 'support' },
  { pattern: '/logout', view: 'logout' },
  { pattern: '/baseline', view: 'baseline' },
  { pattern: '/settings/brands/new', view: 'settings.brandNew', area: 'settings.brands' },
  { pattern: '/settings/brands/list/:id', view: 'settings.brand', area: 'settings.brands' },
  { pattern: '/settings/brands/list', view: 'settings.brands', area: 'settings.brands' },
  {
    pattern: '/settings/public-channels/list',
    view: 'settings.publicChannels',
    area: 'settings.publicChannels',
  },
  { pattern: '/settings/adaccounts/list', view: 'settings.adAccounts', area: 'adAccounts' },
  {
    pattern: '/settings/adaccounts/connect',
    view: 'settings.adAccountConnect',
    area: 'adAccounts',
  },
  {
    pattern: '/settings/adaccounts/:adAccountId',
    view: 'settings.adAccount',
    area: 'adAccounts',
  },
  { pattern: '/settings/listen-alerts', view: 'settings.listenAlerts', area: 'listen' },
  { pattern: '/settings/integrations', view: 'settings.integrations', area: 'integrations' },
  { pattern: '/settings/notifications', view: 'settings.notifications' },
  { pattern: '/settings/overview', view: 'settings.overview' },
  // Not in platform §2's table: the profile and AI consent screens of the flows it implies.
  { pattern: '/settings/profile', view: 'settings.profile' },
  { pattern: '/settings/ai', view: 'settings.ai' },
  // Not in platform §2's table: the person's cookie consent (platform §9, decision 0103).
  { pattern: '/settings/privacy', view: 'settings.privacy' },
  { pattern: '/settings/teams', view: 'settings.teams' },
  { pattern: '/settings/users', view: 'settings.users' },
  {
    pattern: '/settings/label-management',
    view: 'settings.labelManagement',
    area: 'settings.labelManagement',
  },
  { pattern: '/settings/audit-log', view: 'settings.auditLog', area: 'settings.auditLog' },
  { pattern: '/settings/channels/:id', view: 'settings.channel', area: 'settings.channels' },
  { pattern: '/settings/channels', view: 'settings.channels', area: 'settings.channels' },
  {
    pattern: '/settings/channel-groups',
    view: 'settings.channelGroups',
    area: 'settings.channelGroups',
  },
  {
    pattern: '/settings/campaign-tracking',
    view: 'settings.campaignTracking',
    area: 'settings.campaignTracking',
  },
  {
    pattern: '/settings/tracking-templates',
    view: 'settings.trackingTemplates',
    area: 'settings.trackingTemplates',
  },
  { pattern: '/settings', view: 'settings.overview' },
] as const satisfies readonly RouteDefinition[];

/** The id of a view a route shows; the web app maps each to a screen. */
export type ViewId = (typeof ROUTES)[number]['view'];

/** Every view id, for screens to be registered against. */
export const VIEW_IDS: readonly ViewId[] = [...new Set(ROUTES.map((route) => route.view))];

/** Fixed redirects of platform §2. */
const REDIRECTS: Readonly<Record<string, string>> = {
  '': '/home',
  '/': '/home',
  '/settings/brands': '/settings/brands/list',
  '/settings/adaccounts': '/settings/adaccounts/list',
};

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

function match(
  route: RouteDefinition,
  parts: readonly string[],
): Record<string, string> | undefined {
  const pattern = segments(route.pattern);
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as string;
    if (expected === '*') {
      if (parts.length <= i) return undefined;
      params['rest'] = parts.slice(i).join('/');
      return params;
    }
    const actual = parts[i];
    if (actual === undefined) return undefined;
    if (expected.startsWith(':')) params[expected.slice(1)] = decodeURIComponent(actual);
    else if (expected !== actual) return undefined;
  }
  return parts.length === pattern.length ? params : undefined;
}

function find(
  path: string,
): { route: RouteDefinition; params: Record<string, string> } | undefined {
  const parts = segments(path);
  for (const route of ROUTES) {
    const params = match(route, parts);
    if (params !== undefined) return { route, params };
  }
  return undefined;
}

/**
 * The part of the product a path belongs to (its route's area), or undefined for a path of no
 * area or no route.
 *
 * @example
 * routeArea('/integrations/content-viewer'); // 'engage'
 * routeArea('/logout'); // undefined
 */
export function routeArea(path: string): Area | undefined {
  return find(clean(path))?.route.area;
}

/**
 * The pattern of the route a path matches — what a route view records (decision 0104): no ids,
 * no query, at most 200 characters — or undefined for a path of no route.
 *
 * @example
 * routePattern('/settings/channels/42?tab=x'); // '/settings/channels/:id'
 * routePattern('/engage/overview/_/7');        // '/engage/*'
 * routePattern('/nowhere');                    // undefined
 */
export function routePattern(path: string): string | undefined {
  return find(clean(path))?.route.pattern;
}

/** Strips a query string and a trailing slash: `/home/?x=1` is `/home`. */
function clean(path: string): string {
  const withoutQuery = path.split('?')[0] ?? '';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : withoutQuery;
}

/** What a person gets at a settings view: by their rights and the package, or by the package. */
function settingsViewAccess(view: SettingsViewId, context: RouteContext): SettingsAccess {
  if (context.user === undefined) {
    return settingsPackageHas(view, context.packageName) ? 'open' : 'locked';
  }
  return settingsAccess(view, {
    packageName: context.packageName,
    user: context.user,
    teams: context.teams ?? [],
  });
}

/**
 * Whether a route is allowed in a context: its product is in the package, the notification
 * centre is enabled for /notifications, and a settings area is open to the person
 * (`settingsAccess`). Unknown paths are not allowed.
 *
 * @example
 * isRouteAllowed('/listen', { packageName: 'essentials', notificationCentreEnabled: false }) // false
 */
export function isRouteAllowed(path: string, context: RouteContext): boolean {
  const found = find(clean(path));
  if (found === undefined) return false;
  if (found.route.view === 'notifications' && !context.notificationCentreEnabled) return false;
  if (found.route.view === 'support') return context.superUser === true;
  if (isSettingsView(found.route.view)) {
    return settingsViewAccess(found.route.view, context) === 'open';
  }
  return found.route.area === undefined || hasArea(context.packageName, found.route.area);
}

/**
 * What the shell does with a hash path (platform §2): the fixed redirects (empty → /home, the
 * old `/engage//rest` form, brands and ad-account lists, /notifications without the centre),
 * the package's home for a route the package hides, the view with its parameters, or nothing
 * for an unknown path. A settings area never redirects (docs/decisions/0035): it is `denied`
 * to a person without the right to it and `locked` when the package lacks it, so the settings
 * layout can say so.
 *
 * @example
 * resolveRoute('', ctx)                         // { kind: 'redirect', to: '/home' }
 * resolveRoute('/settings/brands/list/7', ctx)  // { kind: 'view', view: 'settings.brand', params: { id: '7' } }
 * resolveRoute('/settings/channels', { ...ctx, user: editor, teams }) // { kind: 'denied', view: 'settings.channels', params: {} }
 * resolveRoute('/nowhere', ctx)                 // { kind: 'none' }
 */
export function resolveRoute(path: string, context: RouteContext): RouteResolution {
  const cleaned = clean(path);
  const fixed = REDIRECTS[cleaned];
  if (fixed !== undefined) return { kind: 'redirect', to: fixed };
  if (cleaned.startsWith('/engage//')) {
    return { kind: 'redirect', to: `/engage/overview/_/${cleaned.slice('/engage//'.length)}` };
  }
  const found = find(cleaned);
  if (found === undefined) return { kind: 'none' };
  if (found.route.view === 'notifications' && !context.notificationCentreEnabled) {
    return { kind: 'redirect', to: '/home' };
  }
  // The support screen is not there for anyone but support staff: an unknown path to others.
  if (found.route.view === 'support' && context.superUser !== true) return { kind: 'none' };
  const view = found.route.view;
  if (isSettingsView(view)) {
    const access = settingsViewAccess(view, context);
    return access === 'open'
      ? { kind: 'view', view, params: found.params }
      : { kind: access, view, params: found.params };
  }
  const area = found.route.area;
  if (area !== undefined && !hasArea(context.packageName, area)) {
    const home = packageHome(context.packageName);
    return home === cleaned ? { kind: 'none' } : { kind: 'redirect', to: home };
  }
  return { kind: 'view', view: found.route.view as ViewId, params: found.params };
}
