import type { AdAccount, AdAccountList, AdConnectGrant } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const ACCOUNTS = '/api/ads/accounts';

describe('reading ad accounts', () => {
  it("lists Demo Coffee's connected Facebook ad account, linked to its Facebook channel", async () => {
    const admin = await api.as('admin');
    const { status, body } = await admin('GET', ACCOUNTS);
    expect(status).toBe(200);
    const list = body as AdAccountList;
    expect(list.canManage).toBe(true);
    expect(list.disconnected).toEqual([]);
    expect(
      list.connected.map((a) => [a.socialNetwork, a.name, a.currency, a.timeZone, a.channelIds]),
    ).toEqual([['facebook', 'Demo Coffee — EU', 'EUR', 'Europe/Berlin', ['facebook-demo']]]);
    expect(JSON.stringify(body)).not.toContain('token');
    const first = list.connected[0] as AdAccount;
    const one = await admin('GET', `${ACCOUNTS}/${first.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(first);
  });

  it('lets every member read them, and says who may manage them', async () => {
    const editor = await api.as('editor');
    const list = (await editor('GET', ACCOUNTS)).body as AdAccountList;
    expect(list.connected).toHaveLength(1);
    expect(list.canManage).toBe(false);
  });

  it("never answers another organisation's ad accounts", async () => {
    const admin = await api.as('admin');
    const other = await api.as('otherAdmin');
    const demo = ((await admin('GET', ACCOUNTS)).body as AdAccountList).connected[0] as AdAccount;
    expect((await other('GET', ACCOUNTS)).body).toEqual({
      connected: [],
      disconnected: [],
      canManage: false,
    });
    const { status, body } = await other('GET', `${ACCOUNTS}/${demo.id}`);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain('Demo Coffee');
  });

  it.each(['act_1', 'not-a-uuid', '%00', 'x'.repeat(60)])(
    'refuses the id %s with a 400',
    async (id) => {
      const admin = await api.as('admin');
      const { status } = await admin('GET', `${ACCOUNTS}/${encodeURIComponent(id)}`);
      expect(status).toBe(400);
    },
  );
});

/** Goes through a sandbox ad network's consent page as `login`, ticking `tick` (names), and
 * answers what the return path hands the settings screen: state and code, or the error. */
async function consent(
  who: string,
  network: string,
  tick: readonly string[] | 'deny',
): Promise<{ state: string; code?: string; error?: string }> {
  const caller = await api.as(who);
  const start = await caller('GET', `/api/ads/connect/${network}`);
  expect(start.status).toBe(200);
  const authorizeUrl = (start.body as { authorizeUrl: string }).authorizeUrl;
  const pageHtml = await (await fetch(`${api.base}${authorizeUrl}`)).text();
  const url = new URL(authorizeUrl, api.base);
  const form = new URLSearchParams({
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
    login: url.searchParams.get('login_hint') ?? '',
    decision: tick === 'deny' ? 'deny' : 'allow',
  });
  if (tick !== 'deny') {
    for (const [, value, name] of pageHtml.matchAll(/value="([^"]+)" checked> ([^<]+?) </g)) {
      if (value && name && tick.includes(name.replaceAll('&#39;', "'")))
        form.append('account', value);
    }
  }
  const posted = await fetch(`${api.base}/sandbox/ads/${network}/oauth/consent`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(302);
  const back = new URL(posted.headers.get('location') ?? '');
  expect(back.pathname).toBe(`/ads/connect/${network}/return`);
  const bounced = await fetch(back, { redirect: 'manual' });
  const target = bounced.headers.get('location') ?? '';
  expect(target.startsWith('/#/settings/adaccounts/connect?')).toBe(true);
  const query = new URLSearchParams(target.split('?')[1]);
  expect(query.get('network')).toBe(network);
  return {
    state: query.get('state') ?? '',
    ...(query.get('code') ? { code: query.get('code') ?? '' } : {}),
    ...(query.get('error') ? { error: query.get('error') ?? '' } : {}),
  };
}

describe('connecting ad accounts through the consent page', () => {
  it('lists what the person granted, with what the organisation has, and connects the chosen ones', async () => {
    const admin = await api.as('admin');
    const back = await consent('admin', 'facebook', [
      'Demo Coffee — EU',
      'Demo Coffee — US',
      'Demo Coffee — UK',
    ]);
    const grant = await admin('POST', '/api/ads/connect/facebook/callback', back);
    expect(grant.status).toBe(200);
    const { grantId, accounts } = grant.body as AdConnectGrant;
    expect(accounts.map((a) => [a.name, a.currency, a.timeZone, a.status])).toEqual([
      ['Demo Coffee — EU', 'EUR', 'Europe/Berlin', 'connected'],
      ['Demo Coffee — US', 'USD', 'America/New_York', 'available'],
      ['Demo Coffee — UK', 'GBP', 'Europe/London', 'available'],
    ]);
    const us = accounts.find((a) => a.name === 'Demo Coffee — US')?.externalId ?? '';
    const connected = await admin('POST', '/api/ads/connect/facebook/accounts', {
      grantId,
      externalIds: [us],
    });
    expect(connected.status).toBe(200);
    expect((connected.body as AdAccount[]).map((a) => [a.name, a.status])).toEqual([
      ['Demo Coffee — US', 'connected'],
    ]);
    // The grant is used once.
    const again = await admin('POST', '/api/ads/connect/facebook/accounts', {
      grantId,
      externalIds: [us],
    });
    expect(again.status).toBe(400);
    // So is the code.
    expect((await admin('POST', '/api/ads/connect/facebook/callback', back)).status).toBe(400);
    const list = (await admin('GET', ACCOUNTS)).body as AdAccountList;
    expect(list.connected.map((a) => a.name)).toEqual(['Demo Coffee — EU', 'Demo Coffee — US']);
    const audit = await api.db
      .selectFrom('auditEntries')
      .select(['action', 'targetName'])
      .where('action', 'like', 'adAccount.%')
      .execute();
    expect(audit).toContainEqual({ action: 'adAccount.connected', targetName: 'Demo Coffee — US' });
  });

  it('says so when the person denies consent', async () => {
    const admin = await api.as('admin');
    const back = await consent('admin', 'linkedin', 'deny');
    expect(back.error).toBe('access_denied');
    const { status, body } = await admin('POST', '/api/ads/connect/linkedin/callback', back);
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'AD_CONSENT_DENIED' });
  });

  it('refuses an expired code, and a state of another person', async () => {
    const admin = await api.as('admin');
    const back = await consent('admin', 'twitter', ['Demo Coffee — Promoted']);
    const other = await api.as('support');
    expect((await other('POST', '/api/ads/connect/twitter/callback', back)).status).toBe(400);
    await api.db
      .updateTable('sandboxCodes')
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where('code', '=', back.code ?? '')
      .execute();
    const { status, body } = await admin('POST', '/api/ads/connect/twitter/callback', back);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('expired');
  });

  it('answers a rate limit of the ad network as 429, and the same code works after it', async () => {
    const admin = await api.as('admin');
    const back = await consent('admin', 'tiktok', ['Demo Coffee Shorts — EU']);
    expect(
      (
        await admin('POST', '/api/sandbox/failures', {
          channelId: 'ads-tiktok',
          kind: 'rateLimited',
        })
      ).status,
    ).toBe(200);
    const limited = await admin('POST', '/api/ads/connect/tiktok/callback', back);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' });
    const retried = await admin('POST', '/api/ads/connect/tiktok/callback', back);
    expect(retried.status).toBe(200);
  });

  it('refuses accounts that were not granted, and people who may not manage ad accounts', async () => {
    const admin = await api.as('admin');
    const back = await consent('admin', 'linkedin', ['Demo Coffee Ltd — B2B']);
    const grant = (await admin('POST', '/api/ads/connect/linkedin/callback', back))
      .body as AdConnectGrant;
    const editor = await api.as('editor');
    expect(
      (
        await editor('POST', '/api/ads/connect/linkedin/accounts', {
          grantId: grant.grantId,
          externalIds: ['508812002'],
        })
      ).status,
    ).toBe(403);
    const wrong = await admin('POST', '/api/ads/connect/linkedin/accounts', {
      grantId: grant.grantId,
      externalIds: ['508812001'],
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.body)).toContain('not one you granted');
  });
});

describe('changing ad accounts', () => {
  async function demoAccount(): Promise<AdAccount> {
    const admin = await api.as('admin');
    const list = (await admin('GET', ACCOUNTS)).body as AdAccountList;
    return list.connected.find((a) => a.name.startsWith('Demo Coffee — EU')) as AdAccount;
  }

  it('renames, changes currency, time zone, auto-boost and linked channels, audited', async () => {
    const admin = await api.as('admin');
    const account = await demoAccount();
    const { status, body } = await admin('PATCH', `${ACCOUNTS}/${account.id}`, {
      name: '  Demo Coffee — EU (main)  ',
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      autoBoost: true,
      channelIds: ['facebook-demo', 'instagram-demo'],
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Demo Coffee — EU (main)',
      currency: 'CHF',
      timeZone: 'Europe/Zurich',
      autoBoost: true,
      channelIds: ['facebook-demo', 'instagram-demo'],
    });
    const entry = await api.db
      .selectFrom('auditEntries')
      .select(['action', 'before', 'after'])
      .where('action', '=', 'adAccount.updated')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry.after).toMatchObject({ currency: 'CHF' });
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a currency in small letters', { currency: 'eur' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }],
    ['a channel id that is not one', { channelIds: ['not a channel'] }],
    ['NUL in the name', { name: 'a\u0000b' }],
    ['a name of 101 characters', { name: 'x'.repeat(101) }],
    ['auto-boost as text', { autoBoost: 'yes' }],
  ])('refuses %s with a 400', async (_what, change) => {
    const admin = await api.as('admin');
    const account = await demoAccount();
    const { status } = await admin('PATCH', `${ACCOUNTS}/${account.id}`, change);
    expect(status).toBe(400);
  });

  it("refuses to link another organisation's channel, and keeps the account as it was", async () => {
    const admin = await api.as('admin');
    const account = await demoAccount();
    const foreign = await api.db
      .selectFrom('channels')
      .innerJoin('organisations', 'organisations.id', 'channels.orgId')
      .select('channels.id')
      .where(
        'organisations.id',
        '!=',
        (
          await api.db
            .selectFrom('users')
            .select('orgId')
            .where('email', '=', 'admin@demo.test')
            .executeTakeFirstOrThrow()
        ).orgId,
      )
      .executeTakeFirstOrThrow();
    const { status } = await admin('PATCH', `${ACCOUNTS}/${account.id}`, {
      channelIds: [foreign.id],
    });
    expect(status).toBe(400);
    expect(
      ((await admin('GET', `${ACCOUNTS}/${account.id}`)).body as AdAccount).channelIds,
    ).not.toContain(foreign.id);
  });

  it("lets no other organisation change, disconnect or remove Demo Coffee's account", async () => {
    const support = await api.as('support');
    const account = await demoAccount();
    expect((await support('PATCH', `${ACCOUNTS}/${account.id}`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await support('POST', `${ACCOUNTS}/${account.id}/disconnect`)).status).toBe(404);
    expect((await support('POST', `${ACCOUNTS}/${account.id}/reconnect`)).status).toBe(404);
    expect((await support('DELETE', `${ACCOUNTS}/${account.id}`)).status).toBe(404);
    expect((await demoAccount()).name).not.toBe('Mine');
  });

  it('refuses changes in an organisation whose package has no ad accounts (essentials)', async () => {
    const other = await api.as('otherAdmin');
    const account = await demoAccount();
    const { status, body } = await other('PATCH', `${ACCOUNTS}/${account.id}`, { name: 'Mine' });
    expect(status).toBe(403);
    expect(JSON.stringify(body)).toContain('package');
    expect((await other('GET', '/api/ads/connect/facebook')).status).toBe(403);
  });

  it('lets a member of a team granting manageAdAccounts manage them; others read only', async () => {
    const editor = await api.as('editor');
    const account = await demoAccount();
    expect((await editor('PATCH', `${ACCOUNTS}/${account.id}`, { autoBoost: false })).status).toBe(
      403,
    );
    const team = await api.db
      .selectFrom('teamMembers')
      .innerJoin('users', 'users.id', 'teamMembers.userId')
      .select('teamMembers.teamId')
      .where('users.email', '=', 'editor@demo.test')
      .executeTakeFirstOrThrow();
    await api.db
      .updateTable('teams')
      .set({ manageAdAccounts: true })
      .where('id', '=', team.teamId)
      .execute();
    try {
      expect(((await editor('GET', ACCOUNTS)).body as AdAccountList).canManage).toBe(true);
      expect(
        (await editor('PATCH', `${ACCOUNTS}/${account.id}`, { autoBoost: false })).status,
      ).toBe(200);
    } finally {
      await api.db
        .updateTable('teams')
        .set({ manageAdAccounts: false })
        .where('id', '=', team.teamId)
        .execute();
    }
  });

  it('disconnects, reconnects, and removes only a disconnected account', async () => {
    const admin = await api.as('admin');
    const account = await demoAccount();
    expect((await admin('DELETE', `${ACCOUNTS}/${account.id}`)).status).toBe(409);
    const off = await admin('POST', `${ACCOUNTS}/${account.id}/disconnect`);
    expect(off.body).toMatchObject({ status: 'disconnected', autoBoost: false });
    let list = (await admin('GET', ACCOUNTS)).body as AdAccountList;
    expect(list.disconnected.map((a) => a.id)).toEqual([account.id]);
    expect((await admin('PATCH', `${ACCOUNTS}/${account.id}`, { autoBoost: true })).status).toBe(
      409,
    );

    // The network says the access expired: consent is needed again.
    await admin('POST', '/api/sandbox/failures', {
      channelId: 'ads-facebook',
      kind: 'tokenExpired',
    });
    const expired = await admin('POST', `${ACCOUNTS}/${account.id}/reconnect`);
    expect(expired.status).toBe(409);
    expect(expired.body).toMatchObject({ errorCode: 'AD_ACCOUNT_REAUTHORISE' });

    const on = await admin('POST', `${ACCOUNTS}/${account.id}/reconnect`);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      status: 'connected',
      disconnectedAt: null,
      channelIds: ['facebook-demo', 'instagram-demo'],
    });

    await admin('POST', `${ACCOUNTS}/${account.id}/disconnect`);
    expect((await admin('DELETE', `${ACCOUNTS}/${account.id}`)).status).toBe(204);
    list = (await admin('GET', ACCOUNTS)).body as AdAccountList;
    expect(list.disconnected).toEqual([]);
    expect((await admin('GET', `${ACCOUNTS}/${account.id}`)).status).toBe(404);
    const actions = (
      await api.db
        .selectFrom('auditEntries')
        .select('action')
        .where('targetId', '=', account.id)
        .execute()
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'adAccount.disconnected',
        'adAccount.reconnected',
        'adAccount.removed',
      ]),
    );
  });
});
