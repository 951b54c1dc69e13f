import type { AdAccount, AdAccountUpdate, AdNetwork, AuditAction } from '@smm/model';
import type { Db } from '../../db/database.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { conflict, HttpError, notFound } from '../../http/errors.js';
import { GatewayError, NetworkError } from '../../networks/gateway.js';
import type { GrantedSandboxAdAccount } from '../../networks/sandbox.ads.js';
import { verifyAdsToken } from '../../networks/sandbox.ads.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { loadDirectory, visibleTo } from '../directory/directory.js';
import { publish, recordEvent, type EngageEvent } from '../engage/engage.events.js';
import { findAdAccount } from './ad-accounts.store.js';

/** What happened to an ad account, as the event stream tells it. */
export type AdAccountChange = 'connected' | 'updated' | 'disconnected' | 'reconnected' | 'removed';

/** The action of every ad-account event of the one event stream. */
export const AD_ACCOUNT_ACTION = 'adAccount';

/** Records the audit entry and the stream's event of a change to an ad account. */
async function recordChange(
  trx: Db,
  caller: Caller,
  address: string,
  account: { readonly id: string; readonly name: string; readonly network: string },
  change: AdAccountChange,
  values: {
    before?: Record<string, string | boolean | string[] | null>;
    after?: Record<string, string | boolean | string[] | null>;
  } = {},
): Promise<EngageEvent> {
  await recordAudit(trx, actorOf(caller, address), {
    action: `adAccount.${change}` as AuditAction,
    target: { type: 'AD_ACCOUNT', id: account.id, name: account.name },
    before: values.before ?? null,
    after: values.after ?? null,
  });
  return recordEvent(trx, {
    orgId: caller.orgId,
    itemId: null,
    action: AD_ACCOUNT_ACTION,
    by: { moderatorId: caller.userId, moderatorSource: 'user' },
    payload: { adAccountId: account.id, network: account.network, change },
  });
}

/** A sandbox ad network's refusal as the API answers it: readable, never a 500. */
export function adNetworkFailure(error: unknown): unknown {
  if (error instanceof NetworkError) {
    switch (error.kind) {
      case 'rateLimited':
        return new HttpError(
          429,
          `${error.message} Try again in ${error.details.retryAfterSeconds ?? 60} seconds.`,
          'TOO_MANY_REQUESTS',
        );
      case 'tokenExpired':
        return new HttpError(
          409,
          `${error.message} Connect the account again through the ad network's consent page.`,
          'AD_ACCOUNT_REAUTHORISE',
        );
      default:
        return new HttpError(502, error.message, 'NETWORK_FAILED', {
          code: error.details.code,
          subcode: error.details.subcode,
        });
    }
  }
  if (error instanceof GatewayError) {
    return new HttpError(
      400,
      error.code === 'invalid_grant'
        ? `The ad network refused the code: ${error.message} Start connecting again.`
        : error.message,
      'AD_CONNECT_FAILED',
    );
  }
  return error;
}

/**
 * Connects the chosen granted accounts: new ones are added, disconnected ones connected again
 * (keeping the organisation's name, currency, time zone and links), connected ones get the new
 * access. Audited, and an event of the stream for each account that changed.
 */
export async function connectGranted(
  db: Db,
  caller: Caller,
  address: string,
  network: AdNetwork,
  accounts: readonly GrantedSandboxAdAccount[],
): Promise<string[]> {
  const { ids, events } = await transact(db, async (trx) => {
    const ids: string[] = [];
    const events: EngageEvent[] = [];
    for (const account of accounts) {
      const before = await trx
        .selectFrom('adAccounts')
        .select(['id', 'status'])
        .where('orgId', '=', caller.orgId)
        .where('network', '=', network)
        .where('externalId', '=', account.externalId)
        .forUpdate()
        .executeTakeFirst();
      const now = new Date();
      const row = await trx
        .insertInto('adAccounts')
        .values({
          orgId: caller.orgId,
          network,
          externalId: account.externalId,
          name: account.name,
          currency: account.currency,
          timeZone: account.timeZone,
          status: 'connected',
          token: account.token,
          connectedBy: caller.userId,
          connectedAt: now,
          updatedAt: now,
        })
        .onConflict((oc) =>
          oc.columns(['orgId', 'network', 'externalId']).doUpdateSet({
            status: 'connected',
            token: account.token,
            disconnectedAt: null,
            updatedAt: now,
            ...(before?.status === 'disconnected'
              ? { connectedBy: caller.userId, connectedAt: now }
              : {}),
          }),
        )
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
      ids.push(row.id);
      if (before?.status === 'connected') continue;
      events.push(
        await recordChange(
          trx,
          caller,
          address,
          { id: row.id, name: row.name, network },
          before ? 'reconnected' : 'connected',
          { after: { network, currency: account.currency, timeZone: account.timeZone } },
        ),
      );
    }
    return { ids, events };
  });
  publish(events);
  return ids;
}

/**
 * Changes an ad account: name, currency, time zone, auto-boost and the linked channels. The
 * caller links and unlinks only channels they see (of the organisation, not marked for deletion;
 * 400 naming another); links to channels they do not see stay as they are. A disconnected
 * account cannot boost automatically (409).
 */
export async function updateAdAccount(
  db: Db,
  caller: Caller,
  address: string,
  id: string,
  change: AdAccountUpdate,
): Promise<AdAccount> {
  const visible =
    change.channelIds === undefined
      ? null
      : new Set(visibleTo(await loadDirectory(db, caller.orgId), caller).channels.map((c) => c.id));
  if (visible !== null) {
    const unknown = (change.channelIds ?? []).find((channelId) => !visible.has(channelId));
    if (unknown !== undefined) {
      throw new HttpError(
        400,
        `Channel ${unknown.slice(0, 80)} is not one of the organisation's channels you can link.`,
        'INVALID_REQUEST',
      );
    }
  }
  const events = await transact(db, async (trx) => {
    const before = await trx
      .selectFrom('adAccounts')
      .selectAll()
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound(`Ad account ${id}`);
    if (change.autoBoost === true && before.status !== 'connected') {
      throw conflict('A disconnected ad account cannot boost posts. Reconnect it first.');
    }
    const linkedBefore = (
      await trx
        .selectFrom('adAccountChannels')
        .select('channelId')
        .where('adAccountId', '=', id)
        .orderBy('channelId')
        .execute()
    ).map((r) => r.channelId);
    let linkedAfter = linkedBefore;
    if (visible !== null && change.channelIds !== undefined) {
      const wanted = new Set(change.channelIds);
      const kept = linkedBefore.filter((c) => !visible.has(c));
      linkedAfter = [...new Set([...kept, ...wanted])].sort();
      const removed = linkedBefore.filter((c) => visible.has(c) && !wanted.has(c));
      const added = [...wanted].filter((c) => !linkedBefore.includes(c));
      if (removed.length > 0) {
        await trx
          .deleteFrom('adAccountChannels')
          .where('adAccountId', '=', id)
          .where('channelId', 'in', removed)
          .execute();
      }
      if (added.length > 0) {
        await trx
          .insertInto('adAccountChannels')
          .values(added.map((channelId) => ({ adAccountId: id, channelId })))
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    const after = {
      name: change.name?.trim() ?? before.name,
      currency: change.currency ?? before.currency,
      timeZone: change.timeZone ?? before.timeZone,
      autoBoost: change.autoBoost ?? before.autoBoost,
    };
    const unchanged =
      after.name === before.name &&
      after.currency === before.currency &&
      after.timeZone === before.timeZone &&
      after.autoBoost === before.autoBoost &&
      linkedAfter.join() === linkedBefore.join();
    if (unchanged) return [];
    await trx
      .updateTable('adAccounts')
      .set({ ...after, updatedAt: new Date() })
      .where('id', '=', id)
      .execute();
    return [
      await recordChange(
        trx,
        caller,
        address,
        { id, name: after.name, network: before.network },
        'updated',
        {
          before: {
            name: before.name,
            currency: before.currency,
            timeZone: before.timeZone,
            autoBoost: before.autoBoost,
            channels: linkedBefore,
          },
          after: { ...after, channels: linkedAfter },
        },
      ),
    ];
  });
  publish(events);
  return findAdAccount(db, caller.orgId, id);
}

/**
 * Disconnects an ad account: it moves to the disconnected accounts (its settings and links kept,
 * auto-boost off) until it is reconnected or removed. Disconnecting a disconnected one changes
 * nothing.
 */
export async function disconnectAdAccount(
  db: Db,
  caller: Caller,
  address: string,
  id: string,
): Promise<AdAccount> {
  const events = await transact(db, async (trx) => {
    const row = await trx
      .updateTable('adAccounts')
      .set({
        status: 'disconnected',
        disconnectedAt: new Date(),
        autoBoost: false,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .where('status', '=', 'connected')
      .returning(['id', 'name', 'network'])
      .executeTakeFirst();
    if (!row) return [];
    return [await recordChange(trx, caller, address, row, 'disconnected')];
  });
  publish(events);
  return findAdAccount(db, caller.orgId, id);
}

/**
 * Reconnects a disconnected ad account with the access it had, when its ad network still accepts
 * it (the sandbox asks the network; 409 `AD_ACCOUNT_REAUTHORISE` when the access expired, then
 * the person connects it again through the consent page; 429 when the network limits requests).
 */
export async function reconnectAdAccount(
  db: Db,
  caller: Caller,
  address: string,
  id: string,
): Promise<AdAccount> {
  const account = await db
    .selectFrom('adAccounts')
    .select(['id', 'network', 'externalId', 'token', 'status'])
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (!account) throw notFound(`Ad account ${id}`);
  if (account.status === 'connected') return findAdAccount(db, caller.orgId, id);
  try {
    await verifyAdsToken(
      db,
      account.network as AdNetwork,
      caller.orgId,
      account.externalId,
      account.token,
    );
  } catch (error) {
    throw adNetworkFailure(error);
  }
  const events = await transact(db, async (trx) => {
    const row = await trx
      .updateTable('adAccounts')
      .set({ status: 'connected', disconnectedAt: null, updatedAt: new Date() })
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .where('status', '=', 'disconnected')
      .returning(['id', 'name', 'network'])
      .executeTakeFirst();
    if (!row) return [];
    return [await recordChange(trx, caller, address, row, 'reconnected')];
  });
  publish(events);
  return findAdAccount(db, caller.orgId, id);
}

/**
 * Removes a disconnected ad account for good (with its links); a connected one must be
 * disconnected first (409), so nothing that boosts posts disappears in one click.
 */
export async function removeAdAccount(
  db: Db,
  caller: Caller,
  address: string,
  id: string,
): Promise<void> {
  const events = await transact(db, async (trx) => {
    const row = await trx
      .selectFrom('adAccounts')
      .select(['id', 'name', 'network', 'status'])
      .where('id', '=', id)
      .where('orgId', '=', caller.orgId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`Ad account ${id}`);
    if (row.status === 'connected') {
      throw conflict('Disconnect the ad account before removing it.');
    }
    await trx.deleteFrom('adAccounts').where('id', '=', id).execute();
    return [await recordChange(trx, caller, address, row, 'removed')];
  });
  publish(events);
}
