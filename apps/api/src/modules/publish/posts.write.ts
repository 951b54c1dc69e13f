import {
  PUBLISH_LIMITS,
  type PostApproval,
  type PostInput,
  type PublishAction,
  type PublishPostStatus,
} from '@smm/model';
import { networkName } from '@smm/networks';
import { scheduleTiming, type PostAbilities, type PostState } from '@smm/publish';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import type { CallerChannel } from './publish.channels.js';
import { checkedContent } from './publish.content.js';
import { abilitiesOn, visiblePost, type PostRecord } from './posts.store.js';
import { actionEvents, apply, stateOf } from './post.transitions.js';
import { postNotices, type PostNotice } from './publish.notify.js';

/** The post permission each action needs on every channel of the post. */
const NEEDS: Record<
  PublishAction,
  | (keyof PostAbilities & keyof CallerChannel['permissions'])
  | 'saveDraft'
  | 'submitForApproval'
  | 'publish'
> = {
  saveDraft: 'saveDraft',
  submitForApproval: 'submitForApproval',
  schedule: 'publish',
  publishNow: 'publish',
};

const PERMISSION = {
  saveDraft: 'savePostAsDraft',
  submitForApproval: 'submitPostForApproval',
  publish: 'publishPost',
  approve: 'approvePost',
} as const;

const VERB = {
  saveDraft: 'save posts as drafts',
  submitForApproval: 'submit posts for approval',
  publish: 'publish posts',
  approve: 'approve posts',
} as const;

/** A 403 naming the first channel where the caller lacks the permission. */
export function requireOnEvery(
  channelIds: readonly string[],
  channels: ReadonlyMap<string, CallerChannel>,
  ability: keyof typeof PERMISSION,
): void {
  for (const id of channelIds) {
    const channel = channels.get(id);
    if (!channel?.permissions[PERMISSION[ability]]) {
      const name = channel ? `${channel.name} (${networkName(channel.network)})` : id;
      throw forbidden(`You may not ${VERB[ability]} on ${name}.`);
    }
  }
}

/** When to publish a post: `scheduledAt` at least a minute ahead, or now; else a 400. */
function checkedTime(
  action: PublishAction,
  scheduledAt: string | null | undefined,
  now: Date,
): Date | null {
  if (action === 'publishNow') return now;
  if (scheduledAt === null || scheduledAt === undefined) {
    if (action === 'schedule') throw badRequest('scheduledAt: give the time to publish the post.');
    return null;
  }
  if (action === 'saveDraft') return new Date(scheduledAt);
  const timing = scheduleTiming(scheduledAt, now.toISOString());
  if (timing === 'past') throw badRequest('scheduledAt: this time has passed; pick a later one.');
  if (timing === 'tooSoon') {
    throw badRequest('scheduledAt: schedule a post at least one minute ahead.');
  }
  return new Date(scheduledAt);
}

/** The channels of a post being saved: 1 to 50, each once, each one the caller sees and may post on. */
function checkedChannels(
  channelIds: readonly string[],
  channels: ReadonlyMap<string, CallerChannel>,
): CallerChannel[] {
  const ids = [...new Set(channelIds)];
  if (ids.length === 0) throw badRequest('channelIds: choose at least one channel.');
  if (ids.length > PUBLISH_LIMITS.channels) {
    throw badRequest(`channelIds: a post goes to at most ${PUBLISH_LIMITS.channels} channels.`);
  }
  return ids.map((id) => {
    const channel = channels.get(id);
    if (!channel) throw notFound(`Channel ${id}`);
    if (!channel.postable) {
      throw badRequest(`${channel.name} is not connected; reconnect it to post on it.`);
    }
    return channel;
  });
}

/** What saving a post did: its id, when it should go out, and whom to tell. */
export interface Saved {
  readonly id: string;
  readonly status: PublishPostStatus;
  readonly scheduledAt: Date | null;
}

const stateColumns = (state: PostState) => ({
  status: state.status,
  rejectionComment: state.status === 'rejected' ? state.comment : null,
  error: state.status === 'scheduledError' ? state.reason : null,
});

/**
 * Creates a post (`POST /api/publish/posts`): its channels, content checked for every network,
 * and the action's status — a draft, waiting for approval, or scheduled (now, for publishNow).
 */
export async function createPost(
  db: Db,
  caller: Caller,
  channels: ReadonlyMap<string, CallerChannel>,
  body: PostInput,
  now: Date,
): Promise<Saved> {
  const chosen = checkedChannels(body.channelIds, channels);
  requireOnEvery(
    chosen.map((channel) => channel.id),
    channels,
    NEEDS[body.action] as keyof typeof PERMISSION,
  );
  const content = await checkedContent(
    caller.orgId,
    body,
    chosen.map((channel) => channel.network),
  );
  const scheduledAt = checkedTime(body.action, body.scheduledAt, now);
  const state = apply({ status: 'draft' }, ...actionEvents('draft', body.action));
  return transact(db, async (trx) => {
    const post = await trx
      .insertInto('publishPosts')
      .values({
        orgId: caller.orgId,
        ...stateColumns(state),
        text: content.text,
        media: JSON.stringify(content.media),
        link: content.link,
        variants: JSON.stringify(content.variants),
        promote: body.promote ?? false,
        scheduledAt,
        createdBy: caller.userId,
        approvedBy: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('publishTargets')
      .values(
        chosen.map((channel, position) => ({
          postId: post.id,
          orgId: caller.orgId,
          channelId: channel.id,
          network: channel.network,
          position,
        })),
      )
      .execute();
    if (state.status === 'pendingApproval') {
      await postNotices(trx, { kind: 'submitted', postId: post.id, by: caller.userId });
    }
    return { id: post.id, status: state.status, scheduledAt };
  });
}

/**
 * Changes a post (`PUT /api/publish/posts/{id}`): a published one is a 409. The edit's outcome
 * follows the lifecycle (someone who may not publish on every channel sends an approved,
 * scheduled or failed post back for approval), then the action's. Channels already published
 * on (a partly failed post) stay.
 */
export async function updatePost(
  db: Db,
  caller: Caller,
  channels: ReadonlyMap<string, CallerChannel>,
  id: string,
  body: PostInput,
  now: Date,
): Promise<Saved> {
  const post = await visiblePost(db, caller, id, channels);
  if (post.status === 'published')
    throw conflict('This post is published; it can no longer be edited.');
  const before = abilitiesOn(post, channels);
  if (!before.saveDraft) {
    requireOnEvery(
      post.targets.map((target) => target.channelId),
      channels,
      'saveDraft',
    );
  }
  const chosen = checkedChannels(body.channelIds, channels);
  const published = post.targets.filter((target) => target.status === 'published');
  for (const target of published) {
    if (!chosen.some((channel) => channel.id === target.channelId)) {
      throw conflict(`The post is already published on ${target.channelName}; that channel stays.`);
    }
  }
  const chosenIds = chosen.map((channel) => channel.id);
  requireOnEvery(chosenIds, channels, NEEDS[body.action] as keyof typeof PERMISSION);
  const may = abilitiesOn(
    { targets: chosen.map((channel) => ({ channelId: channel.id })) } as Pick<
      PostRecord,
      'targets'
    >,
    channels,
  );
  const content = await checkedContent(
    caller.orgId,
    body,
    chosen.map((channel) => channel.network),
  );
  const scheduledAt = checkedTime(body.action, body.scheduledAt ?? null, now);
  return transact(db, async (trx) => {
    const [locked] = await lockRows<{
      id: string;
      status: string;
      rejectionComment: string | null;
      error: string | null;
    }>(trx, 'publish_posts', [id], ['status', 'rejection_comment', 'error']);
    if (!locked) throw notFound(`Post ${id}`);
    const edited = apply(
      stateOf({
        status: locked.status as PublishPostStatus,
        rejectionComment: locked.rejectionComment,
        error: locked.error,
      }),
      { type: 'edit', mayPublish: may.publish },
    );
    const state = apply(edited, ...actionEvents(edited.status, body.action));
    const goesOut = state.status === 'scheduled';
    await trx
      .updateTable('publishPosts')
      .set({
        ...stateColumns(state),
        text: content.text,
        media: JSON.stringify(content.media),
        link: content.link,
        variants: JSON.stringify(content.variants),
        promote: body.promote ?? false,
        scheduledAt,
        ...(state.status === 'pendingApproval' || state.status === 'draft'
          ? { approvedBy: null }
          : {}),
        ...(state.status === 'rejected' ? {} : { rejectedBy: null, rejectedAt: null }),
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    const keep = new Set(published.map((target) => target.channelId));
    await trx
      .deleteFrom('publishTargets')
      .where('postId', '=', id)
      .where('status', '!=', 'published')
      .execute();
    const fresh = chosen.filter((channel) => !keep.has(channel.id));
    if (fresh.length > 0) {
      await trx
        .insertInto('publishTargets')
        .values(
          fresh.map((channel) => ({
            postId: id,
            orgId: caller.orgId,
            channelId: channel.id,
            network: channel.network,
            position: chosenIds.indexOf(channel.id),
          })),
        )
        .execute();
    }
    if (state.status === 'pendingApproval' && locked.status !== 'pendingApproval') {
      await postNotices(trx, { kind: 'submitted', postId: id, by: caller.userId });
    }
    return { id, status: state.status, scheduledAt: goesOut ? scheduledAt : null };
  });
}

/**
 * Approves a post waiting for approval (approvePost on every channel): it is scheduled at the
 * approval's time, else its requested time, or now when none was asked for or it has passed.
 */
export async function approvePost(
  db: Db,
  caller: Caller,
  channels: ReadonlyMap<string, CallerChannel>,
  id: string,
  body: PostApproval,
  now: Date,
  onChange: (trx: Db, post: PostRecord, notice: PostNotice) => Promise<void>,
): Promise<Saved> {
  const post = await visiblePost(db, caller, id, channels);
  requireOnEvery(
    post.targets.map((target) => target.channelId),
    channels,
    'approve',
  );
  let at: Date;
  if (body.scheduledAt !== undefined) {
    at = checkedTime('schedule', body.scheduledAt, now) ?? now;
  } else {
    at =
      post.scheduledAt !== null && post.scheduledAt.getTime() > now.getTime()
        ? post.scheduledAt
        : now;
  }
  return transact(db, async (trx) => {
    const [locked] = await lockRows<{ id: string; status: string }>(
      trx,
      'publish_posts',
      [id],
      ['status'],
    );
    if (!locked) throw notFound(`Post ${id}`);
    const state = apply(
      { status: locked.status } as PostState,
      { type: 'approve' },
      { type: 'schedule' },
    );
    await trx
      .updateTable('publishPosts')
      .set({
        ...stateColumns(state),
        scheduledAt: at,
        approvedBy: caller.userId,
        rejectedBy: null,
        rejectedAt: null,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    await onChange(trx, post, { kind: 'approved', postId: id, by: caller.userId });
    return { id, status: state.status, scheduledAt: at };
  });
}

/** Rejects a post waiting for approval, with the comment the author reads. */
export async function rejectPost(
  db: Db,
  caller: Caller,
  channels: ReadonlyMap<string, CallerChannel>,
  id: string,
  comment: string,
  now: Date,
  onChange: (trx: Db, post: PostRecord, notice: PostNotice) => Promise<void>,
): Promise<Saved> {
  const post = await visiblePost(db, caller, id, channels);
  requireOnEvery(
    post.targets.map((target) => target.channelId),
    channels,
    'approve',
  );
  return transact(db, async (trx) => {
    const [locked] = await lockRows<{ id: string; status: string }>(
      trx,
      'publish_posts',
      [id],
      ['status'],
    );
    if (!locked) throw notFound(`Post ${id}`);
    const state = apply({ status: locked.status } as PostState, { type: 'reject', comment });
    await trx
      .updateTable('publishPosts')
      .set({
        ...stateColumns(state),
        rejectedBy: caller.userId,
        rejectedAt: now,
        approvedBy: null,
        updatedAt: now,
      })
      .where('id', '=', id)
      .execute();
    await onChange(trx, post, {
      kind: 'rejected',
      postId: id,
      by: caller.userId,
      comment: comment.trim(),
    });
    return { id, status: state.status, scheduledAt: null };
  });
}

/** Publishes a failed post again now, only on the channels that refused it. */
export async function retryPost(
  db: Db,
  caller: Caller,
  channels: ReadonlyMap<string, CallerChannel>,
  id: string,
  now: Date,
): Promise<Saved> {
  const post = await visiblePost(db, caller, id, channels);
  requireOnEvery(
    post.targets.map((target) => target.channelId),
    channels,
    'publish',
  );
  return transact(db, async (trx) => {
    const [locked] = await lockRows<{ id: string; status: string; error: string | null }>(
      trx,
      'publish_posts',
      [id],
      ['status', 'error'],
    );
    if (!locked) throw notFound(`Post ${id}`);
    const state = apply(
      stateOf({
        status: locked.status as PublishPostStatus,
        rejectionComment: null,
        error: locked.error,
      }),
      { type: 'retry' },
    );
    await trx
      .updateTable('publishPosts')
      .set({ ...stateColumns(state), scheduledAt: now, updatedAt: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('publishTargets')
      .set({ status: 'pending', error: null })
      .where('postId', '=', id)
      .where('status', '=', 'failed')
      .execute();
    return { id, status: state.status, scheduledAt: now };
  });
}

/** Deletes a post that is not published (the caller's `abilities.delete`). */
export async function deletePost(
  db: Db,
  caller: Caller,
  channels: ReadonlyMap<string, CallerChannel>,
  id: string,
  onChange: (trx: Db, post: PostRecord) => Promise<void>,
): Promise<void> {
  const post = await visiblePost(db, caller, id, channels);
  if (post.status === 'published')
    throw conflict('This post is published; it can no longer be deleted.');
  if (post.targets.some((target) => target.status === 'published')) {
    throw conflict('This post is already published on some of its channels; it cannot be deleted.');
  }
  const may = abilitiesOn(post, channels);
  if (!may.publish && !(may.saveDraft && post.createdBy.id === caller.userId)) {
    requireOnEvery(
      post.targets.map((target) => target.channelId),
      channels,
      'publish',
    );
  }
  await transact(db, async (trx) => {
    const [locked] = await lockRows<{ id: string; status: string }>(
      trx,
      'publish_posts',
      [id],
      ['status'],
    );
    if (!locked) throw notFound(`Post ${id}`);
    const gone = await trx
      .selectFrom('publishTargets')
      .select('id')
      .where('postId', '=', id)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (locked.status === 'published' || gone) {
      throw conflict('This post is already published; it can no longer be deleted.');
    }
    await onChange(trx, post);
    await trx.deleteFrom('publishPosts').where('id', '=', id).execute();
  });
}
