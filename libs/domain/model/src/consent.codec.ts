import * as t from 'io-ts';
import { DateString, nullable } from './codec.utils.js';
import { ConsentCategory } from './platform-enums.codec.js';

/**
 * Every cookie consent category (platform §9), OneTrust's ids, in the spec's order (the banner
 * and the settings list them so): C0001 strictly necessary (always granted, cannot be refused),
 * C0002 performance (the product's analytics events need it), C0003 functional, C0004 targeting,
 * C0005 social media. Decision 0103.
 */
export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ConsentCategory.values;

/** The category that is always granted and cannot be refused: strictly necessary. */
export const NECESSARY_CATEGORY: ConsentCategory = 'C0001';

/** The category the product's analytics events need: performance. */
export const PERFORMANCE_CATEGORY: ConsentCategory = 'C0002';

/** Whether each category is granted: all five, each a boolean. */
export const ConsentCategories = t.type(
  { C0001: t.boolean, C0002: t.boolean, C0003: t.boolean, C0004: t.boolean, C0005: t.boolean },
  'ConsentCategories',
);
export type ConsentCategories = t.TypeOf<typeof ConsentCategories>;

/**
 * A person's choice (`PUT /api/2/users/me/consent`): every category named; C0001 is stored as
 * granted whatever it says.
 */
export const ConsentChoice = t.type({ categories: ConsentCategories }, 'ConsentChoice');
export type ConsentChoice = t.TypeOf<typeof ConsentChoice>;

/** A person's recorded choice: the categories and when they decided. */
export const ConsentRecord = t.type(
  { categories: ConsentCategories, decidedAt: DateString },
  'ConsentRecord',
);
export type ConsentRecord = t.TypeOf<typeof ConsentRecord>;

/** `GET /api/2/users/me/consent`: the person's choice, or null when they have not decided. */
export const MyConsent = t.type({ consent: nullable(ConsentRecord) }, 'MyConsent');
export type MyConsent = t.TypeOf<typeof MyConsent>;
