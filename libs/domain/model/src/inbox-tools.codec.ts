import * as t from 'io-ts';
import { nullable, oneOf } from './codec.utils.js';
import { SentimentFilter } from './engage-enums.codec.js';
import { Network } from './network.codec.js';
import { text } from './text.codec.js';

/** Whose items the "assigned" quick filter keeps: the viewer's, the viewer's teams', nobody's. */
export const QuickAssignment = oneOf(['me', 'team', 'unassigned']);
export type QuickAssignment = t.TypeOf<typeof QuickAssignment>;

/**
 * What the reader narrows the current feed with, above the list (decision 0056): words, a sender
 * or a case number, and quick filters. Every field is optional; each one set narrows further —
 * the server adds them to the feed's own filters, never replacing one of them.
 */
export const QuickFilters = t.partial(
  {
    text: text('keyword'),
    unread: t.boolean,
    assignment: QuickAssignment,
    networks: t.array(Network),
    sentiments: t.array(SentimentFilter),
    withNotes: t.boolean,
    openCase: t.boolean,
    overdue: t.boolean,
  },
  'QuickFilters',
);
export type QuickFilters = t.TypeOf<typeof QuickFilters>;

/** When opening an item marks it read, a personal setting (decision 0057). */
export const MarkReadOnOpen = oneOf(['immediately', 'after2s', 'never']);
export type MarkReadOnOpen = t.TypeOf<typeof MarkReadOnOpen>;

/** The person's own inbox preferences (decision 0057). */
export const InboxPreferences = t.type({ markReadOnOpen: MarkReadOnOpen }, 'InboxPreferences');
export type InboxPreferences = t.TypeOf<typeof InboxPreferences>;

/** The longest response-time target an organisation may set: 30 days, in minutes. */
export const MAX_RESPONSE_TARGET_MINUTES = 30 * 24 * 60;

/** A response-time target in whole minutes, 1 to 30 days' worth. */
export const ResponseTargetMinutes = Object.assign(
  new t.Type<number, number, unknown>(
    'ResponseTargetMinutes',
    (u): u is number =>
      typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= MAX_RESPONSE_TARGET_MINUTES,
    (u, c) =>
      typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= MAX_RESPONSE_TARGET_MINUTES
        ? t.success(u)
        : t.failure(u, c, `a whole number of minutes from 1 to ${MAX_RESPONSE_TARGET_MINUTES}`),
    (n) => n,
  ),
  { schema: { type: 'integer', minimum: 1, maximum: MAX_RESPONSE_TARGET_MINUTES } },
);

/**
 * The organisation's engage settings (decision 0057): how long a customer may wait for an
 * answer before the item is overdue; `null`: no target, nothing is overdue.
 */
export const EngageOrgSettings = t.type(
  { responseTargetMinutes: nullable(ResponseTargetMinutes) },
  'EngageOrgSettings',
);
export type EngageOrgSettings = t.TypeOf<typeof EngageOrgSettings>;
