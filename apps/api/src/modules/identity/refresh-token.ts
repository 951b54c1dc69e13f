import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { endSession } from './sessions.js';

/** Refresh tokens live 30 days; each use rotates them. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issues a refresh token of a session (its family); only its hash is stored. */
export async function issueRefreshToken(db: Db, userId: string, sessionId: string) {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refreshTokens')
    .values({
      familyId: sessionId,
      userId,
      tokenHash: hash(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/** The outcome of presenting a refresh token. */
export type Rotation =
  | {
      readonly ok: true;
      readonly userId: string;
      readonly token: string;
      /** The session the token belongs to, and when its person signed in. */
      readonly sessionId: string;
      readonly authenticatedAt: Date;
    }
  | {
      readonly ok: false;
      readonly reason: 'unknown' | 'expired' | 'revoked' | 'reused';
      /** The organisation whose session a reuse ended. */
      readonly endedOrgId?: string | null;
    };

/**
 * Rotates a refresh token: a valid one is spent and replaced by a new one of the same session.
 * Presenting a token that was already rotated means it leaked: the whole session ends (its
 * access tokens too), so neither the thief nor the user can go on with it (the user signs in
 * again).
 */
export async function rotateRefreshToken(db: Db, token: string): Promise<Rotation> {
  return db.transaction().execute(async (trx) => {
    // The session is locked before its token, as ending a session does (no lock-order deadlock).
    const family = await trx
      .selectFrom('refreshTokens')
      .select('familyId')
      .where('tokenHash', '=', hash(token))
      .executeTakeFirst();
    const session = family
      ? await trx
          .selectFrom('sessions')
          .select(['authenticatedAt', 'endedAt'])
          .where('id', '=', family.familyId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    const found = await trx
      .selectFrom('refreshTokens')
      .selectAll()
      .where('tokenHash', '=', hash(token))
      .forUpdate()
      .executeTakeFirst();
    const row = found && session ? { ...found, ...session } : undefined;
    if (!row) return { ok: false, reason: 'unknown' } as const;
    if (row.revokedAt || row.endedAt) return { ok: false, reason: 'revoked' } as const;
    if (row.rotatedAt) {
      const endedOrgId = await endSession(trx as unknown as Db, row.familyId);
      return { ok: false, reason: 'reused', endedOrgId } as const;
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' } as const;
    await trx
      .updateTable('refreshTokens')
      .set({ rotatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    const next = await issueRefreshToken(trx as unknown as Db, row.userId, row.familyId);
    return {
      ok: true,
      userId: row.userId,
      token: next,
      sessionId: row.familyId,
      authenticatedAt: row.authenticatedAt,
    } as const;
  });
}

/**
 * Ends the session of a refresh token (sign-out); unknown tokens are ignored. Answers the
 * organisation whose session ended.
 */
export async function revokeRefreshFamily(db: Db, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('refreshTokens')
    .select('familyId')
    .where('tokenHash', '=', hash(token))
    .executeTakeFirst();
  if (!row) return null;
  return endSession(db, row.familyId);
}
