import {
  ACTION_CAPABILITY,
  applyItemAction,
  type BulkRefusal,
  type ItemAction,
  type Moderator,
  NETWORK_ACTIONS,
  refusalOf,
} from '@smm/engage-rules';
import { type EngageItem, type SavedItem, THIRD_PARTY_CONTROL_ERROR_CODE } from '@smm/model';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import {
  type ModerationAction,
  NetworkError,
  type NetworkGateway,
} from '../../networks/gateway.js';
import { recordEvent, type EngageEvent } from './engage.events.js';
import type { EngageViewer } from './engage.viewer.js';
import type { ItemRow } from './items.store.js';
import { savedItemFor } from './items.store.js';
import { notificationDataOf } from './notes.store.js';
import { itemLink, notify } from '../notifications/notify.js';

/** A network's refusal as an API error: 429 to wait, 502 for the rest (engage §8 texts). */
export function networkFailure(error: NetworkError): HttpError {
  const network = { code: error.details.code, subcode: error.details.subcode };
  switch (error.kind) {
    case 'rateLimited':
      return new HttpError(
        429,
        `${error.message} Try again in ${error.details.retryAfterSeconds ?? 60} seconds.`,
        'NETWORK_RATE_LIMITED',
        network,
      );
    case 'tokenExpired':
      return new HttpError(
        502,
        `${error.message} Reconnect the channel.`,
        'NETWORK_TOKEN_EXPIRED',
        network,
      );
    case 'platformIssue':
      return new HttpError(
        502,
        'There is an ongoing infrastructure issue on the platform; please try again later.',
        'NETWORK_PLATFORM_ISSUE',
        network,
      );
    case 'notFound':
      return new HttpError(502, error.message, 'NETWORK_NOT_FOUND', network);
    case 'invalid':
      return new HttpError(422, error.message, 'NETWORK_INVALID', network);
    case 'thirdPartyControl':
      return new HttpError(409, error.message, THIRD_PARTY_CONTROL_ERROR_CODE, network);
    case 'missingPermission':
      return new HttpError(
        502,
        `${error.message} Reconnect the channel as someone with a role on it.`,
        'NETWORK_MISSING_PERMISSION',
        network,
      );
  }
}

/** Why an action may not be done to an item as the viewer sees it; `undefined` when it may. */
export type RefusalCheck = (
  action: ItemAction,
  item: SavedItem,
  viewer: EngageViewer,
) => BulkRefusal | undefined;

/** The single-item check: the capability the action needs (`refusalOf`). */
export const itemRefusal: RefusalCheck = (action, item, viewer) => {
  const capability = ACTION_CAPABILITY[action.type];
  return capability === null ? undefined : refusalOf(capability, item, viewer.viewer);
};

/** What one action needs besides the item: who asks, as whom it is recorded, and the network. */
export interface ActionContext {
  readonly gateway: NetworkGateway;
  readonly viewer: EngageViewer;
  readonly by: Moderator;
  readonly refusal: RefusalCheck;
}

/** Refuses (422 with the rule) an action the rules do not allow on the item as it is now. */
function checkAction(context: ActionContext, current: EngageItem, action: ItemAction): void {
  const refusal = context.refusal(action, savedItemFor(context.viewer, current), context.viewer);
  if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
}

/**
 * The network's part of an action (hide, like, delete; nothing for the others), done before
 * the change is stored and outside any transaction, so no row stays locked — and no database
 * connection held — while a network answers (decision 0030). The rules must allow the action on
 * the item as last read (else a 422 with the rule); the network's failure is the API error of
 * {@link networkFailure}, and an item already gone from the network counts as deleted. The
 * networks' moderation is idempotent, so doing it again (a retried call, a resumed bulk job)
 * is harmless.
 */
export async function networkEffect(
  context: ActionContext,
  row: Pick<ItemRow, 'channelId' | 'networkItemId'>,
  current: EngageItem,
  action: ItemAction,
): Promise<void> {
  checkAction(context, current, action);
  if (!NETWORK_ACTIONS.has(action.type)) return;
  try {
    await context.gateway.moderate({
      network: current.engage.network,
      channelId: row.channelId,
      networkItemId: row.networkItemId,
      action: action.type as ModerationAction,
    });
  } catch (error) {
    // Deleting what the network no longer has reaches the goal (a retried or resumed delete).
    const gone = error instanceof NetworkError && error.kind === 'notFound';
    if (!(gone && action.type === 'delete')) {
      throw error instanceof NetworkError ? networkFailure(error) : error;
    }
  }
}

/**
 * Records one action on one item the caller holds locked in `trx`, after its
 * {@link networkEffect}: the rules must still allow it on the locked item (else a 422 with the
 * rule, nothing changes). Returns the changed item — the caller stores it — and the recorded
 * event, to publish once committed. Throws before writing anything, so a refused item leaves
 * the transaction usable.
 */
export async function performAction(
  trx: Db,
  context: ActionContext,
  row: Pick<ItemRow, 'id' | 'orgId'>,
  current: EngageItem,
  action: ItemAction,
  payload: Record<string, unknown> = {},
): Promise<{ item: EngageItem; event: EngageEvent }> {
  checkAction(context, current, action);
  const item = applyItemAction(current, action, context.by);
  const event = await recordEvent(trx, {
    orgId: row.orgId,
    itemId: row.id,
    action: action.type,
    by: context.by,
    payload: { ...payload, ...action },
    item,
  });
  if (action.type === 'assign') await notifyAssignment(trx, context, row, current, action);
  return { item, event };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Tells the person an item was assigned to (relevance ME), or the members of the team (ALL),
 * in the assignment's transaction — never the one who assigned it.
 */
async function notifyAssignment(
  trx: Db,
  context: ActionContext,
  row: Pick<ItemRow, 'id' | 'orgId'>,
  current: EngageItem,
  action: Extract<ItemAction, { type: 'assign' }>,
): Promise<void> {
  const recipients = action.isTeam
    ? (
        await trx
          .selectFrom('teamMembers')
          .select('userId')
          .where('teamId', '=', action.assigneeId)
          .execute()
      ).map((member) => member.userId)
    : [action.assigneeId];
  const by = context.by.moderatorId;
  const others = recipients.filter((userId) => userId !== by);
  if (others.length === 0) return;
  const actor = UUID.test(by)
    ? await trx
        .selectFrom('users')
        .select(['firstName', 'lastName'])
        .where('id', '=', by)
        .executeTakeFirst()
    : undefined;
  const name = actor ? `${actor.firstName} ${actor.lastName}`.trim() : 'Automation';
  const sender = current.sender?.name ?? 'someone';
  await notify(trx, others, {
    type: action.isTeam ? 'teamAssignment' : 'assignment',
    params: action.isTeam
      ? { assigner: name, team: action.name, sender }
      : { assigner: name, sender },
    link: itemLink(row.id),
    product: 'ENGAGE',
    relevance: action.isTeam ? 'ALL' : 'ME',
    message: action.isTeam
      ? `${name} assigned ${action.name} an item from ${sender}`
      : `${name} assigned you an item from ${sender}`,
    data: { itemId: row.id, notificationData: notificationDataOf(current) },
  });
}
