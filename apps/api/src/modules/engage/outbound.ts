import { randomUUID } from 'node:crypto';
import { applyItemAction, refusalOf, validateReply } from '@smm/engage-rules';
import { createI18n, INSTAGRAM_STATUS_LINK, replyErrorMessage, translate } from '@smm/i18n';
import {
  type EngageItem,
  type ItemType,
  type ReplyDraft,
  type SavedItem,
  THIRD_PARTY_CONTROL_ERROR_CODE,
} from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { NetworkError, type NetworkGateway, type OutboundKind } from '../../networks/gateway.js';
import { type EngageEvent, publish, recordEvent } from './engage.events.js';
import { engageViewer } from './engage.viewer.js';
import { answered } from './ingest.js';
import { networkFailure } from './item.action.js';
import { projectItem } from './item.projection.js';
import { changeItem, itemFor, type ItemRow, savedItemFor } from './items.store.js';

/** The capability each kind of outbound item needs (`@smm/engage-rules`). */
const CAPABILITY = {
  comment: 'reply',
  reply: 'reply',
  message: 'sendMessage',
  privateReply: 'privateReply',
  repost: 'repost',
  quote: 'quote',
} as const satisfies Record<OutboundKind, string>;

/** The item type of what each kind creates. */
const TYPE: Readonly<Record<OutboundKind, ItemType>> = {
  comment: 'comment',
  reply: 'reply',
  message: 'message',
  privateReply: 'message',
  repost: 'post',
  quote: 'post',
};

const english = createI18n('en');

/** The text a failed send shows (engage §8): the spec's reply errors, by the network's error. */
export async function sendFailureText(network: string, error: NetworkError): Promise<string> {
  const i18n = await english;
  const descriptor = replyErrorMessage({
    network,
    code: error.details.code,
    subcode: error.details.subcode,
    errorCode: error.kind === 'thirdPartyControl' ? THIRD_PARTY_CONTROL_ERROR_CODE : undefined,
  });
  const text = translate(i18n, descriptor, { link: INSTAGRAM_STATUS_LINK });
  return error.kind === 'rateLimited' ? `${text} ${networkFailure(error).message}` : text;
}

/**
 * Sends an answer (comment, reply, message, private reply) or a repost / quote of `target` for
 * the caller: the rules must allow it and the draft must fit the network (else 422 with the
 * rule), then the item is stored at once as `MESSAGE_SENDING` under its target and a job sends
 * it; it becomes `DELIVERED`, or `MESSAGE_FAILED` with the spec's error text (retry with
 * {@link retrySend}).
 */
export async function startSend(
  db: Db,
  jobs: Jobs | null,
  caller: Caller,
  target: ItemRow,
  kind: OutboundKind,
  draft: ReplyDraft,
): Promise<SavedItem> {
  const viewer = await engageViewer(db, caller);
  const refusal = refusalOf(CAPABILITY[kind], savedItemFor(viewer, target.item), viewer.viewer);
  if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
  if (kind !== 'repost' && kind !== 'quote') {
    const checked = validateReply(
      target.item,
      { text: draft.text, attachments: draft.images ?? [], private: kind === 'privateReply' },
      viewer.viewer,
    );
    if (checked._tag === 'Left') {
      throw new HttpError(422, checked.left.message, `${CAPABILITY[kind]}.${checked.left.kind}`);
    }
  }
  const channel = viewer.channels.get(target.channelId);
  const id = randomUUID();
  const now = new Date().toISOString();
  const item: EngageItem = {
    id,
    channelId: target.channelId,
    message: draft.text,
    sender: {
      id: target.channelId,
      name: channel?.name ?? target.channelId,
      visibility: 'PUBLIC',
      isOwn: true,
    },
    ...(draft.images?.length
      ? { media: draft.images.map((image) => ({ type: 'image' as const, url: image.url })) }
      : {}),
    engage: {
      id,
      type: TYPE[kind],
      subtype: kind,
      network: target.item.engage.network,
      networkStatus: 'published',
      canRespond: false,
      context: 'ENGAGE',
      labels: [],
      parentId: target.id,
      parentUuid: target.id,
      contentId: target.rootId ?? target.id,
      moderatorId: caller.userId,
    },
    meta: {
      createdDate: now,
      displayReadStatus: 'read',
      delivery: 'MESSAGE_SENDING',
      ...(draft.messageTag ? { messageTag: draft.messageTag } : {}),
    },
  };
  const by = { moderatorId: caller.userId, moderatorSource: 'user' } as const;
  const events: EngageEvent[] = [];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('engageItems')
      .values({
        id,
        orgId: target.orgId,
        channelId: target.channelId,
        networkItemId: `pending-${id}`,
        parentId: target.id,
        rootId: target.rootId ?? target.id,
        listed: kind !== 'message' && kind !== 'privateReply',
        ...projectItem(item),
      })
      .execute();
    // The answered item and its post count it and show it as their latest comment.
    for (const answeredId of [target.id, target.rootId]) {
      if (answeredId === null || kind === 'privateReply') continue;
      const parent = await trx
        .selectFrom('engageItems')
        .select('item')
        .where('id', '=', answeredId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const next = answered(parent.item as EngageItem, item);
      await trx
        .updateTable('engageItems')
        .set({ ...projectItem(next), updatedAt: new Date() })
        .where('id', '=', answeredId)
        .execute();
    }
    events.push(
      await recordEvent(trx, {
        orgId: target.orgId,
        itemId: id,
        action: kind === 'repost' || kind === 'quote' ? 'repost' : 'reply',
        by,
        payload: { parentId: target.id, delivery: 'MESSAGE_SENDING' },
      }),
    );
  });
  publish(events);
  await jobs?.send(QUEUES.sendOutbound, {
    itemId: id,
    kind,
    markParentAsRead: draft.markParentAsRead === true,
    userId: caller.userId,
  });
  return savedItemFor(viewer, item);
}

/** Sends a failed item again (engage §4: failed messages can be retried); 422 unless it failed. */
export async function retrySend(
  db: Db,
  jobs: Jobs | null,
  caller: Caller,
  id: string,
): Promise<SavedItem> {
  const viewer = await engageViewer(db, caller);
  const row = await itemFor(db, viewer, id);
  const events: EngageEvent[] = [];
  const item = await changeItem(db, row, async (current, trx) => {
    if (current.meta.delivery !== 'MESSAGE_FAILED' && current.meta.delivery !== 'DELIVERY_FAILED') {
      throw new HttpError(422, 'Only a message that failed can be sent again.', 'retry.notFailed');
    }
    const { error: _error, ...rest } = current;
    const next: EngageItem = { ...rest, meta: { ...current.meta, delivery: 'MESSAGE_SENDING' } };
    events.push(
      await recordEvent(trx, {
        orgId: row.orgId,
        itemId: row.id,
        action: 'retry',
        by: { moderatorId: caller.userId, moderatorSource: 'user' },
        payload: { delivery: 'MESSAGE_SENDING' },
      }),
    );
    return { item: next, result: next };
  });
  publish(events);
  await jobs?.send(QUEUES.sendOutbound, {
    itemId: row.id,
    kind: item.engage.subtype ?? 'comment',
    markParentAsRead: false,
    userId: caller.userId,
  });
  return savedItemFor(viewer, item);
}

/**
 * The sending worker: sends an item that is `MESSAGE_SENDING` through the gateway (once per
 * item: the item id is the idempotency key), then stores `DELIVERED` with the network's id, or
 * `MESSAGE_FAILED` with the error text. With `markParentAsRead`, the answered item is marked
 * read by the sender once delivered (engage §4).
 */
export function outboundWorker(db: Db, gateway: NetworkGateway): JobHandler {
  return async (data) => {
    const itemId = String(data['itemId']);
    const kind = String(data['kind']) as OutboundKind;
    const row = await db
      .selectFrom('engageItems as sent')
      .innerJoin('engageItems as target', 'target.id', 'sent.parentId')
      .select([
        'sent.orgId',
        'sent.channelId',
        'sent.item',
        'target.id as targetId',
        'target.networkItemId as targetNetworkItemId',
      ])
      .where('sent.id', '=', itemId)
      .executeTakeFirst();
    const sent = row?.item as EngageItem | undefined;
    if (!row || !sent || sent.meta.delivery !== 'MESSAGE_SENDING') return;
    let outcome: { networkItemId: string } | { error: string };
    try {
      outcome = await gateway.send({
        network: sent.engage.network,
        channelId: row.channelId,
        kind,
        targetNetworkItemId: row.targetNetworkItemId,
        text: sent.message ?? '',
        images: (sent.media ?? []).flatMap((media) => (media.url ? [{ url: media.url }] : [])),
        idempotencyKey: itemId,
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      outcome = { error: await sendFailureText(sent.engage.network, error) };
    }
    const by = {
      moderatorId: String(data['userId'] ?? sent.engage.moderatorId ?? ''),
      moderatorSource: 'user',
    } as const;
    const events: EngageEvent[] = [];
    await changeItem(db, { id: itemId }, async (current, trx) => {
      if (current.meta.delivery !== 'MESSAGE_SENDING') return { item: current, result: null };
      const next: EngageItem =
        'error' in outcome
          ? {
              ...current,
              error: outcome.error,
              meta: { ...current.meta, delivery: 'MESSAGE_FAILED' },
            }
          : {
              ...current,
              networkId: outcome.networkItemId,
              meta: { ...current.meta, delivery: 'DELIVERED' },
            };
      if (!('error' in outcome)) {
        await trx
          .updateTable('engageItems')
          .set({ networkItemId: outcome.networkItemId })
          .where('id', '=', itemId)
          .execute();
      }
      events.push(
        await recordEvent(trx, {
          orgId: row.orgId,
          itemId,
          action: 'error' in outcome ? 'sendFailed' : 'delivered',
          by,
          payload: {
            delivery: next.meta.delivery,
            ...('error' in outcome ? { error: outcome.error } : {}),
          },
        }),
      );
      return { item: next, result: null };
    });
    if (!('error' in outcome) && data['markParentAsRead'] === true) {
      await changeItem(db, { id: row.targetId }, async (current, trx) => {
        const next = applyItemAction(current, { type: 'read' }, by);
        events.push(
          await recordEvent(trx, { orgId: row.orgId, itemId: row.targetId, action: 'read', by }),
        );
        return { item: next, result: null };
      });
    }
    publish(events);
  };
}
