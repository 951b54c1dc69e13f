import * as t from 'io-ts';
import { Count, DateString, Id, nullable, oneOf, struct, Uuid, Uuids } from './codec.utils.js';
import { text } from './text.codec.js';
import { BulkActionType, BulkEstimate, PredictionSentiment } from './engage-enums.codec.js';
import { FeedFilters } from './feed.codec.js';

/** The most items one bulk call may name; more are reached by selecting all (`bulk/{feedId}`). */
export const MAX_BULK_ITEMS = 10_000;

/** The items of a bulk call: 1 to {@link MAX_BULK_ITEMS} ids. */
export const BulkItemIds = t.refinement(
  Uuids,
  (ids) => ids.length >= 1 && ids.length <= MAX_BULK_ITEMS,
  `1 to ${MAX_BULK_ITEMS} ids`,
);

/** Items a content-level bulk call acts on (engage §3). */
export const BulkContentPayload = t.partial(
  {
    conversationItemUuids: Uuids,
    commentUuids: Uuids,
    replyUuids: Uuids,
    commentIds: Uuids,
    sentiment: PredictionSentiment,
  },
  'BulkContentPayload',
);
export type BulkContentPayload = t.TypeOf<typeof BulkContentPayload>;

/** Adding and removing labels on many items (engage §7). */
export const BulkLabelPayload = t.type(
  { conversationItemUuids: Uuids, labelIDsToAdd: Uuids, labelIDsToRemove: Uuids },
  'BulkLabelPayload',
);
export type BulkLabelPayload = t.TypeOf<typeof BulkLabelPayload>;

/** One bulk action over selected items (engage §7: POST bulk/{id}/bulkAction). */
export const BulkActionPayload = struct(
  'BulkActionPayload',
  { actionType: BulkActionType, itemIds: BulkItemIds },
  {
    note: text('note'),
    assignTo: t.type({ assigneeId: Uuid, isTeam: t.boolean }),
    sentiment: PredictionSentiment,
  },
);
export type BulkActionPayload = t.TypeOf<typeof BulkActionPayload>;

/** A content status change (engage §3: status.moderatorStatus.id). */
export const ContentStatus = t.type(
  { status: t.type({ moderatorStatus: t.type({ id: Id }) }) },
  'ContentStatus',
);
export type ContentStatus = t.TypeOf<typeof ContentStatus>;

/**
 * One bulk action over every item of a feed the caller sees (engage §7: POST bulk/{id}, select
 * all). For the ad-hoc feed, `filters` are the filters on screen.
 */
export const BulkSelectAllPayload = struct(
  'BulkSelectAllPayload',
  { actionType: BulkActionType },
  {
    note: text('note'),
    assignTo: t.type({ assigneeId: Uuid, isTeam: t.boolean }),
    sentiment: PredictionSentiment,
    filters: FeedFilters,
  },
);
export type BulkSelectAllPayload = t.TypeOf<typeof BulkSelectAllPayload>;

/** A bulk call's answer: the job that works it, how many items, and the estimate (engage §8). */
export const BulkJobAccepted = t.type(
  { jobId: Id, total: Count, estimate: BulkEstimate },
  'BulkJobAccepted',
);
export type BulkJobAccepted = t.TypeOf<typeof BulkJobAccepted>;

/** The state of a bulk job. */
export const BulkJobState = oneOf(['queued', 'running', 'done']);
export type BulkJobState = t.TypeOf<typeof BulkJobState>;

/** An item a bulk job left as it was, and why: the rule that refuses it, or the failure. */
export const BulkJobProblem = t.type(
  {
    itemId: Id,
    status: oneOf(['refused', 'failed']),
    errorCode: t.string,
    message: t.string,
  },
  'BulkJobProblem',
);
export type BulkJobProblem = t.TypeOf<typeof BulkJobProblem>;

/** A bulk job's progress: counts so far and a page of the items it left as they were. */
export const BulkJob = t.type(
  {
    id: Id,
    action: t.string,
    state: BulkJobState,
    estimate: BulkEstimate,
    total: Count,
    processed: Count,
    succeeded: Count,
    refused: Count,
    failed: Count,
    createdAt: DateString,
    finishedAt: nullable(DateString),
    problems: t.array(BulkJobProblem),
  },
  'BulkJob',
);
export type BulkJob = t.TypeOf<typeof BulkJob>;
