import { randomBytes } from 'node:crypto';
import type { WebhookSecret } from '@smm/model';
import type { Db } from '../../db/database.js';

/** How long the previous secret still signs after a rotation (decision 0053). */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A new signing secret: `whsec_` and 24 random bytes in base64 (the Standard Webhooks form). */
export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** The organisation's secret, made when it has none (in the caller's transaction). */
export async function ensureSecret(db: Db, orgId: string): Promise<WebhookSecret> {
  await db
    .insertInto('webhookSecrets')
    .values({
      orgId,
      secret: newSecret(),
      previousSecret: null,
      previousUntil: null,
      rotatedAt: null,
    })
    .onConflict((oc) => oc.column('orgId').doNothing())
    .execute();
  return readSecret(db, orgId);
}

/** The organisation's secret as administrators see it, with the previous one while it signs. */
async function readSecret(db: Db, orgId: string): Promise<WebhookSecret> {
  const row = await db
    .selectFrom('webhookSecrets')
    .selectAll()
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow();
  const overlapping =
    row.previousSecret !== null && row.previousUntil !== null && row.previousUntil > new Date();
  return {
    secret: row.secret,
    ...(overlapping && row.previousSecret !== null && row.previousUntil !== null
      ? { previousSecret: row.previousSecret, previousUntil: row.previousUntil.toISOString() }
      : {}),
  };
}

/**
 * Rotates the organisation's secret: a new one signs from now, and the current one goes on
 * signing beside it for {@link ROTATION_OVERLAP_MS}, so receivers switch at their pace.
 */
export async function rotateSecret(db: Db, orgId: string): Promise<WebhookSecret> {
  await ensureSecret(db, orgId);
  await db
    .updateTable('webhookSecrets')
    .set((eb) => ({
      previousSecret: eb.ref('secret'),
      previousUntil: new Date(Date.now() + ROTATION_OVERLAP_MS),
      secret: newSecret(),
      rotatedAt: new Date(),
    }))
    .where('orgId', '=', orgId)
    .execute();
  return readSecret(db, orgId);
}

/** The secrets that sign a delivery now: the current one, and the previous one while it overlaps. */
export async function signingSecrets(db: Db, orgId: string): Promise<string[]> {
  const secret = await ensureSecret(db, orgId);
  return secret.previousSecret === undefined
    ? [secret.secret]
    : [secret.secret, secret.previousSecret];
}
