import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import { NetworkError, type NetworkGateway } from '../../networks/gateway.js';
import { FROM_NETWORK, publish, recordEvent } from '../engage/engage.events.js';
import { recordAudit } from '../audit/audit.js';
import { notifyChannelAttention } from './channel.attention.js';
import { channelEvent } from './channel.events.js';

/**
 * Records that a network no longer accepts a channel's access (its token expired or was
 * revoked): the channel goes offline (`state` DISCONNECTED) with the status ISSUE and the reason
 * `tokenExpired`, once — audited and an event of the stream — until it is reconnected.
 */
export async function channelLostAccess(db: Db, channelId: string): Promise<void> {
  const events = await transact(db, async (trx) => {
    const lost = await trx
      .updateTable('channels')
      .set({ state: 'DISCONNECTED', indexingStatus: 'ISSUE', indexingError: 'tokenExpired' })
      .where('id', '=', channelId)
      .where('state', '=', 'CONNECTED')
      .returning(['orgId', 'name'])
      .executeTakeFirst();
    if (!lost) return [];
    await trx
      .insertInto('channelAudits')
      .values({ channelId, event: 'ACCESS_LOST', userId: null, detail: null })
      .execute();
    await recordAudit(
      trx,
      { orgId: lost.orgId, userId: null, address: null },
      { action: 'channel.accessLost', target: { type: 'channel', id: channelId, name: lost.name } },
    );
    await notifyChannelAttention(
      trx,
      { orgId: lost.orgId, id: channelId, name: lost.name },
      'reconnect',
    );
    return [
      await recordEvent(trx, channelEvent(lost.orgId, channelId, 'accessLost', FROM_NETWORK)),
    ];
  });
  publish(events);
}

/**
 * The gateway as the product uses it: whatever a network answers about a channel's access
 * (an expired or revoked token) marks the channel as needing reconnection before the error goes
 * on to the caller — whichever route or job met it.
 */
export function watchAccess(db: Db, gateway: NetworkGateway): NetworkGateway {
  const watched =
    <R extends { readonly channelId: string }, A>(call: (request: R) => Promise<A>) =>
    async (request: R): Promise<A> => {
      try {
        return await call(request);
      } catch (error) {
        if (error instanceof NetworkError && error.kind === 'tokenExpired') {
          await channelLostAccess(db, request.channelId);
        }
        throw error;
      }
    };
  return {
    ...gateway,
    moderate: watched((request) => gateway.moderate(request)),
    send: watched((request) => gateway.send(request)),
    publish: watched((request) => gateway.publish(request)),
    edit: watched((request) => gateway.edit(request)),
    takeThreadControl: watched((request) => gateway.takeThreadControl(request)),
    quota: watched((request) => gateway.quota(request)),
    templates: watched((request) => gateway.templates(request)),
    index: watched((request) => gateway.index(request)),
  };
}
