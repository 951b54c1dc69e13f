import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';

/** Refresh tokens live 30 days; each use rotates them. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues a refresh token (in a new family unless one is given); only its hash is stored. */
export async function issueRefreshToken(db: Db, userId: string, familyId: string = randomUUID()) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refreshTokens')
    .values({
      familyId,
      userId,
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/** The outcome of presenting a refresh token. */
export type Rotation =
  | { readonly ok: true; readonly userId: string; readonly token: string }
  | { readonly ok: false; readonly reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Rotates a refresh token: a valid one is spent and replaced by a new one of the same family.
 * Presenting a token that was already rotated means it leaked: the whole family is revoked, so
 * neither the thief nor the user can go on with it (the user signs in again).
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotation> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refreshTokens')
      .selectAll()
      .where('tokenHash', '=', hash(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.rotatedAt) {
      await trx
        .updateTable('refreshTokens')
        .set({ revokedAt: new Date() })
        .where('familyId', '=', row.familyId)
        .where('revokedAt', 'is', null)
        .execute();
      return { ok: false, reason: 'reused' } as const;
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    await trx
      .updateTable('refreshTokens')
      .set({ rotatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    const next = await issueRefreshToken(trx as unknown as Db, row.userId, row.familyId);
    return { ok: true, userId: row.userId, token: next } as const;
  });
}

/** Revokes the family of a refresh token (sign-out); unknown tokens are ignored. */
export async function revokeRefreshFamily(db: Db, token: string): Promise<void> {
  const row = await db
    .selectFrom('refreshTokens')
    .select('familyId')
    .where('tokenHash', '=', hash(token))
    .executeTakeFirst();
  if (!row) return;
  await db
    .updateTable('refreshTokens')
    .set({ revokedAt: new Date() })
    .where('familyId', '=', row.familyId)
    .where('revokedAt', 'is', null)
    .execute();
}
