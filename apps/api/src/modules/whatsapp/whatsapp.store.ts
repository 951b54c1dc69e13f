import type { WhatsAppChannel, WhatsAppDeployment } from '@smm/model';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors.js';
import {
  WhatsAppPlatformError,
  type WaNumber,
  type WhatsAppPlatform,
} from '../../networks/whatsapp.platform.js';

/** Our channel id of a WhatsApp number. */
export const waChannelId = (phoneNumberId: string) => `whatsapp-${phoneNumberId}`;

/** The platform's refusals as API errors (another organisation's object: 404). */
export function httpErrorOf(error: unknown): unknown {
  if (!(error instanceof WhatsAppPlatformError)) return error;
  const network = error.details.code === undefined ? undefined : { code: error.details.code };
  switch (error.kind) {
    case 'notFound':
      return notFound(error.message);
    case 'invalid':
      return network
        ? new HttpError(400, error.message, 'INVALID_REQUEST', network)
        : badRequest(error.message);
    case 'conflict':
      return conflict(error.message);
    case 'tooMany':
      return new HttpError(429, error.message, 'TOO_MANY_REQUESTS');
    case 'failed':
      return new HttpError(502, error.message, 'NETWORK_FAILED', network);
  }
}

/** Runs a platform call, answering its refusals as API errors. */
export async function onPlatform<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw httpErrorOf(error);
  }
}

/** The caller's organisation as the platform's owner. */
export async function ownerOf(db: Db, caller: Caller) {
  const org = await db
    .selectFrom('organisations')
    .select(['id', 'name'])
    .where('id', '=', caller.orgId)
    .executeTakeFirstOrThrow();
  return org;
}

/** The organisation's deployment of each business account, made on first sight. */
export async function ensureDeployments(db: Db, orgId: string, accountIds: readonly string[]) {
  if (accountIds.length > 0) {
    await db
      .insertInto('whatsappDeployments')
      .values(accountIds.map((businessAccountId) => ({ orgId, businessAccountId })))
      .onConflict((oc) => oc.column('businessAccountId').doNothing())
      .execute();
  }
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('whatsappDeployments')
    .selectAll()
    .where('orgId', '=', orgId)
    .where('businessAccountId', 'in', accountIds)
    .execute();
}

/** One of the organisation's deployments; 404 otherwise. */
export async function ownDeployment(db: Db, orgId: string, deploymentId: string) {
  const row = await db
    .selectFrom('whatsappDeployments')
    .selectAll()
    .where('id', '=', deploymentId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`WhatsApp deployment ${deploymentId}`);
  return row;
}

/** One of the organisation's WhatsApp channels (being connected or connected); 404 otherwise. */
export async function ownChannel(db: Db, orgId: string, channelId: string) {
  const row = await db
    .selectFrom('whatsappChannels')
    .selectAll()
    .where('id', '=', channelId)
    .where('orgId', '=', orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`WhatsApp channel ${channelId}`);
  return row;
}

/** The ids among these that are channels of the organisation now. */
export async function connectedIds(db: Db, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('channels')
    .select('id')
    .where('orgId', '=', orgId)
    .where('id', 'in', ids)
    .where('markedForDeletionAt', 'is', null)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The organisation's WhatsApp channels as the API answers them (of one deployment, or all). */
export async function channelViews(
  db: Db,
  platform: WhatsAppPlatform,
  orgId: string,
  filter: { deploymentId?: string; ids?: readonly string[] } = {},
): Promise<WhatsAppChannel[]> {
  let query = db.selectFrom('whatsappChannels').selectAll().where('orgId', '=', orgId);
  if (filter.deploymentId !== undefined)
    query = query.where('deploymentId', '=', filter.deploymentId);
  if (filter.ids !== undefined) {
    if (filter.ids.length === 0) return [];
    query = query.where('id', 'in', filter.ids);
  }
  const rows = await query.orderBy('createdAt').orderBy('id').execute();
  if (rows.length === 0) return [];
  const numbers = new Map((await platform.numbers(orgId)).map((n) => [n.id, n]));
  const connected = await connectedIds(
    db,
    orgId,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const number = numbers.get(row.phoneNumberId);
    return number ? [channelView(row, number, connected.has(row.id))] : [];
  });
}

/** A WhatsApp channel from its row and number. */
export function channelView(
  row: { id: string; deploymentId: string },
  number: WaNumber,
  connected: boolean,
): WhatsAppChannel {
  return {
    id: row.id,
    phoneNumberId: number.id,
    businessAccountId: number.accountId,
    deploymentId: row.deploymentId,
    displayPhoneNumber: number.displayPhoneNumber,
    verifiedName: number.verifiedName,
    status: number.status,
    verification: number.verification,
    approval: number.approval,
    codeSentAt: number.codeSentAt?.toISOString() ?? null,
    connected,
  };
}

/** One channel as the API answers it. */
export async function oneChannelView(
  db: Db,
  platform: WhatsAppPlatform,
  orgId: string,
  channelId: string,
): Promise<WhatsAppChannel> {
  const [view] = await channelViews(db, platform, orgId, { ids: [channelId] });
  if (!view) throw notFound(`WhatsApp channel ${channelId}`);
  return view;
}

/** A deployment as the API answers it: its verified channels and the one selected. */
export async function deploymentView(
  db: Db,
  deployment: {
    id: string;
    integrationId: string;
    businessAccountId: string;
    selectedChannel: string | null;
  },
): Promise<WhatsAppDeployment> {
  const verified = await db
    .selectFrom('whatsappChannels')
    .select('id')
    .where('deploymentId', '=', deployment.id)
    .where('verifiedAt', 'is not', null)
    .orderBy('verifiedAt')
    .execute();
  return {
    deploymentId: deployment.id,
    integrationId: deployment.integrationId,
    verifiedChannels: verified.map((row) => row.id),
    selectedChannel: deployment.selectedChannel,
    businessAccountId: deployment.businessAccountId,
  };
}
