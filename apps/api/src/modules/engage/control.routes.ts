import { refusalOf, withControlTaken } from '@smm/engage-rules';
import { type EngageItem, SavedItem } from '@smm/model';
import { HttpError, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { NetworkError, type NetworkGateway } from '../../networks/gateway.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { publish, recordEvent } from './engage.events.js';
import { engageViewer } from './engage.viewer.js';
import { networkFailure } from './item.action.js';
import { changeItem, itemFor, savedItemFor } from './items.store.js';

/**
 * Facebook's handover protocol (engage §3 `control{ownership}`, §8 SMM_ENG_ERR_2 and the
 * "resync control" toasts; decision 0061): a person who may answer a Facebook conversation
 * another app controls takes its thread control, and the conversation can be answered again.
 */
export function controlRoutes(gateway: NetworkGateway): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: `${ENGAGE}/conversations/{id}/resyncControl`,
      tag: 'engage replies',
      summary:
        'Takes the thread control of a Facebook conversation from the app holding it (handover protocol) and answers the conversation as the product now controls it',
      access: 'user',
      params: IdParam,
      response: SavedItem,
      handle: async ({ db, caller, params }) => {
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, params.id);
        if (row.item.engage.type !== 'conversation') throw notFound(`Conversation ${params.id}`);
        if (row.item.engage.network !== 'facebook') {
          throw new HttpError(
            422,
            'Only Facebook conversations are handed over between apps.',
            'control.notFacebook',
          );
        }
        const refusal = refusalOf('sendMessage', savedItemFor(viewer, row.item), viewer.viewer);
        if (refusal) throw new HttpError(422, refusal.message, refusal.rule);
        try {
          await gateway.takeThreadControl({
            network: row.item.engage.network,
            channelId: row.channelId,
            networkItemId: row.networkItemId,
          });
        } catch (error) {
          throw error instanceof NetworkError ? networkFailure(error) : error;
        }
        const { item, events } = await changeItem(db, row, async (current, trx) => {
          const next: EngageItem = withControlTaken(current);
          const event = await recordEvent(trx, {
            orgId: row.orgId,
            itemId: row.id,
            action: 'control',
            by: { moderatorId: caller.userId, moderatorSource: 'user' },
            payload: { ownership: next.control?.ownership },
          });
          return { item: next, result: { item: next, events: [event] } };
        });
        publish(events);
        return savedItemFor(viewer, item);
      },
    }),
  ];
}
