import {
  applyItemAction,
  fillTemplate,
  placeholderCount,
  refusalOf,
  repostKind,
  templateDraftState,
} from '@smm/engage-rules';
import {
  ChannelIdList,
  type EngageItem,
  PrivateReply,
  ReplyDraft,
  ReplyQuota,
  Repost,
  SavedItem,
  WhatsAppTemplate,
  WhatsAppTemplateSend,
} from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import * as t from 'io-ts';
import { badRequest, HttpError, notFound } from '../../http/errors.js';
import { ChannelId, CommentParams, IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { NetworkError, type NetworkGateway } from '../../networks/gateway.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { publish, recordEvent } from './engage.events.js';
import { engageViewer } from './engage.viewer.js';
import { networkFailure } from './item.action.js';
import { changeItem, commentFor, itemFor, savedItemFor } from './items.store.js';
import { retrySend, startSend } from './outbound.js';

const TAG = 'engage replies';

/** `{channelId}` of a WhatsApp channel. */
const ChannelParam = t.type({ channelId: ChannelId }, 'ChannelParam');

/** `?channelId=`: one channel's quota instead of every channel's. */
const QuotaQuery = t.partial({ channelId: ChannelId }, 'QuotaQuery');

/** The retweet (X) and repost (Threads) calls: the network they are on, and their path. */
const REPOSTS = [
  ['twitter', 'tw', 'retweet', 'Retweets an X post or reply; with a message it is a quote'],
  ['threads', 'threads', 'repost', 'Reposts a Threads post or reply; with a message it is a quote'],
] as const;

const sending = {
  tag: TAG,
  access: 'user' as const,
  body: ReplyDraft,
  response: SavedItem,
  status: 202,
};

/** What WhatsApp says of a template parameter it refuses (engage-rules' parameter rules). */
const PARAMETER_PROBLEM = {
  empty: 'write a value.',
  lineBreak: 'WhatsApp takes no line break or tab in a parameter.',
  tooManySpaces: 'WhatsApp takes at most four spaces in a row in a parameter.',
} as const;

function notFoundChannel(channelId: string): never {
  throw notFound(`Channel ${channelId}`);
}

/**
 * Answering (engage §7): comments, replies and messages go out through the network gateway as
 * jobs — the answer is stored at once as sending and becomes delivered or failed; failed ones
 * can be retried; Google Business Profile comments can be edited.
 */
export function outboundRoutes(gateway: NetworkGateway, jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      ...sending,
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/comments`,
      summary:
        'Comments on an item (a reply when the item is a comment); answers the comment as it is being sent',
      params: IdParam,
      handle: async ({ db, caller, params, body }) => {
        const target = await itemFor(db, await engageViewer(db, caller), params.id);
        const type = target.item.engage.type;
        if (type === 'conversation' || type === 'message' || type === 'messagethread') {
          throw new HttpError(422, 'Answer a conversation with a message.', 'reply.directMessage');
        }
        const kind = type === 'comment' || type === 'reply' ? 'reply' : 'comment';
        return startSend(db, jobs, caller, target, kind, body);
      },
    }),
    route({
      ...sending,
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/comments/{commentId}/replies`,
      summary: 'Replies to a comment of an item',
      params: CommentParams,
      handle: async ({ db, caller, params, body }) => {
        const viewer = await engageViewer(db, caller);
        const target = await commentFor(db, viewer, params.id, params.commentId);
        return startSend(db, jobs, caller, target, 'reply', body);
      },
    }),
    route({
      ...sending,
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/messages`,
      summary: 'Sends a message in a conversation',
      params: IdParam,
      handle: async ({ db, caller, params, body }) => {
        const target = await itemFor(db, await engageViewer(db, caller), params.id);
        if (target.item.engage.type !== 'conversation') throw notFound(`Conversation ${params.id}`);
        return startSend(db, jobs, caller, target, 'message', body);
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/privatereply`,
      tag: TAG,
      summary:
        'Answers a public Facebook or Instagram post or comment in private (once per item); answers the message as it is being sent',
      access: 'user',
      body: PrivateReply,
      response: SavedItem,
      status: 202,
      handle: async ({ db, caller, body }) => {
        const viewer = await engageViewer(db, caller);
        const target =
          body.isPost || body.commentId === null
            ? await itemFor(db, viewer, body.contentId)
            : await commentFor(db, viewer, body.contentId, body.commentId);
        if (normaliseNetwork(body.network) !== normaliseNetwork(target.item.engage.network)) {
          throw badRequest(
            `network: item ${target.id} is on ${target.item.engage.network}, not ${body.network}.`,
          );
        }
        return startSend(db, jobs, caller, target, 'privateReply', {
          text: body.message ?? '',
          ...(body.markParentAsRead === undefined
            ? {}
            : { markParentAsRead: body.markParentAsRead }),
        });
      },
    }),
    ...REPOSTS.map(([network, prefix, verb, summary]) =>
      route({
        method: 'POST',
        path: `${ENGAGE}/${prefix}/contents/{id}/${verb}`,
        tag: TAG,
        summary,
        access: 'user',
        params: IdParam,
        body: Repost,
        response: SavedItem,
        status: 202,
        handle: async ({ db, caller, params, body }) => {
          const target = await itemFor(db, await engageViewer(db, caller), params.id);
          if (target.item.engage.network !== network) {
            throw badRequest(
              `id: item ${params.id} is on ${target.item.engage.network}, not ${network}.`,
            );
          }
          const text = body.message ?? '';
          return startSend(db, jobs, caller, target, repostKind(text), { text });
        },
      }),
    ),
    route({
      method: 'GET',
      path: `${ENGAGE}/whatsapp/{channelId}/templates`,
      tag: TAG,
      summary: 'The message templates approved for a WhatsApp channel',
      access: 'user',
      params: ChannelParam,
      response: t.array(WhatsAppTemplate),
      handle: async ({ db, caller, params }) => {
        const viewer = await engageViewer(db, caller);
        const channel = viewer.channels.get(params.channelId);
        if (!channel || channel.type !== 'whatsapp') notFoundChannel(params.channelId);
        return [...(await gateway.templates({ channelId: params.channelId }))];
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/whatsapp/templates/send`,
      tag: TAG,
      summary:
        'Sends a WhatsApp template message in a conversation (the only message WhatsApp takes 24 hours after the customer last wrote)',
      access: 'user',
      body: WhatsAppTemplateSend,
      response: SavedItem,
      status: 202,
      handle: async ({ db, caller, body }) => {
        const target = await itemFor(db, await engageViewer(db, caller), body.conversationId);
        if (
          target.item.engage.type !== 'conversation' ||
          target.item.engage.network !== 'whatsapp'
        ) {
          throw notFound(`WhatsApp conversation ${body.conversationId}`);
        }
        const templates = await gateway.templates({ channelId: target.channelId });
        const template = templates.find((candidate) => candidate.id === body.templateId);
        if (!template) {
          throw new HttpError(
            422,
            'This template is not approved for the channel.',
            'template.unknown',
          );
        }
        const parameters = body.parameters ?? [];
        const expected = placeholderCount(template.text);
        if (parameters.length !== expected) {
          throw new HttpError(
            422,
            `The template "${template.name}" takes ${expected} parameter(s); ${parameters.length} given.`,
            'template.parameters',
          );
        }
        const draft = templateDraftState(template.text, parameters);
        const bad = draft.fields.find((field) => field.error !== undefined);
        if (bad !== undefined || draft.tooLong) {
          throw new HttpError(
            422,
            bad === undefined
              ? 'The filled template is longer than WhatsApp takes (1024 characters).'
              : `Parameter {{${bad.index}}}: ${PARAMETER_PROBLEM[bad.error ?? 'empty']}`,
            'template.parameters',
          );
        }
        return startSend(
          db,
          jobs,
          caller,
          target,
          'template',
          { text: fillTemplate(template.text, parameters) },
          { template: { id: template.id, parameters } },
        );
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/tw/filterOutViewOnlyChannels`,
      tag: TAG,
      summary:
        'Of the given X channels, those the caller may send from: seen by them and not view-only for them',
      access: 'user',
      body: ChannelIdList,
      response: ChannelIdList,
      handle: async ({ db, caller, body }) => {
        const viewer = await engageViewer(db, caller);
        return {
          channelIds: body.channelIds.filter((id) => {
            const channel = viewer.channels.get(id);
            return (
              channel !== undefined &&
              channel.type === 'twitter' &&
              viewer.viewer.channelRoles?.[id] !== 'VIEW_ONLY'
            );
          }),
        };
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/quota`,
      tag: TAG,
      summary:
        'How much each channel the caller sees may still send in its network’s current window (the reply quota)',
      access: 'user',
      query: QuotaQuery,
      response: t.array(ReplyQuota),
      handle: async ({ db, caller, query }) => {
        const viewer = await engageViewer(db, caller);
        const channels = [...viewer.channels.values()].filter(
          (channel) => query.channelId === undefined || channel.id === query.channelId,
        );
        if (query.channelId !== undefined && channels.length === 0) {
          notFoundChannel(query.channelId);
        }
        return Promise.all(
          channels.map(async (channel) => {
            const quota = await gateway.quota({ network: channel.type, channelId: channel.id });
            return {
              channelId: channel.id,
              network: channel.type,
              limit: quota.limit,
              used: quota.used,
              remaining: Math.max(0, quota.limit - quota.used),
              windowSeconds: quota.windowSeconds,
              resetsAt: quota.resetsAt?.toISOString() ?? null,
            };
          }),
        );
      },
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/contents/{id}/retry`,
      tag: TAG,
      summary: 'Sends a failed comment, reply or message again',
      access: 'user',
      params: IdParam,
      response: SavedItem,
      status: 202,
      handle: ({ db, caller, params }) => retrySend(db, jobs, caller, params.id),
    }),
    route({
      method: 'PUT',
      path: `${ENGAGE}/contents/{id}`,
      tag: TAG,
      summary: 'Edits a comment the channel wrote (Google Business Profile)',
      access: 'user',
      params: IdParam,
      body: ReplyDraft,
      response: SavedItem,
      handle: async ({ db, caller, params, body }) => {
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, params.id);
        const by = { moderatorId: caller.userId, moderatorSource: 'user' } as const;
        const refuseEdit = (current: EngageItem) => {
          const refusal = refusalOf('edit', savedItemFor(viewer, current), viewer.viewer);
          if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
        };
        refuseEdit(row.item);
        if (body.text.trim() === '') {
          throw new HttpError(422, 'Write a message before sending.', 'edit.empty');
        }
        // The network edits first, with no row locked (an edit to the same text is harmless
        // to repeat); the item is changed after.
        try {
          await gateway.edit({
            network: row.item.engage.network,
            channelId: row.channelId,
            networkItemId: row.networkItemId,
            text: body.text,
          });
        } catch (error) {
          throw error instanceof NetworkError ? networkFailure(error) : error;
        }
        const { item, events } = await changeItem(db, row, async (current, trx) => {
          refuseEdit(current);
          const next: EngageItem = {
            ...current,
            message: body.text,
            meta: { ...current.meta, modifiedDate: new Date().toISOString() },
          };
          const event = await recordEvent(trx, {
            orgId: row.orgId,
            itemId: row.id,
            action: 'edit',
            by,
          });
          return { item: next, result: { item: next, events: [event] } };
        });
        if (body.markParentAsRead === true && row.parentId !== null) {
          const parentId = row.parentId;
          const read = await changeItem(db, { id: parentId }, async (parent, trx) => {
            const event = await recordEvent(trx, {
              orgId: row.orgId,
              itemId: parentId,
              action: 'read',
              by,
            });
            return { item: applyItemAction(parent, { type: 'read' }, by), result: event };
          });
          events.push(read);
        }
        publish(events);
        return savedItemFor(viewer, item);
      },
    }),
  ];
}
