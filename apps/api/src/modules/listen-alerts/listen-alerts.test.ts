import { randomBytes } from 'node:crypto';
import type { ListenAlert } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';
import { checkListenAlerts } from './listen-alerts.check.js';

let api: TestApi;
let admin: Caller;
let editor: Caller;
let other: Caller;
let listener: Caller;
let demoOrg: string;
let adminId: string;
let editorId: string;
let otherAdminId: string;
let query: string;
let otherQuery: string;

/** Words nothing in the sandbox corpus says: each run's query counts only its own spikes. */
const RUN = randomBytes(4).toString('hex');
const WORD = `zebrabrew${RUN}`;

async function orgOf(email: string): Promise<string> {
  const row = await api.db
    .selectFrom('users')
    .select('orgId')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.orgId;
}

async function listeningQuery(orgId: string, name: string, keywords: string[]): Promise<string> {
  const row = await api.db
    .insertInto('listeningQueries')
    .values({ orgId, name, keywords })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The listen-alert notices of an alert, per person. */
async function noticesOf(alertId: string) {
  const rows = await api.db
    .selectFrom('notices')
    .select(['userId', 'type', 'message', 'title', 'link', 'params', 'data', 'product'])
    .where('type', '=', 'listenAlert')
    .execute();
  return rows.filter((row) => (row.data as { alertId?: string } | null)?.alertId === alertId);
}

/** The listen-alert e-mails waiting in (or sent from) the outbox whose subject names `name`. */
async function mailsAbout(name: string) {
  const rows = await api.db
    .selectFrom('mailOutbox')
    .select(['recipient', 'subject', 'body', 'footer', 'userId'])
    .where('about', '=', 'listenAlert')
    .execute();
  return rows.filter((row) => row.subject.includes(name));
}

const spike = (text: string, count: number) =>
  admin('POST', '/api/sandbox/listening/spikes', { text, count, minutes: 20 });

beforeAll(async () => {
  api = await startTestApi();
  [admin, editor, other, listener] = await Promise.all([
    api.as('admin'),
    api.as('editor'),
    api.as('otherAdmin'),
    api.as('listener'),
  ]);
  demoOrg = await orgOf('admin@demo.test');
  [adminId, editorId, otherAdminId] = await Promise.all([
    api.userId('admin@demo.test'),
    api.userId('editor@demo.test'),
    api.userId('admin@other.test'),
  ]);
  query = await listeningQuery(demoOrg, `Zebra brew ${RUN}`, [WORD]);
  otherQuery = await listeningQuery(await orgOf('admin@other.test'), 'Other tea', ['tea']);
});

afterAll(async () => {
  await api.close();
});

const input = (overrides: Record<string, unknown> = {}) => ({
  queryId: query,
  metric: 'mentions',
  window: 'hour',
  threshold: 5,
  recipientIds: [adminId],
  ...overrides,
});

describe('managing alerts', () => {
  it('creates, lists, reads, changes, switches off and deletes an alert', async () => {
    const created = await admin(
      'POST',
      '/api/listen/alerts',
      input({ recipientIds: [adminId, editorId] }),
    );
    expect(created.status).toBe(201);
    const alert = created.body as ListenAlert;
    expect(alert).toMatchObject({
      query: { id: query, name: `Zebra brew ${RUN}`, active: true },
      metric: 'mentions',
      window: 'hour',
      threshold: 5,
      active: true,
      above: false,
      lastTriggeredAt: null,
      createdBy: { id: adminId, name: 'Ada Admin' },
    });
    expect(alert.recipients.map((person) => person.id).sort()).toEqual([adminId, editorId].sort());

    const list = await editor('GET', '/api/listen/alerts');
    expect(list.status).toBe(200);
    expect((list.body as ListenAlert[]).map((a) => a.id)).toContain(alert.id);
    expect((await editor('GET', `/api/listen/alerts/${alert.id}`)).status).toBe(200);

    const changed = await editor(
      'PUT',
      `/api/listen/alerts/${alert.id}`,
      input({
        metric: 'rise',
        window: 'day',
        threshold: 150,
        recipientIds: [editorId],
        active: false,
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      metric: 'rise',
      window: 'day',
      threshold: 150,
      active: false,
      recipients: [{ id: editorId }],
    });

    expect((await admin('DELETE', `/api/listen/alerts/${alert.id}`)).status).toBe(204);
    expect((await admin('GET', `/api/listen/alerts/${alert.id}`)).status).toBe(404);
    expect((await admin('DELETE', `/api/listen/alerts/${alert.id}`)).status).toBe(404);
  });

  it.each([
    [{ threshold: 0 }, 'threshold'],
    [{ metric: 'rise', threshold: 5 }, 'The rise must be between 10 % and 1,000 %.'],
    [{ metric: 'spike' }, 'metric'],
    [{ window: 'week' }, 'window'],
    [{ recipientIds: [] }, '1 to 25 recipients'],
    [{ queryId: 'not-an-id' }, 'queryId'],
  ])('refuses %j with a readable 400', async (overrides, words) => {
    const answer = await admin('POST', '/api/listen/alerts', input(overrides));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(words);
  });

  it("refuses another organisation's query or people", async () => {
    const foreignQuery = await admin('POST', '/api/listen/alerts', input({ queryId: otherQuery }));
    expect(foreignQuery.status).toBe(400);
    expect(JSON.stringify(foreignQuery.body)).toContain('not one of your organisation');
    const foreignPerson = await admin(
      'POST',
      '/api/listen/alerts',
      input({ recipientIds: [otherAdminId] }),
    );
    expect(foreignPerson.status).toBe(400);
    expect(JSON.stringify(foreignPerson.body)).toContain('not among the people');
  });

  it("keeps organisations apart: without Listen a 403, another's alert a 404", async () => {
    const created = (await admin('POST', '/api/listen/alerts', input())).body as ListenAlert;
    const refused = await other('GET', '/api/listen/alerts');
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('does not include Listen');
    // The listening-only organisation has Listen, and none of Demo Coffee's alerts.
    expect((await listener('GET', '/api/listen/alerts')).body).toEqual([]);
    expect((await listener('GET', `/api/listen/alerts/${created.id}`)).status).toBe(404);
    expect((await listener('DELETE', `/api/listen/alerts/${created.id}`)).status).toBe(404);
    const listenerQuery = await listeningQuery(await orgOf('listener@listening.test'), 'Lab', [
      'lab',
    ]);
    const own = await listener(
      'POST',
      '/api/listen/alerts',
      input({
        queryId: listenerQuery,
        recipientIds: [await api.userId('listener@listening.test')],
      }),
    );
    expect(own.status).toBe(201);
    await admin('DELETE', `/api/listen/alerts/${created.id}`);
  });
});

describe('checking alerts', () => {
  it('notifies once per crossing, in the centre and by e-mail, and again after it falls back', async () => {
    const name = `Zebra brew ${RUN}`;
    const alert = (
      await admin('POST', '/api/listen/alerts', input({ recipientIds: [adminId, editorId] }))
    ).body as ListenAlert;
    // The editor takes listen alerts in the product only.
    expect(
      (
        await editor('PUT', `/api/1/user/${editorId}/notification-settings`, {
          preferences: [{ kind: 'listenAlert', inProduct: true, email: false }],
        })
      ).status,
    ).toBe(200);
    await checkListenAlerts(api.db);
    const read = async () =>
      (await admin('GET', `/api/listen/alerts/${alert.id}`)).body as ListenAlert;
    expect(await read()).toMatchObject({ above: false, lastVolume: 0, lastTriggeredAt: null });

    // Five is at the threshold, not above it.
    expect((await spike(`${WORD} is everywhere`, 5)).status).toBe(201);
    await checkListenAlerts(api.db);
    expect(await read()).toMatchObject({ above: false, lastVolume: 5 });
    expect(await noticesOf(alert.id)).toEqual([]);

    // One more crosses it: checks running at once, here and in the server's job, notify once.
    await spike(`Why is ${WORD.toUpperCase()} trending?`, 1);
    await Promise.all([checkListenAlerts(api.db), checkListenAlerts(api.db)]);
    await expect.poll(async () => (await noticesOf(alert.id)).length).toBe(2);
    const after = await read();
    expect(after).toMatchObject({ above: true, lastVolume: 6 });
    expect(after.lastTriggeredAt).not.toBeNull();
    const notices = await noticesOf(alert.id);
    expect(notices.map((n) => n.userId).sort()).toEqual([adminId, editorId].sort());
    expect(notices[0]).toMatchObject({
      title: `Listen alert: ${name}`,
      message: `${name}: 6 mentions in the last hour, more than the 5 of your alert.`,
      link: '/listen',
      product: 'PLATFORM',
      params: { query: name, metric: 'mentions', window: 'hour', volume: 6, threshold: 5 },
    });
    const mails = await mailsAbout(name);
    expect(mails.map((mail) => mail.recipient)).toEqual(['admin@demo.test']);
    expect(mails[0]?.subject).toBe(`Listen alert: ${name}`);
    expect(mails[0]?.body).toContain('6 mentions in the last hour, more than the 5 of your alert');
    expect(mails[0]?.body).toMatch(/Open it in Switchboard: https?:\/\/[^\s]+\/#\/listen\n/);
    expect(mails[0]?.footer).toContain('listen alerts');

    // While it stays above, no more.
    await spike(WORD, 3);
    await checkListenAlerts(api.db);
    expect(await noticesOf(alert.id)).toHaveLength(2);
    expect((await read()).lastVolume).toBe(9);

    // It falls back (the spikes end), and a new crossing notifies again.
    expect((await admin('DELETE', '/api/sandbox/listening/spikes')).status).toBe(204);
    await checkListenAlerts(api.db);
    await expect.poll(async () => (await read()).above).toBe(false);
    await spike(WORD, 7);
    await checkListenAlerts(api.db);
    await expect.poll(async () => (await noticesOf(alert.id)).length).toBe(4);
    expect(await mailsAbout(name)).toHaveLength(2);

    // The notification centre shows it.
    const centre = await admin('GET', '/inbox-service/notifications?size=20');
    expect(JSON.stringify(centre.body)).toContain(`Listen alert: ${name}`);
    await admin('DELETE', '/api/sandbox/listening/spikes');
    await admin('DELETE', `/api/listen/alerts/${alert.id}`);
  });

  it('leaves alone alerts switched off, and paused queries', async () => {
    const off = (await admin('POST', '/api/listen/alerts', input({ active: false })))
      .body as ListenAlert;
    const pausedQuery = await listeningQuery(demoOrg, `Paused ${RUN}`, [WORD]);
    await api.db
      .updateTable('listeningQueries')
      .set({ active: false })
      .where('id', '=', pausedQuery)
      .execute();
    const paused = (await admin('POST', '/api/listen/alerts', input({ queryId: pausedQuery })))
      .body as ListenAlert;
    await spike(WORD, 20);
    await checkListenAlerts(api.db);
    expect(await noticesOf(off.id)).toEqual([]);
    expect(await noticesOf(paused.id)).toEqual([]);
    expect((await admin('GET', `/api/listen/alerts/${paused.id}`)).body).toMatchObject({
      lastCheckedAt: null,
      query: { active: false },
    });
    await admin('DELETE', '/api/sandbox/listening/spikes');
  });

  it('a rise alert goes off when the volume is far above the usual', async () => {
    const word = `giraffetea${RUN}`;
    const riseQuery = await listeningQuery(demoOrg, `Giraffe tea ${RUN}`, [word]);
    // The week before: 2 a day; the last 24 hours: 14, 600 % above.
    const now = Date.now();
    await api.db
      .insertInto('sandboxListeningSpikes')
      .values({
        orgId: demoOrg,
        text: word,
        count: 14,
        network: 'instagram',
        since: new Date(now - 8 * 86_400_000),
        until: new Date(now - 86_400_000 - 60_000),
      })
      .execute();
    const alert = (
      await admin(
        'POST',
        '/api/listen/alerts',
        input({ queryId: riseQuery, metric: 'rise', window: 'day', threshold: 300 }),
      )
    ).body as ListenAlert;
    await checkListenAlerts(api.db);
    expect(await noticesOf(alert.id)).toEqual([]);
    await spike(word, 14);
    await checkListenAlerts(api.db);
    await expect.poll(async () => (await noticesOf(alert.id)).length).toBe(1);
    expect((await noticesOf(alert.id))[0]?.params).toMatchObject({ volume: 14, metric: 'rise' });
    await admin('DELETE', '/api/sandbox/listening/spikes');
  });
});
