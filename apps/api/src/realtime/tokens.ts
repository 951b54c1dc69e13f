import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Caller } from '../http/caller.js';

/** How long a realtime token may open a connection. */
export const REALTIME_TOKEN_TTL_MS = 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who a realtime token lets in. */
export interface RealtimeGrant {
  readonly userId: string;
  readonly orgId: string;
  readonly assumedBy: string | null;
  readonly realmRoles: readonly string[];
  /** The session the connection belongs to: it closes when the session ends. */
  readonly sessionId: string | null;
}

/**
 * Issues a realtime token for the caller: 32 random bytes, single-use, valid for a minute, bound
 * to the caller's user, organisation and session. Only its hash is stored (any instance accepts it).
 */
export async function issueRealtimeToken(db: Db, caller: Caller): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('realtimeTokens').where('expiresAt', '<', new Date()).execute();
  await db
    .insertInto('realtimeTokens')
    .values({
      tokenHash: hash(token),
      userId: caller.userId,
      orgId: caller.orgId,
      assumedBy: caller.assumedBy,
      realmRoles: [...caller.realmRoles],
      sessionId: caller.sessionId,
      expiresAt: new Date(Date.now() + REALTIME_TOKEN_TTL_MS),
    })
    .execute();
  return token;
}

/** Uses up a realtime token: who it lets in, or null when it is unknown, used or expired. */
export async function consumeRealtimeToken(db: Db, token: string): Promise<RealtimeGrant | null> {
  const row = await db
    .deleteFrom('realtimeTokens')
    .where('tokenHash', '=', hash(token))
    .returning(['userId', 'orgId', 'assumedBy', 'realmRoles', 'expiresAt', 'sessionId'])
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() < Date.now()) return null;
  return {
    userId: row.userId,
    orgId: row.orgId,
    assumedBy: row.assumedBy,
    realmRoles: row.realmRoles,
    sessionId: row.sessionId,
  };
}
