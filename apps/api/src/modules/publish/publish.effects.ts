import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import type { PostRecord } from './posts.store.js';
import { postNotices, type PostNotice } from './publish.notify.js';

export { wakePublisher } from './publish.jobs.js';

/** How a post is named in the audit log: the start of its text. */
const postName = (post: PostRecord) => {
  const flat = post.text.replace(/\s+/g, ' ').trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat || post.id;
};

/**
 * Records an approval or a rejection in its transaction: the author's notice and the audit
 * entry (with the time it is scheduled for, or the approver's comment).
 */
export async function postChanged(
  trx: Db,
  caller: Caller,
  address: string,
  post: PostRecord,
  notice: PostNotice,
): Promise<void> {
  await postNotices(trx, notice);
  const target = { type: 'post', id: post.id, name: postName(post) };
  if (notice.kind === 'approved') {
    const scheduled = await trx
      .selectFrom('publishPosts')
      .select('scheduledAt')
      .where('id', '=', post.id)
      .executeTakeFirst();
    await recordAudit(trx, actorOf(caller, address), {
      action: 'post.approved',
      target,
      after: { scheduledAt: scheduled?.scheduledAt?.toISOString() ?? null },
    });
  } else if (notice.kind === 'rejected') {
    await recordAudit(trx, actorOf(caller, address), {
      action: 'post.rejected',
      target,
      after: { comment: notice.comment },
    });
  }
}

/** Records a post's deletion in its transaction (the audit log keeps its text and status). */
export async function postDeleted(
  trx: Db,
  caller: Caller,
  address: string,
  post: PostRecord,
): Promise<void> {
  await recordAudit(trx, actorOf(caller, address), {
    action: 'post.deleted',
    target: { type: 'post', id: post.id, name: postName(post) },
    before: { status: post.status },
  });
}
