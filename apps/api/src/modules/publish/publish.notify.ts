import { postPermissions } from '@smm/access';
import type { ChannelRole } from '@smm/model';
import { networkName } from '@smm/networks';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notify } from '../notifications/notify.js';

/** What happened to a post that people are told of. */
export type PostNotice =
  | { readonly kind: 'submitted'; readonly postId: string; readonly by: string }
  | { readonly kind: 'approved'; readonly postId: string; readonly by: string }
  | {
      readonly kind: 'rejected';
      readonly postId: string;
      readonly by: string;
      readonly comment: string;
    }
  | { readonly kind: 'failed'; readonly postId: string; readonly reason: string };

/** How much of a post's text a notice quotes. */
const EXCERPT = 80;

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat || '(no text)';
};

/**
 * The people who may approve a post: the organisation's administrators, and those whose role
 * on every channel of the post grants approvePost (`@smm/access`' `postPermissions`).
 */
async function approvers(trx: Db, orgId: string, channelIds: readonly string[]): Promise<string[]> {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('orgId', '=', orgId)
    .where('isAdmin', '=', true)
    .where('deletedAt', 'is', null)
    .execute();
  const roles =
    channelIds.length === 0
      ? []
      : await trx
          .selectFrom('channelRoles')
          .innerJoin('users', 'users.id', 'channelRoles.userId')
          .select(['channelRoles.userId', 'channelRoles.channelId', 'channelRoles.role'])
          .where('channelRoles.channelId', 'in', channelIds)
          .where('users.orgId', '=', orgId)
          .where('users.deletedAt', 'is', null)
          .execute();
  const approving = new Map<string, Set<string>>();
  for (const role of roles) {
    if (!postPermissions({ isAdmin: false }, role.role as ChannelRole).approvePost) continue;
    const channels = approving.get(role.userId) ?? new Set<string>();
    channels.add(role.channelId);
    approving.set(role.userId, channels);
  }
  const members = [...approving]
    .filter(([, channels]) => channelIds.every((id) => channels.has(id)))
    .map(([userId]) => userId);
  return [...new Set([...admins.map((row) => row.id), ...members])];
}

const personName = (trx: Db, id: string) =>
  trx
    .selectFrom('users')
    .select(sql<string>`trim(first_name || ' ' || last_name)`.as('name'))
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row?.name || 'Someone');

/**
 * Tells the people a post's change concerns, in the transaction that made it (decision 0071):
 * a post sent for approval, those who may approve every channel of it (not its sender); an
 * approval, a rejection (with the comment) or a failure (with the networks' reasons), its
 * author (not when they did it themselves). Product PUBLISH; the link opens the post.
 */
export async function postNotices(trx: Db, notice: PostNotice): Promise<void> {
  const post = await trx
    .selectFrom('publishPosts')
    .select(['orgId', 'text', 'createdBy'])
    .where('id', '=', notice.postId)
    .executeTakeFirst();
  if (!post) return;
  const targets = await trx
    .selectFrom('publishTargets')
    .innerJoin('channels', 'channels.id', 'publishTargets.channelId')
    .select([
      'publishTargets.channelId',
      'channels.network',
      sql<string>`coalesce(channels.name_override, channels.name)`.as('name'),
    ])
    .where('publishTargets.postId', '=', notice.postId)
    .orderBy('publishTargets.position')
    .execute();
  const excerpt = excerptOf(post.text);
  const link = `/publish/posts/${notice.postId}`;
  const data = { postId: notice.postId };
  const author = post.createdBy;
  switch (notice.kind) {
    case 'submitted': {
      const channels = targets
        .map((target) => `${target.name} (${networkName(target.network)})`)
        .join(', ')
        .slice(0, 500);
      const by = await personName(trx, notice.by);
      const people = await approvers(
        trx,
        post.orgId,
        targets.map((target) => target.channelId),
      );
      await notify(
        trx,
        people.filter((id) => id !== notice.by),
        {
          type: 'postSubmitted',
          product: 'PUBLISH',
          relevance: 'ME',
          message: `${by} sent a post for approval on ${channels}: ${excerpt}`,
          params: { author: by, channels, excerpt },
          link,
          data,
        },
      );
      return;
    }
    case 'approved':
    case 'rejected': {
      if (author === null || author === notice.by) return;
      const approver = await personName(trx, notice.by);
      await notify(
        trx,
        [author],
        notice.kind === 'approved'
          ? {
              type: 'postApproved',
              product: 'PUBLISH',
              relevance: 'ME',
              message: `${approver} approved your post: ${excerpt}`,
              params: { approver, excerpt },
              link,
              data,
            }
          : {
              type: 'postRejected',
              product: 'PUBLISH',
              relevance: 'ME',
              message: `${approver} sent your post back: ${notice.comment}`,
              params: { approver, comment: notice.comment.slice(0, 500), excerpt },
              link,
              data,
            },
      );
      return;
    }
    case 'failed': {
      if (author === null) return;
      const reason = notice.reason.slice(0, 500);
      await notify(trx, [author], {
        type: 'postFailed',
        product: 'PUBLISH',
        relevance: 'ME',
        message: `Your post could not be published: ${reason}`,
        params: { reason, excerpt },
        link,
        data,
      });
    }
  }
}
