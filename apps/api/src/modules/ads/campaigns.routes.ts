import {
  AdCampaignDetail,
  AdCampaignPage,
  AdCampaignParams,
  AdCampaignQuery,
  Boost,
  BoostOptions,
  BoostPostParam,
  BoostRequest,
  SandboxAdFailureRequest,
} from '@smm/model';
import * as t from 'io-ts';
import { route, type AnyRoute } from '../../http/route.js';
import { Uuid } from '@smm/model';
import { failNextAdRequests } from '../../networks/sandbox.ads-campaigns.js';
import { HttpError } from '../../http/errors.js';
import { adAccountOf, RECONNECT_ERROR_CODE } from './ads.access.js';
import { listCampaigns, readCampaign } from './campaigns.store.js';
import { boostOptions, createBoost } from './boosts.store.js';

const TAG = 'ads';

/**
 * Runs a read that may find the ad account's access expired (it then marks the account
 * disconnected): the organisation's kept answers (the account list) are told of the change.
 */
async function noticed<R>(read: () => Promise<R>, changed: () => void): Promise<R> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpError && error.errorCode === RECONNECT_ERROR_CODE) changed();
    throw error;
  }
}

/**
 * The ads area (docs/decisions/0093, 0094): an ad account's campaigns from its ad network, and
 * boosting published posts where the package allows promoting.
 */
export function campaignsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/ads/accounts/{id}/campaigns',
      tag: TAG,
      summary:
        "One page of an ad account's campaigns from its ad network (sortable by name, status, spend, results or start; filterable by status) with the count and totals of all",
      access: 'user',
      params: t.type({ id: Uuid }),
      query: AdCampaignQuery,
      response: AdCampaignPage,
      handle: ({ db, caller, params, query, changed }) =>
        noticed(
          () => listCampaigns(db, caller, params.id, query),
          () => changed(caller.orgId),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/ads/accounts/{id}/campaigns/{campaignId}',
      tag: TAG,
      summary: 'One campaign of an ad account and its spend, results and impressions per day',
      access: 'user',
      params: AdCampaignParams,
      response: AdCampaignDetail,
      handle: ({ db, caller, params, changed }) =>
        noticed(
          () => readCampaign(db, caller, params.id, params.campaignId),
          () => changed(caller.orgId),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/ads/posts/{postId}/boost',
      tag: TAG,
      summary:
        'What boosting a published post offers the caller: its channels they may boost on with the linked ad accounts, and its boosts',
      access: 'user',
      params: BoostPostParam,
      response: BoostOptions,
      handle: ({ db, caller, params }) => boostOptions(db, caller, params.postId),
    }),
    route({
      method: 'POST',
      path: '/api/ads/boosts',
      tag: TAG,
      summary:
        'Boosts a published post with an ad account linked to its channel (budget, days, audience), once per idempotency key',
      access: 'user',
      body: BoostRequest,
      response: Boost,
      status: 201,
      handle: ({ db, caller, body }) => createBoost(db, caller, body),
    }),
    route({
      method: 'POST',
      path: '/api/sandbox/ad-failures',
      tag: TAG,
      summary:
        "Makes the next requests of one of the organisation's sandbox ad accounts fail as its ad network would (0 times clears)",
      access: 'admin',
      body: SandboxAdFailureRequest,
      response: null,
      handle: async ({ db, caller, body }) => {
        const account = await adAccountOf(db, caller, body.adAccountId);
        await failNextAdRequests(db, account, body.kind, body.times ?? 1);
        return null;
      },
    }),
  ];
}
