import type {
  Brand,
  ChannelSlotDetails,
  ChannelSlotSummary,
  PublicChannel,
  SuggestedChannelSearch,
} from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const BRANDS = '/api/benchmark/app/brand';

/** Waits until `check` answers something (onboarding runs in the background). */
async function waitFor<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const teamId = async (name: string) =>
  (await api.db.selectFrom('teams').select('id').where('name', '=', name).executeTakeFirstOrThrow())
    .id;

describe('the demo', () => {
  it('has benchmark as an add-on: product access lists it, the toggles default off, Sam is standard', async () => {
    const admin = await api.as('admin');
    const access = (await admin('GET', '/suite/smm-user-product-access')).body as {
      package: string;
      products: string[];
    };
    expect(access.package).toBe('suite');
    expect(access.products).toContain('benchmark');
    const other = await api.as('otherAdmin');
    expect(
      ((await other('GET', '/suite/smm-user-product-access')).body as { products: string[] })
        .products,
    ).not.toContain('benchmark');

    const sam = await api.as('sam@demo.test');
    const samId = await api.userId('sam@demo.test');
    const orgId = (
      await api.db
        .selectFrom('users')
        .select('orgId')
        .where('email', '=', 'sam@demo.test')
        .executeTakeFirstOrThrow()
    ).orgId;
    const toggles = (
      await sam('POST', '/feature-toggler-abc', [
        { discriminator: 'ORGANIZATION', targetId: orgId },
        { discriminator: 'USER', targetId: samId },
      ])
    ).body as Record<string, boolean>;
    expect(toggles['@package_standard']).toBe(true);
    expect(toggles['benchmarkLegacyAccess']).toBe(false);
    const ada = (
      await admin('POST', '/feature-toggler-abc', [
        { discriminator: 'USER', targetId: await api.userId('admin@demo.test') },
      ])
    ).body as Record<string, boolean>;
    expect(ada['@package_standard']).toBe(false);
  });

  it('has Demo Coffee (own) and two competitors, onboarded, with their public channels', async () => {
    const admin = await api.as('admin');
    const brands = (await admin('GET', BRANDS)).body as Brand[];
    expect(brands.map((b) => [b.name, b.ownBrand, b.onboardingStatus])).toEqual([
      ['Bean Brothers', false, 'ready'],
      ['Demo Coffee', true, 'ready'],
      ['Leaf & Co', false, 'ready'],
    ]);
    const bean = brands.find((b) => b.name === 'Bean Brothers');
    expect(bean?.publicChannelIdNetworkList.map((c) => c.network).sort()).toEqual([
      'facebook',
      'instagram',
      'twitter',
      'youtube',
    ]);
    const days = await api.db
      .selectFrom('publicChannelDays')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('publicChannelId', '=', 'youtube-public-beanbrothers')
      .executeTakeFirstOrThrow();
    expect(Number(days.count)).toBe(90);
  });
});

describe('brands', () => {
  it('are created, read, changed and deleted by administrators, with audit entries', async () => {
    const admin = await api.as('admin');
    const created = await admin('POST', BRANDS, { name: ' Brewhaus ', details: 'Big chain' });
    expect(created.status).toBe(201);
    const brand = created.body as Brand;
    expect(brand).toMatchObject({ name: 'Brewhaus', ownBrand: false, teamList: [] });
    expect(brand.onboardingStatus).toBe('notStarted');
    expect((await admin('POST', BRANDS, { name: 'brewhaus' })).status).toBe(409);

    expect(((await admin('GET', `${BRANDS}/${brand.id}`)).body as Brand).details).toBe('Big chain');
    const ids = (await admin('GET', `${BRANDS}/ids`)).body as string[];
    expect(ids).toContain(brand.id);

    const changed = await admin('PUT', `${BRANDS}/${brand.id}`, {
      name: 'Brewhaus UK',
      ownBrand: true,
    });
    expect(changed.status).toBe(200);
    expect(changed.body as Brand).toMatchObject({
      name: 'Brewhaus UK',
      ownBrand: true,
      details: 'Big chain',
    });

    expect((await admin('DELETE', `${BRANDS}/${brand.id}`)).status).toBe(204);
    expect((await admin('GET', `${BRANDS}/${brand.id}`)).status).toBe(404);

    const audit = await api.db
      .selectFrom('auditEntries')
      .select(['action', 'targetName'])
      .where('targetId', '=', brand.id)
      .orderBy('at')
      .execute();
    expect(audit.map((entry) => entry.action)).toEqual([
      'brand.created',
      'brand.updated',
      'brand.deleted',
    ]);
  });

  it('of another organisation are 404, and a package without benchmark is 403', async () => {
    const admin = await api.as('admin');
    const bean = ((await admin('GET', BRANDS)).body as Brand[]).find(
      (b) => b.name === 'Bean Brothers',
    );
    const support = await api.as('support');
    // Support's organisation (suite) gets benchmark for this test: then the brand is 404.
    const supportOrg = (
      await api.db
        .selectFrom('users')
        .select('orgId')
        .where('email', '=', 'support@switchboard.test')
        .executeTakeFirstOrThrow()
    ).orgId;
    await api.db
      .updateTable('organisations')
      .set({ addOns: ['benchmark'] })
      .where('id', '=', supportOrg)
      .execute();
    try {
      expect((await support('GET', `${BRANDS}/${bean?.id}`)).status).toBe(404);
      expect((await support('PUT', `${BRANDS}/${bean?.id}`, { name: 'Mine' })).status).toBe(404);
      expect((await support('DELETE', `${BRANDS}/${bean?.id}`)).status).toBe(404);
      expect(
        (
          await support(
            'GET',
            `/api/benchmark/insights/brands?brandIds=${bean?.id}&since=2026-01-01&until=2026-01-31`,
          )
        ).status,
      ).toBe(404);
      expect((await support('GET', BRANDS)).body).toEqual([]);
    } finally {
      await api.db
        .updateTable('organisations')
        .set({ addOns: [] })
        .where('id', '=', supportOrg)
        .execute();
    }

    const other = await api.as('otherAdmin');
    const refused = await other('GET', BRANDS);
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toContain(
      'package does not include Benchmark',
    );
    expect((await other('POST', BRANDS, { name: 'Ours' })).status).toBe(403);
  });

  it('are seen by the teams they name; team leaders name only their teams; others change nothing', async () => {
    const admin = await api.as('admin');
    const marketing = await teamId('Social Marketing');
    const careLeads = await teamId('Care Leads');
    const secret = (await admin('POST', BRANDS, { name: 'Marketing rival', teamList: [marketing] }))
      .body as Brand;
    expect(secret.teamList).toEqual([marketing]);

    const sam = await api.as('sam@demo.test');
    const editor = await api.as('editor');
    const lead = await api.as('lead');
    expect((await sam('GET', `${BRANDS}/${secret.id}`)).status).toBe(200);
    expect((await editor('GET', `${BRANDS}/${secret.id}`)).status).toBe(404);
    expect(((await editor('GET', `${BRANDS}/ids`)).body as string[]).includes(secret.id)).toBe(
      false,
    );
    expect((await lead('PUT', `${BRANDS}/${secret.id}`, { name: 'Taken over' })).status).toBe(404);

    expect((await editor('POST', BRANDS, { name: 'Editor brand' })).status).toBe(403);
    expect((await lead('POST', BRANDS, { name: 'Lead brand', teamList: [marketing] })).status).toBe(
      403,
    );
    const leads = await lead('POST', BRANDS, { name: 'Lead brand', teamList: [careLeads] });
    expect(leads.status).toBe(201);
    // A team of the menu's selector that is not the caller's is 404.
    const query = `brandIds=${(leads.body as Brand).id}&since=2026-01-01&until=2026-01-02`;
    expect(
      (await editor('GET', `/api/benchmark/insights/brands?${query}&teamId=${marketing}`)).status,
    ).toBe(404);
    expect(
      (await lead('GET', `/api/benchmark/insights/brands?${query}&teamId=${careLeads}`)).status,
    ).toBe(200);
    expect(
      (
        await admin('POST', BRANDS, {
          name: 'Nobody',
          teamList: ['00000000-0000-4000-8000-000000000000'],
        })
      ).status,
    ).toBe(404);
  });
});

describe('public channels', () => {
  it('are found by handle or name on the chosen networks', async () => {
    const admin = await api.as('admin');
    const found = (
      await admin('GET', '/api/benchmark/search/handle?keyword=brew&networks=facebook,youtube')
    ).body as SuggestedChannelSearch;
    expect(found.keyword).toBe('brew');
    expect(found.handleInfos.map((h) => [h.network, h.handle])).toEqual([
      ['facebook', 'brewhaus'],
      ['youtube', 'brewhaus'],
    ]);
    expect(found.handleInfos[0]?.thumbnailUrl).toMatch(/^\/sandbox\/public\/avatars\//);
    const picture = await fetch(`${api.base}${found.handleInfos[0]?.thumbnailUrl}`);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    const tea = (await admin('GET', '/api/benchmark/search/handle?keyword=Leaf %26 Co'))
      .body as SuggestedChannelSearch;
    expect(tea.handleInfos.map((h) => h.handle)).toContain('leaf_and_co');
    expect((await admin('GET', '/api/benchmark/search/handle?keyword=')).status).toBe(400);
    const none = (await admin('GET', '/api/benchmark/search/handle?keyword=zzzz'))
      .body as SuggestedChannelSearch;
    expect(none.handleInfos).toEqual([]);
  });

  it('are added to a brand, onboarded with 90 days (none of reach on YouTube) and removed', async () => {
    const admin = await api.as('admin');
    const brand = (await admin('POST', BRANDS, { name: 'Morning Mug' })).body as Brand;
    const add = (publicChannelId: string) =>
      admin('POST', '/api/benchmark/brand-public-channel', { brandId: brand.id, publicChannelId });
    expect((await add('facebook-public-morningmug')).status).toBe(200);
    const added = (await add('youtube-public-teatime')).body as Brand;
    expect(added.publicChannelIdNetworkList.map((c) => c.publicChannelId)).toEqual([
      'facebook-public-morningmug',
      'youtube-public-teatime',
    ]);
    expect((await add('facebook-public-nobody')).status).toBe(404);

    const onboard = await admin('POST', '/api/benchmark/onboard', { brandId: brand.id });
    expect(onboard.status).toBe(202);
    expect((onboard.body as Brand).onboardingStatus).toBe('onboarding');
    await waitFor(async () => {
      const got = (await admin('GET', `${BRANDS}/${brand.id}`)).body as Brand;
      return got.onboardingStatus === 'ready' ? got : undefined;
    });
    const days = await api.db
      .selectFrom('publicChannelDays')
      .select(['publicChannelId', 'day', 'reach', 'impressions'])
      .where('publicChannelId', 'in', ['facebook-public-morningmug', 'youtube-public-teatime'])
      .orderBy('day')
      .execute();
    const of = (id: string) => days.filter((d) => d.publicChannelId === id);
    expect(of('facebook-public-morningmug')).toHaveLength(90);
    expect(of('youtube-public-teatime')).toHaveLength(90);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect(of('youtube-public-teatime').at(-1)?.day).toBe(yesterday);
    expect(
      of('youtube-public-teatime').every((d) => d.reach === null && d.impressions === null),
    ).toBe(true);
    expect(
      of('facebook-public-morningmug').every((d) => d.reach !== null && d.impressions !== null),
    ).toBe(true);

    const channels = (
      await admin(
        'GET',
        '/api/benchmark/public-channel/channel/get-channels?ids=youtube-public-teatime',
      )
    ).body as PublicChannel[];
    expect(channels[0]).toMatchObject({
      hasReach: false,
      brandIds: [brand.id],
      network: 'youtube',
    });
    expect(channels[0]?.historySince).toBe(of('youtube-public-teatime')[0]?.day);
    const followed = (await admin('GET', '/api/benchmark/organisation-public-channel'))
      .body as PublicChannel[];
    expect(followed.map((c) => c.id)).toContain('facebook-public-morningmug');

    expect(
      (
        await admin(
          'DELETE',
          `/api/benchmark/brand-public-channel/${brand.id}/youtube-public-teatime`,
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await admin(
          'DELETE',
          `/api/benchmark/brand-public-channel/${brand.id}/youtube-public-teatime`,
        )
      ).status,
    ).toBe(404);
    expect((await admin('DELETE', `/api/benchmark/brand-public-channel/${brand.id}`)).status).toBe(
      204,
    );
    expect(
      ((await admin('GET', `${BRANDS}/${brand.id}`)).body as Brand).publicChannelIdNetworkList,
    ).toEqual([]);
    expect((await admin('POST', '/api/benchmark/onboard', { brandId: brand.id })).status).toBe(400);
  });

  it('a rate-limited network is a 503 saying so, and the next request goes through', async () => {
    const admin = await api.as('admin');
    const brand = (await admin('POST', BRANDS, { name: 'Limited' })).body as Brand;
    expect(
      (
        await admin('POST', '/api/benchmark/brand-public-channel', {
          brandId: brand.id,
          publicChannelId: 'tiktok-public-cremalab',
        })
      ).status,
    ).toBe(200);
    // The failure is set on a channel the organisation follows, then met when another brand adds it.
    expect(
      (
        await admin('POST', '/api/sandbox/failures', {
          channelId: 'tiktok-public-cremalab',
          kind: 'rateLimited',
        })
      ).status,
    ).toBe(200);
    await api.db.deleteFrom('benchmarkBrandChannels').where('brandId', '=', brand.id).execute();
    await api.db.deleteFrom('publicChannels').where('id', '=', 'tiktok-public-cremalab').execute();
    const refused = await admin('POST', '/api/benchmark/brand-public-channel', {
      brandId: brand.id,
      publicChannelId: 'tiktok-public-cremalab',
    });
    expect(refused.status).toBe(503);
    expect((refused.body as { message: string }).message).toContain('TikTok is limiting requests');
    expect(
      (
        await admin('POST', '/api/benchmark/brand-public-channel', {
          brandId: brand.id,
          publicChannelId: 'tiktok-public-cremalab',
        })
      ).status,
    ).toBe(200);
  });
});

describe('channel slots', () => {
  it('count each followed public channel once; a full organisation gets 409 naming the limit', async () => {
    const admin = await api.as('admin');
    const before = (await admin('GET', `${BRANDS}/slots`)).body as ChannelSlotDetails;
    expect(before.totalChannelSlots).toBe(50);
    const a = (await admin('POST', BRANDS, { name: 'Slot A' })).body as Brand;
    const b = (await admin('POST', BRANDS, { name: 'Slot B' })).body as Brand;
    const add = (brandId: string, publicChannelId: string) =>
      admin('POST', '/api/benchmark/brand-public-channel', { brandId, publicChannelId });
    await add(a.id, 'threads-public-chaihouse');
    await add(b.id, 'threads-public-chaihouse');
    const after = (await admin('GET', `${BRANDS}/slots`)).body as ChannelSlotDetails;
    expect(after.usedChannelSlots).toBe(before.usedChannelSlots + 1);

    // Fill the rest with stored channels of a filler brand.
    const orgId = after.organisationId;
    const filler = await api.db
      .insertInto('benchmarkBrands')
      .values({ orgId, name: 'Filler' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const free = after.totalChannelSlots - after.usedChannelSlots;
    const ids = Array.from({ length: free }, (_, i) => `facebook-public-filler${i}`);
    await api.db
      .insertInto('publicChannels')
      .values(
        ids.map((id) => ({
          id,
          network: 'facebook',
          handle: id,
          name: id,
          url: 'https://facebook.com',
          hasReach: true,
        })),
      )
      .execute();
    await api.db
      .insertInto('benchmarkBrandChannels')
      .values(ids.map((publicChannelId) => ({ brandId: filler.id, publicChannelId, orgId })))
      .execute();
    try {
      const summary = (await admin('GET', `${BRANDS}/slot-summary`)).body as ChannelSlotSummary;
      expect(summary.channelSlotsRemaining).toBe(0);
      const full = await add(a.id, 'linkedIn-public-chaihouse');
      expect(full.status).toBe(409);
      expect((full.body as { message: string }).message).toContain('All 50 channel slots');
      // A channel the organisation follows already takes no new slot.
      expect((await add(a.id, 'facebook-public-filler0')).status).toBe(200);
    } finally {
      await api.db.deleteFrom('benchmarkBrands').where('id', '=', filler.id).execute();
      await api.db
        .deleteFrom('benchmarkBrandChannels')
        .where('publicChannelId', 'in', ids)
        .execute();
    }
  });
});

describe('product analytics and the legacy link', () => {
  it('records a feature-gated route event (bounded) of a person who consented to C0002, and answers 204', async () => {
    const sam = await api.as('sam@demo.test');
    await sam('PUT', '/api/2/users/me/consent', {
      categories: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false },
    });
    const event = {
      type: 'featureGatedRoute',
      route: '/benchmark/content-analysis',
      fragment: 'sentiment',
    };
    expect((await sam('POST', '/api/analytics/events', event)).status).toBe(204);
    const stored = await api.db
      .selectFrom('analyticsEvents')
      .select(['type', 'route', 'fragment', 'userId'])
      .where('userId', '=', await api.userId('sam@demo.test'))
      .execute();
    expect(stored).toEqual([{ ...event, userId: await api.userId('sam@demo.test') }]);
    expect(
      (await sam('POST', '/api/analytics/events', { ...event, route: 'x'.repeat(201) })).status,
    ).toBe(400);
    expect((await sam('POST', '/api/analytics/events', { ...event, type: 'other' })).status).toBe(
      400,
    );
  });

  it('the legacy benchmark link leads to a page saying what it is', async () => {
    const answer = await fetch(`${api.base}/api/benchmark/legacy/sso`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    const page = await fetch(new URL(answer.headers.get('location') ?? '', api.base));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Legacy benchmark');
  });
});
