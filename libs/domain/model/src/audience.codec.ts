import * as t from 'io-ts';
import { Id, Ids, nullable } from './codec.utils.js';

/** A person of the audience module. */
export const AudiencePerson = t.type({ id: Id, name: t.string }, 'AudiencePerson');
export type AudiencePerson = t.TypeOf<typeof AudiencePerson>;

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
