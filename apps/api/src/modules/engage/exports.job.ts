import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { EngageItem, ExportRequest, FeedFilters } from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { loadCaller } from '../../http/caller.js';
import type { JobHandler } from '../../jobs/jobs.js';
import type { Mailer } from '../../mail/mailer.js';
import { feedFor } from '../feeds/feeds.store.js';
import { engageViewer } from './engage.viewer.js';
import { EXPORT_COLUMNS, exportRow } from './exports.csv.js';
import { matchingItems } from './items.store.js';
import { notify } from '../notifications/notify.js';
import { queueWebhook } from '../webhooks/outbox.js';

/** Where export files are written (`EXPORTS_DIR`, default `.data/exports`). */
export const exportsDir = () => resolve(process.env['EXPORTS_DIR'] || '.data/exports');

/** How long a download link works. */
export const DOWNLOAD_TTL_MS = 24 * 60 * 60 * 1000;

const BATCH = 1000;

/** The character each separator of a request stands for (TAB: decision 0056). */
const DELIMITERS: Readonly<Record<ExportRequest['csvSeperator'], string>> = {
  COMMA: ',',
  SEMICOLON: ';',
  TAB: '\t',
};

/** The wire's names back to ours (engage §7: twitter is sent as twitterprofile, message as dm). */
export const fromWire = {
  network: (value: string) =>
    value === 'twitterprofile' ? 'twitter' : (normaliseNetwork(value) ?? value),
  type: (value: string) => (value === 'dm' ? 'message' : value),
};

const intersect = <T>(a: readonly T[] | undefined, b: readonly T[]): T[] =>
  a === undefined || a.length === 0
    ? [...b]
    : b.length === 0
      ? [...a]
      : a.filter((x) => b.includes(x));

/** The filters an export selects by: its feed's, narrowed by its networks, types and dates. */
export function exportFilters(request: ExportRequest, feed: FeedFilters = {}): FeedFilters {
  const networks = intersect(feed.networks, request.networks.map(fromWire.network) as never[]);
  const types = intersect(feed.types, request.types.map(fromWire.type) as never[]);
  return {
    ...feed,
    ...(networks.length > 0 ? { networks } : {}),
    ...(types.length > 0 ? { types } : {}),
    ...(request.from !== undefined || request.to !== undefined
      ? {
          dateFilter: {
            ...(request.from === undefined ? {} : { from: request.from }),
            ...(request.to === undefined ? {} : { to: request.to }),
          },
        }
      : {}),
  };
}

/**
 * The export worker: writes the items the requester sees that match the export as a CSV
 * (csv-stringify, the requested separator, oldest first, read in keyset batches), marks the
 * export done with the row count or failed with the reason, and e-mails the link when asked.
 */
export function exportWorker(db: Db, mailer: Mailer): JobHandler {
  return async (data) => {
    const id = String(data['exportId']);
    const row = await db
      .updateTable('exports')
      .set({ status: 'RUNNING' })
      .where('id', '=', id)
      .where('status', 'in', ['PENDING', 'RUNNING'])
      .returning(['orgId', 'userId', 'request', 'origin', 'downloadToken'])
      .executeTakeFirst();
    if (!row) return;
    try {
      const caller = await loadCaller(db, { userId: row.userId }, null, []);
      if (!caller) throw new Error('The person who asked for the export is gone.');
      const viewer = await engageViewer(db, caller);
      const request = row.request as ExportRequest;
      const feed = request.feedId === undefined ? {} : await feedFor(db, caller, request.feedId);
      const filters = exportFilters(request, feed);
      const labels = new Map(
        (
          await db
            .selectFrom('labels')
            .select(['id', 'name'])
            .where('orgId', '=', row.orgId)
            .execute()
        ).map((label) => [label.id, label.name]),
      );
      async function* rows(): AsyncGenerator<string[]> {
        yield [...EXPORT_COLUMNS];
        let after: { createdAt: Date; id: string } | null = null;
        for (;;) {
          const at: { createdAt: Date; id: string } | null = after;
          const batch: { id: string; item: unknown; createdAt: Date | string }[] =
            await matchingItems(db, viewer, filters)
              .select(['id', 'item', 'createdAt'])
              .$if(at !== null, (qb) =>
                qb.where(
                  sql<boolean>`(created_at, id) > (${at?.createdAt ?? null}, ${at?.id ?? null}::uuid)`,
                ),
              )
              .orderBy('createdAt')
              .orderBy('id')
              .limit(BATCH)
              .execute();
          for (const entry of batch) {
            const item = entry.item as EngageItem;
            yield exportRow(item, {
              channel: viewer.channels.get(item.channelId)?.name ?? item.channelId,
              labels,
            });
          }
          const last: { id: string; createdAt: Date | string } | undefined = batch.at(-1);
          if (!last || batch.length < BATCH) return;
          after = { createdAt: new Date(last.createdAt), id: last.id };
        }
      }
      const dir = exportsDir();
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${id}.csv`);
      let count = -1;
      const counted = Readable.from(rows()).map((record: string[]) => {
        count += 1;
        return record;
      });
      await pipeline(
        counted,
        stringify({ delimiter: DELIMITERS[request.csvSeperator], bom: true }),
        createWriteStream(file),
      );
      await db.transaction().execute(async (trx) => {
        const done = await trx
          .updateTable('exports')
          .set({ status: 'DONE', rowCount: count, file, finishedAt: new Date() })
          .where('id', '=', id)
          .where('status', '!=', 'DONE')
          .returning('id')
          .executeTakeFirst();
        // Once: a retried job that finds the export done already tells nobody again.
        if (done) {
          await notify(trx, [row.userId], {
            type: 'exportReady',
            params: { count },
            product: 'ENGAGE',
            relevance: 'ME',
            message: `Your export of ${count} items is ready to download for 24 hours`,
            link: `/v2/exports/${id}/download?token=${row.downloadToken}`,
            data: { exportId: id, rowCount: count },
          });
          await queueWebhook(trx, row.orgId, 'export.ready', {
            exportId: id,
            userId: row.userId,
            rows: count,
          });
        }
      });
      if (request.email) {
        const link = `${row.origin}/v2/exports/${id}/download?token=${row.downloadToken}`;
        await mailer.send({
          from: process.env['MAIL_FROM'] || 'Switchboard <no-reply@switchboard.local>',
          to: [request.email],
          subject: 'Your Switchboard data export is ready',
          text: `Your export of ${count} items is ready. Download it within 24 hours:\n\n${link}\n`,
        });
      }
    } catch (error) {
      await db
        .updateTable('exports')
        .set({ status: 'FAILED', error: (error as Error).message, finishedAt: new Date() })
        .where('id', '=', id)
        .execute();
    }
  };
}
