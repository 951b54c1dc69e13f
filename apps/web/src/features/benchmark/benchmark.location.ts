import { periodDays } from '@smm/benchmark';
import { either as E } from 'fp-ts';
import {
  BENCHMARK_LIMITS,
  Day,
  Network,
  type BenchmarkPeriod,
  type Brand,
  type Network as NetworkName,
} from '@smm/model';
import type { BenchmarkSelection } from './benchmark.selection.js';

/** The pages of the benchmark area (engage §2's routes under `benchmark/`). */
export type BenchmarkPage = 'brand-insights' | 'content-analysis' | 'manage/scheduled';

/** What the location says: the page, its fragment and the selection as far as it is given. */
export interface BenchmarkLocation {
  readonly page: BenchmarkPage;
  /** The fragment after the route (`overview`, `reach`…); empty when there is none. */
  readonly fragment: string;
  readonly brandIds?: readonly string[] | undefined;
  readonly networks?: readonly NetworkName[] | undefined;
  readonly since?: Day | undefined;
  readonly until?: Day | undefined;
  readonly teamId?: string | undefined;
}

/** The period the area shows when the location names no days (decision 0083). */
export const DEFAULT_PERIOD: BenchmarkPeriod = 'last30Days';

/** The first entry of each page, for a location without a fragment. */
export const FIRST_FRAGMENT: Readonly<Record<BenchmarkPage, string>> = {
  'brand-insights': 'overview',
  'content-analysis': 'content-feed',
  'manage/scheduled': 'reports',
};

/** Whether a text is a calendar day (`Day` of the model throws on a month like 13: caught). */
function isDay(value: string): value is Day {
  try {
    return Day.is(value);
  } catch {
    return false;
  }
}

const list = (value: string | null): string[] | undefined =>
  value === null
    ? undefined
    : value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);

/**
 * Reads the benchmark area's hash location (`/benchmark/content-analysis?brands=a,b&networks=
 * facebook&since=…&until=…&team=…#reach`): the page (a url containing `manage` is the scheduled
 * area, `content-analysis` content analysis, anything else brand insights — engage §2), the
 * fragment, and the selection's parts that are well formed (others are dropped).
 *
 * @example
 * readBenchmarkLocation('/benchmark/brand-insights?brands=b1#fans')
 * // { page: 'brand-insights', fragment: 'fans', brandIds: ['b1'] }
 */
export function readBenchmarkLocation(location: string): BenchmarkLocation {
  const [beforeFragment = '', ...rest] = location.replace(/^\/?#?/, '').split('#');
  const fragment = rest.join('#');
  const [path = '', search = ''] = beforeFragment.split('?');
  const page: BenchmarkPage = path.includes('manage')
    ? 'manage/scheduled'
    : path.includes('content-analysis')
      ? 'content-analysis'
      : 'brand-insights';
  const query = new URLSearchParams(search);
  const day = (name: string) => {
    const value = query.get(name);
    return value !== null && isDay(value) ? value : undefined;
  };
  const brandIds = list(query.get('brands'))?.slice(0, BENCHMARK_LIMITS.brandsPerQuery);
  const networks = list(query.get('networks'))?.flatMap((name) => {
    const decoded = Network.decode(name);
    return E.isRight(decoded) ? [decoded.right] : [];
  });
  const teamId = query.get('team') || undefined;
  return {
    page,
    fragment,
    ...(brandIds === undefined ? {} : { brandIds }),
    ...(networks === undefined ? {} : { networks }),
    ...(day('since') === undefined ? {} : { since: day('since') }),
    ...(day('until') === undefined ? {} : { until: day('until') }),
    ...(teamId === undefined ? {} : { teamId }),
  };
}

/** The networks of some brands' public channels, each once, in the order first met. */
export function networksOf(brands: readonly Brand[]): NetworkName[] {
  return [...new Set(brands.flatMap((b) => b.publicChannelIdNetworkList.map((c) => c.network)))];
}

/**
 * The selection the area shows (decision 0083): the location's brands among those the person
 * sees (all of them, at most ten, when it names none or none of theirs); its networks among the
 * chosen brands' networks (when it names none: all of them but YouTube, which publishes neither
 * reach nor impressions — unless YouTube is all there is); its days (the last 30 days by
 * default, and an end before the start is swapped); the team chosen in the menu's selector.
 *
 * @example
 * selectionOf({ page: 'brand-insights', fragment: '' }, [beanBrothers], now)
 * // { brandIds: [beanBrothers.id], networks: ['facebook', 'instagram', 'x'], since, until }
 */
export function selectionOf(
  location: BenchmarkLocation,
  brands: readonly Brand[],
  now: Date,
  teamId?: string,
): BenchmarkSelection {
  const seen = new Set(brands.map((b) => b.id));
  const named = (location.brandIds ?? []).filter((id) => seen.has(id));
  const brandIds = (named.length > 0 ? named : brands.map((b) => b.id)).slice(
    0,
    BENCHMARK_LIMITS.brandsPerQuery,
  );
  const chosen = brands.filter((b) => brandIds.includes(b.id));
  const available = networksOf(chosen);
  const namedNetworks = (location.networks ?? []).filter((n) => available.includes(n));
  const withoutYouTube = available.filter((n) => n !== 'youtube');
  const networks =
    namedNetworks.length > 0
      ? namedNetworks
      : withoutYouTube.length > 0
        ? withoutYouTube
        : available;
  const period = periodDays(DEFAULT_PERIOD, now);
  let since = location.since ?? period.since;
  let until = location.until ?? period.until;
  if (until < since) [since, until] = [until, since];
  return {
    brandIds,
    networks,
    since,
    until,
    ...(teamId === undefined ? {} : { teamId }),
  };
}

/**
 * The hash href of a benchmark page with a selection and a fragment; what it leaves out takes
 * its default when read again.
 *
 * @example
 * benchmarkHref('content-analysis', 'reach', { brandIds: ['a'], networks: ['x'], since, until })
 * // '#/benchmark/content-analysis?brands=a&networks=x&since=…&until=…#reach'
 */
export function benchmarkHref(
  page: BenchmarkPage,
  fragment: string,
  selection?: Partial<BenchmarkSelection>,
): string {
  const parts: string[] = [];
  if (selection?.brandIds?.length) parts.push(`brands=${selection.brandIds.join(',')}`);
  if (selection?.networks?.length) parts.push(`networks=${selection.networks.join(',')}`);
  if (selection?.since) parts.push(`since=${selection.since}`);
  if (selection?.until) parts.push(`until=${selection.until}`);
  if (selection?.teamId) parts.push(`team=${encodeURIComponent(selection.teamId)}`);
  const query = parts.length ? `?${parts.join('&')}` : '';
  return `#/benchmark/${page}${query}${fragment ? `#${fragment}` : ''}`;
}

/** The page and fragment of a menu entry's href (`/#/benchmark/brand-insights#fans`). */
export function entryOf(href: string): { page: BenchmarkPage; fragment: string } {
  const { page, fragment } = readBenchmarkLocation(href.replace(/^\/?#/, ''));
  return { page, fragment };
}
