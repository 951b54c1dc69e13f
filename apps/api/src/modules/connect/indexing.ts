import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { JobHandler } from '../../jobs/jobs.js';
import { NetworkError, type ChannelIndex, type NetworkGateway } from '../../networks/gateway.js';
import { FROM_NETWORK, publish, recordEvent, type EngageEvent } from '../engage/engage.events.js';
import { ingest } from '../engage/ingest.js';
import { channelEvent } from './channel.events.js';
import { notifyChannelAttention } from './channel.attention.js';

/**
 * Indexes a channel just connected or reconnected: asks its network for its followers and recent
 * activity, stores the activity in the inbox (items already there are skipped), and moves the
 * channel from INDEXING STARTED to INDEXED — or to INDEXING FAILED with the network's reason.
 * Runs once per connection even when its job is delivered again: only a channel still INDEXING
 * STARTED is read, and only one delivery moves it on (and records the event).
 */
export function indexingWorker(db: Db, gateway: NetworkGateway): JobHandler {
  return async (data) => {
    const channelId = String(data['channelId']);
    const channel = await db
      .selectFrom('channels')
      .select(['id', 'orgId', 'network', 'name'])
      .where('id', '=', channelId)
      .where('indexingStatus', '=', 'INDEXING STARTED')
      .where('markedForDeletionAt', 'is', null)
      .executeTakeFirst();
    if (!channel) return;
    let index: ChannelIndex | null = null;
    let failure: NetworkError | null = null;
    try {
      index = await gateway.index({
        network: channel.network,
        channelId: channel.id,
        name: channel.name,
      });
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      failure = error;
    }
    const items =
      index === null ? 0 : await ingest(db, channel.orgId, index.history, { alerts: false });
    const events = await transact(db, async (trx): Promise<EngageEvent[]> => {
      const moved = await trx
        .updateTable('channels')
        .set(
          failure === null
            ? {
                indexingStatus: 'INDEXED',
                indexingError: null,
                followerCount: index?.followers ?? null,
              }
            : { indexingStatus: 'INDEXING FAILED', indexingError: failure.kind },
        )
        .where('id', '=', channel.id)
        .where('indexingStatus', '=', 'INDEXING STARTED')
        .returning('id')
        .executeTakeFirst();
      if (!moved) return [];
      await trx
        .insertInto('channelAudits')
        .values({
          channelId: channel.id,
          event: failure === null ? 'INDEXED' : 'INDEXING_FAILED',
          userId: null,
          detail: failure === null ? `${items} new items` : failure.message,
        })
        .execute();
      if (failure !== null) {
        await notifyChannelAttention(trx, channel, 'indexingFailed', failure.message);
      }
      return [
        await recordEvent(
          trx,
          channelEvent(
            channel.orgId,
            channel.id,
            failure === null ? 'indexed' : 'indexingFailed',
            FROM_NETWORK,
          ),
        ),
      ];
    });
    publish(events);
  };
}
