import type { ConsentRecord, MyConsent } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const CONSENT = '/api/2/users/me/consent';
const NONE = { C0001: true, C0002: false, C0003: false, C0004: false, C0005: false };
const PERFORMANCE = { ...NONE, C0002: true };

async function eventsOf(email: string, route: string) {
  return api.db
    .selectFrom('analyticsEvents')
    .select(['type', 'route', 'fragment'])
    .where('userId', '=', await api.userId(email))
    .where('route', '=', route)
    .execute();
}

describe('a person’s cookie consent (platform §9, decision 0103)', () => {
  it('is not decided at first, and keeps the choice of all five categories with when', async () => {
    const viewer = await api.as('viewer');
    const before = await viewer('GET', CONSENT);
    expect(before).toEqual({ status: 200, body: { consent: null } });

    const saved = await viewer('PUT', CONSENT, { categories: PERFORMANCE });
    expect(saved.status).toBe(200);
    const record = saved.body as ConsentRecord;
    expect(record.categories).toEqual(PERFORMANCE);
    expect(Date.now() - Date.parse(record.decidedAt)).toBeLessThan(60_000);

    const after = (await viewer('GET', CONSENT)).body as MyConsent;
    expect(after.consent).toEqual(record);
    const row = await api.db
      .selectFrom('userConsents')
      .select(['decidedBy', 'orgId'])
      .where('userId', '=', await api.userId('viewer@demo.test'))
      .executeTakeFirstOrThrow();
    expect(row.decidedBy).toBe(await api.userId('viewer@demo.test'));

    const changed = await viewer('PUT', CONSENT, { categories: { ...NONE, C0005: true } });
    expect((changed.body as ConsentRecord).categories).toEqual({ ...NONE, C0005: true });
  });

  it('grants strictly necessary (C0001) even when the choice refuses it', async () => {
    const editor = await api.as('editor');
    const saved = await editor('PUT', CONSENT, { categories: { ...NONE, C0001: false } });
    expect(saved.status).toBe(200);
    expect((saved.body as ConsentRecord).categories.C0001).toBe(true);
    expect(((await editor('GET', CONSENT)).body as MyConsent).consent?.categories.C0001).toBe(true);
  });

  it.each([
    ['a category missing', { categories: { C0001: true, C0002: true } }],
    ['a category not boolean', { categories: { ...NONE, C0003: 'yes' } }],
    ['no categories', {}],
  ])('refuses %s with a readable 400', async (_name, body) => {
    const lead = await api.as('lead');
    const answer = await lead('PUT', CONSENT, body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toMatch(/categories/);
  });

  it('is the person’s own: another person’s choice is not theirs, and support assuming them may not decide', async () => {
    const admin = await api.as('admin');
    await admin('PUT', CONSENT, { categories: PERFORMANCE });
    const sam = await api.as('sam@demo.test');
    expect(((await sam('GET', CONSENT)).body as MyConsent).consent).toBeNull();

    const support = await api.token('support');
    const samId = await api.userId('sam@demo.test');
    const assumed = await api.call('POST', `/auth/assume/${samId}`, { token: support });
    const token = (assumed.body as { accessToken: string }).accessToken;
    const refused = await api.call('PUT', CONSENT, {
      token,
      body: { categories: PERFORMANCE },
    });
    expect(refused.status).toBe(403);
    expect(((await sam('GET', CONSENT)).body as MyConsent).consent).toBeNull();
  });

  it('needs a signed-in person', async () => {
    expect((await api.call('GET', CONSENT)).status).toBe(401);
  });
});

describe('analytics events only with consent to C0002 (server-side)', () => {
  const event = (route: string) => ({ type: 'routeView', route, fragment: '' });

  it('answers 204 but stores nothing for a person who has not decided or refused C0002', async () => {
    const moderator = await api.as('moderator@demo.test');
    expect((await moderator('POST', '/api/analytics/events', event('/home'))).status).toBe(204);
    expect(await eventsOf('moderator@demo.test', '/home')).toEqual([]);

    await moderator('PUT', CONSENT, { categories: { ...NONE, C0003: true, C0004: true } });
    expect((await moderator('POST', '/api/analytics/events', event('/home'))).status).toBe(204);
    expect(await eventsOf('moderator@demo.test', '/home')).toEqual([]);
  });

  it('stores a route view once the person consents to C0002, and stops when they withdraw it', async () => {
    const creator = await api.as('creator@demo.test');
    await creator('PUT', CONSENT, { categories: PERFORMANCE });
    expect(
      (await creator('POST', '/api/analytics/events', event('/settings/channels/:id'))).status,
    ).toBe(204);
    expect(await eventsOf('creator@demo.test', '/settings/channels/:id')).toEqual([
      event('/settings/channels/:id'),
    ]);

    await creator('PUT', CONSENT, { categories: NONE });
    await creator('POST', '/api/analytics/events', event('/settings/channels/:id'));
    expect(await eventsOf('creator@demo.test', '/settings/channels/:id')).toHaveLength(1);
  });

  it('refuses a route view longer than 200 characters', async () => {
    const admin = await api.as('admin');
    const answer = await admin('POST', '/api/analytics/events', event(`/${'x'.repeat(200)}`));
    expect(answer.status).toBe(400);
  });
});
