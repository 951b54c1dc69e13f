import * as t from 'io-ts';
import { integerParam, Uuid } from './codec.utils.js';
import { nonEmptyText } from './text.codec.js';

/** The most users one support search answers (docs/decisions/0045). */
export const MAX_SUPPORT_RESULTS = 25;

/**
 * A support search for a user of any organisation: a part of their name or e-mail address (at
 * least two characters), and how many to answer.
 */
export const SupportUserQuery = t.intersection(
  [
    t.type({ q: nonEmptyText(200, 'search') }),
    t.partial({ limit: integerParam(1, MAX_SUPPORT_RESULTS) }),
  ],
  'SupportUserQuery',
);
export type SupportUserQuery = t.TypeOf<typeof SupportUserQuery>;

/** A user as support staff find them: who, of which organisation, and whether an administrator. */
export const SupportUser = t.type(
  {
    id: Uuid,
    name: t.string,
    email: t.string,
    orgId: Uuid,
    orgName: t.string,
    isAdmin: t.boolean,
  },
  'SupportUser',
);
export type SupportUser = t.TypeOf<typeof SupportUser>;

/** The users a support search found, best first, and whether there were more than it answers. */
export const SupportUserResults = t.type(
  { users: t.array(SupportUser), more: t.boolean },
  'SupportUserResults',
);
export type SupportUserResults = t.TypeOf<typeof SupportUserResults>;
