import type { MessageDescriptor } from '@lingui/core';
import { brandsMessages as m } from '@smm/i18n';
import type { BrandOnboardingStatus } from '@smm/model';
import type { BadgeTone, IconName } from '@smm/ui';

/** How an onboarding status shows: its word, its badge's tone and icon. */
export const ONBOARDING_LOOK: Readonly<
  Record<
    BrandOnboardingStatus,
    { readonly text: MessageDescriptor; readonly tone: BadgeTone; readonly icon: IconName }
  >
> = {
  notStarted: { text: m.onboardingNotStarted, tone: 'neutral', icon: 'info' },
  onboarding: { text: m.onboardingRunning, tone: 'info', icon: 'refresh' },
  ready: { text: m.onboardingReady, tone: 'success', icon: 'check' },
};

/** The networks whose public channels the handle search offers (the sandbox's public networks). */
export const PUBLIC_NETWORKS = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedIn',
  'tiktok',
  'threads',
] as const;

/** The link to a brand's insights in Benchmark (docs/decisions/0085). */
export const insightsHref = (brandId: string) =>
  `#/benchmark/brand-insights?brands=${encodeURIComponent(brandId)}#overview`;

/** The path of a brand's page. */
export const brandPath = (brandId: string) =>
  `/settings/brands/list/${encodeURIComponent(brandId)}`;

/** The path of the list of brands. */
export const BRANDS_PATH = '/settings/brands/list';
