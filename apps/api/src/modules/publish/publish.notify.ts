import type { Db } from '../../db/database.js';

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

/** Tells the people a post's change concerns (in the transaction that made it). */
export async function postNotices(_trx: Db, _notice: PostNotice): Promise<void> {
  // Notifications follow with the notification types of publishing.
}
