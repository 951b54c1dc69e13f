import type { MessageDescriptor } from '@lingui/core';
import { audienceMessages as m, dateLocale } from '@smm/i18n';
import type { AudienceFilter, AudienceSentiment, Locale } from '@smm/model';

/** The text of each sentiment (null: not rated). */
export function sentimentText(sentiment: AudienceSentiment | null): MessageDescriptor {
  switch (sentiment) {
    case 'positive':
      return m.sentimentPositive;
    case 'neutral':
      return m.sentimentNeutral;
    case 'negative':
      return m.sentimentNegative;
    default:
      return m.sentimentUnknown;
  }
}

/** A date (and time) in the person's language and time zone; `never` when unknown. */
export function formatSeen(
  iso: string | null,
  locale: Locale,
  timeZone: string,
  withTime = false,
): string | null {
  if (iso === null) return null;
  return new Intl.DateTimeFormat(dateLocale(locale), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(new Date(iso));
}

/** The "seen" choices of the filter, in days (empty: any time). */
export const SEEN_CHOICES = ['', '7', '30', '90'] as const;
export type SeenChoice = (typeof SEEN_CHOICES)[number];

/** What the filter bar holds: single choices, as people pick them. */
export interface FilterChoices {
  readonly search: string;
  readonly network: string;
  readonly sentiment: '' | AudienceSentiment;
  readonly labelId: string;
  readonly seen: SeenChoice;
}

export const NO_CHOICES: FilterChoices = {
  search: '',
  network: '',
  sentiment: '',
  labelId: '',
  seen: '',
};

/**
 * The filter the choices make; `seen` becomes a time `days` before `now` (at the start of that
 * minute, so the same choice asks the same query for a while).
 *
 * @example
 * filterOf({ ...NO_CHOICES, sentiment: 'negative' }, new Date()) // { sentiments: ['negative'] }
 */
export function filterOf(choices: FilterChoices, now: Date): AudienceFilter {
  const minute = Math.floor(now.getTime() / 60_000) * 60_000;
  return {
    ...(choices.search.trim() !== '' ? { search: choices.search.trim() } : {}),
    ...(choices.network !== '' ? { networks: [choices.network] } : {}),
    ...(choices.sentiment !== '' ? { sentiments: [choices.sentiment] } : {}),
    ...(choices.labelId !== '' ? { labelIds: [choices.labelId] } : {}),
    ...(choices.seen !== ''
      ? { seenSince: new Date(minute - Number(choices.seen) * 86_400_000).toISOString() }
      : {}),
  };
}

/**
 * The choices a saved filter shows (its first value of each list; `seenSince` as the nearest
 * choice at or beyond it).
 */
export function choicesOf(filter: AudienceFilter, now: Date): FilterChoices {
  let seen: SeenChoice = '';
  if (filter.seenSince) {
    const days = (now.getTime() - Date.parse(filter.seenSince)) / 86_400_000;
    seen = days <= 7.01 ? '7' : days <= 30.01 ? '30' : '90';
  }
  return {
    search: filter.search ?? '',
    network: filter.networks?.[0] ?? '',
    sentiment: filter.sentiments?.[0] ?? '',
    labelId: filter.labelIds?.[0] ?? '',
    seen,
  };
}

/** Whether any filter is chosen. */
export const hasChoices = (choices: FilterChoices) =>
  Object.values(choices).some((value) => value !== '');
