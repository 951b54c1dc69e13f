import * as t from 'io-ts';
import { Id, Ids, struct } from './codec.utils.js';
import { BulkActionType, PredictionSentiment } from './engage-enums.codec.js';

/** Items a content-level bulk call acts on (engage §3). */
export const BulkContentPayload = t.partial(
  {
    conversationItemUuids: Ids,
    commentUuids: Ids,
    replyUuids: Ids,
    commentIds: Ids,
    sentiment: PredictionSentiment,
  },
  'BulkContentPayload',
);
export type BulkContentPayload = t.TypeOf<typeof BulkContentPayload>;

/** Adding and removing labels on many items (engage §7). */
export const BulkLabelPayload = t.type(
  { conversationItemUuids: Ids, labelIDsToAdd: Ids, labelIDsToRemove: Ids },
  'BulkLabelPayload',
);
export type BulkLabelPayload = t.TypeOf<typeof BulkLabelPayload>;

/** One bulk action over selected items (engage §7: POST bulk/{id}/bulkAction). */
export const BulkActionPayload = struct(
  'BulkActionPayload',
  { actionType: BulkActionType, itemIds: Ids },
  {
    note: t.string,
    assignTo: t.type({ assigneeId: Id, isTeam: t.boolean }),
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
