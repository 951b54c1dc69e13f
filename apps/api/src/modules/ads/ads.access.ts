import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { NetworkError } from '../../networks/gateway.js';
import { adNetworkName } from '../../networks/sandbox.ads-campaigns.js';
import { organisationProducts } from '../organisation/products.js';

/** 403 unless the caller's organisation has the ads area in its package (docs/decisions/0093). */
export async function requireAds(db: Db, caller: Caller): Promise<void> {
  const org = await organisationProducts(db, caller.orgId);
  if (!org.products.includes('ads')) {
    throw forbidden(
      "Your organisation's package does not include Ads. Ask your administrator about adding it.",
    );
  }
}

/** 403 unless the organisation's package allows promoting (boosting) posts. */
export async function requirePromote(db: Db, caller: Caller): Promise<void> {
  const org = await organisationProducts(db, caller.orgId);
  if (!org.products.includes('promote') || !org.products.includes('ads')) {
    throw forbidden(
      "Your organisation's package does not include boosting posts. Ask your administrator about adding it.",
    );
  }
}

/** An ad account of the caller's organisation as the ads area uses it (never its token out). */
export interface AdAccountRow {
  readonly id: string;
  readonly orgId: string;
  readonly network: string;
  readonly externalId: string;
  readonly name: string;
  readonly currency: string;
  readonly status: string;
}

/** One ad account of the caller's organisation; 404 for another organisation's or an unknown one. */
export async function adAccountOf(db: Db, caller: Caller, id: string): Promise<AdAccountRow> {
  const row = await db
    .selectFrom('adAccounts')
    .select(['id', 'orgId', 'network', 'externalId', 'name', 'currency', 'status'])
    .where('id', '=', id)
    .where('orgId', '=', caller.orgId)
    .executeTakeFirst();
  if (!row) throw notFound(`Ad account ${id}`);
  return row;
}

/** The error code of an ad account that must be connected again (its access ended). */
export const RECONNECT_ERROR_CODE = 'AD_ACCOUNT_RECONNECT';

/** 409 for an account that is disconnected: reconnect it first. */
export function requireConnected(account: AdAccountRow): void {
  if (account.status !== 'connected') {
    throw new HttpError(
      409,
      `The ad account "${account.name}" is disconnected. Reconnect it in Settings › Ad accounts.`,
      RECONNECT_ERROR_CODE,
    );
  }
}

/**
 * An ad network's refusal as the API answers it. An expired or revoked access first marks the
 * account as disconnected (it then needs reconnecting, like a channel whose token expired).
 */
export async function adNetworkRefusal(
  db: Db,
  account: AdAccountRow,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof NetworkError)) return error;
  const name = adNetworkName(account.network);
  switch (error.kind) {
    case 'rateLimited':
      return new HttpError(
        429,
        `${error.message} Try again in ${Math.ceil((error.details.retryAfterSeconds ?? 60) / 60)} minute(s).`,
        'AD_NETWORK_RATE_LIMITED',
      );
    case 'tokenExpired': {
      await db
        .updateTable('adAccounts')
        .set({ status: 'disconnected', disconnectedAt: new Date(), updatedAt: new Date() })
        .where('id', '=', account.id)
        .where('status', '=', 'connected')
        .execute();
      return new HttpError(
        409,
        `${error.message} Reconnect the ad account "${account.name}" in Settings › Ad accounts.`,
        RECONNECT_ERROR_CODE,
      );
    }
    default:
      return new HttpError(
        503,
        `${name} is not answering right now; try again later.`,
        'AD_NETWORK_UNAVAILABLE',
      );
  }
}
