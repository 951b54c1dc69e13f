import http from 'node:http';
import type { ListenEmbed, ListeningQuery } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

/** An embed for a demo account, and the tool's address relative to this test server. */
async function embedFor(who: string) {
  const answer = await (await api.as(who))('GET', '/api/listen/embed');
  expect(answer.status).toBe(200);
  const embed = answer.body as ListenEmbed;
  const frame = new URL(embed.frameUrl);
  return {
    embed,
    token: frame.searchParams.get('token') ?? '',
    nonce: frame.searchParams.get('nonce') ?? '',
    // The tool is this server under its other loopback name; the test talks to it directly.
    tool: (query: Record<string, string> = {}) =>
      `${api.base}/sandbox/listening/tool?${new URLSearchParams({
        token: frame.searchParams.get('token') ?? '',
        nonce: frame.searchParams.get('nonce') ?? '',
        ...query,
      }).toString()}`,
  };
}

/** Posts a form to the tool (as its pages do), without following the redirect. */
function postForm(path: string, fields: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(key, v);
  }
  return fetch(`${api.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
  });
}

async function queriesOf(who: string): Promise<ListeningQuery[]> {
  const answer = await (await api.as(who))('GET', '/api/engage/listening/queries');
  expect(answer.status).toBe(200);
  return answer.body as ListeningQuery[];
}

describe('GET /api/listen/embed', () => {
  it('answers a frame address with a fresh token and nonce on the tool’s own origin', async () => {
    const first = await embedFor('admin');
    const second = await embedFor('admin');
    const base = new URL(api.base);
    expect(new URL(first.embed.frameUrl).origin).toBe(first.embed.toolOrigin);
    // This server under its other loopback name: another origin, as a real tool would be.
    expect(first.embed.toolOrigin).toBe(`http://localhost:${base.port}`);
    expect(new URL(first.embed.frameUrl).pathname).toBe('/sandbox/listening/tool');
    expect(first.nonce).toBe(first.embed.nonce);
    expect(first.nonce.length).toBeGreaterThanOrEqual(20);
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.token).not.toBe(first.token);
    const expires = Date.parse(first.embed.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(55 * 60_000);
    expect(expires).toBeLessThanOrEqual(60 * 60_000);
    // Only the token's hash is stored.
    const stored = await api.db.selectFrom('listeningEmbeds').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(first.token);
  });

  it('refuses an over-long host with a 400, not a 500', async () => {
    const token = await api.token('admin');
    const base = new URL(api.base);
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.get(
        {
          host: base.hostname,
          port: base.port,
          path: '/api/listen/embed',
          headers: {
            host: `${'h'.repeat(250)}.test:${base.port}`,
            authorization: `Bearer ${token}`,
          },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
    });
    expect(status).toBe(400);
  });

  it('is refused without Listen in the package, and without a sign-in', async () => {
    expect((await (await api.as('otherAdmin'))('GET', '/api/listen/embed')).status).toBe(403);
    expect((await api.call('GET', '/api/listen/embed')).status).toBe(401);
  });

  it('lets the web app’s pages frame the tool’s origin, and nothing else', async () => {
    const page = await fetch(`${api.base}/listen/tool`);
    const csp = page.headers.get('content-security-policy') ?? '';
    const base = new URL(api.base);
    expect(csp).toContain(`frame-src 'self' http://localhost:${base.port}`);
    expect(csp).toContain("frame-ancestors 'none'");
    const apiAnswer = await fetch(`${api.base}/api/healthz`);
    expect(apiAnswer.headers.get('content-security-policy')).toContain("frame-src 'none'");
  });
});

describe('the sandbox listening tool', () => {
  it('shows the organisation’s queries, the chosen one’s volume and posts, framed by the product only', async () => {
    const { tool, nonce } = await embedFor('viewer');
    const queries = await queriesOf('viewer');
    const oat = queries.find((q) => q.name === 'Oat milk conversations');
    const page = await fetch(tool({ query: oat?.id ?? '' }));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Oat milk conversations');
    expect(html).toContain('Demo Coffee mentions');
    expect(html).not.toContain('Matcha and green tea');
    expect(html).toContain(`data-nonce="${nonce}"`);
    expect(html).toContain(`data-parent="${api.base}"`);
    expect(html).toContain('data-event="querySelected"');
    expect(html).toMatch(/<svg[^>]+aria-label="Volume per day: [\d,]+ posts in all"/);
    expect(html).toContain('class="posts"');
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${api.base}`);
    expect(page.headers.get('x-frame-options')).toBeNull();
  });

  it.each([
    ['no token', { token: '', nonce: 'x' }],
    ['an unknown token', { token: 'not-a-token', nonce: 'x' }],
  ])('answers 401 for %s', async (_name, query) => {
    const page = await fetch(`${api.base}/sandbox/listening/tool?${new URLSearchParams(query)}`);
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('Reload Listen in Switchboard');
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
  });

  it('answers 401 for a token with another nonce', async () => {
    const { tool } = await embedFor('viewer');
    expect((await fetch(tool({ nonce: 'wrong' }))).status).toBe(401);
  });

  it('never shows or changes another organisation’s query', async () => {
    const demoQuery = (await queriesOf('admin'))[0];
    if (!demoQuery) throw new Error('The demo has listening queries.');
    const lab = await embedFor('listener');
    const page = await fetch(lab.tool({ query: demoQuery.id }));
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(demoQuery.name);
    for (const action of ['pause', 'delete', 'save']) {
      const answer = await postForm(`/sandbox/listening/tool/queries/${demoQuery.id}`, {
        token: lab.token,
        nonce: lab.nonce,
        action,
        name: 'Taken over',
        keywords: 'x',
      });
      expect(answer.status).toBe(404);
    }
    const after = (await queriesOf('admin')).find((q) => q.id === demoQuery.id);
    expect(after).toEqual(demoQuery);
    const labNames = (await queriesOf('listener')).map((q) => q.name);
    expect(labNames).not.toContain(demoQuery.name);
  });

  it('creates, edits, pauses, resumes and deletes a query', async () => {
    const { token, nonce } = await embedFor('editor');
    const created = await postForm('/sandbox/listening/tool/queries', {
      token,
      nonce,
      action: 'save',
      name: 'Chai talk',
      keywords: 'chai latte\nchai',
      excludedKeywords: 'recipe',
      networks: ['twitter', 'instagram'],
      languages: ['en'],
    });
    expect(created.status).toBe(303);
    const location = created.headers.get('location') ?? '';
    expect(location).toContain('event=queryCreated');
    const chai = (await queriesOf('editor')).find((q) => q.name === 'Chai talk');
    expect(chai).toMatchObject({
      keywords: ['chai latte', 'chai'],
      excludedKeywords: ['recipe'],
      networks: ['twitter', 'instagram'],
      languages: ['en'],
      active: true,
    });
    const id = chai?.id ?? '';
    const path = `/sandbox/listening/tool/queries/${id}`;
    const edited = await postForm(path, {
      token,
      nonce,
      action: 'save',
      name: 'Chai lattes',
      keywords: 'chai latte',
    });
    expect(edited.status).toBe(303);
    expect(edited.headers.get('location')).toContain('event=queryUpdated');
    expect((await queriesOf('editor')).find((q) => q.id === id)).toMatchObject({
      name: 'Chai lattes',
      keywords: ['chai latte'],
      networks: [],
      languages: [],
    });
    expect((await postForm(path, { token, nonce, action: 'pause' })).status).toBe(303);
    expect((await queriesOf('editor')).find((q) => q.id === id)?.active).toBe(false);
    expect((await postForm(path, { token, nonce, action: 'resume' })).status).toBe(303);
    expect((await queriesOf('editor')).find((q) => q.id === id)?.active).toBe(true);
    const deleted = await postForm(path, { token, nonce, action: 'delete' });
    expect(deleted.headers.get('location')).toContain('event=queryDeleted');
    expect((await queriesOf('editor')).some((q) => q.id === id)).toBe(false);
  });

  it.each([
    ['no keywords', { name: 'Empty', keywords: ' , ' }, 400, 'keywords: at least 1 needed'],
    ['no name', { name: '  ', keywords: 'tea' }, 400, 'name'],
    ['a name too long', { name: 'n'.repeat(101), keywords: 'tea' }, 400, 'at most 100'],
    ['a NUL', { name: 'Bad\u0000name', keywords: 'tea' }, 400, 'name'],
    ['an unknown network', { name: 'Net', keywords: 'tea', networks: 'myspace' }, 400, 'networks'],
    [
      'too many keywords',
      { name: 'Many', keywords: Array.from({ length: 21 }, (_, n) => `k${n}`).join(',') },
      400,
      'at most 20',
    ],
    ['a name taken', { name: 'demo coffee MENTIONS', keywords: 'tea' }, 409, 'already exists'],
  ])('refuses %s with a readable answer', async (_name, fields, status, message) => {
    const { token, nonce } = await embedFor('admin');
    const before = (await queriesOf('admin')).length;
    const answer = await postForm('/sandbox/listening/tool/queries', { token, nonce, ...fields });
    expect(answer.status).toBe(status);
    const html = await answer.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    expect((await queriesOf('admin')).length).toBe(before);
  });

  it('refuses an unknown action and a malformed id without a 500', async () => {
    const { token, nonce } = await embedFor('admin');
    const id = (await queriesOf('admin'))[0]?.id ?? '';
    expect(
      (await postForm(`/sandbox/listening/tool/queries/${id}`, { token, nonce, action: 'explode' }))
        .status,
    ).toBe(400);
    expect(
      (
        await postForm('/sandbox/listening/tool/queries/not-a-uuid', {
          token,
          nonce,
          action: 'pause',
        })
      ).status,
    ).toBe(404);
  });

  it('serves a post’s permalink', async () => {
    const { tool } = await embedFor('admin');
    const html = await (await fetch(tool())).text();
    const link = /href="(\/sandbox\/listening\/posts\/lp-[^"]+)"/.exec(html)?.[1];
    expect(link).toBeDefined();
    expect((await fetch(`${api.base}${link ?? ''}`)).status).toBe(200);
    expect((await fetch(`${api.base}/sandbox/listening/posts/lp-bogus`)).status).toBe(404);
  });
});

describe('the listening tool’s tracking events (POST /api/analytics/events)', () => {
  it('stores a listening tool event of a person who consented to C0002, and refuses an unknown type', async () => {
    const admin = await api.as('admin');
    await admin('PUT', '/api/2/users/me/consent', {
      categories: { C0001: true, C0002: true, C0003: false, C0004: false, C0005: false },
    });
    const stored = await admin('POST', '/api/analytics/events', {
      type: 'listeningTool',
      route: '/listen/tool',
      fragment: 'querySelected',
    });
    expect(stored.status).toBeLessThan(300);
    const rows = await api.db
      .selectFrom('analyticsEvents')
      .select(['type', 'route', 'fragment'])
      .where('type', '=', 'listeningTool')
      .execute();
    expect(rows).toContainEqual({
      type: 'listeningTool',
      route: '/listen/tool',
      fragment: 'querySelected',
    });
    const refused = await admin('POST', '/api/analytics/events', {
      type: 'somethingElse',
      route: '/listen/tool',
      fragment: '',
    });
    expect(refused.status).toBe(400);
  });
});
