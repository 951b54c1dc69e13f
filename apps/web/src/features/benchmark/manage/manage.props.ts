import type { ApiClient } from '@smm/api-client';
import type { Brand, User } from '@smm/model';
import type { BenchmarkSelection } from '../benchmark.selection.js';

/** What the benchmark area gives its manage section (`#/benchmark/manage/scheduled#…`). */
export interface ManageSectionProps {
  /** The menu's entry: scheduled reports, saved queries or outliers. */
  readonly fragment: 'reports' | 'queries' | 'outliers';
  readonly selection: BenchmarkSelection;
  /** The brands the person sees (for the team chosen). */
  readonly brands: readonly Brand[];
  readonly api: ApiClient;
  readonly me: User;
  /** Opens brand insights with a saved query's brands, networks and days. */
  readonly onApply: (selection: BenchmarkSelection) => void;
}
