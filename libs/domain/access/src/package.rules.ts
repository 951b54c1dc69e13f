import type { FeaturePackage } from '@smm/model';

/**
 * The access flags a feature package switches off: the products and product options of the
 * suite (platform §1, §2). Package detection compares these with a user's access flags.
 */
export const FEATURES = [
  'engage',
  'publish',
  'measure',
  'benchmark',
  'listen',
  'ads',
  'audience',
  'promote',
  'integrations',
  'adAccounts',
] as const;

/** An access flag a package can switch off. */
export type Feature = (typeof FEATURES)[number];

/**
 * The areas of the shell that follow from a package without being access flags of their own:
 * the landing area and the settings areas (platform §2).
 */
export const AREAS = [
  'home',
  'settings.channels',
  'settings.channelGroups',
  'settings.labelManagement',
  'settings.campaignTracking',
  'settings.trackingTemplates',
  'settings.auditLog',
  'settings.publicChannels',
  'settings.brands',
] as const;

/** A part of the product a route, button or widget belongs to. */
export type Area = Feature | (typeof AREAS)[number];

/** A feature package: the access flags it switches off, the areas it hides, where it lands. */
export interface PackageDefinition {
  readonly name: FeaturePackage;
  readonly disabledFeatures: readonly Feature[];
  /** Areas hidden beyond those of the disabled features. */
  readonly hiddenAreas: readonly Area[];
  /** Where users of the package land, and where routes the package hides redirect. */
  readonly home: string;
}

const ESSENTIALS_OFF: readonly Feature[] = [
  'listen',
  'ads',
  'audience',
  'promote',
  'integrations',
  'adAccounts',
];
/** Settings about channels and content, hidden in packages without those products. */
const CHANNEL_SETTINGS: readonly Area[] = [
  'settings.channels',
  'settings.channelGroups',
  'settings.labelManagement',
  'settings.campaignTracking',
  'settings.trackingTemplates',
  'settings.auditLog',
];
const allBut = (...kept: Feature[]): readonly Feature[] =>
  FEATURES.filter((feature) => !kept.includes(feature));

/**
 * The feature packages in the spec's order, which breaks ties in {@link detectPackage}. The
 * table is in README.md.
 */
export const packageDefinitions: readonly PackageDefinition[] = [
  {
    name: 'essentials',
    disabledFeatures: [...ESSENTIALS_OFF, 'benchmark'],
    hiddenAreas: [],
    home: '/home',
  },
  {
    name: 'essentialsWithBenchmark',
    disabledFeatures: ESSENTIALS_OFF,
    hiddenAreas: [],
    home: '/home',
  },
  { name: 'suite', disabledFeatures: ['benchmark'], hiddenAreas: [], home: '/home' },
  { name: 'suiteWithBenchmark', disabledFeatures: [], hiddenAreas: [], home: '/home' },
  { name: 'nolisten', disabledFeatures: ['listen', 'benchmark'], hiddenAreas: [], home: '/home' },
  {
    name: 'noListenNoAudience',
    disabledFeatures: ['listen', 'audience', 'benchmark'],
    hiddenAreas: [],
    home: '/home',
  },
  {
    name: 'suiteWithBenchmarkNoListen',
    disabledFeatures: ['listen'],
    hiddenAreas: [],
    home: '/home',
  },
  {
    name: 'listenOnly',
    disabledFeatures: allBut('listen'),
    hiddenAreas: ['home', ...CHANNEL_SETTINGS],
    home: '/listen',
  },
  {
    name: 'measureOnly',
    disabledFeatures: allBut('measure'),
    hiddenAreas: ['home'],
    home: '/measure/dashboards/home',
  },
  {
    name: 'benchmarkOnly',
    disabledFeatures: allBut('benchmark'),
    hiddenAreas: ['home', ...CHANNEL_SETTINGS],
    home: '/benchmark',
  },
];

/** The package used when no access flags say otherwise (platform §1). */
export const DEFAULT_PACKAGE: FeaturePackage = 'suite';

/** What a package detection answers when the access could not be fetched (platform §1). */
export const CUSTOM_PACKAGE = 'CUSTOM';

/** A detected package: a named one, or CUSTOM (no products) when the access could not be fetched. */
export type PackageName = FeaturePackage | typeof CUSTOM_PACKAGE;

const CUSTOM_DEFINITION = {
  disabledFeatures: FEATURES,
  hiddenAreas: AREAS.filter((area) => area !== 'home'),
  home: '/home',
} as const;

const byName = new Map<string, Omit<PackageDefinition, 'name'>>(
  packageDefinitions.map((definition) => [definition.name, definition]),
);

/** Where a package lands, and where the routes it hides redirect. */
export function packageHome(name: PackageName): string {
  return (byName.get(name) ?? CUSTOM_DEFINITION).home;
}

/**
 * Whether a package has a part of the product. The benchmark settings (brands, public channels)
 * go with benchmark; CUSTOM has no products at all (only the shell and the basic settings).
 *
 * @example
 * hasArea('essentials', 'listen')           // false
 * hasArea('suite', 'settings.brands')        // false: suite has no benchmark
 * hasArea('listenOnly', 'settings.channels') // false
 */
export function hasArea(name: PackageName, area: Area): boolean {
  const definition = byName.get(name) ?? CUSTOM_DEFINITION;
  if (area === 'settings.brands' || area === 'settings.publicChannels') {
    if (definition.disabledFeatures.includes('benchmark')) return false;
  }
  return (
    !(definition.disabledFeatures as readonly string[]).includes(area) &&
    !definition.hiddenAreas.includes(area)
  );
}

/**
 * Whether a package has the notification centre (platform §2: /notifications only with the
 * centre): every named package does, since each has people who are mentioned, assigned, shown
 * feeds or told of their channels (docs/decisions/0049); CUSTOM, whose access could not be
 * fetched, has none of the products it would tell of.
 *
 * @example
 * hasNotificationCentre('listenOnly') // true
 * hasNotificationCentre('CUSTOM')     // false
 */
export function hasNotificationCentre(name: PackageName): boolean {
  return byName.has(name);
}

/**
 * The effective feature package of a user (platform §1): the package whose disabled features
 * differ least from the user's disabled access flags (the size of the symmetric difference); a
 * tie goes to the earlier package; no flags give `suite`; access that could not be fetched
 * gives `CUSTOM`.
 *
 * @example
 * detectPackage({ features: { listen: false, benchmark: true } }) // 'suiteWithBenchmarkNoListen'
 * detectPackage({ features: {} })                                  // 'suite'
 * detectPackage(undefined)                                         // 'CUSTOM'
 */
export function detectPackage(
  access: { readonly features: Readonly<Record<string, boolean>> } | undefined,
): PackageName {
  if (access === undefined) return CUSTOM_PACKAGE;
  const entries = Object.entries(access.features);
  if (entries.length === 0) return DEFAULT_PACKAGE;
  const disabled = new Set(entries.filter(([, on]) => !on).map(([feature]) => feature));
  let best: FeaturePackage = DEFAULT_PACKAGE;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const definition of packageDefinitions) {
    const own = new Set<string>(definition.disabledFeatures);
    let distance = 0;
    for (const feature of own) if (!disabled.has(feature)) distance++;
    for (const feature of disabled) if (!own.has(feature)) distance++;
    if (distance < bestDistance) {
      best = definition.name;
      bestDistance = distance;
    }
  }
  return best;
}
