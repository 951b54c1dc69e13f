import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { errorAnswer } from './edge.js';
import { HttpError } from './errors.js';

let api: TestApi;
let admin: string;
const lines: string[] = [];

beforeAll(async () => {
  api = await startTestApi({
    log: { level: 'error', stream: { write: (line) => lines.push(line) } },
  });
  admin = await api.token('admin');
});
afterAll(async () => {
  await api?.close();
});

describe('the edge of the server', () => {
  it('refuses 10,000 nested arrays with a readable 400 on every body, sign-in included', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const [path, token] of [
      ['/auth/login', undefined],
      ['/api/engage/search', admin],
    ] as const) {
      const { status, body } = await api.call('POST', path, {
        body: deep,
        ...(token ? { token } : {}),
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: 'JSON nests 10000 levels deep, at most 32 allowed' });
    }
  });

  it('refuses a NUL character in the sign-in e-mail before the database sees it', async () => {
    const { status, body } = await api.call('POST', '/auth/login', {
      body: { email: 'a\u0000b@x.test', password: 'x' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Invalid body: email contains a NUL character' });
  });

  it('refuses a malformed id in a query with a 400 that names it', async () => {
    const { status, body } = await api.call(
      'GET',
      `/api/engage/conversations/${crypto.randomUUID()}/notes?conversationItemId=abc`,
      { token: admin },
    );
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('conversationItemId');
  });

  it('cuts echoed input: an over-long path parameter, an unknown path', async () => {
    const long = await api.call('GET', `/api/2/users/${'A'.repeat(5_000)}`, { token: admin });
    expect(long.status).toBe(414);
    expect(JSON.stringify(long.body).length).toBeLessThan(200);
    const unknown = await api.call('GET', `/nothing/${'B'.repeat(5_000)}`);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body).length).toBeLessThan(300);
    const badUrl = await api.call('GET', `/api/2/users/%E0%A4%A${'C'.repeat(90)}`, {
      token: admin,
    });
    expect(badUrl.status).toBe(400);
    expect(JSON.stringify(badUrl.body).length).toBeLessThan(300);
  });

  it('never shows a database error: a 500 says "Internal server error" with the id of its log line', async () => {
    await sql`ALTER TABLE labels RENAME TO labels_gone`.execute(api.db);
    try {
      const { status, body } = await api.call('GET', '/api/engage/labels', {
        token: admin,
        headers: { 'cache-control': 'no-cache' },
      });
      expect(status).toBe(500);
      const { requestId, ...rest } = body as { requestId: string };
      expect(rest).toEqual({ status: 500, message: 'Internal server error' });
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      const line = lines.find((l) => l.includes(requestId));
      expect(line).toBeDefined();
      expect(line).toContain('42P01');
    } finally {
      await sql`ALTER TABLE labels_gone RENAME TO labels`.execute(api.db);
    }
  });
});

describe('the answer of an error', () => {
  it.each([
    [
      'a network refusal worded by the server',
      new HttpError(502, 'Expired. Reconnect the channel.', 'NETWORK_TOKEN_EXPIRED'),
      {
        status: 502,
        message: 'Expired. Reconnect the channel.',
        errorCode: 'NETWORK_TOKEN_EXPIRED',
      },
    ],
    [
      'a 500 raised on purpose',
      new HttpError(500, 'secret detail'),
      { status: 500, message: 'Internal server error', requestId: 'r' },
    ],
    [
      'any other error',
      Object.assign(new Error('relation "x" does not exist'), { status: 503 }),
      { status: 503, message: 'Internal server error', requestId: 'r' },
    ],
  ])('%s', (_, error, expected) => {
    expect(errorAnswer(error, 'r')).toEqual(expected);
  });
});

describe('ids at the edge', () => {
  async function demoItem(network = 'facebook') {
    const { body } = await api.call('POST', '/api/engage/search?limit=50', {
      token: admin,
      body: { filters: { networks: [network], types: ['comment'] } },
    });
    const item = (body as { items: { id: string; channelId: string }[] }).items[0];
    if (!item) throw new Error(`No ${network} comment in the demo inbox`);
    return item;
  }

  it('refuses a malformed id in a bulk action before any job starts', async () => {
    const before = await api.db.selectFrom('bulkJobs').select('id').execute();
    const { status, body } = await api.call('POST', '/api/engage/bulk/adhoc/bulkAction', {
      token: admin,
      body: { actionType: 'read', itemIds: ['not-a-uuid'] },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: expect.stringContaining('itemIds.0: expected UUID') });
    expect(await api.db.selectFrom('bulkJobs').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses channels the caller never authorised before the connect job is queued', async () => {
    const { status } = await api.call('POST', '/api/1/connectChannels', {
      token: admin,
      body: { channelIds: ['not-a-uuid'] },
    });
    expect(status).toBe(404);
    const requests = await api.db.selectFrom('connectRequests').select('id').execute();
    expect(requests).toHaveLength(0);
  });

  it('answers a reply from a sending channel the caller may not use with 422, and sends nothing', async () => {
    const item = await demoItem();
    const instagram = await demoItem('instagram');
    const countAnswers = async () =>
      (
        await api.db
          .selectFrom('engageItems')
          .select('id')
          .where('parentId', '=', item.id)
          .execute()
      ).length;
    const before = await countAnswers();
    for (const [sendingChannelId, rule] of [
      ['not-a-uuid', 'reply.sendingChannel.unknown'],
      [instagram.channelId, 'reply.sendingChannel.network'],
    ]) {
      const { status, body } = await api.call('POST', `/api/engage/contents/${item.id}/comments`, {
        token: admin,
        body: { text: 'hi', sendingChannelId },
      });
      expect(status).toBe(422);
      expect(body).toMatchObject({ errorCode: rule });
    }
    expect(await countAnswers()).toBe(before);
    const fromOwn = await api.call('POST', `/api/engage/contents/${item.id}/comments`, {
      token: admin,
      body: { text: 'hi', sendingChannelId: item.channelId },
    });
    expect(fromOwn.status).toBe(202);
    expect(fromOwn.body).toMatchObject({ channelId: item.channelId });
  });

  it('uses the language route’s item and conversation: both must match the path', async () => {
    const item = await demoItem();
    const row = await api.db
      .selectFrom('engageItems')
      .select(['rootId'])
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    const root = row.rootId ?? item.id;
    const other = crypto.randomUUID();
    const path = `/api/engage/contents/${item.id}/language`;
    for (const [body, rule] of [
      [{ itemId: other, rootId: root, language: 'de' }, 'language.itemId'],
      [{ itemId: item.id, rootId: other, language: 'de' }, 'language.rootId'],
    ] as const) {
      const answer = await api.call('POST', path, { token: admin, body });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errorCode: rule });
    }
    const bad = await api.call('POST', path, {
      token: admin,
      body: { itemId: item.id, rootId: root, language: 'A'.repeat(100_000) },
    });
    expect(bad.status).toBe(400);
    const ok = await api.call('POST', path, {
      token: admin,
      body: { itemId: item.id, rootId: root, language: 'pt-BR' },
    });
    expect(ok.status).toBe(200);
  });
});
