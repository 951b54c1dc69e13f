import { AdAccount, AdAccountList, AdAccountParam } from '@smm/model';
import { route, type AnyRoute } from '../../http/route.js';
import { findAdAccount, listAdAccounts, mayManageAdAccounts } from './ad-accounts.store.js';

/**
 * The organisation's ad accounts (platform §2, §3; docs/decisions/0091): every signed-in member
 * reads them (the ads area and the publish editor's boost need them); connecting, editing,
 * disconnecting, reconnecting and removing need `canManageAdAccounts`.
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
        canManage: await mayManageAdAccounts(db, caller),
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
  ];
}
