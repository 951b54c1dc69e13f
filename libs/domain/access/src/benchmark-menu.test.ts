import { describe, expect, it } from 'vitest';
import {
  benchmarkMenu,
  type BenchmarkMenuContext,
  chooseBenchmarkItem,
  chooseBenchmarkTeam,
  LEGACY_BENCHMARK_HREF,
} from './index.js';

const teams = [
  { id: 'care', name: 'Care' },
  { id: 'sales', name: 'Sales' },
];
const base: BenchmarkMenuContext = {
  selectedNetworks: ['facebook'],
  user: { id: 'u', isAdmin: false },
  teams,
  flags: {},
  url: '/#/benchmark/brand-insights#overview',
};
const fragments = (context: Partial<BenchmarkMenuContext>, section: number) =>
  benchmarkMenu({ ...base, ...context }).sections[section]?.items.map((item) => item.fragment);

describe('benchmark menu (engage §2)', () => {
  it('has the three sections with their fragments', () => {
    const menu = benchmarkMenu(base);
    expect(menu.sections.map((s) => s.route)).toEqual([
      'benchmark/brand-insights',
      'benchmark/content-analysis',
      'benchmark/manage/scheduled',
    ]);
    expect(fragments({}, 0)).toEqual(['overview', 'fans', 'reach', 'impressions', 'engagement']);
    expect(fragments({}, 1)).toEqual([
      'content-feed',
      'analysis-summary',
      'publishing-activity',
      'reach',
      'impressions',
      'sentiment',
      'engagement',
    ]);
    expect(fragments({}, 2)).toEqual(['reports', 'queries', 'outliers']);
    expect(menu.sections[1]?.items[0]?.href).toBe('/#/benchmark/content-analysis#content-feed');
  });

  it.each([
    [['facebook'], true, true],
    [['instagram'], true, false],
    [['facebook', 'youtube'], false, false],
    [['youtube'], false, false],
    [[], true, false],
  ])(
    'networks %j: reach and impressions %s, sentiment %s',
    (selectedNetworks, reach, sentiment) => {
      for (const section of [0, 1]) {
        const list = fragments({ selectedNetworks }, section) ?? [];
        expect(list.includes('reach')).toBe(reach);
        expect(list.includes('impressions')).toBe(reach);
      }
      expect((fragments({ selectedNetworks }, 1) ?? []).includes('sentiment')).toBe(sentiment);
    },
  );

  it.each([
    ['/#/benchmark/manage/scheduled#queries', 2, 'queries'],
    ['/#/benchmark/content-analysis#reach', 1, 'reach'],
    ['/#/benchmark/brand-insights#fans', 0, 'fans'],
    ['/#/benchmark#', 0, undefined],
    ['/#/benchmark/content-analysis#outliers', 1, 'content-feed'],
  ])('url %s: section %i active, entry %s', (url, section, entry) => {
    const menu = benchmarkMenu({ ...base, url });
    expect(menu.sections.map((s) => s.active)).toEqual([0, 1, 2].map((i) => i === section));
    const active = menu.sections.flatMap((s) =>
      s.items.filter((i) => i.active).map((i) => i.fragment),
    );
    expect(active).toEqual(entry === undefined ? [] : [entry]);
  });

  it('does not mark content-feed active for outliers inside the manage area', () => {
    const menu = benchmarkMenu({ ...base, url: '/#/benchmark/manage/scheduled#outliers' });
    expect(menu.sections[1]?.items.find((i) => i.fragment === 'content-feed')?.active).toBe(false);
    expect(menu.sections[2]?.items.find((i) => i.fragment === 'outliers')?.active).toBe(true);
  });

  it('labels scheduled entries Pro and gates them for standard-package users', () => {
    const open = benchmarkMenu(base).sections[2]?.items ?? [];
    expect(open.every((i) => i.pro && !i.gated)).toBe(true);
    const gated =
      benchmarkMenu({ ...base, flags: { '@package_standard': true } }).sections[2]?.items ?? [];
    expect(gated.every((i) => i.pro && i.gated)).toBe(true);
    const others =
      benchmarkMenu({ ...base, flags: { '@package_standard': true } }).sections[0]?.items ?? [];
    expect(others.some((i) => i.pro || i.gated)).toBe(false);
  });

  it('gives non-admins a team selector defaulting to their first team', () => {
    expect(benchmarkMenu(base).teamSelector).toEqual({ options: teams, selectedId: 'care' });
    expect(benchmarkMenu({ ...base, selectedTeamId: 'sales' }).teamSelector?.selectedId).toBe(
      'sales',
    );
    expect(benchmarkMenu({ ...base, teams: [] }).teamSelector).toBeUndefined();
  });

  it('gives admins neither a selector nor a default team', () => {
    expect(
      benchmarkMenu({ ...base, user: { id: 'a', isAdmin: true } }).teamSelector,
    ).toBeUndefined();
  });

  it('shows the legacy link only with benchmarkLegacyAccess', () => {
    expect(benchmarkMenu(base).legacyLink).toBeUndefined();
    expect(benchmarkMenu({ ...base, flags: { benchmarkLegacyAccess: true } }).legacyLink).toEqual({
      href: LEGACY_BENCHMARK_HREF,
      newTab: true,
    });
  });
});

describe('choosing a benchmark entry', () => {
  const items = benchmarkMenu({ ...base, flags: { '@package_standard': true } }).sections;
  const fans = items[0]?.items[1];
  const reports = items[2]?.items[0];

  it('navigates on a plain click', () => {
    expect(fans && chooseBenchmarkItem(fans, { button: 0 })).toEqual({
      type: 'navigate',
      href: '/#/benchmark/brand-insights#fans',
    });
  });

  it('records a feature-gated route for a gated entry', () => {
    expect(reports && chooseBenchmarkItem(reports, { button: 0 })).toEqual({
      type: 'featureGatedRoute',
      route: 'benchmark/manage/scheduled',
      fragment: 'reports',
    });
  });

  it.each([
    [{ button: 1 }],
    [{ button: 0, ctrlKey: true }],
    [{ button: 0, metaKey: true }],
    [{ button: 0, shiftKey: true }],
    [{ button: 0, altKey: true }],
  ])('does nothing for %j', (click) => {
    expect(fans && chooseBenchmarkItem(fans, click)).toBeUndefined();
    expect(reports && chooseBenchmarkItem(reports, click)).toBeUndefined();
  });

  it('emits a team change when a team is chosen', () => {
    expect(chooseBenchmarkTeam('sales')).toEqual({ type: 'teamChange', teamId: 'sales' });
  });
});
