import { applyItemAction, refusalOf } from '@smm/engage-rules';
import { type EngageItem, ReplyDraft, SavedItem } from '@smm/model';
import { HttpError, notFound } from '../../http/errors.js';
import { CommentParams, IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import type { Jobs } from '../../jobs/jobs.js';
import { NetworkError, type NetworkGateway } from '../../networks/gateway.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { type EngageEvent, publish, recordEvent } from './engage.events.js';
import { engageViewer } from './engage.viewer.js';
import { networkFailure } from './item.action.js';
import { changeItem, commentFor, itemFor, savedItemFor } from './items.store.js';
import { retrySend, startSend } from './outbound.js';

const TAG = 'engage replies';

const sending = {
  tag: TAG,
  access: 'user' as const,
  body: ReplyDraft,
  response: SavedItem,
  status: 202,
};

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
        const events: EngageEvent[] = [];
        const item = await changeItem(db, row, async (current, trx) => {
          const refusal = refusalOf('edit', savedItemFor(viewer, current), viewer.viewer);
          if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
          if (body.text.trim() === '') {
            throw new HttpError(422, 'Write a message before sending.', 'edit.empty');
          }
          try {
            await gateway.edit({
              network: current.engage.network,
              channelId: row.channelId,
              networkItemId: row.networkItemId,
              text: body.text,
            });
          } catch (error) {
            throw error instanceof NetworkError ? networkFailure(error) : error;
          }
          const next: EngageItem = {
            ...current,
            message: body.text,
            meta: { ...current.meta, modifiedDate: new Date().toISOString() },
          };
          events.push(
            await recordEvent(trx, { orgId: row.orgId, itemId: row.id, action: 'edit', by }),
          );
          return { item: next, result: next };
        });
        if (body.markParentAsRead === true && row.parentId !== null) {
          await changeItem(db, { id: row.parentId }, async (parent, trx) => {
            events.push(
              await recordEvent(trx, {
                orgId: row.orgId,
                itemId: row.parentId,
                action: 'read',
                by,
              }),
            );
            const next = applyItemAction(parent, { type: 'read' }, by);
            return { item: next, result: null };
          });
        }
        publish(events);
        return savedItemFor(viewer, item);
      },
    }),
  ];
}
