import { expect } from 'vitest';
import type { TestApi } from './test-api.js';

/** A browser step against the test server: fetch without following redirects. */
export const visit = (api: TestApi, url: string, init: RequestInit = {}) =>
  fetch(url.startsWith('http') ? url : `${api.base}${url}`, { redirect: 'manual', ...init });

/**
 * Runs a sandbox network's consent page as a person would: Allow (some accounts) or Deny.
 * Answers the page, the accounts it offered and where the network sends the browser back to.
 */
export async function consent(
  api: TestApi,
  authorizeUrl: string,
  decision: 'allow' | 'deny',
  pick?: (ids: string[]) => string[],
) {
  const page = await visit(api, authorizeUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const hidden = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]?.replace(/&amp;/g, '&'),
    ]),
  );
  const ids = [...html.matchAll(/name="account" value="([^"]+)"/g)].map((m) => m[1] ?? '');
  const form = new URLSearchParams({ ...hidden, decision } as Record<string, string>);
  for (const id of pick ? pick(ids) : ids) form.append('account', id);
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await visit(api, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(answer.status).toBe(302);
  return { html, ids, callback: answer.headers.get('location') ?? '' };
}

/** Starts connecting a network as a demo person: their token and the consent page's address. */
export async function startConnect(api: TestApi, who: string, network = 'facebook') {
  const token = await api.token(who);
  const begin = await api.call('GET', `/channels/v2/connect/${network}`, { token });
  expect(begin.status).toBe(200);
  return { token, authorizeUrl: (begin.body as { authorizeUrl: string }).authorizeUrl };
}

/** Asks `read` every 100 ms until `done` holds (10 s at most). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen in 10 s`);
}
