import type { Day, Network } from '@smm/model';

/**
 * What the benchmark area shows (decision 0076): some brands on some networks over days, and for
 * a non-administrator the team chosen in the menu's selector. Kept in the location's query
 * (`#/benchmark/brand-insights?brands=a,b&networks=facebook&since=…&until=…#overview`).
 */
export interface BenchmarkSelection {
  readonly brandIds: readonly string[];
  /** Empty: every network of the brands' channels. */
  readonly networks: readonly Network[];
  readonly since: Day;
  readonly until: Day;
  readonly teamId?: string | undefined;
}
