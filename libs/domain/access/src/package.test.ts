import fc from 'fast-check';
import { FeaturePackage } from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  detectPackage,
  FEATURES,
  type Feature,
  AREAS,
  hasArea,
  hasNotificationCentre,
  packageDefinitions,
} from './index.js';

/** The access flags of a user whose disabled features are exactly `disabled`. */
const flagsFor = (disabled: readonly Feature[]) => ({
  features: Object.fromEntries(FEATURES.map((feature) => [feature, !disabled.includes(feature)])),
});

describe('packageDefinitions (platform §1, §2)', () => {
  it('lists every package in the spec order', () => {
    expect(packageDefinitions.map((definition) => definition.name)).toEqual(FeaturePackage.values);
  });

  it.each([
    ['listenOnly', ['publish', 'benchmark', 'audience', 'engage', 'measure', 'ads'], ['listen']],
    [
      'essentials',
      ['listen', 'ads', 'audience', 'benchmark', 'promote', 'integrations', 'adAccounts'],
      ['engage', 'publish', 'measure'],
    ],
    ['essentialsWithBenchmark', ['listen', 'ads', 'audience'], ['benchmark', 'engage']],
    ['suite', ['benchmark'], ['listen', 'ads', 'audience', 'engage', 'publish', 'measure']],
    ['suiteWithBenchmark', [], ['benchmark', 'listen', 'audience']],
    ['nolisten', ['listen'], ['audience', 'engage']],
    ['noListenNoAudience', ['listen', 'audience'], ['engage', 'ads']],
    ['suiteWithBenchmarkNoListen', ['listen'], ['benchmark', 'audience']],
    ['measureOnly', ['engage', 'publish', 'listen', 'benchmark', 'audience', 'ads'], ['measure']],
    ['benchmarkOnly', ['engage', 'publish', 'listen', 'measure', 'audience', 'ads'], ['benchmark']],
  ] as const)('%s hides %j and keeps %j', (name, hidden, kept) => {
    for (const feature of hidden) expect(hasArea(name, feature), feature).toBe(false);
    for (const feature of kept) expect(hasArea(name, feature), feature).toBe(true);
  });

  it('hides most settings in listenOnly', () => {
    const settings = AREAS.filter((area) => area.startsWith('settings.'));
    expect(settings.filter((area) => hasArea('listenOnly', area))).toEqual([]);
  });

  it('keeps the benchmark settings with benchmark', () => {
    expect(hasArea('suite', 'settings.brands')).toBe(false);
    expect(hasArea('suiteWithBenchmark', 'settings.brands')).toBe(true);
    expect(hasArea('benchmarkOnly', 'settings.publicChannels')).toBe(true);
    expect(hasArea('benchmarkOnly', 'settings.channels')).toBe(false);
  });

  it('gives CUSTOM no products', () => {
    for (const feature of FEATURES) expect(hasArea('CUSTOM', feature)).toBe(false);
  });
});

describe('detectPackage (platform §1)', () => {
  it('answers CUSTOM when the access could not be fetched', () => {
    expect(detectPackage(undefined)).toBe('CUSTOM');
  });

  it('answers suite without flags', () => {
    expect(detectPackage({ features: {} })).toBe('suite');
  });

  it.each([
    [
      'only listen',
      {
        listen: true,
        publish: false,
        engage: false,
        measure: false,
        benchmark: false,
        audience: false,
        ads: false,
      },
      'listenOnly',
    ],
    ['no listen, with benchmark', { listen: false, benchmark: true }, 'suiteWithBenchmarkNoListen'],
    [
      'essentials flags',
      {
        listen: false,
        ads: false,
        audience: false,
        benchmark: false,
        promote: false,
        integrations: false,
        adAccounts: false,
      },
      'essentials',
    ],
    ['everything on', { listen: true, benchmark: true, engage: true }, 'suiteWithBenchmark'],
    ['flags nobody knows', { teleport: false }, 'suiteWithBenchmark'],
  ])('%s → %s', (_what, features, expected) => {
    expect(detectPackage({ features })).toBe(expected);
  });

  it.each([
    // suite ({benchmark}) and noListenNoAudience ({listen, audience, benchmark}) are both 1 away.
    [{ benchmark: false, audience: false }, 'suite'],
    // noListenNoAudience and suiteWithBenchmarkNoListen ({listen}) are both 1 away.
    [{ listen: false, audience: false }, 'noListenNoAudience'],
  ])('breaks the tie of %j in favour of the earlier package: %s', (features, expected) => {
    expect(detectPackage({ features })).toBe(expected);
  });

  it('returns a package’s own name for its exact disabled set, unless an earlier package has the same set', () => {
    fc.assert(
      fc.property(fc.constantFrom(...packageDefinitions), (definition) => {
        const detected = detectPackage(flagsFor(definition.disabledFeatures));
        const sameSet = (a: readonly string[], b: readonly string[]) =>
          a.length === b.length && a.every((x) => b.includes(x));
        const earliest = packageDefinitions.find((other) =>
          sameSet(other.disabledFeatures, definition.disabledFeatures),
        );
        expect(detected).toBe(earliest?.name);
      }),
    );
  });

  it('is deterministic', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...FEATURES, 'other'), fc.boolean()),
        (features) => {
          expect(detectPackage({ features })).toBe(detectPackage({ features: { ...features } }));
        },
      ),
    );
  });

  it('always answers a known package for fetched access', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.boolean()), (features) => {
        expect(FeaturePackage.values).toContain(detectPackage({ features }));
      }),
    );
  });
});

describe('hasNotificationCentre (platform §2)', () => {
  it.each(FeaturePackage.values.map((name) => [name]))('%s has the centre', (name) => {
    expect(hasNotificationCentre(name)).toBe(true);
  });

  it('CUSTOM (access unknown) has none', () => {
    expect(hasNotificationCentre('CUSTOM')).toBe(false);
  });
});
