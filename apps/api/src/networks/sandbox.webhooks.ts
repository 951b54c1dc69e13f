import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/database.js';
import { allowsPrivateTargets } from '../modules/webhooks/target.js';

/** What the sandbox receiver took. */
interface Taken {
  readonly at: string;
  readonly id: string;
  readonly type: string;
  readonly verified: boolean;
}

/** The sandbox receiver keeps this many deliveries per organisation. */
const KEPT = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A sandbox webhook receiver on this server, standing in for an organisation's CRM in the demo
 * (decision 0053): `POST /sandbox/webhooks/{orgId}` verifies a delivery with the organisation's
 * secrets as a receiver would (`standardwebhooks`) and answers 204, or 401 when the signature
 * does not verify; `GET` the same path lists the latest deliveries it took. It is there only
 * with `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1` (only then can webhooks reach a loopback address), as
 * `npm start` sets.
 */
export async function sandboxWebhookReceiver(app: FastifyInstance, db: Db): Promise<void> {
  // Only where webhooks may reach this server at all: on a development machine.
  if (!allowsPrivateTargets()) return;
  const taken = new Map<string, Taken[]>();
  // Its own scope: the body is verified as it came, not parsed first.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 1_048_576 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { orgId: string }; Body: string }>(
      '/sandbox/webhooks/:orgId',
      async (request, reply) => {
        const { orgId } = request.params;
        if (!UUID.test(orgId)) return reply.status(404).send();
        const secrets = await db
          .selectFrom('webhookSecrets')
          .select(['secret', 'previousSecret', 'previousUntil'])
          .where('orgId', '=', orgId)
          .executeTakeFirst();
        const keys = secrets
          ? [
              secrets.secret,
              ...(secrets.previousSecret &&
              secrets.previousUntil &&
              secrets.previousUntil > new Date()
                ? [secrets.previousSecret]
                : []),
            ]
          : [];
        const headers = {
          'webhook-id': String(request.headers['webhook-id'] ?? ''),
          'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
          'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
        };
        let type = '';
        const verified = keys.some((key) => {
          try {
            const body = new Webhook(key).verify(String(request.body), headers) as {
              type?: string;
            };
            type = String(body.type ?? '');
            return true;
          } catch {
            return false;
          }
        });
        const list = taken.get(orgId) ?? [];
        list.unshift({ at: new Date().toISOString(), id: headers['webhook-id'], type, verified });
        taken.set(orgId, list.slice(0, KEPT));
        return reply.status(verified ? 204 : 401).send();
      },
    );
    scope.get<{ Params: { orgId: string } }>('/sandbox/webhooks/:orgId', async (request, reply) => {
      const rows = (taken.get(request.params.orgId) ?? [])
        .map(
          (entry) =>
            `<tr><td>${escape(entry.at)}</td><td>${escape(entry.type)}</td><td><code>${escape(entry.id)}</code></td><td>${entry.verified ? 'verified' : 'signature did not verify'}</td></tr>`,
        )
        .join('');
      return reply
        .type('text/html')
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sandbox webhook receiver</title><body style="font-family:system-ui;margin:2rem"><h1>Sandbox webhook receiver</h1><p>The latest ${KEPT} deliveries this receiver took, newest first, each verified with the organisation's signing secret.</p><table cellpadding="6"><thead><tr><th align="left">Received</th><th align="left">Topic</th><th align="left">webhook-id</th><th align="left">Signature</th></tr></thead><tbody>${rows || '<tr><td colspan="4">Nothing yet.</td></tr>'}</tbody></table></body></html>`,
        );
    });
  });
}
