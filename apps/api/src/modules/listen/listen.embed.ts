import { createHash, randomBytes } from 'node:crypto';
import { hasArea } from '@smm/access';
import type { FeaturePackage } from '@smm/model';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { SECURITY_HEADERS } from '../../http/security-headers.js';
import type { Caller } from '../../http/caller.js';
import { forbidden } from '../../http/errors.js';

/** How long an embed token lets the listening tool work for a person (decision 0089). */
export const EMBED_TOKEN_TTL_MS = 60 * 60_000;

/** Where the listening tool is served on its origin. */
export const LISTENING_TOOL_PATH = '/sandbox/listening/tool';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** 403 unless the caller's organisation's package has Listen. */
export async function requireListen(db: Db, orgId: string): Promise<void> {
  const org = await db
    .selectFrom('organisations')
    .select('packageName')
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  if (!hasArea(org.packageName as FeaturePackage, 'listen')) {
    throw forbidden("Your organisation's package does not include Listen.");
  }
}

/**
 * The origin the listening tool is served on (decision 0089): `LISTENING_TOOL_ORIGIN` when set;
 * otherwise this server under its other loopback name (`localhost` ⇄ `127.0.0.1`), so that on a
 * developer's machine and in the browser tests the tool is a different origin from the product,
 * as a real listening tool would be; any other host serves it itself.
 */
export function toolOriginFor(productOrigin: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env['LISTENING_TOOL_ORIGIN']?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  const url = new URL(productOrigin);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  else if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
  return url.origin;
}

/** What an embed token lets the tool do: work for this person of this organisation. */
export interface EmbedGrant {
  readonly orgId: string;
  readonly userId: string;
  readonly parentOrigin: string;
  readonly nonce: string;
  readonly expiresAt: Date;
}

/**
 * Issues an embed token for the caller: 32 random bytes (only their hash is stored), valid for
 * an hour, bound to the caller, their organisation, the product's origin and a fresh nonce of
 * 16 random bytes. Expired tokens are swept on the way.
 */
export async function issueEmbed(
  db: Db,
  caller: Caller,
  parentOrigin: string,
  now = new Date(),
): Promise<{ token: string; grant: EmbedGrant }> {
  const token = randomBytes(32).toString('base64url');
  const grant: EmbedGrant = {
    orgId: caller.orgId,
    userId: caller.userId,
    parentOrigin,
    nonce: randomBytes(16).toString('base64url'),
    expiresAt: new Date(now.getTime() + EMBED_TOKEN_TTL_MS),
  };
  await db.deleteFrom('listeningEmbeds').where('expiresAt', '<', now).execute();
  await db
    .insertInto('listeningEmbeds')
    .values({ tokenHash: hash(token), ...grant })
    .execute();
  return { token, grant };
}

/** Who an embed token works for, or null when it is unknown or expired. */
export async function embedGrant(
  db: Db,
  token: string,
  now = new Date(),
): Promise<EmbedGrant | null> {
  if (token.length === 0 || token.length > 100) return null;
  const row = await db
    .selectFrom('listeningEmbeds')
    .innerJoin('users', 'users.id', 'listeningEmbeds.userId')
    .select([
      'listeningEmbeds.orgId',
      'listeningEmbeds.userId',
      'listeningEmbeds.parentOrigin',
      'listeningEmbeds.nonce',
      'listeningEmbeds.expiresAt',
    ])
    .where('tokenHash', '=', hash(token))
    // A person moved to another organisation no longer works for the old one.
    .whereRef('users.orgId', '=', 'listeningEmbeds.orgId')
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return row;
}

const BASE_POLICY = SECURITY_HEADERS['content-security-policy'] ?? '';

/**
 * The Content-Security-Policy of the web app's pages: the server's, with frames allowed from the
 * listening tool's origin only (decision 0089).
 */
export function appPagePolicy(request: FastifyRequest): string {
  const origin = `${request.protocol}://${request.host}`;
  let tool: string;
  try {
    tool = toolOriginFor(origin);
  } catch {
    return BASE_POLICY;
  }
  return BASE_POLICY.replace("frame-src 'none'", `frame-src 'self' ${tool}`);
}
