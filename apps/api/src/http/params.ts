import * as t from 'io-ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID, the form of user, team and organisation ids. */
export const Uuid = t.refinement(t.string, (s) => UUID.test(s), 'UUID');

/** `{id}`: a UUID path parameter. */
export const IdParam = t.type({ id: Uuid }, 'IdParam');

/** `{id}` and `{userId}`: two UUID path parameters. */
export const IdAndUserIdParams = t.type({ id: Uuid, userId: Uuid }, 'IdAndUserIdParams');

/** A channel id: the network, a dash and the network's own id (`facebook-1234`). */
export const ChannelId = t.refinement(
  t.string,
  (s) => /^[a-zA-Z]+-[\w.:-]{1,200}$/.test(s),
  'channel id',
);
