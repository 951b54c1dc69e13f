import {
  type Network,
  type PostCallerAbilities,
  type PostMedia,
  type PostPerson,
  type PostVariant,
  type PublishPost,
  type PublishPostStatus,
  type PublishTargetStatus,
  type PublishVisibility,
} from '@smm/model';
import { postAbilities, type PostAbilities } from '@smm/publish';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { notFound } from '../../http/errors.js';
import { bareLinkPreview, linkPreviewOf } from './link-preview.js';
import type { CallerChannel } from './publish.channels.js';
import { effectiveVariants } from './publish.content.js';

/** A post as stored, with its targets and the names of the people on it. */
export interface PostRecord {
  readonly id: string;
  readonly orgId: string;
  readonly status: PublishPostStatus;
  readonly text: string;
  readonly media: PostMedia[];
  readonly link: string | null;
  readonly variants: PostVariant[];
  readonly visibility: PublishVisibility;
  readonly promote: boolean;
  readonly scheduledAt: Date | null;
  readonly publishedAt: Date | null;
  readonly at: Date;
  readonly rejectionComment: string | null;
  readonly rejectedAt: Date | null;
  readonly rejectedBy: PostPerson | null;
  readonly error: string | null;
  readonly createdBy: PostPerson;
  readonly approvedBy: PostPerson | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly targets: TargetRecord[];
}

/** One channel of a stored post. */
export interface TargetRecord {
  readonly id: string;
  readonly channelId: string;
  readonly network: Network;
  readonly channelName: string;
  readonly status: PublishTargetStatus;
  readonly networkItemId: string | null;
  readonly permalink: string | null;
  readonly engageItemId: string | null;
  readonly error: string | null;
  readonly publishedAt: Date | null;
}

/** Who someone is on a post; a person since deleted keeps an id and is "Deleted user". */
const person = (id: string | null, name: string | null): PostPerson | null =>
  id === null ? null : { id, name: name?.trim() || 'Deleted user' };

const NO_ONE: PostPerson = { id: '00000000-0000-0000-0000-000000000000', name: 'Deleted user' };

const nameOf = (column: 'createdBy' | 'approvedBy' | 'rejectedBy') =>
  sql<
    string | null
  >`(SELECT trim(first_name || ' ' || last_name) FROM users WHERE users.id = publish_posts.${sql.ref(
    column === 'createdBy' ? 'created_by' : column === 'approvedBy' ? 'approved_by' : 'rejected_by',
  )})`;

/** The posts' columns and the names of their people. */
export function postQuery(db: Db) {
  return db
    .selectFrom('publishPosts')
    .selectAll('publishPosts')
    .select([
      nameOf('createdBy').as('createdByName'),
      nameOf('approvedBy').as('approvedByName'),
      nameOf('rejectedBy').as('rejectedByName'),
    ]);
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postQuery>['execute']>>[number];

/** Reads the targets of posts and makes the records, in the order of `rows`. */
export async function withTargets(db: Db, rows: readonly PostRow[]): Promise<PostRecord[]> {
  if (rows.length === 0) return [];
  const targets = await db
    .selectFrom('publishTargets')
    .innerJoin('channels', 'channels.id', 'publishTargets.channelId')
    .selectAll('publishTargets')
    .select(sql<string>`coalesce(channels.name_override, channels.name)`.as('channelName'))
    .where(
      'publishTargets.postId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('publishTargets.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    orgId: row.orgId,
    status: row.status as PublishPostStatus,
    text: row.text,
    media: row.media as PostMedia[],
    link: row.link,
    variants: row.variants as PostVariant[],
    visibility: row.visibility as PublishVisibility,
    promote: row.promote,
    scheduledAt: row.scheduledAt,
    publishedAt: row.publishedAt,
    at: row.at,
    rejectionComment: row.rejectionComment,
    rejectedAt: row.rejectedAt,
    rejectedBy: person(row.rejectedBy, row.rejectedByName),
    error: row.error,
    createdBy: person(row.createdBy, row.createdByName) ?? NO_ONE,
    approvedBy: person(row.approvedBy, row.approvedByName),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    targets: targets
      .filter((target) => target.postId === row.id)
      .map((target) => ({
        id: target.id,
        channelId: target.channelId,
        network: target.network as Network,
        channelName: target.channelName,
        status: target.status as PublishTargetStatus,
        networkItemId: target.networkItemId,
        permalink: target.permalink,
        engageItemId: target.engageItemId,
        error: target.error,
        publishedAt: target.publishedAt,
      })),
  }));
}

/** The caller's post abilities on a post's channels (nothing when they do not see one of them). */
export function abilitiesOn(
  post: Pick<PostRecord, 'targets'>,
  channels: ReadonlyMap<string, CallerChannel>,
): PostAbilities {
  const permissions = post.targets.map((target) => channels.get(target.channelId)?.permissions);
  return postAbilities(
    permissions.some((entry) => entry === undefined)
      ? []
      : (permissions as NonNullable<(typeof permissions)[number]>[]),
  );
}

/** Whether the caller sees every channel of a post (only then do they see the post). */
export const sees = (
  post: Pick<PostRecord, 'targets'>,
  channels: ReadonlyMap<string, CallerChannel>,
): boolean =>
  post.targets.length > 0 && post.targets.every((target) => channels.has(target.channelId));

/**
 * What the caller may do with a post now: edit or delete it until it is published (deleting needs
 * publishing rights, or a draft right and being its author), approve it while it waits for
 * approval, publish it (schedule or publish now) while it is a draft, approved or scheduled,
 * and retry it after a failure.
 */
export function callerAbilities(
  post: Pick<PostRecord, 'targets' | 'status' | 'createdBy'>,
  channels: ReadonlyMap<string, CallerChannel>,
  caller: Caller,
): PostCallerAbilities {
  const may = abilitiesOn(post, channels);
  const open = post.status !== 'published';
  return {
    edit: open && may.saveDraft,
    delete: open && (may.publish || (may.saveDraft && post.createdBy.id === caller.userId)),
    approve: post.status === 'pendingApproval' && may.approve,
    publish: may.publish && ['draft', 'approved', 'scheduled'].includes(post.status),
    retry: post.status === 'scheduledError' && may.publish,
  };
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

/** A stored post as the API answers it, for the caller. */
export async function asPublishPost(
  post: PostRecord,
  channels: ReadonlyMap<string, CallerChannel>,
  caller: Caller,
  resolveLinkMeta = true,
): Promise<PublishPost> {
  return {
    id: post.id,
    status: post.status,
    text: post.text,
    media: post.media,
    link:
      post.link === null
        ? null
        : resolveLinkMeta
          ? await linkPreviewOf(post.link)
          : bareLinkPreview(post.link),
    variants: effectiveVariants(
      post,
      post.targets.map((target) => target.network),
    ),
    channelIds: post.targets.map((target) => target.channelId),
    targets: post.targets.map((target) => ({
      channelId: target.channelId,
      network: target.network,
      channelName: target.channelName,
      status: target.status,
      networkItemId: target.networkItemId,
      permalink: target.permalink,
      engageItemId: target.engageItemId,
      error: target.error,
      publishedAt: iso(target.publishedAt),
    })),
    visibility: post.visibility,
    promote: post.promote,
    scheduledAt: iso(post.scheduledAt),
    publishedAt: iso(post.publishedAt),
    at: post.at.toISOString(),
    rejection:
      post.status === 'rejected' && post.rejectionComment !== null
        ? {
            comment: post.rejectionComment,
            by: post.rejectedBy ?? NO_ONE,
            at: (post.rejectedAt ?? post.updatedAt).toISOString(),
          }
        : null,
    error: post.status === 'scheduledError' ? post.error : null,
    createdBy: post.createdBy,
    approvedBy: post.approvedBy,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    abilities: callerAbilities(post, channels, caller),
  };
}

/**
 * A post of the caller's organisation on channels they all see; 404 otherwise (another
 * organisation's post, or one on a channel the caller does not see, is not theirs to know of).
 */
export async function visiblePost(
  db: Db,
  caller: Caller,
  id: string,
  channels: ReadonlyMap<string, CallerChannel>,
): Promise<PostRecord> {
  const row = await postQuery(db)
    .where('publishPosts.id', '=', id)
    .where('publishPosts.orgId', '=', caller.orgId)
    .executeTakeFirst();
  const [post] = row ? await withTargets(db, [row]) : [];
  if (!post || !sees(post, channels)) throw notFound(`Post ${id}`);
  return post;
}
