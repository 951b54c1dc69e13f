/**
 * Chromium for the browser tests: Debian's `chromium`, driven by playwright-core, one browser
 * per test file and a fresh context (cookies, storage) per test. Every test fails when a page
 * of it breaks the server's Content-Security-Policy (decision 0032).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

/** Where Debian installs Chromium (`apt-get install chromium`). */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** The demo sign-ins (password "demo"). */
export const DEMO = {
  admin: 'admin@demo.test',
  editor: 'editor@demo.test',
  viewer: 'viewer@demo.test',
  moderator: 'moderator@demo.test',
  lead: 'lead@demo.test',
  creator: 'creator@demo.test',
  listener: 'listener@listening.test',
  support: 'support@switchboard.test',
} as const;

/** The Content-Security-Policy violations each page reported and no test took yet. */
const violations = new WeakMap<Page, string[]>();

/**
 * Takes (and forgets) the CSP violations `page` reported: Chromium's "Refused to …" console
 * errors and the document's `securitypolicyviolation` events. For a test that provokes one.
 */
export function takeCspViolations(page: Page): string[] {
  const taken = violations.get(page) ?? [];
  violations.set(page, []);
  return taken;
}

/** Chromium's console message for a CSP violation. */
const isCspMessage = (text: string) => /Content[- ]Security[- ]Policy/i.test(text);

/**
 * Records the CSP violations of every page of `context`: its console errors and, through a
 * binding (which the page's CSP does not govern), its `securitypolicyviolation` events.
 */
async function watchCsp(context: BrowserContext): Promise<void> {
  const record = (page: Page, violation: string) =>
    violations.set(page, [...(violations.get(page) ?? []), violation]);
  context.on('page', (page) => {
    violations.set(page, violations.get(page) ?? []);
    page.on('console', (message) => {
      if (isCspMessage(message.text())) record(page, `console: ${message.text()}`);
    });
  });
  await context.exposeBinding('reportCspViolation', ({ page }, violation: string) =>
    record(page, `event: ${violation}`),
  );
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline code'} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** Opens a browser for the file; `page()` gives a fresh context's page at the app. */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  // The pages of the running test: none of them may break the CSP.
  let pages: Page[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterEach(() => {
    const broken = pages.flatMap((page) => takeCspViolations(page));
    pages = [];
    expect(broken, 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    /**
     * A page in a context of its own (an English browser), at `path` of the app (a hash route:
     * `#/home`); `init` runs in the page before the app's scripts.
     */
    async page(path = '', init?: () => void): Promise<Page> {
      if (!browser) throw new Error('The browser has not started.');
      const context = await browser.newContext({ locale: 'en-GB' });
      contexts.push(context);
      await watchCsp(context);
      context.on('page', (opened) => pages.push(opened));
      const page = await context.newPage();
      if (init) await page.addInitScript(init);
      await page.goto(`${inject('base')}/${path}`);
      return page;
    },
  };
}

/** Every cookie consent category granted: what {@link signIn} records unless asked otherwise. */
export const ACCEPT_ALL = { C0001: true, C0002: true, C0003: true, C0004: true, C0005: true };

/**
 * Records the person's cookie consent through the API (a sign-in of its own), so the app does
 * not ask with its banner; a failed sign-in records nothing.
 */
export async function recordConsent(
  page: Page,
  email: string,
  password: string,
  categories: Record<string, boolean> = ACCEPT_ALL,
): Promise<void> {
  const base = inject('base');
  const login = await page.request.post(`${base}/auth/login`, { data: { email, password } });
  if (!login.ok()) return;
  const { accessToken: token } = (await login.json()) as { accessToken: string };
  const saved = await page.request.put(`${base}/api/2/users/me/consent`, {
    headers: { authorization: `Bearer ${token}` },
    data: { categories },
  });
  expect(saved.status()).toBe(200);
}

/**
 * Signs in on the sign-in page with a demo account (or another password). The person's cookie
 * consent is recorded first (all categories), so the consent banner does not ask — unless
 * `consent` is `'undecided'`, which leaves what the person decided (or not) as it is.
 */
export async function signIn(
  page: Page,
  email: string,
  password = 'demo',
  options: { readonly consent?: 'acceptAll' | 'undecided' } = {},
): Promise<void> {
  if (options.consent !== 'undecided') await recordConsent(page, email, password);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * The text of the last e-mail the server sent to `address` (the .eml file in its outbox,
 * quoted-printable undone), once there is one (up to 5 s).
 */
export async function lastMailTo(address: string): Promise<string> {
  const dir = inject('outbox');
  for (let waited = 0; waited <= 5000; waited += 100) {
    const files = (await readdir(dir)).filter((file) => file.endsWith('.eml')).sort();
    for (const file of files.reverse()) {
      const eml = (await readFile(join(dir, file), 'utf8')).replace(/\r\n/g, '\n');
      const to = /^To: (.*)$/m.exec(eml)?.[1] ?? '';
      if (to.toLowerCase().includes(address.toLowerCase())) {
        return eml
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No e-mail was sent to ${address}.`);
}

/**
 * Signs in on `page` and opens the engage inbox at `route` (`/engage`, a feed, an item of a
 * feed). Steps time out after 10 s, so a step that does not happen fails by name.
 */
export async function openInbox(page: Page, email: string, route = '/engage'): Promise<Page> {
  page.setDefaultTimeout(10_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

/** The serious and critical accessibility violations axe-core finds on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** Where the web app keeps the session in the browser (`apps/web` session.storage.ts). */
const SESSION_KEY = 'smm.session';

/** The access token of the session signed in on the page, as the app keeps it. */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const stored = localStorage.getItem(key);
    return stored === null ? null : (JSON.parse(stored) as { accessToken?: string }).accessToken;
  }, SESSION_KEY);
  if (!token) throw new Error('Nobody is signed in on the page.');
  return token;
}

/**
 * Calls the API as the person signed in on the page (their bearer token); answers the JSON
 * body, and throws on a status that is not 2xx.
 */
export async function callApi<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`${inject('base')}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** Opens the platform menu of the signed-in person. */
export async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu of/ }).click();
  await page.getByRole('menu').waitFor();
}

/**
 * Invites a colleague as the administrator signed in on `admin` and accepts the e-mailed
 * invitation as they would, with `password`: a person of Demo Coffee whom a test may change
 * (password, name, teams) without touching the demo's own accounts, which other tests sign in as.
 */
export async function invitedColleague(
  admin: Page,
  password: string,
  firstName = 'Nia',
  lastName = 'New',
): Promise<{ readonly email: string; readonly name: string }> {
  const me = await callApi<{ orgId: string }>(admin, 'GET', '/api/2/users/me');
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@demo.test`;
  await callApi(admin, 'POST', `/api/1/org/${me.orgId}/users`, { email, firstName, lastName });
  const token = /#\/invitation\/([\w-]+)/.exec(await lastMailTo(email))?.[1];
  if (!token) throw new Error('The invitation e-mail has no link.');
  const accepted = await admin.request.post(`${inject('base')}/smm/accounts/accept-invitation`, {
    data: { token, password },
  });
  expect(accepted.status()).toBe(200);
  return { email, name: `${firstName} ${lastName}` };
}
