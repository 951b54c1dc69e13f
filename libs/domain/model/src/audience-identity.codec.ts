import * as t from 'io-ts';
import { Id, nullable, struct, Uuid } from './codec.utils.js';
import { Note } from './collaboration.codec.js';
import { SavedItem } from './engage-item.codec.js';
import { Network } from './network.codec.js';

/** `GET /api/engage/audience/identities?itemId=`: the person who wrote this item. */
export const IdentityQuery = t.type({ itemId: Uuid }, 'IdentityQuery');
export type IdentityQuery = t.TypeOf<typeof IdentityQuery>;

/**
 * What the network tells of a person (the engage identity card): their name, how they are
 * reached (`@handle`, or the phone number on WhatsApp), their picture and their page.
 */
export const IdentityProfile = struct(
  'IdentityProfile',
  { network: Network, name: t.string },
  { senderId: t.string, address: t.string, thumb: t.string, profileUrl: t.string },
);
export type IdentityProfile = t.TypeOf<typeof IdentityProfile>;

/**
 * The engage identity card of an item's sender (engage §2, §7 "GET audience identities",
 * docs/decisions/0058): the profile (null when the network does not identify the person), the
 * items they wrote on the channels the caller sees — on every network, newest first — and the
 * notes of those items' threads.
 */
export const AudienceIdentity = struct(
  'AudienceIdentity',
  {
    itemId: Id,
    profile: nullable(IdentityProfile),
    items: t.array(SavedItem),
    /** More of their items exist than `items` holds. */
    moreItems: t.boolean,
    notes: t.array(Note),
  },
  {
    /** Their person in Audience, when one exists and the caller has Audience (decision 0096). */
    personId: Uuid,
  },
);
export type AudienceIdentity = t.TypeOf<typeof AudienceIdentity>;
