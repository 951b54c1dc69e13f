import type { Db } from '../../db/database.js';
import { appOrigin } from '../../mail/outbox.js';
import { ensureSecret } from '../webhooks/secret.js';
import { allowsPrivateTargets } from '../webhooks/target.js';

/**
 * Gives Demo Coffee a webhook to the sandbox receiver on this server (its "CRM"), subscribed to
 * new and changed items, replies, cases and users — when webhooks may reach this server
 * (`WEBHOOKS_ALLOW_PRIVATE_TARGETS=1`, as `npm start` sets); without it, none, rather than one
 * that can only fail.
 */
export async function seedWebhooks(db: Db, orgId: string): Promise<void> {
  if (!allowsPrivateTargets()) return;
  await ensureSecret(db, orgId);
  await db
    .insertInto('webhooks')
    .values({
      orgId,
      url: `${appOrigin()}/sandbox/webhooks/${orgId}`,
      description: 'Demo CRM (sandbox receiver)',
      topics: [
        'engage.item.created',
        'engage.item.changed',
        'engage.reply.sent',
        'engage.reply.delivered',
        'engage.reply.failed',
        'engage.case.opened',
        'engage.case.closed',
        'user.invited',
        'user.deleted',
      ],
      createdBy: null,
    })
    .execute();
}
