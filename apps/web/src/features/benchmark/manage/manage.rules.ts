import type { BenchmarkPeriod, Brand, Network } from '@smm/model';

/** Networks a report offers when its brands have no public channels yet. */
const DEFAULT_NETWORKS: readonly Network[] = ['facebook', 'instagram', 'twitter', 'youtube'];

/**
 * The networks of the chosen brands' public channels (of every brand when none is chosen), in a
 * stable order; the usual networks when they have none.
 *
 * @example
 * brandNetworks([{ id: 'b', publicChannelIdNetworkList: [{ network: 'youtube', … }] }], ['b']) // ['youtube']
 */
export function brandNetworks(brands: readonly Brand[], chosen: readonly string[]): Network[] {
  const from = chosen.length === 0 ? brands : brands.filter((brand) => chosen.includes(brand.id));
  const found = new Set(
    from.flatMap((brand) => brand.publicChannelIdNetworkList.map((c) => c.network)),
  );
  return found.size === 0 ? [...DEFAULT_NETWORKS] : [...found].sort();
}

/** The names of brands by id, in the given order, skipping those no longer known. */
export function brandNames(brands: readonly Brand[], ids: readonly string[]): string[] {
  const byId = new Map(brands.map((brand) => [brand.id, brand.name]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * The saved period closest to a selection's days: 7, 30 or 90 days.
 *
 * @example
 * periodOf({ since: '2026-11-01', until: '2026-11-30', … }) // 'last30Days'
 */
export function periodOf(selection: {
  readonly since: string;
  readonly until: string;
}): BenchmarkPeriod {
  const days = (Date.parse(selection.until) - Date.parse(selection.since)) / 86_400_000 + 1;
  if (!(days > 0)) return 'last30Days';
  const options: Array<[BenchmarkPeriod, number]> = [
    ['last7Days', 7],
    ['last30Days', 30],
    ['last90Days', 90],
  ];
  return options.reduce((best, option) =>
    Math.abs(option[1] - days) < Math.abs(best[1] - days) ? option : best,
  )[0];
}
