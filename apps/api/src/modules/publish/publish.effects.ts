import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { PostRecord } from './posts.store.js';
import { postNotices, type PostNotice } from './publish.notify.js';

/** Asks the publish job to look at `at` (now when it is due or none). */
export async function wakePublisher(_jobs: Jobs | null, _at: Date | null): Promise<void> {
  // The publish job follows.
}

/** Records an approval or a rejection: its notice and audit entry (in its transaction). */
export async function postChanged(
  trx: Db,
  _caller: Caller,
  _address: string,
  _post: PostRecord,
  notice: PostNotice,
): Promise<void> {
  await postNotices(trx, notice);
}

/** Records a post's deletion (in its transaction). */
export async function postDeleted(
  _trx: Db,
  _caller: Caller,
  _address: string,
  _post: PostRecord,
): Promise<void> {
  // The audit entry follows.
}
