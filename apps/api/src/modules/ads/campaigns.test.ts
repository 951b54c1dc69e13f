import { randomUUID } from 'node:crypto';
import type { AdCampaignDetail, AdCampaignPage, Boost, BoostOptions } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: Caller;
let viewer: Caller;
let otherAdmin: Caller;
let support: Caller;
let demoOrg: string;
let meta: string;
let tiktok: string;
let unlinked: string;

async function orgOf(email: string): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.orgId;
}

async function adAccount(
  orgId: string,
  network: string,
  externalId: string,
  name: string,
  channelIds: string[] = [],
  currency = 'EUR',
): Promise<string> {
  const row = await api.db
    .insertInto('adAccounts')
    .values({ orgId, network, externalId, name, currency, timeZone: 'Europe/Berlin', token: 't' })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (channelIds.length > 0) {
    await api.db
      .insertInto('adAccountChannels')
      .values(channelIds.map((channelId) => ({ adAccountId: row.id, channelId })))
      .execute();
  }
  return row.id;
}

async function post(
  status: 'published' | 'pending' = 'published',
  text = 'Winter blend is here',
): Promise<string> {
  const created = await api.db
    .insertInto('publishPosts')
    .values({
      orgId: demoOrg,
      status: status === 'published' ? 'published' : 'scheduled',
      text,
      publishedAt: status === 'published' ? new Date() : null,
      scheduledAt: status === 'published' ? null : new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await api.db
    .insertInto('publishTargets')
    .values({
      postId: created.id,
      orgId: demoOrg,
      channelId: 'facebook-demo',
      network: 'facebook',
      position: 0,
      status,
      networkItemId: status === 'published' ? `fb-${created.id.slice(0, 8)}` : null,
      publishedAt: status === 'published' ? new Date() : null,
    })
    .execute();
  return created.id;
}

const boostBody = (postId: string, overrides: Record<string, unknown> = {}) => ({
  idempotencyKey: randomUUID(),
  adAccountId: meta,
  postId,
  channelId: 'facebook-demo',
  budget: 40,
  durationDays: 5,
  audience: { countries: ['DE', 'AT'], ageMin: 21, ageMax: 45, gender: 'all' },
  ...overrides,
});

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  viewer = await api.as('viewer');
  otherAdmin = await api.as('otherAdmin');
  support = await api.as('support');
  demoOrg = await orgOf('admin@demo.test');
  meta = await adAccount(demoOrg, 'facebook', 'act_test_1', 'Demo Coffee Meta', ['facebook-demo']);
  tiktok = await adAccount(demoOrg, 'tiktok', 'tt_test_1', 'Demo Coffee TikTok', [], 'USD');
  unlinked = await adAccount(demoOrg, 'facebook', 'act_test_2', 'Unlinked Meta');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('an ad account’s campaigns', () => {
  it('come from the sandbox network with totals of all of them, in the account’s currency', async () => {
    const { status, body } = await admin('GET', `/api/ads/accounts/${meta}/campaigns?pageSize=100`);
    expect(status).toBe(200);
    const page = body as AdCampaignPage;
    expect(page.currency).toBe('EUR');
    expect(page.items.length).toBe(page.total);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const spend = page.items.reduce((sum, c) => sum + c.spend, 0);
    expect(page.totals.spend).toBeCloseTo(spend, 2);
    expect(page.totals.results).toBe(page.items.reduce((sum, c) => sum + c.results, 0));
    for (const campaign of page.items) {
      expect(campaign.adAccountId).toBe(meta);
      expect(campaign.spend).toBeLessThanOrEqual(campaign.budget);
    }
  });

  it('answer the same twice (deterministic)', async () => {
    const first = await admin('GET', `/api/ads/accounts/${meta}/campaigns`);
    const second = await admin('GET', `/api/ads/accounts/${meta}/campaigns`);
    expect(second.body).toEqual(first.body);
  });

  it.each([
    ['spend', 'desc'],
    ['spend', 'asc'],
    ['results', 'desc'],
    ['name', 'asc'],
    ['startsAt', 'desc'],
  ] as const)('sort by %s %s, and pages follow that order', async (sort, order) => {
    const all = (
      await admin(
        'GET',
        `/api/ads/accounts/${meta}/campaigns?sort=${sort}&order=${order}&pageSize=100`,
      )
    ).body as AdCampaignPage;
    const value = (c: AdCampaignPage['items'][number]) =>
      sort === 'startsAt' ? Date.parse(c.startsAt) : sort === 'name' ? c.name : c[sort];
    for (let i = 1; i < all.items.length; i++) {
      const a = value(all.items[i - 1] as AdCampaignPage['items'][number]);
      const b = value(all.items[i] as AdCampaignPage['items'][number]);
      if (typeof a === 'string' && typeof b === 'string') {
        const cmp = a.localeCompare(b, 'en', { sensitivity: 'base' });
        expect(order === 'asc' ? cmp <= 0 : cmp >= 0).toBe(true);
      } else expect(order === 'asc' ? a <= b : a >= b).toBe(true);
    }
    const second = (
      await admin(
        'GET',
        `/api/ads/accounts/${meta}/campaigns?sort=${sort}&order=${order}&pageSize=2&page=2`,
      )
    ).body as AdCampaignPage;
    expect(second.items.map((c) => c.id)).toEqual(all.items.slice(2, 4).map((c) => c.id));
    expect(second.total).toBe(all.total);
  });

  it('filter by status', async () => {
    const all = (await admin('GET', `/api/ads/accounts/${meta}/campaigns?pageSize=100`))
      .body as AdCampaignPage;
    for (const status of ['active', 'paused', 'completed'] as const) {
      const page = (
        await admin('GET', `/api/ads/accounts/${meta}/campaigns?status=${status}&pageSize=100`)
      ).body as AdCampaignPage;
      expect(page.items.every((c) => c.status === status)).toBe(true);
      expect(page.total).toBe(all.items.filter((c) => c.status === status).length);
    }
  });

  it('have a detail whose days add up to the campaign', async () => {
    const [first] = (
      (await admin('GET', `/api/ads/accounts/${meta}/campaigns?sort=spend`)).body as AdCampaignPage
    ).items;
    const { status, body } = await admin(
      'GET',
      `/api/ads/accounts/${meta}/campaigns/${encodeURIComponent(first?.id ?? '')}`,
    );
    expect(status).toBe(200);
    const detail = body as AdCampaignDetail;
    expect(detail.campaign).toEqual(first);
    expect(detail.days.reduce((sum, d) => sum + d.spend, 0)).toBeCloseTo(first?.spend ?? 0, 1);
    expect(detail.days.reduce((sum, d) => sum + d.results, 0)).toBe(first?.results);
    expect((await admin('GET', `/api/ads/accounts/${meta}/campaigns/nope`)).status).toBe(404);
  });

  it.each([
    ['sort=budget', 400],
    ['order=up', 400],
    ['page=0', 400],
    ['pageSize=1000', 400],
    ['status=running', 400],
  ])('refuse a bad query (%s) with a readable 400', async (query, expected) => {
    const { status, body } = await admin('GET', `/api/ads/accounts/${meta}/campaigns?${query}`);
    expect(status).toBe(expected);
    expect((body as { message: string }).message.length).toBeGreaterThan(5);
  });

  it('are never another organisation’s: 404 for its account, 403 where the package has no ads', async () => {
    const otherOrg = await orgOf('admin@other.test');
    const theirs = await adAccount(otherOrg, 'facebook', 'act_other', 'Other Tea Ads');
    expect((await admin('GET', `/api/ads/accounts/${theirs}/campaigns`)).status).toBe(404);
    // Support's organisation has ads in its package, but not the demo account.
    expect((await support('GET', `/api/ads/accounts/${meta}/campaigns`)).status).toBe(404);
    // Other Tea's package (essentials) has no ads: even its own account is refused.
    expect((await otherAdmin('GET', `/api/ads/accounts/${theirs}/campaigns`)).status).toBe(403);
    expect((await admin('GET', `/api/ads/accounts/not-a-uuid/campaigns`)).status).toBe(400);
  });
});

describe('sandbox ad network failures', () => {
  it('a rate limit answers 429 once, then the campaigns come again', async () => {
    expect(
      (
        await admin('POST', '/api/sandbox/ad-failures', {
          adAccountId: tiktok,
          kind: 'rateLimited',
        })
      ).status,
    ).toBe(204);
    const limited = await admin('GET', `/api/ads/accounts/${tiktok}/campaigns`);
    expect(limited.status).toBe(429);
    expect((limited.body as { errorCode: string }).errorCode).toBe('AD_NETWORK_RATE_LIMITED');
    expect((await admin('GET', `/api/ads/accounts/${tiktok}/campaigns`)).status).toBe(200);
  });

  it('an outage answers 503 without the network’s details', async () => {
    await admin('POST', '/api/sandbox/ad-failures', { adAccountId: tiktok, kind: 'platformIssue' });
    const down = await admin('GET', `/api/ads/accounts/${tiktok}/campaigns`);
    expect(down.status).toBe(503);
    expect((await admin('GET', `/api/ads/accounts/${tiktok}/campaigns`)).status).toBe(200);
  });

  it('an expired access disconnects the account: it needs reconnecting', async () => {
    expect((await admin('GET', '/api/ads/accounts')).status).toBe(200);
    await admin('POST', '/api/sandbox/ad-failures', { adAccountId: tiktok, kind: 'tokenExpired' });
    const expired = await admin('GET', `/api/ads/accounts/${tiktok}/campaigns`);
    expect(expired.status).toBe(409);
    expect((expired.body as { errorCode: string }).errorCode).toBe('AD_ACCOUNT_RECONNECT');
    const row = await api.db
      .selectFrom('adAccounts')
      .select(['status', 'disconnectedAt'])
      .where('id', '=', tiktok)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('disconnected');
    expect(row.disconnectedAt).not.toBeNull();
    expect((await admin('GET', `/api/ads/accounts/${tiktok}/campaigns`)).status).toBe(409);
    // The account list (kept until the organisation changes) shows it among the disconnected.
    const list = (await admin('GET', '/api/ads/accounts')).body as {
      connected: { id: string }[];
      disconnected: { id: string }[];
    };
    expect(list.disconnected.map((a) => a.id)).toContain(tiktok);
    expect(list.connected.map((a) => a.id)).not.toContain(tiktok);
  });

  it('only an administrator injects failures', async () => {
    expect(
      (await viewer('POST', '/api/sandbox/ad-failures', { adAccountId: meta, kind: 'rateLimited' }))
        .status,
    ).toBe(403);
  });
});

describe('boosting a published post', () => {
  it('offers the channels it was published on with their linked accounts', async () => {
    const postId = await post();
    const { status, body } = await admin('GET', `/api/ads/posts/${postId}/boost`);
    expect(status).toBe(200);
    const options = body as BoostOptions;
    expect(options.targets).toHaveLength(1);
    expect(options.targets[0]?.channelId).toBe('facebook-demo');
    expect(options.targets[0]?.accounts.map((a) => a.id)).toContain(meta);
    expect(options.targets[0]?.accounts.map((a) => a.id)).not.toContain(unlinked);
    expect(options.boosts).toEqual([]);
  });

  it('creates a campaign that then is among the account’s campaigns, once per idempotency key', async () => {
    const postId = await post('published', 'Winter blend is here\nCome by for a taste.');
    const body = boostBody(postId);
    const first = await admin('POST', '/api/ads/boosts', body);
    expect(first.status).toBe(201);
    const boost = first.body as Boost;
    expect(boost).toMatchObject({
      adAccountId: meta,
      postId,
      channelId: 'facebook-demo',
      budget: 40,
      currency: 'EUR',
      durationDays: 5,
      name: 'Boost: Winter blend is here',
    });
    expect(Date.parse(boost.endsAt) - Date.parse(boost.startsAt)).toBe(5 * 86_400_000);
    const again = await admin('POST', '/api/ads/boosts', body);
    expect(again.status).toBe(201);
    expect((again.body as Boost).id).toBe(boost.id);
    const rows = await api.db
      .selectFrom('adBoosts')
      .select('id')
      .where('postId', '=', postId)
      .execute();
    expect(rows).toHaveLength(1);

    const page = (await admin('GET', `/api/ads/accounts/${meta}/campaigns?pageSize=100`))
      .body as AdCampaignPage;
    const campaign = page.items.find((c) => c.id === boost.campaignId);
    expect(campaign).toMatchObject({
      origin: 'boost',
      status: 'active',
      postId,
      budget: 40,
      objective: 'engagement',
      resultType: 'postEngagements',
    });
    const options = (await admin('GET', `/api/ads/posts/${postId}/boost`)).body as BoostOptions;
    expect(options.boosts.map((b) => b.id)).toEqual([boost.id]);
  });

  it('creates exactly one boost when the same request arrives many times at once', async () => {
    const body = boostBody(await post());
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin('POST', '/api/ads/boosts', body)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => (a.body as Boost).id)).size).toBe(1);
    const sandbox = await api.db
      .selectFrom('sandboxAdCampaigns')
      .select('id')
      .where('id', '=', (answers[0]?.body as Boost).campaignId)
      .execute();
    expect(sandbox).toHaveLength(1);
  });

  it('refuses a used idempotency key for another request (409)', async () => {
    const body = boostBody(await post());
    expect((await admin('POST', '/api/ads/boosts', body)).status).toBe(201);
    expect((await admin('POST', '/api/ads/boosts', { ...body, budget: 99 })).status).toBe(409);
  });

  it.each([
    ['a budget under 1', { budget: 0.5 }],
    ['a budget with three decimals', { budget: 10.005 }],
    ['a budget over the maximum', { budget: 2_000_000 }],
    ['a duration of 0 days', { durationDays: 0 }],
    ['a duration over 90 days', { durationDays: 91 }],
    [
      'an age range upside down',
      { audience: { countries: [], ageMin: 40, ageMax: 20, gender: 'all' } },
    ],
    [
      'a country in lower case',
      { audience: { countries: ['de'], ageMin: 18, ageMax: 65, gender: 'all' } },
    ],
    ['an unknown gender', { audience: { countries: [], ageMin: 18, ageMax: 65, gender: 'x' } }],
    ['a post id that is no id', { postId: 'nope' }],
    ['a text with NUL', { channelId: 'facebook-\u0000' }],
  ])('refuses %s with a readable 400', async (_, overrides) => {
    const { status, body } = await admin(
      'POST',
      '/api/ads/boosts',
      boostBody(randomUUID(), overrides),
    );
    expect(status).toBe(400);
    expect((body as { message: string }).message.length).toBeGreaterThan(5);
  });

  it('refuses a post not published on the channel, or an account not linked to it (422)', async () => {
    const pending = await post('pending');
    expect((await admin('POST', '/api/ads/boosts', boostBody(pending))).status).toBe(422);
    const published = await post();
    expect(
      (await admin('POST', '/api/ads/boosts', boostBody(published, { channelId: 'twitter-demo' })))
        .status,
    ).toBe(422);
    expect(
      (await admin('POST', '/api/ads/boosts', boostBody(published, { adAccountId: unlinked })))
        .status,
    ).toBe(422);
  });

  it('refuses unknown objects with 404 and people who may not publish on the channel with 403', async () => {
    expect((await admin('POST', '/api/ads/boosts', boostBody(randomUUID()))).status).toBe(404);
    const published = await post();
    expect(
      (await admin('POST', '/api/ads/boosts', boostBody(published, { adAccountId: randomUUID() })))
        .status,
    ).toBe(404);
    expect((await viewer('POST', '/api/ads/boosts', boostBody(published))).status).toBe(403);
  });

  it('is refused where the package does not allow promoting, and never reaches another organisation', async () => {
    const published = await post();
    expect((await otherAdmin('POST', '/api/ads/boosts', boostBody(published))).status).toBe(403);
    expect((await otherAdmin('GET', `/api/ads/posts/${published}/boost`)).status).toBe(403);
    expect((await support('POST', '/api/ads/boosts', boostBody(published))).status).toBe(404);
    expect((await support('GET', `/api/ads/posts/${published}/boost`)).status).toBe(404);
    const rows = await api.db
      .selectFrom('adBoosts')
      .select('id')
      .where('postId', '=', published)
      .execute();
    expect(rows).toEqual([]);
  });

  it('answers a rate limit of the ad network with 429 and boosts nothing', async () => {
    const published = await post();
    await admin('POST', '/api/sandbox/ad-failures', { adAccountId: meta, kind: 'rateLimited' });
    expect((await admin('POST', '/api/ads/boosts', boostBody(published))).status).toBe(429);
    const rows = await api.db
      .selectFrom('adBoosts')
      .select('id')
      .where('postId', '=', published)
      .execute();
    expect(rows).toEqual([]);
    expect((await admin('POST', '/api/ads/boosts', boostBody(published))).status).toBe(201);
  });
});
