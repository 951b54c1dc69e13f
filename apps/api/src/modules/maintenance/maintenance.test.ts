import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

describe('maintenance notices', () => {
  it('support staff schedule a notice; every user reads it until it is withdrawn', async () => {
    const support = await api.as('support');
    const editor = await api.as('editor');
    const scheduled = await support('POST', '/api/maintenance-notices', {
      startsAt: hours(2),
      endsAt: hours(3),
      message: '  The inbox is read-only during the upgrade.  ',
    });
    expect(scheduled.status).toBe(200);
    const notice = scheduled.body as { id: string; message: string };
    expect(notice.message).toBe('The inbox is read-only during the upgrade.');
    const read = await editor('GET', '/api/maintenance-notices');
    expect(read.body).toContainEqual(notice);
    // Everyone hears of it in the notification centre too, once.
    const centre = (await editor('GET', '/inbox-service/notifications?product=PLATFORM')).body as {
      notifications: { type?: string; params?: Record<string, unknown> }[];
    };
    expect(
      centre.notifications.filter(
        (entry) =>
          entry.type === 'maintenance' &&
          entry.params?.['message'] === 'The inbox is read-only during the upgrade.',
      ),
    ).toHaveLength(1);
    expect((await support('DELETE', `/api/maintenance-notices/${notice.id}`)).status).toBe(204);
    expect((await editor('GET', '/api/maintenance-notices')).body).not.toContainEqual(notice);
    expect((await support('DELETE', `/api/maintenance-notices/${notice.id}`)).status).toBe(404);
  });

  it('lists running and upcoming notices, soonest first, and not those that are over', async () => {
    await api.db
      .insertInto('maintenanceNotices')
      .values([
        { startsAt: hours(-3), endsAt: hours(-2), message: 'over' },
        { startsAt: hours(5), endsAt: hours(6), message: 'later' },
        { startsAt: hours(-1), endsAt: hours(1), message: 'running' },
      ])
      .execute();
    const read = await (await api.as('viewer'))('GET', '/api/maintenance-notices');
    const messages = (read.body as { message: string }[]).map((n) => n.message);
    expect(messages.indexOf('running')).toBeLessThan(messages.indexOf('later'));
    expect(messages).not.toContain('over');
  });

  it.each([
    [{ startsAt: hours(3), endsAt: hours(2), message: 'x' }, 'endsAt: must be after startsAt'],
    [{ startsAt: hours(-3), endsAt: hours(-2), message: 'x' }, 'endsAt: must be in the future'],
    [{ startsAt: 'soon', endsAt: hours(2), message: 'x' }, 'startsAt'],
    [{ startsAt: hours(1), endsAt: hours(2), message: '  ' }, 'message'],
  ])('refuses a notice that cannot be shown (%j)', async (body, message) => {
    const answer = await (await api.as('support'))('POST', '/api/maintenance-notices', body);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('only support staff schedule notices', async () => {
    const admin = await api.as('admin');
    const body = { startsAt: hours(1), endsAt: hours(2), message: 'x' };
    expect((await admin('POST', '/api/maintenance-notices', body)).status).toBe(403);
  });
});
