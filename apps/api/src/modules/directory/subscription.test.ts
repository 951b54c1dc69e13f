import type { User } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("an organisation's trial and subscription end (platform §3: isTrialOrg, expiryDate)", () => {
  it('are none for an organisation without them, and what it holds for one with them', async () => {
    const ends = new Date('2026-12-24T00:00:00.000Z');
    await api.db
      .updateTable('organisations')
      .set({ isTrial: true, expiresAt: ends })
      .where('name', '=', 'Demo Coffee')
      .execute();
    const demo = (await (await api.as('editor'))('GET', '/api/2/users/me')).body as User;
    expect(demo).toMatchObject({ isTrialOrg: true, expiryDate: ends.toISOString() });
    const other = (await (await api.as('otherAdmin'))('GET', '/api/2/users/me')).body as User;
    expect(other).toMatchObject({ isTrialOrg: false, expiryDate: null });
  });
});
