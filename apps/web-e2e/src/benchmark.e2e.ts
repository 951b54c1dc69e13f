/**
 * The benchmark area (issue 31, decisions 0083 and 0084) against the demo: brand insights of
 * the competitor brands, the menu's rules (YouTube, the team selector, Pro labels and the
 * feature-gated route event, clicks it leaves alone), accessibility and layout at two widths.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Brand } from '@smm/model';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { keepScreenshot, overflowing, scrollsSideways } from './layout.js';

const browser = useBrowser();

/** Signs in and opens the benchmark area at `route` (a hash route with its fragment). */
async function openBenchmark(
  email: string,
  route = '/benchmark/brand-insights#overview',
): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.waitForURL(/#\/home/);
  await page.locator('main h1').first().waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

/** The benchmark menu. */
const menu = (page: Page) => page.locator('nav[data-benchmark-menu]');

/** The names of the brands in the overview's table, once it is there. */
async function overviewBrands(page: Page): Promise<string[]> {
  const rows = page.locator('section[data-fragment="overview"] tbody th');
  await rows.first().waitFor();
  return (await rows.allInnerTexts()).map((text) => text.trim());
}

/** Nothing clipped in the main area, no sideways scrolling; kept as a screenshot. */
async function looksRight(page: Page, name: string): Promise<void> {
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  expect({ name, overflowing: await overflowing(page, 'main') }).toEqual({ name, overflowing: [] });
  expect(await scrollsSideways(page)).toBe(false);
  await keepScreenshot(page, name);
}

describe('benchmark', () => {
  it('shows an administrator brand insights of the demo brands, accessible at 1440 and 1024 px', async () => {
    const page = await openBenchmark(DEMO.admin);
    await page.getByRole('heading', { name: 'Benchmark', level: 1 }).waitFor();
    const brands = await overviewBrands(page);
    expect(brands.some((name) => name.startsWith('Bean Brothers'))).toBe(true);
    expect(brands.some((name) => name.startsWith('Leaf & Co'))).toBe(true);
    // Every card of brand insights, the menu's entries in words, overview marked active.
    for (const fragment of ['overview', 'fans', 'reach', 'impressions', 'engagement']) {
      await page.locator(`section[data-fragment="${fragment}"]`).waitFor();
    }
    await page.locator('section[data-fragment="fans"] figure canvas').waitFor();
    expect(
      await menu(page).getByRole('link', { name: 'Overview' }).getAttribute('aria-current'),
    ).toBe('page');
    await expectAccessible(page);
    await looksRight(page, 'issue31-benchmark-insights-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await looksRight(page, 'issue31-benchmark-insights-1024');

    // The card header folds its card and unfolds it again.
    const fans = page.locator('section[data-fragment="fans"]');
    await fans.getByRole('button', { name: 'Collapse Fans' }).click();
    await fans.getByRole('button', { name: 'Expand Fans' }).waitFor();
    expect(
      await fans.getByRole('button', { name: 'Expand Fans' }).getAttribute('aria-expanded'),
    ).toBe('false');
    await fans.getByRole('button', { name: 'Expand Fans' }).click();

    // Content analysis: the feed, the summary and publishing activity.
    await menu(page).getByRole('link', { name: 'Content feed' }).click();
    const posts = page.locator('section[data-fragment="content-feed"] li');
    await posts.first().waitFor();
    const firstPage = await posts.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => posts.count()).toBeGreaterThan(firstPage);
    await page.locator('section[data-fragment="publishing-activity"] table').waitFor();
    await looksRight(page, 'issue31-benchmark-content-1024');
    await page.setViewportSize({ width: 1440, height: 900 });
    await expectAccessible(page);
    await looksRight(page, 'issue31-benchmark-content-1440');
    await menu(page).getByRole('link', { name: 'Publishing activity' }).click();
    await page.locator('section[data-fragment="publishing-activity"] table').waitFor();
    await looksRight(page, 'issue31-benchmark-activity-1440');
  });

  it('honours a link to one brand; hides reach and impressions, entries and cards, once YouTube is selected', async () => {
    const page = await openBenchmark(DEMO.admin, '/benchmark/brand-insights#overview');
    await overviewBrands(page);
    // The brands settings' link: one brand only.
    const brands = await callApi<Brand[]>(page, 'GET', '/api/benchmark/app/brand');
    const bean = brands.find((brand) => brand.name === 'Bean Brothers');
    if (!bean) throw new Error('The demo has no Bean Brothers.');
    await page.goto(
      page.url().replace(/#.*$/, `#/benchmark/brand-insights?brands=${bean.id}#overview`),
    );
    await expect.poll(() => overviewBrands(page)).toEqual(['Bean Brothers']);
    await menu(page).getByRole('link', { name: 'Reach' }).first().waitFor();
    await page.getByRole('button', { name: /^Networks/ }).click();
    await page.getByRole('checkbox', { name: 'YouTube' }).check();
    await expect.poll(() => page.url()).toContain('youtube');
    await keepScreenshot(page, 'issue31-benchmark-networks-1440');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.url()).toContain('youtube');
    await overviewBrands(page);
    expect(await menu(page).getByRole('link', { name: 'Reach' }).count()).toBe(0);
    expect(await menu(page).getByRole('link', { name: 'Impressions' }).count()).toBe(0);
    expect(await page.locator('section[data-fragment="reach"]').count()).toBe(0);
    expect(await page.locator('section[data-fragment="impressions"]').count()).toBe(0);
    await page.locator('section[data-fragment="engagement"]').waitFor();
  });

  it('gives a non-administrator the team selector with their first team chosen', async () => {
    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.lead);
    await page.waitForURL(/#\/home/);
    await page.locator('main h1').first().waitFor();
    const insightsOfTeam = page.waitForRequest((request) =>
      /\/api\/benchmark\/insights\/brands\?.*teamId=/.test(request.url()),
    );
    await page.goto(page.url().replace(/#.*$/, '#/benchmark/brand-insights#overview'));
    const team = menu(page).getByLabel('Team');
    await team.waitFor();
    const options = await team
      .locator('option')
      .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
    expect(options.length).toBeGreaterThan(0);
    expect(await team.inputValue()).toBe(options[0]);
    // The insights are those of the team chosen.
    expect(new URL((await insightsOfTeam).url()).searchParams.get('teamId')).toBe(options[0]);
    await expectAccessible(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await overviewBrands(page);
    await looksRight(page, 'issue31-benchmark-team-1024');
  });

  it('labels Pro entries for a standard-package user; choosing one records the event and explains the upgrade (German)', async () => {
    const page = await openBenchmark('sam@demo.test');
    // Sam Social works in German.
    await page.getByRole('heading', { name: 'Vergleichen', level: 1 }).waitFor();
    const reports = menu(page).getByRole('link', { name: /Geplante Berichte/ });
    await reports.waitFor();
    expect(await menu(page).getByText('Teil von Benchmark Pro').count()).toBe(3);
    const before = page.url();
    const event = page.waitForRequest(
      (request) =>
        request.method() === 'POST' &&
        request.url().endsWith('/api/analytics/events') &&
        (request.postDataJSON() as { type: string }).type === 'featureGatedRoute',
    );
    await reports.click();
    expect((await event).postDataJSON()).toEqual({
      type: 'featureGatedRoute',
      route: 'benchmark/manage/scheduled',
      fragment: 'reports',
    });
    const dialog = page.getByRole('dialog', { name: 'Auf Benchmark Pro upgraden' });
    await dialog.waitFor();
    expect(page.url()).toBe(before);
    await expectAccessible(page);
    expect(await overflowing(page, 'dialog[open], [role="dialog"]')).toEqual([]);
    await keepScreenshot(page, 'issue31-benchmark-upgrade-de-1440');
    await dialog.getByRole('button', { name: 'Weiter Marken vergleichen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await looksRight(page, 'issue31-benchmark-insights-de-1440');
    // Opened directly, a gated page explains the same and leads back.
    await page.goto(page.url().replace(/#.*$/, '#/benchmark/manage/scheduled#queries'));
    await page.getByRole('heading', { name: 'Auf Benchmark Pro upgraden' }).waitFor();
    await page.getByRole('link', { name: 'Weiter Marken vergleichen' }).click();
    await overviewBrands(page);
  });

  it('leaves a modifier click to the browser: the page does not navigate', async () => {
    const page = await openBenchmark(DEMO.admin);
    await overviewBrands(page);
    const before = page.url();
    const opened = page
      .context()
      .waitForEvent('page')
      .catch(() => undefined);
    await menu(page)
      .getByRole('link', { name: 'Content feed' })
      .click({ modifiers: ['ControlOrMeta'] });
    await (await opened)?.close();
    expect(page.url()).toBe(before);
    expect(await page.locator('section[data-fragment="content-feed"]').count()).toBe(0);
  });
});
