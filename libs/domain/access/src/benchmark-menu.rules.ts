import type { RoleTeam, RoleUser } from './role.rules.js';

/** What the benchmark menu depends on (engage §2). */
export interface BenchmarkMenuContext {
  readonly selectedNetworks: readonly string[];
  readonly user: RoleUser;
  readonly teams: readonly RoleTeam[];
  readonly selectedTeamId?: string | undefined;
  /** Feature flags: `benchmarkLegacyAccess`, `@package_standard`. */
  readonly flags: Readonly<Record<string, boolean>>;
  /** The current location, e.g. `/#/benchmark/content-analysis#reach`. */
  readonly url: string;
}

/** One entry of the benchmark menu. */
export interface BenchmarkMenuItem {
  readonly fragment: string;
  /** `/#/route#fragment`. */
  readonly href: string;
  readonly active: boolean;
  /** Shows a Pro label. */
  readonly pro: boolean;
  /** Choosing it records a feature-gated route event instead of navigating. */
  readonly gated: boolean;
}

/** One section of the benchmark menu. */
export interface BenchmarkMenuSection {
  readonly id: 'brandInsights' | 'contentAnalysis' | 'scheduled';
  readonly route: string;
  readonly active: boolean;
  readonly items: readonly BenchmarkMenuItem[];
}

/** The benchmark menu: plain data a view renders as it is. */
export interface BenchmarkMenu {
  readonly sections: readonly BenchmarkMenuSection[];
  /** The team selector; absent for admins and for users without a team. */
  readonly teamSelector?: {
    readonly options: readonly { readonly id: string; readonly name: string }[];
    readonly selectedId: string;
  };
  /** The legacy benchmark link (an external single sign-on page in a new tab). */
  readonly legacyLink?: { readonly href: string; readonly newTab: true };
}

/** What choosing a menu entry does. */
export type BenchmarkMenuEvent =
  | { readonly type: 'navigate'; readonly href: string }
  | { readonly type: 'featureGatedRoute'; readonly route: string; readonly fragment: string }
  | { readonly type: 'teamChange'; readonly teamId: string };

/** How an entry was clicked. */
export interface MenuClick {
  /** 0 is the main button; 1 the middle one. */
  readonly button: number;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
}

/** The single sign-on path of the legacy benchmark (decision: docs/decisions/0011). */
export const LEGACY_BENCHMARK_HREF = '/api/benchmark/legacy/sso';

const STANDARD_PACKAGE_FLAG = '@package_standard';
const LEGACY_FLAG = 'benchmarkLegacyAccess';

const SECTIONS = [
  {
    id: 'brandInsights',
    route: 'benchmark/brand-insights',
    fragments: ['overview', 'fans', 'reach', 'impressions', 'engagement'],
  },
  {
    id: 'contentAnalysis',
    route: 'benchmark/content-analysis',
    fragments: [
      'content-feed',
      'analysis-summary',
      'publishing-activity',
      'reach',
      'impressions',
      'sentiment',
      'engagement',
    ],
  },
  {
    id: 'scheduled',
    route: 'benchmark/manage/scheduled',
    fragments: ['reports', 'queries', 'outliers'],
  },
] as const;

function parseUrl(url: string): { route: string; fragment: string } {
  const [route = '', fragment = ''] = url.replace(/^\/?#?\/?/, '').split('#');
  return { route, fragment };
}

function activeSection(url: string): BenchmarkMenuSection['id'] {
  if (url.includes('manage')) return 'scheduled';
  if (url.includes('content-analysis')) return 'contentAnalysis';
  return 'brandInsights';
}

function shows(fragment: string, networks: ReadonlySet<string>): boolean {
  const youtube = networks.has('youtube');
  if (fragment === 'reach' || fragment === 'impressions') return !youtube;
  if (fragment === 'sentiment') return networks.has('facebook') && !youtube;
  return true;
}

/**
 * The benchmark local navigation (engage §2): its sections and entries for the selected networks
 * (reach and impressions only without YouTube; content sentiment only with Facebook and without
 * YouTube), the active entry from the url, Pro labels and gating of the scheduled area for
 * standard-package users, the team selector for non-admins (defaulting to their first team) and
 * the legacy link behind its flag.
 *
 * @example
 * benchmarkMenu({ selectedNetworks: ['youtube'], user, teams, flags: {}, url: '/#/benchmark/brand-insights#fans' })
 *   .sections[0].items.map((i) => i.fragment) // ['overview', 'fans', 'engagement']
 */
export function benchmarkMenu(context: BenchmarkMenuContext): BenchmarkMenu {
  const networks = new Set(context.selectedNetworks);
  const active = activeSection(context.url);
  const { fragment: currentFragment } = parseUrl(context.url);
  const standard = context.flags[STANDARD_PACKAGE_FLAG] === true;

  const sections = SECTIONS.map((section): BenchmarkMenuSection => {
    const isActiveSection = section.id === active;
    const scheduled = section.id === 'scheduled';
    const items = section.fragments
      .filter((fragment) => shows(fragment, networks))
      .map((fragment): BenchmarkMenuItem => ({
        fragment,
        href: `/#/${section.route}#${fragment}`,
        active:
          isActiveSection &&
          (fragment === currentFragment ||
            // The content feed also stands for outliers outside the manage area.
            (fragment === 'content-feed' && currentFragment === 'outliers')),
        pro: scheduled,
        gated: scheduled && standard,
      }));
    return { id: section.id, route: section.route, active: isActiveSection, items };
  });

  const teamSelector = context.user.isAdmin ? undefined : teamSelectorOf(context);
  return {
    sections,
    ...(teamSelector === undefined ? {} : { teamSelector }),
    ...(context.flags[LEGACY_FLAG] === true
      ? { legacyLink: { href: LEGACY_BENCHMARK_HREF, newTab: true as const } }
      : {}),
  };
}

/** Non-admins choose among their teams; the first one is selected by default. */
function teamSelectorOf(context: BenchmarkMenuContext): BenchmarkMenu['teamSelector'] {
  const selectedId = context.selectedTeamId ?? context.teams[0]?.id;
  if (selectedId === undefined) return undefined;
  return { options: context.teams.map(({ id, name }) => ({ id, name })), selectedId };
}

/**
 * What choosing a menu entry does: nothing for a modifier-key or middle click; a
 * `featureGatedRoute` event with route and fragment for a gated entry; else navigation.
 *
 * @example
 * chooseBenchmarkItem(item, { button: 1 }) // undefined: middle click
 */
export function chooseBenchmarkItem(
  item: BenchmarkMenuItem,
  click: MenuClick,
): BenchmarkMenuEvent | undefined {
  if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) {
    return undefined;
  }
  if (item.gated) {
    const { route, fragment } = parseUrl(item.href);
    return { type: 'featureGatedRoute', route, fragment };
  }
  return { type: 'navigate', href: item.href };
}

/**
 * What choosing a team in the benchmark team selector does: a team change.
 *
 * @example
 * chooseBenchmarkTeam('care') // { type: 'teamChange', teamId: 'care' }
 */
export function chooseBenchmarkTeam(teamId: string): BenchmarkMenuEvent {
  return { type: 'teamChange', teamId };
}
