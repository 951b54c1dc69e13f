import {
  AdAccount,
  AdAccountList,
  AdAccountParam,
  AdAccountUpdate,
  AdConnectCallback,
  AdConnectChoice,
  AdConnectGrant,
  AdConnectStart,
  AdNetworkParam,
  type GrantedAdAccount,
} from '@smm/model';
import { randomBytes } from 'node:crypto';
import * as t from 'io-ts';
import { HttpError, badRequest, conflict } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import {
  adsAuthorizeUrl,
  adsKey,
  exchangeAdsCode,
  type GrantedSandboxAdAccount,
} from '../../networks/sandbox.ads.js';
import { STATE_TTL_MS } from '../connect/connect.js';
import { adReturnPath } from './ad-connect.return.js';
import {
  adNetworkFailure,
  connectGranted,
  disconnectAdAccount,
  reconnectAdAccount,
  removeAdAccount,
  updateAdAccount,
} from './ad-accounts.changes.js';
import {
  findAdAccount,
  listAdAccounts,
  canManageHere,
  requireAdAccountManager,
} from './ad-accounts.store.js';

/** How long the granted accounts wait for the person's choice, in ms. */
export const GRANT_TTL_MS = 10 * 60_000;

/**
 * The organisation's ad accounts (platform §2, §3; docs/decisions/0091): every signed-in member
 * reads them (the ads area and the publish editor's boost need them); connecting, editing,
 * disconnecting, reconnecting and removing need `canManageAdAccounts` (administrators and
 * members of a team that grants manageAdAccounts), else 403.
 */
export function adAccountsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/ads/accounts',
      tag: 'ads',
      summary:
        "The organisation's ad accounts: the connected ones and the disconnected ones, each by name",
      access: 'user',
      keep: true,
      response: AdAccountList,
      handle: async ({ db, caller }) => ({
        ...(await listAdAccounts(db, caller.orgId)),
        canManage: await canManageHere(db, caller),
      }),
    }),
    route({
      method: 'GET',
      path: '/api/ads/accounts/{id}',
      tag: 'ads',
      summary: 'One ad account of the organisation',
      access: 'user',
      keep: true,
      params: AdAccountParam,
      response: AdAccount,
      handle: ({ db, caller, params }) => findAdAccount(db, caller.orgId, params.id),
    }),
    route({
      method: 'PATCH',
      path: '/api/ads/accounts/{id}',
      tag: 'ads',
      summary:
        "Changes an ad account's name, currency, time zone, linked channels (those the caller sees) or auto-boost",
      access: 'user',
      params: AdAccountParam,
      body: AdAccountUpdate,
      response: AdAccount,
      handle: async ({ db, caller, params, body, address }) => {
        await requireAdAccountManager(db, caller);
        return updateAdAccount(db, caller, address, params.id, body);
      },
    }),
    route({
      method: 'POST',
      path: '/api/ads/accounts/{id}/disconnect',
      tag: 'ads',
      summary: 'Disconnects an ad account: it moves to the disconnected accounts',
      access: 'user',
      params: AdAccountParam,
      response: AdAccount,
      handle: async ({ db, caller, params, address }) => {
        await requireAdAccountManager(db, caller);
        return disconnectAdAccount(db, caller, address, params.id);
      },
    }),
    route({
      method: 'POST',
      path: '/api/ads/accounts/{id}/reconnect',
      tag: 'ads',
      summary:
        'Reconnects a disconnected ad account with its access (409 AD_ACCOUNT_REAUTHORISE when the ad network wants consent again)',
      access: 'user',
      params: AdAccountParam,
      response: AdAccount,
      handle: async ({ db, caller, params, address }) => {
        await requireAdAccountManager(db, caller);
        return reconnectAdAccount(db, caller, address, params.id);
      },
    }),
    route({
      method: 'DELETE',
      path: '/api/ads/accounts/{id}',
      tag: 'ads',
      summary: 'Removes a disconnected ad account for good (409 while it is connected)',
      access: 'user',
      params: AdAccountParam,
      response: null,
      handle: async ({ db, caller, params, address }) => {
        await requireAdAccountManager(db, caller);
        await removeAdAccount(db, caller, address, params.id);
        return undefined;
      },
    }),
    route({
      method: 'GET',
      path: '/api/ads/connect/{network}',
      tag: 'ads',
      summary: "Starts connecting ad accounts: where to send the browser for the person's consent",
      access: 'user',
      params: AdNetworkParam,
      response: AdConnectStart,
      handle: async ({ db, caller, params, origin }) => {
        await requireAdAccountManager(db, caller);
        const state = randomBytes(24).toString('base64url');
        await db
          .insertInto('oauthStates')
          .values({ state, userId: caller.userId, network: adsKey(params.network) })
          .execute();
        return {
          authorizeUrl: adsAuthorizeUrl(params.network, {
            state,
            redirectUri: `${origin}${adReturnPath(params.network)}`,
            loginHint: caller.email,
          }),
        };
      },
    }),
    route({
      method: 'POST',
      path: '/api/ads/connect/{network}/callback',
      tag: 'ads',
      summary:
        'Exchanges the code the consent page returned for the ad accounts the person granted',
      access: 'user',
      params: AdNetworkParam,
      body: AdConnectCallback,
      response: AdConnectGrant,
      handle: async ({ db, caller, params, body, origin }) => {
        await requireAdAccountManager(db, caller);
        const { network } = params;
        const state = await db
          .selectFrom('oauthStates')
          .select(['state', 'createdAt', 'usedAt'])
          .where('state', '=', body.state)
          .where('userId', '=', caller.userId)
          .where('network', '=', adsKey(network))
          .executeTakeFirst();
        if (
          !state ||
          state.usedAt !== null ||
          state.createdAt.getTime() + STATE_TTL_MS < Date.now()
        ) {
          throw new HttpError(
            400,
            'This connection attempt has expired or was already used. Start connecting again.',
            'AD_CONNECT_EXPIRED',
          );
        }
        if (body.error !== undefined || body.code === undefined) {
          await db
            .updateTable('oauthStates')
            .set({ usedAt: new Date() })
            .where('state', '=', state.state)
            .execute();
          throw new HttpError(
            400,
            body.error === 'access_denied' || body.code === undefined
              ? 'The ad network says you did not allow access to any ad account.'
              : `The ad network refused: ${body.error}.`,
            'AD_CONSENT_DENIED',
          );
        }
        let granted: GrantedSandboxAdAccount[];
        try {
          granted = await exchangeAdsCode(db, network, caller.orgId, {
            code: body.code,
            redirectUri: `${origin}${adReturnPath(network)}`,
          });
        } catch (error) {
          throw adNetworkFailure(error);
        }
        const used = await db
          .updateTable('oauthStates')
          .set({ usedAt: new Date() })
          .where('state', '=', state.state)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (used.numUpdatedRows === 0n) throw conflict('This connection attempt was already used.');
        const grant = await db
          .insertInto('adAccountGrants')
          .values({
            orgId: caller.orgId,
            userId: caller.userId,
            network,
            accounts: JSON.stringify(granted),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const known = await db
          .selectFrom('adAccounts')
          .select(['externalId', 'status'])
          .where('orgId', '=', caller.orgId)
          .where('network', '=', network)
          .execute();
        const statusOf = new Map(known.map((k) => [k.externalId, k.status]));
        return {
          grantId: grant.id,
          network,
          accounts: granted.map((a): GrantedAdAccount => ({
            externalId: a.externalId,
            socialNetwork: network,
            name: a.name,
            currency: a.currency,
            timeZone: a.timeZone,
            status:
              statusOf.get(a.externalId) === 'connected'
                ? 'connected'
                : statusOf.get(a.externalId) === 'disconnected'
                  ? 'disconnected'
                  : 'available',
          })),
        };
      },
    }),
    route({
      method: 'POST',
      path: '/api/ads/connect/{network}/accounts',
      tag: 'ads',
      summary: 'Connects the chosen ad accounts the person granted (new or disconnected ones)',
      access: 'user',
      params: AdNetworkParam,
      body: AdConnectChoice,
      response: t.array(AdAccount),
      handle: async ({ db, caller, params, body, address }) => {
        await requireAdAccountManager(db, caller);
        const grant = await db
          .selectFrom('adAccountGrants')
          .select(['id', 'accounts'])
          .where('id', '=', body.grantId)
          .where('userId', '=', caller.userId)
          .where('orgId', '=', caller.orgId)
          .where('network', '=', params.network)
          .where('usedAt', 'is', null)
          .where('createdAt', '>', new Date(Date.now() - GRANT_TTL_MS))
          .executeTakeFirst();
        if (!grant) {
          throw new HttpError(
            400,
            'The accounts you granted are no longer waiting (ten minutes passed, or they were connected). Start connecting again.',
            'AD_CONNECT_EXPIRED',
          );
        }
        const granted = grant.accounts as GrantedSandboxAdAccount[];
        const chosen = [...new Set(body.externalIds)];
        const missing = chosen.find((id) => !granted.some((a) => a.externalId === id));
        if (missing !== undefined) {
          throw badRequest(`Ad account ${missing.slice(0, 80)} is not one you granted.`);
        }
        const used = await db
          .updateTable('adAccountGrants')
          .set({ usedAt: new Date() })
          .where('id', '=', grant.id)
          .where('usedAt', 'is', null)
          .executeTakeFirst();
        if (used.numUpdatedRows === 0n) throw conflict('These accounts were already connected.');
        const ids = await connectGranted(
          db,
          caller,
          address,
          params.network,
          granted.filter((a) => chosen.includes(a.externalId)),
        );
        return Promise.all(ids.map((id) => findAdAccount(db, caller.orgId, id)));
      },
    }),
  ];
}
