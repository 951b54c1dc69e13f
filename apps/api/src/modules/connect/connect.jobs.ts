import type { Db } from '../../db/database.js';
import { loadCaller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import type { JobHandler, Jobs } from '../../jobs/jobs.js';
import { connectChannels } from './connect.js';

/**
 * Works a legacy connect request: adds the channels as the user who asked. Runs once per request
 * even if the job is delivered twice (only a PENDING request is worked); a refusal (not
 * authorised, taken) ends it FAILED with the reason.
 */
export function connectRequestWorker(db: Db, jobs: Jobs): JobHandler {
  return async (data) => {
    const id = String(data['requestId']);
    const request = await db
      .selectFrom('connectRequests')
      .selectAll()
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (!request) return;
    const caller = await loadCaller(db, { userId: request.userId }, null, []);
    let connected: string[] = [];
    let message: string | null = null;
    if (caller === null) {
      message = 'The user who asked no longer exists.';
    } else {
      try {
        connected = [...(await connectChannels(db, jobs, caller, request.channelIds)).ids];
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        message = error.message;
      }
    }
    await db
      .updateTable('connectRequests')
      .set({ status: message === null ? 'DONE' : 'FAILED', connectedIds: connected, message })
      .where('id', '=', id)
      .where('status', '=', 'PENDING')
      .execute();
  };
}
