import {
  PostApproval,
  PostInput,
  PostRejection,
  PublishChannel,
  PublishItemsPage,
  PublishItemsQuery,
  PublishPost,
  Uuid,
} from '@smm/model';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { publishItems } from './items.query.js';
import { callerChannels, publishChannels } from './publish.channels.js';
import { asPublishPost, visiblePost } from './posts.store.js';
import {
  approvePost,
  createPost,
  deletePost,
  rejectPost,
  retryPost,
  updatePost,
  type Saved,
} from './posts.write.js';
import { postChanged, postDeleted, wakePublisher } from './publish.effects.js';

/** The publishing API's base path (decision 0069). */
export const PUBLISH = '/api/publish';

const TAG = 'publish';

/** A post in a path. */
const PostParams = t.type({ id: Uuid }, 'PostParams');

/** A post as the caller sees it now. */
async function answer(db: Db, caller: Caller, id: string): Promise<PublishPost> {
  const channels = await callerChannels(db, caller);
  return asPublishPost(await visiblePost(db, caller, id, channels), channels, caller);
}

/**
 * Publishing (platform §3, §5, §7; decisions 0068, 0069, 0070), base `/api/publish`: the
 * channels the caller may post on, the posts (with a variant per network and an outcome per
 * channel), their approval, and the items Home and the calendar list. Published by the
 * `publish` job.
 */
export function publishRoutes(jobs: Jobs | null = null): AnyRoute[] {
  const saved = async (db: Db, caller: Caller, result: Saved) => {
    if (result.status === 'scheduled') await wakePublisher(jobs, result.scheduledAt);
    return answer(db, caller, result.id);
  };
  return [
    route({
      method: 'GET',
      path: `${PUBLISH}/channels`,
      tag: TAG,
      summary:
        'The channels the caller may choose for a post (connected, seen by them), with their post permissions and campaign tracking',
      access: 'user',
      response: t.array(PublishChannel),
      handle: ({ db, caller }) => publishChannels(db, caller),
    }),
    route({
      method: 'GET',
      path: `${PUBLISH}/items`,
      tag: TAG,
      summary:
        'Posts on channels the caller sees, by status, visibility, channels and time (since…until on `at`), newest or oldest first, in pages',
      access: 'user',
      query: PublishItemsQuery,
      response: PublishItemsPage,
      handle: ({ db, caller, query }) => publishItems(db, caller, query),
    }),
    route({
      method: 'POST',
      path: `${PUBLISH}/posts`,
      tag: TAG,
      summary:
        'Creates a post for channels: saved as a draft, sent for approval, scheduled or published now (each needs its post permission on every channel)',
      access: 'user',
      body: PostInput,
      response: PublishPost,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const channels = await callerChannels(db, caller);
        return saved(db, caller, await createPost(db, caller, channels, body, new Date()));
      },
    }),
    route({
      method: 'GET',
      path: `${PUBLISH}/posts/{id}`,
      tag: TAG,
      summary: 'A post with its variants, the outcome on each channel and what the caller may do',
      access: 'user',
      params: PostParams,
      response: PublishPost,
      handle: ({ db, caller, params }) => answer(db, caller, params.id),
    }),
    route({
      method: 'PUT',
      path: `${PUBLISH}/posts/{id}`,
      tag: TAG,
      summary:
        'Changes a post that is not published, then does the action (an approved or scheduled post edited by someone who may not publish goes back for approval)',
      access: 'user',
      params: PostParams,
      body: PostInput,
      response: PublishPost,
      handle: async ({ db, caller, params, body }) => {
        const channels = await callerChannels(db, caller);
        return saved(
          db,
          caller,
          await updatePost(db, caller, channels, params.id, body, new Date()),
        );
      },
    }),
    route({
      method: 'DELETE',
      path: `${PUBLISH}/posts/{id}`,
      tag: TAG,
      summary: 'Deletes a post that is not published',
      access: 'user',
      params: PostParams,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        const channels = await callerChannels(db, caller);
        await deletePost(db, caller, channels, params.id, (trx, post) =>
          postDeleted(trx, caller, address, post),
        );
      },
    }),
    route({
      method: 'POST',
      path: `${PUBLISH}/posts/{id}/approve`,
      tag: TAG,
      summary:
        'Approves a post waiting for approval: scheduled at the given time, else its requested time, or now when none or passed',
      access: 'user',
      params: PostParams,
      body: PostApproval,
      response: PublishPost,
      handle: async ({ db, caller, params, body, address }) => {
        const channels = await callerChannels(db, caller);
        return saved(
          db,
          caller,
          await approvePost(
            db,
            caller,
            channels,
            params.id,
            body,
            new Date(),
            (trx, post, notice) => postChanged(trx, caller, address, post, notice),
          ),
        );
      },
    }),
    route({
      method: 'POST',
      path: `${PUBLISH}/posts/{id}/reject`,
      tag: TAG,
      summary: 'Rejects a post waiting for approval, with a comment for its author',
      access: 'user',
      params: PostParams,
      body: PostRejection,
      response: PublishPost,
      handle: async ({ db, caller, params, body, address }) => {
        const channels = await callerChannels(db, caller);
        return saved(
          db,
          caller,
          await rejectPost(
            db,
            caller,
            channels,
            params.id,
            body.comment,
            new Date(),
            (trx, post, notice) => postChanged(trx, caller, address, post, notice),
          ),
        );
      },
    }),
    route({
      method: 'POST',
      path: `${PUBLISH}/posts/{id}/retry`,
      tag: TAG,
      summary: 'Publishes a failed post again now, only on the channels that refused it',
      access: 'user',
      params: PostParams,
      response: PublishPost,
      handle: async ({ db, caller, params }) => {
        const channels = await callerChannels(db, caller);
        return saved(db, caller, await retryPost(db, caller, channels, params.id, new Date()));
      },
    }),
  ];
}
