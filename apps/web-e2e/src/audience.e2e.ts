/**
 * Audience against the real server (decisions 0095, 0096): an administrator reads the overview,
 * filters the people and opens a person's card, builds an audience from the filters, saves and
 * pins it, and finds it pinned in the local navigation and the overview; a person without an
 * audience role sees no Audience in the sidebar nor at its route, and its API answers them 403.
 * Each screen passes axe and clips nothing at 1440×900 and 1024×768, in English and German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { looksRightAtBothSizes } from './layout.js';

const browser = useBrowser();

const hash = (page: Page) => new URL(page.url()).hash;

/** Signs in and opens a hash route of the app. */
async function open(email: string, route: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.getByRole('heading', { name: /^(Home|Startseite)$/ }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

/** Nothing of the screen is clipped at either size; a screenshot of each is kept. */
const looksRight = (page: Page, name: string): Promise<void> =>
  looksRightAtBothSizes(page, `issue32-audience-${name}`);

const localNav = (page: Page) => page.getByRole('navigation', { name: 'Audience sections' });

describe('audience', () => {
  it('an administrator reads the overview and the people, opens a person, then builds and pins an audience', async () => {
    const page = await open(DEMO.admin, '/audience');
    await expect.poll(() => hash(page)).toBe('#/audience/overview');
    await page.getByRole('heading', { name: 'Overview', level: 2 }).waitFor();
    await page.locator('[data-audience-figures]').waitFor();
    await page.getByRole('link', { name: 'Unhappy customers' }).first().waitFor();
    await expectAccessible(page);
    await looksRight(page, 'overview');

    await localNav(page).getByRole('link', { name: 'People', exact: true }).click();
    await expect.poll(() => hash(page)).toBe('#/audience/people');
    const table = page.locator('table[data-audience-people]');
    await table.waitFor();
    await page.getByLabel('Sentiment').selectOption('negative');
    await expect
      .poll(async () =>
        (await table.locator('tbody tr').allInnerTexts()).every((row) => row.includes('Negative')),
      )
      .toBe(true);
    await table.locator('tbody tr').first().getByRole('button').click();
    const card = page.locator('[data-person-card]');
    await card.getByRole('heading', { level: 3, name: 'Accounts' }).waitFor();
    await card.getByLabel('Phone').fill('+44 20 7946 0123');
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    await expectAccessible(page);
    await looksRight(page, 'people');

    await localNav(page).getByRole('link', { name: 'Audiences', exact: true }).click();
    await expect.poll(() => hash(page)).toBe('#/audience/audiences');
    const builder = page.locator('[data-audience-builder]');
    const name = `Instagram detractors ${Date.now() % 100_000}`;
    await builder.getByLabel('Audience name').fill(name);
    await builder.getByLabel('Network').selectOption('instagram');
    await builder.getByLabel('Sentiment').selectOption('negative');
    const { total: count } = await callApi<{ total: number }>(
      page,
      'GET',
      '/api/audience/people?network=instagram&sentiment=negative&limit=1',
    );
    const matching = builder.locator('[data-audience-matching]');
    await expect
      .poll(async () => matching.getAttribute('data-audience-matching'))
      .toBe(String(count));
    await expectAccessible(page);
    await looksRight(page, 'builder');
    await builder.getByLabel('Pin this audience').check();
    await builder.getByRole('button', { name: 'Save audience' }).click();
    await expect.poll(() => hash(page)).toMatch(/^#\/audience\/audiences\/[0-9a-f-]{36}$/);
    const id = hash(page).split('/').at(-1) ?? '';

    // Pinned: first in the list, in the local navigation and in the overview.
    const row = page.locator(`[data-audience="${name}"]`);
    await expect
      .poll(() => row.getByRole('button', { name: `Unpin ${name}` }).getAttribute('aria-pressed'))
      .toBe('true');
    await localNav(page)
      .getByRole('link', { name: new RegExp(name) })
      .waitFor();
    await page.locator('[data-audience-total]').waitFor();
    expect(
      Number(await page.locator('[data-audience-total]').getAttribute('data-audience-total')),
    ).toBe(count);
    const saved = await callApi<{ pinned: boolean; people: number; filter: unknown }>(
      page,
      'GET',
      `/api/audience/audiences/${id}`,
    );
    expect(saved).toMatchObject({
      pinned: true,
      people: count,
      filter: { networks: ['instagram'], sentiments: ['negative'] },
    });
    await expectAccessible(page);
    await looksRight(page, 'audience');

    // Unpinned it leaves the navigation; pinned again it comes back.
    await row.getByRole('button', { name: `Unpin ${name}` }).click();
    await expect
      .poll(() =>
        localNav(page)
          .getByRole('link', { name: new RegExp(name) })
          .count(),
      )
      .toBe(0);
    await row.getByRole('button', { name: `Pin ${name}` }).click();
    await localNav(page)
      .getByRole('link', { name: new RegExp(name) })
      .waitFor();

    await localNav(page).getByRole('link', { name: 'Overview', exact: true }).click();
    await page.locator('[data-audience-figures]').waitFor();
    await page.getByRole('link', { name }).first().waitFor();
  });

  it('reads in German without clipping', async () => {
    const page = await open('sam@demo.test', '/audience/audiences');
    await page.locator('[data-audience-builder]').waitFor();
    await looksRight(page, 'audiences-de');
    await page.goto(page.url().replace(/#.*$/, '#/audience/people'));
    await page.locator('table[data-audience-people]').waitFor();
    await looksRight(page, 'people-de');
  });

  it('a person without an audience role sees no Audience, and its API answers them 403', async () => {
    const page = await open(DEMO.viewer, '/home');
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Home' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Audience' }).count()).toBe(0);
    await page.goto(page.url().replace(/#.*$/, '#/audience/people'));
    await page.getByRole('heading', { name: 'Audience is not available to you' }).waitFor();
    expect(await page.locator('table[data-audience-people]').count()).toBe(0);
    for (const path of [
      '/api/audience/overview',
      '/api/audience/people',
      '/api/audience/audiences',
    ]) {
      const response = await page.request.fetch(`${inject('base')}${path}`, {
        headers: { authorization: `Bearer ${await accessToken(page)}` },
      });
      expect({ path, status: response.status() }).toEqual({ path, status: 403 });
    }
    await expectAccessible(page);
    await looksRight(page, 'denied');
  });
});
