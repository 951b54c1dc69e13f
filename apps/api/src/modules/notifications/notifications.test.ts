import type { UnreadCount } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the unread count', () => {
  it("counts the caller's unread notices only", async () => {
    const lead = await api.as('lead');
    const countOf = async () =>
      ((await lead('GET', '/inbox-service/notifications/unread-count')).body as UnreadCount).count;
    const before = await countOf();
    const leadId = await api.userId('lead@demo.test');
    const editorId = await api.userId('editor@demo.test');
    await api.db
      .insertInto('notices')
      .values([
        { userId: leadId, product: 'ENGAGE', message: 'one', createdAt: new Date() },
        { userId: leadId, product: 'ENGAGE', message: 'two', createdAt: new Date() },
        {
          userId: leadId,
          product: 'ENGAGE',
          message: 'read',
          createdAt: new Date(),
          unread: false,
        },
        { userId: editorId, product: 'ENGAGE', message: 'not theirs', createdAt: new Date() },
      ])
      .execute();
    expect(await countOf()).toBe(before + 2);
  });
});
