import {
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type AuditPage,
  type NotificationSettings,
} from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgIdOf } from '../../testing/engage-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const path = (id: string) => `/api/1/user/${id}/notification-settings`;
const preferenceOf = (settings: NotificationSettings, kind: string) =>
  settings.preferences.find((p) => p.kind === kind);

describe('notification settings', () => {
  it('answers every kind with its default before the person chose', async () => {
    const viewer = await api.as('viewer');
    const id = await api.userId('viewer@demo.test');
    const answer = await viewer('GET', path(id));
    expect(answer.status).toBe(200);
    const settings = answer.body as NotificationSettings;
    expect(settings.preferences.map((p) => p.kind)).toEqual(NOTIFICATION_KINDS);
    expect(preferenceOf(settings, 'exportReady')).toEqual({
      kind: 'exportReady',
      ...NOTIFICATION_DEFAULTS.exportReady,
    });
  });

  it('keeps what a person chooses for themself, changing only the kinds named', async () => {
    const editor = await api.as('editor');
    const id = await api.userId('editor@demo.test');
    const changed = await editor('PUT', path(id), {
      preferences: [{ kind: 'mention', inProduct: false, email: false }],
    });
    expect(changed.status).toBe(200);
    const again = (await editor('GET', path(id))).body as NotificationSettings;
    expect(preferenceOf(again, 'mention')).toEqual({
      kind: 'mention',
      inProduct: false,
      email: false,
    });
    expect(preferenceOf(again, 'assignment')).toEqual({
      kind: 'assignment',
      ...NOTIFICATION_DEFAULTS.assignment,
    });
    await editor('PUT', path(id), {
      preferences: [{ kind: 'mention', inProduct: true, email: false }],
    });
    const third = (await editor('GET', path(id))).body as NotificationSettings;
    expect(preferenceOf(third, 'mention')?.inProduct).toBe(true);
  });

  it("lets an administrator change a user's settings, on the audit log with before and after", async () => {
    const admin = await api.as('admin');
    const id = await api.userId('moderator@demo.test');
    const since = new Date().toISOString();
    const answer = await admin('PUT', path(id), {
      preferences: [{ kind: 'bulkFailed', inProduct: true, email: true }],
    });
    expect(answer.status).toBe(200);
    const orgId = await orgIdOf(api, 'admin@demo.test');
    const log = (
      await admin(
        'GET',
        `/api/1/org/${orgId}/audit-log?kind=SETTINGS&from=${encodeURIComponent(since)}`,
      )
    ).body as AuditPage;
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      action: 'settings.changed',
      target: { type: 'notificationSettings', id },
      before: { 'bulkFailed.email': false },
      after: { 'bulkFailed.email': true },
    });
  });

  it("refuses another user's settings to non-administrators, and another organisation's with 404", async () => {
    const editor = await api.as('editor');
    const viewerId = await api.userId('viewer@demo.test');
    expect((await editor('GET', path(viewerId))).status).toBe(403);
    expect(
      (
        await editor('PUT', path(viewerId), {
          preferences: [{ kind: 'mention', inProduct: false, email: false }],
        })
      ).status,
    ).toBe(403);
    const other = await api.as('otherAdmin');
    expect((await other('GET', path(viewerId))).status).toBe(404);
  });

  it('refuses a kind named twice, an unknown kind and an empty change', async () => {
    const viewer = await api.as('viewer');
    const id = await api.userId('viewer@demo.test');
    for (const preferences of [
      [
        { kind: 'mention', inProduct: true, email: true },
        { kind: 'mention', inProduct: false, email: true },
      ],
      [{ kind: 'gossip', inProduct: true, email: true }],
      [],
    ]) {
      expect((await viewer('PUT', path(id), { preferences })).status).toBe(400);
    }
  });
});
