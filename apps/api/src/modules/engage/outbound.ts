import { randomUUID } from 'node:crypto';
import {
  applyItemAction,
  isUnderThirdPartyControl,
  type Moderator,
  THIRD_PARTY_OWNERSHIP,
  needsTemplate,
  refusalOf,
  validatePost,
  validateReply,
} from '@smm/engage-rules';
import { createI18n, INSTAGRAM_STATUS_LINK, replyErrorMessage, translate } from '@smm/i18n';
import {
  cutText,
  type EngageItem,
  type ItemType,
  type Media,
  type ReplyDraft,
  type SavedItem,
  type SendFailure,
  THIRD_PARTY_CONTROL_ERROR_CODE,
} from '@smm/model';
import { checkUpload, formatBytes, isUploadRefusal, networkName } from '@smm/networks';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { HttpError, notFound } from '../../http/errors.js';
import { QUEUES, type JobHandler, type Jobs } from '../../jobs/jobs.js';
import { sql } from 'kysely';
import { NetworkError, type NetworkGateway, type OutboundKind } from '../../networks/gateway.js';
import { FROM_NETWORK, publish, recordEvent } from './engage.events.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import { answered, withLatestDelivery } from './ingest.js';
import { networkFailure } from './item.action.js';
import { projectItem } from './item.projection.js';
import { sendingChannelOf } from './sending-channel.js';
import { acceptedText } from './uploads.routes.js';
import { storedUpload } from './uploads.store.js';
import {
  changeItem,
  itemFor,
  type ItemRow,
  lockItems,
  savedItemFor,
  writeItem,
} from './items.store.js';

/** The capability each kind of outbound item needs (`@smm/engage-rules`). */
const CAPABILITY = {
  comment: 'reply',
  reply: 'reply',
  message: 'sendMessage',
  privateReply: 'privateReply',
  repost: 'repost',
  quote: 'quote',
  template: 'sendMessage',
} as const satisfies Record<OutboundKind, string>;

/** The item type of what each kind creates. */
const TYPE: Readonly<Record<OutboundKind, ItemType>> = {
  comment: 'comment',
  reply: 'reply',
  message: 'message',
  privateReply: 'message',
  repost: 'post',
  quote: 'post',
  template: 'message',
};

/** Reposts and quotes are posts of the channel's own, not answers in the target's thread. */
const isRepost = (kind: OutboundKind) => kind === 'repost' || kind === 'quote';

/** What else a send carries: a private reply's parent flag, a WhatsApp template. */
export interface SendOptions {
  readonly template?: { readonly id: string; readonly parameters: readonly string[] };
}

/**
 * Refuses what the network would not take, before anything is stored (422 with the rule): the
 * draft's length and attachments, WhatsApp's 24-hour window, a second plain repost.
 */
function checkDraft(viewer: EngageViewer, target: ItemRow, kind: OutboundKind, draft: ReplyDraft) {
  const network = target.item.engage.network;
  if (kind === 'quote') {
    const checked = validatePost(network, { text: draft.text });
    if (checked._tag === 'Left') {
      throw new HttpError(422, checked.left.message, `quote.${checked.left.kind}`);
    }
  } else if (kind === 'repost') {
    if (target.item.twitter?.retweetedByMe === true || target.item.threads?.repostedByMe) {
      throw new HttpError(422, 'The channel already reposted this item.', 'repost.already');
    }
  } else if (kind !== 'template') {
    const checked = validateReply(
      target.item,
      { text: draft.text, attachments: draft.images ?? [], private: kind === 'privateReply' },
      viewer.viewer,
    );
    if (checked._tag === 'Left') {
      throw new HttpError(422, checked.left.message, `${CAPABILITY[kind]}.${checked.left.kind}`);
    }
  }
  if ((kind === 'message' || kind === 'template') && isUnderThirdPartyControl(target.item)) {
    throw new HttpError(
      409,
      'Another app is in control of this Facebook conversation: take control to answer it.',
      THIRD_PARTY_CONTROL_ERROR_CODE,
    );
  }
  if (kind === 'message' && needsTemplate(target.item, Date.now())) {
    throw new HttpError(
      422,
      'More than 24 hours have passed since the customer last wrote: WhatsApp takes only a template message now.',
      'message.windowClosed',
    );
  }
}

/** Most files one reply carries (X takes four photos). */
export const MAX_ATTACHMENTS = 4;

/**
 * The media of a reply's `images`: each must be a file uploaded here by the organisation
 * (`POST /api/engage/uploads`) that the network takes by its upload limits (engage §9, checked
 * again as the network may differ from the one it was uploaded for); else 422 naming it.
 */
async function attachedMedia(
  orgId: string,
  network: string,
  images: readonly { readonly url: string }[],
): Promise<Media[]> {
  if (images.length > MAX_ATTACHMENTS) {
    throw new HttpError(
      422,
      `A reply carries at most ${MAX_ATTACHMENTS} files.`,
      'reply.tooManyAttachments',
    );
  }
  const media: Media[] = [];
  for (const image of images) {
    const stored = await storedUpload(orgId, image.url);
    if (stored === null) {
      throw new HttpError(
        422,
        `${cutText(image.url, 80)} is not a file uploaded for a reply here; upload it first.`,
        'reply.attachmentUnknown',
      );
    }
    const checked = checkUpload(network, stored);
    if (isUploadRefusal(checked)) {
      throw new HttpError(
        422,
        checked.reason === 'tooLarge'
          ? `${networkName(network)} takes ${checked.kind}s up to ${formatBytes(checked.limit.maxBytes)}.`
          : checked.reason === 'noAttachments'
            ? `${networkName(network)} replies take no attachments.`
            : `${networkName(network)} takes ${acceptedText(checked.accepted)}.`,
        `reply.attachment.${checked.reason}`,
      );
    }
    media.push({ type: checked.kind === 'video' ? 'video' : 'image', url: image.url });
  }
  return media;
}

/** The target after the send started: it shows it was reposted, or answered privately. */
function markTarget(target: EngageItem, kind: OutboundKind, sentId: string): EngageItem {
  switch (kind) {
    case 'repost':
      return target.engage.network === 'threads'
        ? { ...target, threads: { ...target.threads, repostedByMe: true } }
        : { ...target, twitter: { ...target.twitter, retweetedByMe: true } };
    case 'privateReply':
      return target.engage.network === 'instagram'
        ? { ...target, instagram: { ...target.instagram, privateReplyReference: sentId } }
        : { ...target, facebook: { ...target.facebook, privateReplyReference: sentId } };
    case 'quote':
    case 'template':
    case 'message':
    case 'comment':
    case 'reply':
      return target;
  }
}

const english = createI18n('en');

/** What a failed send keeps of the network's refusal: the API's code, the network's codes. */
export function sendFailureOf(error: NetworkError): SendFailure {
  const { errorCode } = networkFailure(error);
  return {
    ...(errorCode === undefined ? {} : { errorCode }),
    ...(error.details.code === undefined ? {} : { networkCode: error.details.code }),
    ...(error.details.subcode === undefined ? {} : { networkSubcode: error.details.subcode }),
  };
}

/** An item without a failure of an earlier attempt. */
function withoutFailure(item: EngageItem): EngageItem {
  const { error: _error, failure: _failure, ...rest } = item;
  return rest;
}

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
  options: SendOptions = {},
): Promise<SavedItem> {
  const viewer = await engageViewer(db, caller);
  const by = { moderatorId: caller.userId, moderatorSource: 'user' } as const;
  const sent = await sendAs(db, jobs, viewer, by, target, kind, draft, options);
  if (sent === null) throw new Error('A send without a claim is always stored.');
  return sent;
}

/**
 * {@link startSend} for whoever sends — a person, or automation (then `by` names the rule or
 * group, and the sent item says automation sent it). With `claim`, the send is stored only if
 * the claim, made first in the same transaction, holds (an automated message sent once): null
 * when it does not.
 */
export async function sendAs(
  db: Db,
  jobs: Jobs | null,
  viewer: EngageViewer,
  by: Moderator,
  target: ItemRow,
  kind: OutboundKind,
  draft: ReplyDraft,
  options: SendOptions & { readonly claim?: (trx: Db) => Promise<boolean> } = {},
): Promise<SavedItem | null> {
  const refusal = refusalOf(CAPABILITY[kind], savedItemFor(viewer, target.item), viewer.viewer);
  if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
  checkDraft(viewer, target, kind, draft);
  const media = await attachedMedia(target.orgId, target.item.engage.network, draft.images ?? []);
  const from = sendingChannelOf(viewer, target, kind, CAPABILITY[kind], draft.sendingChannelId);
  const network = target.item.engage.network;
  const channel = viewer.channels.get(from);
  const id = randomUUID();
  const now = new Date().toISOString();
  const item: EngageItem = {
    id,
    channelId: from,
    message: draft.text,
    sender: {
      id: from,
      name: channel?.name ?? from,
      visibility: 'PUBLIC',
      isOwn: true,
    },
    ...(media.length > 0 ? { media } : {}),
    engage: {
      id,
      type: TYPE[kind],
      subtype: kind,
      network,
      networkStatus: 'published',
      canRespond: false,
      context: 'ENGAGE',
      labels: [],
      parentId: target.id,
      parentUuid: target.id,
      ...(isRepost(kind) ? {} : { contentId: target.rootId ?? target.id }),
      moderatorId: by.moderatorId,
      moderatorSource: by.moderatorSource,
    },
    ...(kind === 'repost' && network === 'twitter' ? { twitter: { retweet: true } } : {}),
    ...(isRepost(kind) && network === 'threads' ? { threads: { isQuote: kind === 'quote' } } : {}),
    ...(options.template
      ? {
          whatsapp: {
            templateId: options.template.id,
            templateParameters: [...options.template.parameters],
          },
        }
      : {}),
    meta: {
      createdDate: now,
      displayReadStatus: 'read',
      delivery: 'MESSAGE_SENDING',
      ...(draft.messageTag ? { messageTag: draft.messageTag } : {}),
    },
  };
  // The answered item and its post are locked (in the global order) before the answer is
  // stored under them; a deadlock or serialisation failure stores it again, and only the
  // committed answer is queued to be sent.
  const events = await transact(db, async (trx) => {
    if (options.claim && !(await options.claim(trx))) return null;
    const locked = await lockItems(trx, [target.id, target.rootId]);
    await trx
      .insertInto('engageItems')
      .values({
        id,
        orgId: target.orgId,
        channelId: from,
        networkItemId: `pending-${id}`,
        // A repost is the channel's own post: it points at what it reposts, in no thread.
        parentId: isRepost(kind) ? null : target.id,
        rootId: isRepost(kind) ? null : (target.rootId ?? target.id),
        listed: kind !== 'message' && kind !== 'privateReply' && kind !== 'template',
        ...projectItem(item),
      })
      .execute();
    // The answered item and its post count it and show it as their latest comment; a reposted
    // item shows it was reposted, a privately answered one its private reply.
    const answers = kind === 'privateReply' || isRepost(kind) ? [] : [target.id, target.rootId];
    for (const answeredId of [target.id, target.rootId]) {
      if (answeredId === null) continue;
      const current = locked.get(answeredId)?.item;
      if (current === undefined) throw notFound(`Item ${answeredId}`);
      const next = answers.includes(answeredId)
        ? answered(current, item)
        : answeredId === target.id
          ? markTarget(current, kind, id)
          : current;
      if (next !== current) await writeItem(trx, answeredId, next);
    }
    // The job that sends it is stored with it: a reply stored is a reply sent, even when the
    // server stops right after the commit.
    await jobs?.sendWithin(trx, QUEUES.sendOutbound, {
      itemId: id,
      kind,
      markParentAsRead: draft.markParentAsRead === true,
      userId: by.moderatorId,
      moderatorSource: by.moderatorSource,
    });
    return [
      await recordEvent(trx, {
        orgId: target.orgId,
        itemId: id,
        action: isRepost(kind) ? 'repost' : 'reply',
        by,
        payload: { parentId: target.id, delivery: 'MESSAGE_SENDING' },
      }),
    ];
  });
  if (events === null) return null;
  jobs?.wake(QUEUES.sendOutbound);
  publish(events);
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
  const { item, events } = await changeItem(db, row, async (current, trx) => {
    if (current.meta.delivery !== 'MESSAGE_FAILED' && current.meta.delivery !== 'DELIVERY_FAILED') {
      throw new HttpError(422, 'Only a message that failed can be sent again.', 'retry.notFailed');
    }
    const { error: _error, failure: _failure, ...rest } = current;
    const next: EngageItem = { ...rest, meta: { ...current.meta, delivery: 'MESSAGE_SENDING' } };
    const event = await recordEvent(trx, {
      orgId: row.orgId,
      itemId: row.id,
      action: 'retry',
      by: { moderatorId: caller.userId, moderatorSource: 'user' },
      payload: { delivery: 'MESSAGE_SENDING' },
    });
    return { item: next, result: { item: next, events: [event] } };
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
 * Queues again every answer still being sent (after a restart): one the server was sending when
 * it stopped, its job taken but not finished, goes out now instead of when the job's lease
 * expires. Sending is idempotent (the item id is the network's idempotency key, and the worker
 * skips what is no longer `MESSAGE_SENDING`), so a job queued twice sends once. Returns how many.
 */
export async function resumeSending(db: Db, jobs: Jobs): Promise<number> {
  const sending = await db
    .selectFrom('engageItems')
    .select(['id', 'item'])
    .where(sql<boolean>`(item->'meta'->>'delivery') = 'MESSAGE_SENDING'`)
    .orderBy('createdAt')
    .execute();
  for (const { id, item } of sending) {
    const engage = (item as EngageItem).engage;
    await jobs.send(QUEUES.sendOutbound, {
      itemId: id,
      kind: engage.subtype ?? 'comment',
      markParentAsRead: false,
      userId: engage.moderatorId ?? null,
    });
  }
  return sending.length;
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
    // What it answers, reposts or quotes: its thread parent, or (a repost) the item it names.
    const row = await db
      .selectFrom('engageItems as sent')
      .innerJoin('engageItems as target', (join) =>
        join.on(
          'target.id',
          '=',
          sql<string>`coalesce(sent.parent_id, (sent.item->'engage'->>'parentId')::uuid)`,
        ),
      )
      .select([
        'sent.orgId',
        'sent.channelId',
        'sent.item',
        'sent.parentId',
        'sent.rootId',
        'target.id as targetId',
        'target.networkItemId as targetNetworkItemId',
      ])
      .where('sent.id', '=', itemId)
      .executeTakeFirst();
    const sent = row?.item as EngageItem | undefined;
    if (!row || !sent || sent.meta.delivery !== 'MESSAGE_SENDING') return;
    const templateId = sent.whatsapp?.templateId;
    let outcome: { networkItemId: string } | { error: string; failure: SendFailure };
    try {
      outcome = await gateway.send({
        network: sent.engage.network,
        channelId: row.channelId,
        kind,
        targetNetworkItemId: row.targetNetworkItemId,
        text: sent.message ?? '',
        images: (sent.media ?? []).flatMap((media) => (media.url ? [{ url: media.url }] : [])),
        ...(templateId === undefined
          ? {}
          : { template: { id: templateId, parameters: sent.whatsapp?.templateParameters ?? [] } }),
        idempotencyKey: itemId,
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      outcome = {
        error: await sendFailureText(sent.engage.network, error),
        failure: sendFailureOf(error),
      };
    }
    const by: Moderator = {
      moderatorId: String(data['userId'] ?? sent.engage.moderatorId ?? ''),
      moderatorSource: data['moderatorSource'] === 'automation' ? 'automation' : 'user',
    };
    const markParentAsRead = !('error' in outcome) && data['markParentAsRead'] === true;
    // Facebook says another app holds the conversation: the conversation shows it (decision 0061).
    const handedOver =
      'error' in outcome && outcome.failure.errorCode === THIRD_PARTY_CONTROL_ERROR_CODE;
    // The sent item, and what it answers (its kept latest answer says how it went; marked read;
    // who holds the conversation), are locked together, in the global order.
    const answeredIds = [row.parentId, row.rootId].filter((id): id is string => id !== null);
    const events = await transact(db, async (trx) => {
      const locked = await lockItems(trx, [
        itemId,
        ...answeredIds,
        markParentAsRead || handedOver ? row.targetId : null,
      ]);
      const current = locked.get(itemId)?.item;
      if (current?.meta.delivery !== 'MESSAGE_SENDING') return [];
      const next: EngageItem =
        'error' in outcome
          ? {
              ...current,
              error: outcome.error,
              failure: outcome.failure,
              meta: { ...current.meta, delivery: 'MESSAGE_FAILED' },
            }
          : {
              ...withoutFailure(current),
              networkId: outcome.networkItemId,
              meta: { ...current.meta, delivery: 'DELIVERED' },
            };
      await writeItem(trx, itemId, next);
      if (!('error' in outcome)) {
        await trx
          .updateTable('engageItems')
          .set({ networkItemId: outcome.networkItemId })
          .where('id', '=', itemId)
          .execute();
      }
      const done = [
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
      ];
      // The items it answers keep it as their latest answer: with how it went (decision 0055).
      const kept = new Map<string, EngageItem>();
      for (const id of answeredIds) {
        const entry = locked.get(id)?.item;
        if (entry === undefined) continue;
        const entryNow = withLatestDelivery(entry, itemId, next.meta.delivery);
        if (entryNow === entry) continue;
        await writeItem(trx, id, entryNow);
        kept.set(id, entryNow);
      }
      // The answered item is read in the same transaction: whoever sees the answer delivered
      // sees its parent read.
      const parent = kept.get(row.targetId) ?? locked.get(row.targetId)?.item;
      if (markParentAsRead && parent !== undefined) {
        await writeItem(trx, row.targetId, applyItemAction(parent, { type: 'read' }, by));
        done.push(
          await recordEvent(trx, { orgId: row.orgId, itemId: row.targetId, action: 'read', by }),
        );
      }
      if (handedOver && parent?.engage.type === 'conversation') {
        const held = { ...parent, control: { ownership: THIRD_PARTY_OWNERSHIP } };
        if (isUnderThirdPartyControl(held) && !isUnderThirdPartyControl(parent)) {
          await writeItem(trx, row.targetId, held);
          done.push(
            await recordEvent(trx, {
              orgId: row.orgId,
              itemId: row.targetId,
              action: 'control',
              by: FROM_NETWORK,
              payload: { ownership: THIRD_PARTY_OWNERSHIP },
            }),
          );
        }
      }
      return done;
    });
    publish(events);
  };
}
