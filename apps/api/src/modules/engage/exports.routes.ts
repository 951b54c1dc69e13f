import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { ContentType, ExportRequest, ExportStatus } from '@smm/model';
import { normaliseNetwork } from '@smm/networks';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { HttpError, notFound } from '../../http/errors.js';
import { IdParam } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { QUEUES, type Jobs } from '../../jobs/jobs.js';
import { feedFor } from '../feeds/feeds.store.js';
import { DOWNLOAD_TTL_MS, fromWire } from './exports.job.js';

const TAG = 'engage exports';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const downloadPath = (id: string, token: string) => `/v2/exports/${id}/download?token=${token}`;

/** An export as the API answers it: its state, and the download link once it is done. */
function statusOf(row: {
  id: string;
  status: string;
  rowCount: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  downloadToken: string;
}): ExportStatus {
  const live = row.finishedAt !== null && row.finishedAt.getTime() + DOWNLOAD_TTL_MS > Date.now();
  return {
    id: row.id,
    status: row.status as ExportStatus['status'],
    createdAt: row.createdAt.toISOString(),
    ...(row.status === 'DONE' && live
      ? { downloadUrl: downloadPath(row.id, row.downloadToken) }
      : {}),
    ...(row.rowCount === null ? {} : { rowCount: row.rowCount }),
    ...(row.error === null ? {} : { error: row.error }),
  };
}

const STATUS_COLUMNS = [
  'id',
  'status',
  'rowCount',
  'error',
  'createdAt',
  'finishedAt',
  'downloadToken',
] as const;

/**
 * Data exports (engage §7: `POST /v2/exports`, `GET /v2/exports/{id}`): a request is checked
 * (networks and types in their wire or our names, the feed, dates, e-mail), stored and written
 * as a CSV by a job; its status gives a download link that works for 24 hours.
 */
export function exportsRoutes(jobs: Jobs | null): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: '/v2/exports',
      tag: TAG,
      summary:
        'Exports the inbox entries the caller sees as CSV (a job): networks, types, a feed, dates; e-mails the link when asked',
      access: 'user',
      body: ExportRequest,
      response: ExportStatus,
      status: 202,
      handle: async ({ db, caller, body, origin }) => {
        const unknownNetwork = body.networks.find(
          (n) => normaliseNetwork(fromWire.network(n)) === undefined,
        );
        if (unknownNetwork !== undefined) {
          throw new HttpError(
            422,
            `networks: ${unknownNetwork} is not a network.`,
            'export.networks',
          );
        }
        const unknownType = body.types.find((type) => !ContentType.is(fromWire.type(type)));
        if (unknownType !== undefined) {
          throw new HttpError(
            422,
            `types: ${unknownType} is not one of post, comment, reply, message (dm), review.`,
            'export.types',
          );
        }
        if (body.from !== undefined && body.to !== undefined && body.from > body.to) {
          throw new HttpError(422, 'from: the start is after the end.', 'export.dates');
        }
        if (body.email !== undefined && !EMAIL.test(body.email)) {
          throw new HttpError(
            422,
            `email: ${body.email} is not an e-mail address.`,
            'export.email',
          );
        }
        if (body.feedId !== undefined) await feedFor(db, caller, body.feedId);
        const row = await db
          .insertInto('exports')
          .values({
            orgId: caller.orgId,
            userId: caller.userId,
            request: JSON.stringify(body),
            downloadToken: randomBytes(24).toString('base64url'),
            origin,
          })
          .returning(STATUS_COLUMNS)
          .executeTakeFirstOrThrow();
        await jobs?.send(QUEUES.exports, { exportId: row.id });
        return statusOf(row);
      },
    }),
    route({
      method: 'GET',
      path: '/v2/exports/{id}',
      tag: TAG,
      summary: "An export's status, with its download link once done (for 24 hours)",
      access: 'user',
      params: IdParam,
      response: ExportStatus,
      handle: async ({ db, caller, params }) => {
        const row = await db
          .selectFrom('exports')
          .select(STATUS_COLUMNS)
          .where('id', '=', params.id)
          .where('orgId', '=', caller.orgId)
          .where('userId', '=', caller.userId)
          .executeTakeFirst();
        if (!row) throw notFound(`Export ${params.id}`);
        return statusOf(row);
      },
    }),
  ];
}

/**
 * The download link of a finished export: a browser navigation, so no bearer token — the link's
 * secret token names the export, for 24 hours after it finished.
 */
export async function exportDownloads(app: FastifyInstance, db: Db): Promise<void> {
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/v2/exports/:id/download',
    async (request, reply) => {
      const { id } = request.params;
      const row = UUID.test(id)
        ? await db
            .selectFrom('exports')
            .select(['file', 'status', 'downloadToken', 'finishedAt'])
            .where('id', '=', id)
            .executeTakeFirst()
        : undefined;
      const valid =
        row !== undefined &&
        row.status === 'DONE' &&
        row.file !== null &&
        row.downloadToken === request.query.token &&
        row.finishedAt !== null &&
        row.finishedAt.getTime() + DOWNLOAD_TTL_MS > Date.now();
      if (!valid || row.file === null) {
        return reply.status(404).send({
          status: 404,
          message: 'This download link is not valid or has expired; export again.',
          errorCode: 'NOT_FOUND',
        });
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="switchboard-export-${id}.csv"`)
        .send(createReadStream(row.file));
    },
  );
}
