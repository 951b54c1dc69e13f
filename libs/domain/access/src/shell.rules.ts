import { type Area, hasArea } from './package.rules.js';
import { type RouteContext, routeArea } from './route.rules.js';

/** A sidebar button as the shell draws it. */
export interface SidebarButton {
  readonly id: string;
  readonly label: string;
  readonly path: string;
  /** Shown with a lock: the package has the product, the user's access does not. */
  readonly locked: boolean;
}

const BUTTONS: readonly { id: string; label: string; path: string; feature?: Area }[] = [
  { id: 'home', label: 'Home', path: '/home', feature: 'home' },
  { id: 'engage', label: 'Engage', path: '/engage', feature: 'engage' },
  { id: 'publish', label: 'Publish', path: '/publish', feature: 'publish' },
  { id: 'measure', label: 'Measure', path: '/measure', feature: 'measure' },
  { id: 'benchmark', label: 'Benchmark', path: '/benchmark', feature: 'benchmark' },
  { id: 'listen', label: 'Listen', path: '/listen', feature: 'listen' },
  { id: 'ads', label: 'Ads', path: '/ads', feature: 'ads' },
  { id: 'audience', label: 'Audience', path: '/audience', feature: 'audience' },
  { id: 'notifications', label: 'Notifications', path: '/notifications' },
  { id: 'settings', label: 'Settings', path: '/settings' },
  { id: 'support', label: 'Support', path: '/support' },
];

/**
 * The sidebar buttons of a context (platform §2): products the package switches off are not
 * shown; products the package has but the user's flags switch off (`flags[feature] === false`)
 * are shown locked; notifications only with the notification centre; support only to support
 * staff.
 *
 * @example
 * sidebarButtons({ packageName: 'listenOnly', notificationCentreEnabled: false }).map((b) => b.id)
 * // ['listen', 'settings']
 */
export function sidebarButtons(context: RouteContext): SidebarButton[] {
  return BUTTONS.filter((button) => {
    if (button.id === 'notifications') return context.notificationCentreEnabled;
    if (button.id === 'support') return context.superUser === true;
    return button.feature === undefined || hasArea(context.packageName, button.feature);
  }).map(({ id, label, path, feature }) => ({
    id,
    label,
    path,
    locked: feature !== undefined && context.flags?.[feature] === false,
  }));
}

/**
 * The id of the sidebar button of the area a path is in: by the path's route area
 * (`/integrations/content-viewer` is Engage's), else by the button's path; null for paths of no
 * area (`/logout`). Apps translate the area's name by this id.
 *
 * @example
 * areaId('/measure/dashboards/home'); // 'measure'
 * areaId('/logout'); // null
 */
export function areaId(path: string): string | null {
  const id = routeArea(path)?.split('.')[0];
  const button =
    BUTTONS.find((candidate) => candidate.id === id) ??
    BUTTONS.find((candidate) => path === candidate.path || path.startsWith(`${candidate.path}/`));
  return button?.id ?? null;
}

/**
 * The name of the area a path is in, as its sidebar button says it (see {@link areaId}).
 *
 * @example
 * areaLabel('/measure/dashboards/home'); // 'Measure'
 * areaLabel('/settings/brands/list'); // 'Settings'
 * areaLabel('/logout'); // null
 */
export function areaLabel(path: string): string | null {
  const id = areaId(path);
  return BUTTONS.find((button) => button.id === id)?.label ?? null;
}

/** A widget of the home area. */
export type HomeWidget = 'publishing' | 'engage' | 'measure' | 'audience' | 'listen';

const WIDGETS: readonly { widget: HomeWidget; feature: Area }[] = [
  { widget: 'publishing', feature: 'publish' },
  { widget: 'engage', feature: 'engage' },
  { widget: 'measure', feature: 'measure' },
  { widget: 'audience', feature: 'audience' },
  { widget: 'listen', feature: 'listen' },
];

/**
 * The widgets of the home area (engage §2): one per product the package has; the audience and
 * listen widgets go with their products. Locked products' widgets are left out.
 *
 * @example
 * homeWidgets({ packageName: 'essentials', notificationCentreEnabled: true })
 * // ['publishing', 'engage', 'measure']
 */
export function homeWidgets(context: RouteContext): HomeWidget[] {
  return WIDGETS.filter(
    ({ feature }) => hasArea(context.packageName, feature) && context.flags?.[feature] !== false,
  ).map(({ widget }) => widget);
}
