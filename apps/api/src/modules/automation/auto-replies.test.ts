import type { AutoReplyChannel, AutoReplyGroup, AutoReplyGroupPage } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutDemoAutomation } from '../../testing/automation-helpers.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  await withoutDemoAutomation(api.db);
});
afterAll(async () => {
  await api?.close();
});

const GROUPS = '/api/automate/messaging-groups';
const DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

/** Opening hours on a day that is not today (UTC): now is always outside them. */
const closedNow = () => [
  { day: DAYS[(new Date().getUTCDay() + 3) % 7], from: '09:00', to: '17:00' },
];

/** What automation sent into a conversation, oldest first. */
const sentInto = async (conversationId: string) =>
  (
    await api.db
      .selectFrom('engageItems')
      .select(sql<string>`item->>'message'`.as('text'))
      .where('parentId', '=', conversationId)
      .where(sql<boolean>`item->'engage'->>'moderatorSource' = 'automation'`)
      .orderBy('createdAt')
      .execute()
  ).map((row) => row.text);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return read();
}

describe('automated messaging groups', () => {
  it('welcome a new conversation once, and answer outside opening hours once in 24 hours', async () => {
    const admin = await api.as('admin');
    const welcome = await admin('POST', GROUPS, {
      name: 'Hello',
      kind: 'WELCOME_MESSAGE',
      message: 'Thanks for writing to Demo Coffee!',
      channelIds: ['instagram-demo'],
      timezone: 'Europe/Berlin',
    });
    expect(welcome.status).toBe(201);
    const away = await admin('POST', GROUPS, {
      name: 'Closed',
      kind: 'AWAY_MESSAGE',
      message: 'We are closed now and answer tomorrow.',
      channelIds: ['instagram-demo'],
      timezone: 'UTC',
      schedule: closedNow(),
    });
    expect(away.status).toBe(201);

    const first = await admin('POST', '/api/sandbox/messages', {
      channelId: 'instagram-demo',
      text: 'Do you have oat milk?',
    });
    expect(first.status).toBe(201);
    const { conversationId } = first.body as { conversationId: string };
    const answered = await until(
      () => sentInto(conversationId),
      (texts) => texts.length >= 2,
    );
    expect(answered).toEqual([
      'Thanks for writing to Demo Coffee!',
      'We are closed now and answer tomorrow.',
    ]);

    // The customer writes again: welcomed already, told they are away already today.
    await admin('POST', '/api/sandbox/messages', {
      channelId: 'instagram-demo',
      text: 'Hello?',
      conversationId,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await sentInto(conversationId)).toHaveLength(2);

    const page = (await admin('GET', `${GROUPS}?limit=10`)).body as AutoReplyGroupPage;
    expect(page.total).toBe(2);
    expect(page.groups.map((group) => group.sentCount)).toEqual([1, 1]);
    const channels = (await admin('GET', `${GROUPS}/channels`)).body as AutoReplyChannel[];
    expect(channels.find((channel) => channel.id === 'instagram-demo')?.groups).toHaveLength(2);
    expect(channels.map((channel) => channel.network)).not.toContain('youtube');
  });

  it('within opening hours, or switched off, say nothing', async () => {
    const admin = await api.as('admin');
    const everyDay = DAYS.map((day) => ({ day, from: '00:00', to: '23:59' }));
    const open = (
      await admin('POST', GROUPS, {
        name: 'Always open',
        kind: 'AWAY_MESSAGE',
        message: 'Away!',
        channelIds: ['facebook-demo'],
        timezone: 'UTC',
        schedule: everyDay,
      })
    ).body as AutoReplyGroup;
    const first = await admin('POST', '/api/sandbox/messages', {
      channelId: 'facebook-demo',
      text: 'Open?',
    });
    const { conversationId } = first.body as { conversationId: string };
    await admin('PATCH', `${GROUPS}/${open.id}`, { enabled: false, schedule: closedNow() });
    await admin('POST', '/api/sandbox/messages', {
      channelId: 'facebook-demo',
      text: 'Still open?',
      conversationId,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await sentInto(conversationId)).toEqual([]);
  });

  it.each([
    [{ kind: 'AWAY_MESSAGE', schedule: [] }, 'an away message needs the opening hours'],
    [{ timezone: 'Mars/Olympus' }, 'Mars/Olympus is not a time zone'],
    [{ channelIds: ['youtube-demo'] }, 'no channel youtube-demo that takes direct messages'],
    [{ message: 'x'.repeat(9_000), channelIds: ['twitter-demo'] }, 'X takes at most'],
  ])('refuse a group that cannot answer (%j)', async (extra, message) => {
    const answer = await (
      await api.as('admin')
    )('POST', GROUPS, {
      name: 'Bad',
      kind: 'WELCOME_MESSAGE',
      message: 'Hello',
      channelIds: ['instagram-demo'],
      timezone: 'UTC',
      ...extra,
    });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('are managed by administrators and stay in their organisation', async () => {
    const admin = await api.as('admin');
    const made = (
      await admin('POST', GROUPS, {
        name: 'Mine',
        kind: 'WELCOME_MESSAGE',
        message: 'Hi',
        channelIds: [],
        timezone: 'UTC',
      })
    ).body as AutoReplyGroup;
    expect(
      (await (await api.as('editor'))('PATCH', `${GROUPS}/${made.id}`, { enabled: false })).status,
    ).toBe(403);
    const other = await api.as('otherAdmin');
    expect((await other('PATCH', `${GROUPS}/${made.id}`, { enabled: false })).status).toBe(404);
    expect(((await other('GET', GROUPS)).body as AutoReplyGroupPage).total).toBe(0);
    expect((await admin('DELETE', `${GROUPS}/${made.id}`)).status).toBe(204);
  });
});
