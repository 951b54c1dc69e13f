import * as t from 'io-ts';
import {
  Count,
  DateString,
  Ids,
  integerParam,
  nullable,
  oneOf,
  struct,
  Uuid,
  Uuids,
} from './codec.utils.js';
import { SavedItem } from './engage-item.codec.js';
import { AudienceRole } from './platform-enums.codec.js';
import { listParam } from './publish.codec.js';
import { nonEmptyText, text } from './text.codec.js';

/** How a person of the audience feels, by their latest rated messages (docs/decisions/0095). */
export const AudienceSentiment = oneOf(['positive', 'neutral', 'negative']);
export type AudienceSentiment = t.TypeOf<typeof AudienceSentiment>;

/** Where a person came from: engage senders, or an imported file. */
export const AudienceSource = oneOf(['engage', 'import']);
export type AudienceSource = t.TypeOf<typeof AudienceSource>;

/** A network in the audience: a sandbox network's id (`facebook`, `instagram`, …). */
export const AudienceNetwork = nonEmptyText('token', 'network');

/** One account of a person on one network (an engage sender, or a handle imported). */
export const AudiencePersonIdentity = t.type(
  {
    id: Uuid,
    network: AudienceNetwork,
    /** `@handle`, or the number on WhatsApp; null when the network gives none. */
    handle: nullable(t.string),
    name: nullable(t.string),
    firstSeenAt: nullable(DateString),
    lastSeenAt: nullable(DateString),
  },
  'AudiencePersonIdentity',
);
export type AudiencePersonIdentity = t.TypeOf<typeof AudiencePersonIdentity>;

/**
 * A person of the audience (platform §3): their name, their accounts on each network, e-mail
 * and phone when given, first and last seen, how many conversations they had with the
 * organisation, their sentiment and labels.
 */
export const AudiencePerson = t.type(
  {
    id: Uuid,
    name: t.string,
    email: nullable(t.string),
    phone: nullable(t.string),
    firstSeenAt: nullable(DateString),
    lastSeenAt: nullable(DateString),
    conversations: Count,
    sentiment: nullable(AudienceSentiment),
    labelIds: Uuids,
    source: AudienceSource,
    identities: t.array(AudiencePersonIdentity),
  },
  'AudiencePerson',
);
export type AudiencePerson = t.TypeOf<typeof AudiencePerson>;

/** A person with what their card shows besides: their latest inbox entries. */
export const AudiencePersonDetail = t.type(
  { person: AudiencePerson, recentItems: t.array(SavedItem) },
  'AudiencePersonDetail',
);
export type AudiencePersonDetail = t.TypeOf<typeof AudiencePersonDetail>;

/** At most this many values of one filter (networks, sentiments, labels). */
export const AUDIENCE_FILTER_VALUES = 20;

/**
 * Which people an audience holds, or the people list shows: all of them match (a person
 * matches a list when they match one of its values). Absent parts do not filter.
 */
export const AudienceFilter = struct(
  'AudienceFilter',
  {},
  {
    /** Words in their name, handle, e-mail or phone. */
    search: text('keyword'),
    networks: t.refinement(
      t.array(AudienceNetwork),
      (a) => a.length <= AUDIENCE_FILTER_VALUES,
      `at most ${AUDIENCE_FILTER_VALUES} networks`,
    ),
    sentiments: t.array(AudienceSentiment),
    labelIds: t.refinement(
      Uuids,
      (a) => a.length <= AUDIENCE_FILTER_VALUES,
      `at most ${AUDIENCE_FILTER_VALUES} labels`,
    ),
    /** Seen (wrote) at or after this time. */
    seenSince: DateString,
  },
);
export type AudienceFilter = t.TypeOf<typeof AudienceFilter>;

/** The most people one page of the list holds. */
export const AUDIENCE_PAGE = 100;

/** The people list's query: the filter, as query parameters, and the keyset cursor. */
export const AudiencePeopleQuery = struct(
  'AudiencePeopleQuery',
  {},
  {
    search: text('keyword'),
    network: listParam(AudienceNetwork, AUDIENCE_FILTER_VALUES, 'networks'),
    sentiment: listParam(AudienceSentiment, 3, 'sentiments'),
    label: listParam(Uuid, AUDIENCE_FILTER_VALUES, 'label ids'),
    seenSince: DateString,
    /** Only the people of this saved audience (its filter, with the other parameters on top). */
    audienceId: Uuid,
    cursor: text(200, 'cursor'),
    limit: integerParam(1, AUDIENCE_PAGE),
  },
);
export type AudiencePeopleQuery = t.TypeOf<typeof AudiencePeopleQuery>;

/** One page of people, most recently seen first; `next` continues the list. */
export const AudiencePeoplePage = t.type(
  { people: t.array(AudiencePerson), total: Count, next: nullable(t.string) },
  'AudiencePeoplePage',
);
export type AudiencePeoplePage = t.TypeOf<typeof AudiencePeoplePage>;

/** An e-mail address as people type it: something@something, at most 254 characters. */
export const AudienceEmail = t.refinement(
  text('email'),
  (s) => /^[^\s@]+@[^\s@]+$/.test(s),
  'e-mail address',
);
/** A phone number: digits with +, spaces, dashes, dots and brackets, at most 32 characters. */
export const AudiencePhone = t.refinement(
  text(32),
  (s) => /^\+?[0-9 ().-]{3,31}$/.test(s) && /\d{3}/.test(s.replace(/\D/g, '')),
  'phone number',
);

/** What may be edited of a person: contact details and labels; absent fields stay, null clears. */
export const AudiencePersonUpdate = struct(
  'AudiencePersonUpdate',
  {},
  {
    name: nonEmptyText('name'),
    email: nullable(AudienceEmail),
    phone: nullable(AudiencePhone),
    labelIds: t.refinement(Uuids, (a) => a.length <= 50, 'at most 50 labels'),
  },
);
export type AudiencePersonUpdate = t.TypeOf<typeof AudiencePersonUpdate>;

/** A saved audience (platform §3): a name and a filter over people, maybe pinned. */
export const Audience = t.type(
  {
    id: Uuid,
    name: t.string,
    filter: AudienceFilter,
    pinned: t.boolean,
    /** How many people it holds now. */
    people: Count,
    createdBy: nullable(Uuid),
    createdAt: DateString,
    updatedAt: DateString,
  },
  'Audience',
);
export type Audience = t.TypeOf<typeof Audience>;

/** Saving an audience: its name, filter and whether it is pinned. */
export const AudienceInput = struct(
  'AudienceInput',
  { name: nonEmptyText('name'), filter: AudienceFilter },
  { pinned: t.boolean },
);
export type AudienceInput = t.TypeOf<typeof AudienceInput>;

/** Pinning or unpinning an audience. */
export const AudiencePin = t.type({ pinned: t.boolean }, 'AudiencePin');
export type AudiencePin = t.TypeOf<typeof AudiencePin>;

/** The overview's figures: counts, new people this week, by network, by sentiment. */
export const AudienceOverview = t.type(
  {
    people: Count,
    identities: Count,
    /** People first seen in the last 7 days. */
    newThisWeek: Count,
    withEmail: Count,
    byNetwork: t.array(t.type({ network: AudienceNetwork, people: Count })),
    bySentiment: t.array(t.type({ sentiment: nullable(AudienceSentiment), people: Count })),
    /** New people per day over the last 14 days (`YYYY-MM-DD`, oldest first). */
    newByDay: t.array(t.type({ day: t.string, people: Count })),
    pinned: t.array(Audience),
    /** When the aggregation last ran; null before its first run. */
    aggregatedAt: nullable(DateString),
  },
  'AudienceOverview',
);
export type AudienceOverview = t.TypeOf<typeof AudienceOverview>;

/** The audience module's state (platform §3); defaults: nomineesToGet 25 (platform §9). */
export const AudienceState = t.type(
  {
    filters: t.UnknownRecord,
    people: t.array(AudiencePerson),
    pinnedAudiences: Ids,
    mergeNominees: t.array(AudiencePerson),
    identity: nullable(AudiencePerson),
  },
  'AudienceState',
);
export type AudienceState = t.TypeOf<typeof AudienceState>;

/** Setting a user's audience role: ADMIN, AUDIENCE_USER, or null for none. */
export const AudienceRoleUpdate = t.type({ role: nullable(AudienceRole) }, 'AudienceRoleUpdate');
export type AudienceRoleUpdate = t.TypeOf<typeof AudienceRoleUpdate>;
