/**
 * The cookie consent against the real server (platform §9; decisions 0103, 0104): a person who
 * has not decided moves across routes for more than the 3 s wait and no analytics request
 * leaves the page; the banner asks (axe passes, the focus stays where it was); with only
 * performance (C0002) chosen through "Choose" the next route view reaches the server, is
 * answered 204 and stored; switched off again in Settings › Privacy, no more events leave.
 * Screenshots of the banner, the dialog and the settings at 1440×900 and 1024×768, one in German.
 */
import pg from 'pg';
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  callApi,
  DEMO,
  expectAccessible,
  invitedColleague,
  signIn,
  useBrowser,
} from './browser.js';
import { looksRightAtBothSizes } from './layout.js';

const browser = useBrowser();
const db = new pg.Pool({ connectionString: inject('database'), max: 1 });
afterAll(async () => {
  await db.end();
});

const PASSWORD = 'a consent password';

/** The analytics requests that left the page, with what each carried. */
function recordAnalytics(page: Page) {
  const sent: { type: string; route: string }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/analytics/events')) {
      sent.push(request.postDataJSON() as { type: string; route: string });
    }
  });
  return sent;
}

/** Goes to a hash route of the app without loading the page again. */
async function go(page: Page, route: string): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
}

/** The route views the server stored for a person. */
async function storedViews(userId: string): Promise<string[]> {
  const { rows } = await db.query<{ route: string }>(
    `SELECT route FROM analytics_events WHERE user_id = $1 AND type = 'routeView' ORDER BY id`,
    [userId],
  );
  return rows.map((row) => row.route);
}

/** Nothing under `root` is clipped at either size; a screenshot of each is kept. */
const looksRight = (page: Page, root: string, name: string): Promise<void> =>
  looksRightAtBothSizes(page, `issue33-consent-${name}`, root);

describe('cookie consent', () => {
  it('sends no analytics without consent, the route view with C0002, none once it is withdrawn', async () => {
    const admin = await browser.page();
    admin.setDefaultTimeout(15_000);
    await signIn(admin, DEMO.admin);
    await admin.getByRole('heading', { name: 'Home' }).waitFor();
    const person = await invitedColleague(admin, PASSWORD, 'Cora', 'Consent');

    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const sent = recordAnalytics(page);
    await signIn(page, person.email, PASSWORD, { consent: 'undecided' });
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    const me = await callApi<{ id: string }>(page, 'GET', '/api/2/users/me');
    expect(await callApi(page, 'GET', '/api/2/users/me/consent')).toEqual({ consent: null });

    // Not decided: across several routes and past the 3 s wait, nothing leaves the page.
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    for (const route of ['/settings/profile', '/settings/notifications', '/home']) {
      await go(page, route);
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(3500);
    expect(sent).toEqual([]);
    expect(await storedViews(me.id)).toEqual([]);

    // The banner: at the bottom, below the screen; it does not take the focus.
    await banner.getByRole('heading', { name: 'Your cookie choice' }).waitFor();
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[data-consent-banner]'))),
    ).toBe(false);
    const [bannerBox, mainBox] = await Promise.all([
      banner.boundingBox(),
      page.locator('main').boundingBox(),
    ]);
    expect((bannerBox?.y ?? 0) + 1).toBeGreaterThanOrEqual(
      (mainBox?.y ?? 0) + (mainBox?.height ?? 0),
    );
    await expectAccessible(page);
    await looksRight(page, '[data-consent-banner]', 'banner');

    // The banner is reached from the keyboard: Tab reaches its buttons.
    await banner.getByRole('button', { name: 'Accept all' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(
      'Only necessary',
    );

    // Choose: only performance.
    await banner.getByRole('button', { name: 'Choose' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose cookies' });
    await dialog.waitFor();
    const necessary = dialog.getByRole('checkbox', { name: /Strictly necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    for (const name of ['Performance', 'Functional', 'Targeting', 'Social media']) {
      expect(await dialog.getByRole('checkbox', { name }).isChecked()).toBe(false);
    }
    await dialog.getByRole('checkbox', { name: 'Performance' }).check();
    await expectAccessible(page);
    await looksRight(page, 'dialog[open]', 'dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await banner.waitFor({ state: 'detached' });
    const saved = await callApi<{ consent: { categories: Record<string, boolean> } }>(
      page,
      'GET',
      '/api/2/users/me/consent',
    );
    expect(saved.consent.categories).toEqual({
      C0001: true,
      C0002: true,
      C0003: false,
      C0004: false,
      C0005: false,
    });
    expect(sent).toEqual([]);

    // The next navigation's route view reaches the server, answered 204, and is stored.
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/analytics/events') &&
        (response.request().postDataJSON() as { route: string }).route ===
          '/settings/notifications',
    );
    await go(page, '/settings/notifications');
    expect((await answered).status()).toBe(204);
    expect(sent).toEqual([{ type: 'routeView', route: '/settings/notifications', fragment: '' }]);
    await expect.poll(() => storedViews(me.id)).toEqual(['/settings/notifications']);

    // Settings › Privacy, from the settings navigation: the choice as kept, changed back.
    await go(page, '/settings/overview');
    await page
      .getByRole('navigation', { name: 'Settings areas' })
      .getByRole('link', { name: 'Privacy' })
      .click();
    const privacy = page.getByRole('region', { name: 'Privacy' });
    await privacy.waitFor();
    await privacy.getByText(/You last decided on/).waitFor();
    expect(await privacy.getByRole('checkbox', { name: 'Performance' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await looksRight(page, 'main', 'settings');
    await expect.poll(() => storedViews(me.id)).toContain('/settings/privacy');

    await privacy.getByRole('checkbox', { name: 'Performance' }).uncheck();
    const withdrawn = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && response.url().endsWith('/users/me/consent'),
    );
    await privacy.getByRole('button', { name: 'Save' }).click();
    expect((await withdrawn).status()).toBe(200);
    await privacy
      .getByRole('button', { name: 'Save' })
      .and(page.locator(':not([aria-busy="true"])'))
      .waitFor();
    const before = sent.length;
    const stored = (await storedViews(me.id)).length;
    for (const route of ['/home', '/settings/profile', '/settings/privacy']) {
      await go(page, route);
      await page.waitForTimeout(400);
    }
    await page.waitForTimeout(1000);
    expect(sent.slice(before)).toEqual([]);
    expect((await storedViews(me.id)).length).toBe(stored);

    // In German.
    await go(page, '/settings/privacy?lang=de');
    await page.reload();
    await page.getByRole('region', { name: 'Datenschutz' }).waitFor();
    await looksRight(page, 'main', 'settings-de');
  }, 120_000);

  it('shows the banner in German to a new person, and "Only necessary" keeps analytics off', async () => {
    const admin = await browser.page();
    admin.setDefaultTimeout(15_000);
    await signIn(admin, DEMO.admin);
    await admin.getByRole('heading', { name: 'Home' }).waitFor();
    const person = await invitedColleague(admin, PASSWORD, 'Dora', 'Daten');
    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const sent = recordAnalytics(page);
    await signIn(page, person.email, PASSWORD, { consent: 'undecided' });
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await go(page, '/home?lang=de');
    await page.reload();
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' });
    await banner.waitFor();
    await expectAccessible(page);
    await looksRight(page, '[data-consent-banner]', 'banner-de');
    await banner.getByRole('button', { name: 'Nur erforderliche' }).click();
    await banner.waitFor({ state: 'detached' });
    await go(page, '/settings/profile?lang=de');
    await page.waitForTimeout(3500);
    expect(sent).toEqual([]);
    const saved = await callApi<{ consent: { categories: Record<string, boolean> } }>(
      page,
      'GET',
      '/api/2/users/me/consent',
    );
    expect(saved.consent.categories.C0002).toBe(false);
  }, 120_000);
});
