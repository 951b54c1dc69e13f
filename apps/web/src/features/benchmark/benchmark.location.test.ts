import fc from 'fast-check';
import type { Brand, Day, Network } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { benchmarkHref, readBenchmarkLocation, selectionOf } from './benchmark.location.js';

const brand = (id: string, networks: Network[]): Brand => ({
  id,
  name: id,
  organisationId: 'org',
  ownBrand: false,
  publicChannelIdNetworkList: networks.map((network) => ({
    network,
    publicChannelId: `${network}-${id}`,
    handleName: id,
  })),
});
const bean = brand('bean', ['facebook', 'instagram', 'youtube', 'twitter']);
const leaf = brand('leaf', ['facebook', 'youtube']);
const tube = brand('tube', ['youtube']);
const NOW = new Date('2026-11-26T10:00:00Z');

describe('readBenchmarkLocation', () => {
  it.each([
    ['/benchmark', 'brand-insights', ''],
    ['/benchmark/brand-insights#fans', 'brand-insights', 'fans'],
    ['/benchmark/content-analysis#reach', 'content-analysis', 'reach'],
    ['/benchmark/content-analysis?brands=a#outliers', 'content-analysis', 'outliers'],
    ['/benchmark/manage/scheduled#queries', 'manage/scheduled', 'queries'],
    ['/#/benchmark/manage/scheduled#reports', 'manage/scheduled', 'reports'],
    ['/benchmark/other#overview', 'brand-insights', 'overview'],
  ] as const)('%s is %s, fragment %j (engage §2)', (location, page, fragment) => {
    expect(readBenchmarkLocation(location)).toMatchObject({ page, fragment });
  });

  it('reads the selection of the query and drops what is not well formed', () => {
    expect(
      readBenchmarkLocation(
        '/benchmark/brand-insights?brands=a,b&networks=facebook,myspace&since=2026-11-01&until=2026-13-01&team=t1#overview',
      ),
    ).toEqual({
      page: 'brand-insights',
      fragment: 'overview',
      brandIds: ['a', 'b'],
      networks: ['facebook'],
      since: '2026-11-01',
      teamId: 't1',
    });
  });
});

describe('selectionOf', () => {
  it('defaults to every brand seen, their networks but YouTube, the last 30 days', () => {
    expect(selectionOf({ page: 'brand-insights', fragment: '' }, [bean, leaf], NOW)).toEqual({
      brandIds: ['bean', 'leaf'],
      networks: ['facebook', 'instagram', 'twitter'],
      since: '2026-10-27',
      until: '2026-11-25',
    });
  });

  it('keeps YouTube when it is all the brands have, or when the location names it', () => {
    expect(selectionOf({ page: 'brand-insights', fragment: '' }, [tube], NOW).networks).toEqual([
      'youtube',
    ]);
    expect(
      selectionOf(
        { page: 'brand-insights', fragment: '', networks: ['youtube', 'facebook'] },
        [bean],
        NOW,
      ).networks,
    ).toEqual(['youtube', 'facebook']);
  });

  it('names only brands the person sees, and networks of the chosen brands', () => {
    const selection = selectionOf(
      { page: 'brand-insights', fragment: '', brandIds: ['leaf', 'gone'], networks: ['twitter'] },
      [bean, leaf],
      NOW,
      'team-1',
    );
    // X is not a network of Leaf & Co: the default networks instead.
    expect(selection).toMatchObject({
      brandIds: ['leaf'],
      networks: ['facebook'],
      teamId: 'team-1',
    });
  });

  it('swaps an end before the start', () => {
    expect(
      selectionOf(
        { page: 'brand-insights', fragment: '', since: '2026-11-10', until: '2026-11-01' },
        [bean],
        NOW,
      ),
    ).toMatchObject({ since: '2026-11-01', until: '2026-11-10' });
  });

  it('a selection survives its href: what is written is read again', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10) as Day);
    fc.assert(
      fc.property(
        fc.subarray(['bean', 'leaf', 'tube'], { minLength: 1 }),
        fc.subarray(['facebook', 'instagram', 'youtube', 'twitter'] as Network[], { minLength: 1 }),
        day,
        day,
        (brandIds, networks, a, b) => {
          const [since, until] = a <= b ? [a, b] : [b, a];
          const brands = [bean, leaf, tube];
          const first = selectionOf(
            { page: 'brand-insights', fragment: '', brandIds, networks, since, until },
            brands,
            NOW,
          );
          const href = benchmarkHref('content-analysis', 'reach', first);
          const again = selectionOf(readBenchmarkLocation(href.slice(1)), brands, NOW);
          expect(again).toEqual(first);
        },
      ),
    );
  });
});

describe('benchmarkHref', () => {
  it('writes the selection into the query and the entry after it', () => {
    expect(
      benchmarkHref('content-analysis', 'reach', {
        brandIds: ['a', 'b'],
        networks: ['facebook'],
        since: '2026-11-01' as Day,
        until: '2026-11-25' as Day,
      }),
    ).toBe(
      '#/benchmark/content-analysis?brands=a,b&networks=facebook&since=2026-11-01&until=2026-11-25#reach',
    );
    expect(benchmarkHref('brand-insights', 'overview')).toBe('#/benchmark/brand-insights#overview');
  });
});
