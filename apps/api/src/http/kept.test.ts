import type { SavedItem, SearchPage } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Generations } from '../db/changes.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { ANSWER_TTL_MS, Bounded, KeptAnswers, VerifiedTokens } from './kept.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const PAGE = '/api/engage/search?limit=5';

async function page(who: string, headers: Record<string, string> = {}): Promise<SavedItem[]> {
  const response = await api.call('POST', PAGE, {
    token: await api.token(who),
    body: { filters: { networks: ['facebook'] } },
    headers,
  });
  return (response.body as SearchPage).items;
}

/** Asks until `test` holds for the page (the database's notification is on its way). */
async function eventually(who: string, test: (items: SavedItem[]) => boolean) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const items = await page(who);
    if (test(items)) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('The page never changed');
}

describe('what the server keeps', () => {
  it('keeps a page until the organisation’s items change, whoever changes them', async () => {
    const [top] = await page('admin');
    if (!top) throw new Error('no item');
    // A write of another process: the server hears of it from the database.
    await sql`UPDATE engage_items SET item = jsonb_set(item, '{message}', '"Changed elsewhere"')
      WHERE id = ${top.id}`.execute(api.db);
    const changed = await eventually('admin', (items) =>
      items.some((item) => item.message === 'Changed elsewhere'),
    );
    expect(changed.find((item) => item.id === top.id)?.message).toBe('Changed elsewhere');
  });

  it('shows a caller their own changes at once', async () => {
    const before = await page('editor');
    const unread = before.find((item) => item.meta.displayReadStatus === 'unread') ?? before[0];
    if (!unread) throw new Error('no item');
    const editor = await api.as('editor');
    await editor('PUT', `/api/engage/contents/${unread.id}/read`);
    const after = await page('editor');
    expect(after.find((item) => item.id === unread.id)?.meta.displayReadStatus).toBe('read');
  });

  it('forgets what a caller may see when their roles change', async () => {
    const seen = await page('viewer');
    expect(seen.length).toBeGreaterThan(0);
    const viewerId = await api.userId('viewer@demo.test');
    await api.db.deleteFrom('channelRoles').where('userId', '=', viewerId).execute();
    await api.db.deleteFrom('teamMembers').where('userId', '=', viewerId).execute();
    await eventually('viewer', (items) => items.length === 0);
  });

  /** Reads `path` as the admin until `test` holds, within 2 s: well before a kept answer's 10 s. */
  async function heard<T>(path: string, test: (body: T) => boolean): Promise<T> {
    const token = await api.token('admin');
    for (let attempt = 0; attempt < 100; attempt++) {
      const body = (await api.call('GET', path, { token })).body as T;
      if (test(body)) return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`${path} never changed`);
  }

  it.each([
    [
      'the signed-in person (the directory)',
      '/api/2/users/me',
      (name: string) => sql`UPDATE users SET first_name = ${name} WHERE email = 'admin@demo.test'`,
      (body: { firstName?: string }, name: string) => body.firstName === name,
    ],
    [
      'the channels (the directory)',
      '/api/2/channels',
      (name: string) =>
        sql`UPDATE channels SET name_override = ${name} WHERE id = 'instagram-demo'`,
      (body: Array<{ name: string }>, name: string) => body.some((c) => c.name === name),
    ],
    [
      'the ad accounts',
      '/api/ads/accounts',
      (name: string) =>
        sql`UPDATE ad_accounts SET name = ${name} WHERE org_id = (
          SELECT org_id FROM users WHERE email = 'admin@demo.test')`,
      (body: { connected: Array<{ name: string }> }, name: string) =>
        body.connected.some((account) => account.name === name),
    ],
  ] as const)(
    'keeps %s until another process changes it, and hears of that at once',
    async (_what, path, change, shows) => {
      const name = `Changed elsewhere ${Date.now()}`;
      const token = await api.token('admin');
      const before = (await api.call('GET', path, { token })).body;
      expect(shows(before as never, name)).toBe(false);
      await change(name).execute(api.db);
      await heard(path, (body) => shows(body as never, name));
    },
  );

  it('answers afresh when asked with cache-control: no-cache', async () => {
    const [top] = await page('lead');
    if (!top) throw new Error('no item');
    await sql`UPDATE engage_items SET item = jsonb_set(item, '{message}', '"Fresh"')
      WHERE id = ${top.id}`.execute(api.db);
    const fresh = await page('lead', { 'cache-control': 'no-cache' });
    expect(fresh.find((item) => item.id === top.id)?.message).toBe('Fresh');
  });
});

describe('the keeping rules', () => {
  it('a bounded map forgets its least recently used entries', () => {
    const map = new Bounded<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.get('a');
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  });

  it('keeps a verified token until it expires', () => {
    const tokens = new VerifiedTokens();
    const exp = Math.floor(Date.now() / 1000) + 60;
    tokens.set('t', { sub: 'u', exp });
    expect(tokens.get('t')).toEqual({ sub: 'u', exp });
    expect(tokens.get('t', (exp + 1) * 1000)).toBeUndefined();
    tokens.set('old', { sub: 'u', exp: Math.floor(Date.now() / 1000) - 1 });
    expect(tokens.get('old')).toBeUndefined();
  });

  it('keeps an answer only while changes are heard, the organisation is unchanged and for a while', () => {
    const changes = new Generations();
    const answers = new KeptAnswers(changes);
    const json = (text: string) => Buffer.from(text);
    answers.set('k', 'org', changes.generation('org'), json('{}'));
    expect(answers.get('k', 'org')).toBeUndefined(); // not live: nothing kept
    changes.live = true;
    answers.set('k', 'org', changes.generation('org'), json('{"a":1}'));
    expect(answers.get('k', 'org')?.toString()).toBe('{"a":1}');
    expect(answers.get('k', 'another org')).toBeUndefined();
    answers.set('k', 'org', changes.generation('org'), json('{"a":1}'));
    expect(answers.get('k', 'org', Date.now() + ANSWER_TTL_MS + 1)).toBeUndefined();
    const before = changes.generation('org');
    changes.changed('org');
    answers.set('k', 'org', before, json('{"stale":true}'));
    expect(answers.get('k', 'org')).toBeUndefined(); // computed before the change: not kept
    answers.set('k', 'org', changes.generation('org'), json('{"b":2}'));
    changes.changedAll();
    expect(answers.get('k', 'org')).toBeUndefined();
  });
});
