import { ChannelId, Uuid } from '@smm/model';
import * as t from 'io-ts';

export { ChannelId, Uuid };

/** `{id}`: a UUID path parameter. */
export const IdParam = t.type({ id: Uuid }, 'IdParam');

/** `{id}` and `{userId}`: two UUID path parameters. */
export const IdAndUserIdParams = t.type({ id: Uuid, userId: Uuid }, 'IdAndUserIdParams');
