import { ChannelId, Uuid } from '@smm/model';
import * as t from 'io-ts';

export { ChannelId, Uuid };

/** `{id}`: a UUID path parameter. */
export const IdParam = t.type({ id: Uuid }, 'IdParam');

/** `{id}` and `{userId}`: two UUID path parameters. */
export const IdAndUserIdParams = t.type({ id: Uuid, userId: Uuid }, 'IdAndUserIdParams');

/** `{id}` and `{commentId}`: an item and one of its comments. */
export const CommentParams = t.type({ id: Uuid, commentId: Uuid }, 'CommentParams');
