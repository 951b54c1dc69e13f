import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the settings overview's organisation figures (administrators): the package and
 * what it includes, resource caps with usage, and the trial or subscription.
 */
export const overviewMessages = {
  orgHeading: /*i18n*/ {
    id: 'overview.orgHeading',
    message: 'Your organisation',
    comment: "Settings overview: heading of the organisation's figures (administrators).",
  },
  packageLabel: /*i18n*/ {
    id: 'overview.packageLabel',
    message: 'Package',
    comment: 'Settings overview: label of the detected feature package.',
  },
  includes: /*i18n*/ {
    id: 'overview.includes',
    message: 'Includes',
    comment: 'Settings overview: label of the products the package includes.',
  },
  notIncluded: /*i18n*/ {
    id: 'overview.notIncluded',
    message: 'Not included',
    comment: 'Settings overview: label of the products the package lacks.',
  },
  usageHeading: /*i18n*/ {
    id: 'overview.usageHeading',
    message: 'Usage',
    comment: 'Settings overview: heading of the resource caps.',
  },
  capChannels: /*i18n*/ {
    id: 'overview.capChannels',
    message: 'Channels',
    comment: 'Settings overview: the resource cap of connected channels.',
  },
  capUsers: /*i18n*/ {
    id: 'overview.capUsers',
    message: 'Users',
    comment: 'Settings overview: the resource cap of users.',
  },
  capOf: /*i18n*/ {
    id: 'overview.capOf',
    message: '{count} of {cap}',
    comment: "Settings overview: how much of a cap is used, e.g. '12 of 50'.",
  },
  capNone: /*i18n*/ {
    id: 'overview.capNone',
    message: '{count} (no limit)',
    comment: 'Settings overview: usage of a resource the package does not limit.',
  },
  capFull: /*i18n*/ {
    id: 'overview.capFull',
    message: 'Limit reached: remove one before adding another.',
    comment: 'Settings overview: under a cap that is used up.',
  },
  capsFailed: /*i18n*/ {
    id: 'overview.capsFailed',
    message: 'Could not load the usage figures.',
    comment:
      "Settings overview: when the resource caps fail to load, followed by the API's message.",
  },
  retry: /*i18n*/ {
    id: 'overview.retry',
    message: 'Try again',
    comment: 'Settings overview: button after a failed load.',
  },
  subscriptionLabel: /*i18n*/ {
    id: 'overview.subscriptionLabel',
    message: 'Subscription',
    comment: 'Settings overview: label of the trial and expiry.',
  },
  trialEnds: /*i18n*/ {
    id: 'overview.trialEnds',
    message: 'Trial, ends on {date} ({days, plural, one {# day left} other {# days left}})',
    comment: 'Settings overview: a trial organisation with an end date.',
  },
  trialEnded: /*i18n*/ {
    id: 'overview.trialEnded',
    message: 'Trial ended on {date}',
    comment: 'Settings overview: a trial organisation past its end date.',
  },
  trialOpen: /*i18n*/ {
    id: 'overview.trialOpen',
    message: 'Trial, no end date',
    comment: 'Settings overview: a trial without an end date.',
  },
  paidEnds: /*i18n*/ {
    id: 'overview.paidEnds',
    message: 'Ends on {date}',
    comment: 'Settings overview: a subscription with an end date.',
  },
  paidEnded: /*i18n*/ {
    id: 'overview.paidEnded',
    message: 'Ended on {date}',
    comment: 'Settings overview: a subscription past its end date.',
  },
  paidOpen: /*i18n*/ {
    id: 'overview.paidOpen',
    message: 'Active, no end date',
    comment: 'Settings overview: a subscription without an end date.',
  },
  promote: /*i18n*/ {
    id: 'overview.promote',
    message: 'Promote',
    comment: 'Settings overview: the product option to promote posts.',
  },
  integrations: /*i18n*/ {
    id: 'overview.integrations',
    message: 'Integrations',
    comment: 'Settings overview: the integrations product option.',
  },
  adAccounts: /*i18n*/ {
    id: 'overview.adAccounts',
    message: 'Ad accounts',
    comment: 'Settings overview: the ad accounts product option.',
  },
  package_essentials: /*i18n*/ {
    id: 'overview.package_essentials',
    message: 'Essentials',
    comment: 'Settings overview: the name of the feature package essentials.',
  },
  package_essentialsWithBenchmark: /*i18n*/ {
    id: 'overview.package_essentialsWithBenchmark',
    message: 'Essentials with Benchmark',
    comment: 'Settings overview: the name of the feature package essentialsWithBenchmark.',
  },
  package_suite: /*i18n*/ {
    id: 'overview.package_suite',
    message: 'Suite',
    comment: 'Settings overview: the name of the feature package suite.',
  },
  package_suiteWithBenchmark: /*i18n*/ {
    id: 'overview.package_suiteWithBenchmark',
    message: 'Suite with Benchmark',
    comment: 'Settings overview: the name of the feature package suiteWithBenchmark.',
  },
  package_nolisten: /*i18n*/ {
    id: 'overview.package_nolisten',
    message: 'Suite without Listen',
    comment: 'Settings overview: the name of the feature package nolisten.',
  },
  package_noListenNoAudience: /*i18n*/ {
    id: 'overview.package_noListenNoAudience',
    message: 'Suite without Listen and Audience',
    comment: 'Settings overview: the name of the feature package noListenNoAudience.',
  },
  package_suiteWithBenchmarkNoListen: /*i18n*/ {
    id: 'overview.package_suiteWithBenchmarkNoListen',
    message: 'Suite with Benchmark, without Listen',
    comment: 'Settings overview: the name of the feature package suiteWithBenchmarkNoListen.',
  },
  package_listenOnly: /*i18n*/ {
    id: 'overview.package_listenOnly',
    message: 'Listen only',
    comment: 'Settings overview: the name of the feature package listenOnly.',
  },
  package_measureOnly: /*i18n*/ {
    id: 'overview.package_measureOnly',
    message: 'Measure only',
    comment: 'Settings overview: the name of the feature package measureOnly.',
  },
  package_benchmarkOnly: /*i18n*/ {
    id: 'overview.package_benchmarkOnly',
    message: 'Benchmark only',
    comment: 'Settings overview: the name of the feature package benchmarkOnly.',
  },
  package_CUSTOM: /*i18n*/ {
    id: 'overview.package_CUSTOM',
    message: 'Custom (could not be read)',
    comment: 'Settings overview: the name of the feature package CUSTOM.',
  },
} as const satisfies Record<string, MessageDescriptor>;
