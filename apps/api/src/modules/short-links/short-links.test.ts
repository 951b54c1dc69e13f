import type { ShortLink } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { CODE_LENGTH, MAX_URL_LENGTH } from './short-links.routes.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe('the URL shortener', () => {
  it('shortens an address into a link on this server that redirects to it and counts clicks', async () => {
    const editor = await api.as('editor');
    const url = 'https://example.com/offers?utm_source=switchboard&x=1';
    const answer = await editor('POST', '/api/short-links', { url });
    expect(answer.status).toBe(200);
    const link = answer.body as ShortLink;
    expect(link.code).toHaveLength(CODE_LENGTH);
    expect(link.shortUrl).toBe(`${api.base}/s/${link.code}`);
    const followed = await fetch(link.shortUrl, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(url);
    const row = await api.db
      .selectFrom('shortLinks')
      .select('clicks')
      .where('code', '=', link.code)
      .executeTakeFirstOrThrow();
    expect(row.clicks).toBe(1);
  });

  it('gives each shortening its own code', async () => {
    const editor = await api.as('editor');
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const { body } = await editor('POST', '/api/short-links', { url: 'https://example.com' });
      codes.add((body as ShortLink).code);
    }
    expect(codes.size).toBe(20);
  });

  it('says plainly that an unknown short link does not exist', async () => {
    const answer = await fetch(`${api.base}/s/nothing`, { redirect: 'manual' });
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('This short link does not exist.');
  });

  it.each([
    ['not a URL', 'url: expected an absolute http or https address'],
    ['javascript:alert(1)', 'url: expected an absolute http or https address'],
    ['/relative/path', 'url: expected an absolute http or https address'],
    [
      `https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`,
      `url: is ${MAX_URL_LENGTH + 20} characters long, at most ${MAX_URL_LENGTH} allowed`,
    ],
  ])('refuses %j', async (url, message) => {
    const answer = await (await api.as('editor'))('POST', '/api/short-links', { url });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });
});
