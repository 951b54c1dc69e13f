/**
 * The brands settings against the real server (docs/decisions/0085): an administrator creates a
 * brand with two public channels found by handle, onboards it, lands on its page and follows its
 * insights; the channel slots count the two; an editor reads the brands without a way to change
 * them; each screen passes axe and clips nothing at 1440×900 and 1024×768, in English and German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { looksRightAtBothSizes } from './layout.js';

const browser = useBrowser();

const hash = (page: Page) => new URL(page.url()).hash;

/** The current settings area's screen, beside the settings navigation. */
const content = (page: Page) => page.locator('main nav[aria-label="Settings areas"] + div');

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

/** The channel slots the page shows: used and remaining. */
async function shownSlots(page: Page): Promise<{ used: number; remaining: number }> {
  const slots = content(page).getByTestId('channel-slots').first();
  await slots.waitFor();
  const used = Number(await slots.locator('[data-slots-used]').getAttribute('data-slots-used'));
  const remaining = Number(
    await slots.locator('[data-slots-remaining]').getAttribute('data-slots-remaining'),
  );
  return { used, remaining };
}

/** Deletes through the API as the person on the page (an answer without a body). */
async function deleteThrough(page: Page, path: string): Promise<void> {
  const response = await page.request.fetch(`${inject('base')}${path}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  expect(response.ok(), `DELETE ${path}`).toBe(true);
}

/** Nothing of the screen is clipped at either size; a screenshot of each is kept. */
const looksRight = (page: Page, name: string): Promise<void> =>
  looksRightAtBothSizes(page, `issue31-brands-${name}`);

describe('brands settings', () => {
  it('an administrator creates a brand with two public channels found by handle, onboards it and sees its insights', async () => {
    const page = await open(DEMO.admin, '/settings/brands');
    // /settings/brands leads to the list.
    await expect.poll(() => hash(page)).toBe('#/settings/brands/list');
    await content(page).getByRole('heading', { name: 'Brands', level: 2, exact: true }).waitFor();
    await content(page).getByRole('table', { name: 'Brands of your organisation' }).waitFor();
    const before = await shownSlots(page);
    await expectAccessible(page);
    await looksRight(page, 'list');

    await content(page).getByRole('link', { name: 'New brand' }).click();
    await expect.poll(() => hash(page)).toBe('#/settings/brands/new');
    const main = content(page);
    await main.getByRole('heading', { name: 'New brand', level: 2 }).waitFor();
    await main.getByLabel('Brand name').fill('Morning Rivals');
    await main
      .getByRole('textbox', { name: 'Details' })
      .fill('The café chain that opened next door.');
    await main.getByLabel('Handle or name').fill('morningmug');
    await main.getByRole('button', { name: 'Search' }).click();
    const results = main.getByRole('list', { name: 'Public channels matching “morningmug”' });
    await results.waitFor();
    await results.getByRole('button', { name: 'Add @morningmug (Facebook)' }).click();
    await results.getByRole('button', { name: 'Add @morningmug (Instagram)' }).click();
    const picked = main.getByRole('table', { name: 'Public channels the brand will follow' });
    await expect.poll(() => picked.locator('tbody tr').count()).toBe(2);
    // The picked channels are counted against the slots before the brand exists.
    expect(await shownSlots(page)).toEqual({
      used: before.used + 2,
      remaining: before.remaining - 2,
    });
    expect(await main.getByRole('checkbox', { name: 'Start onboarding now' }).isChecked()).toBe(
      true,
    );
    await expectAccessible(page);
    await looksRight(page, 'new');

    await main.getByRole('button', { name: 'Create brand' }).click();
    await expect.poll(() => hash(page)).toMatch(/^#\/settings\/brands\/list\/[^/]+$/);
    const id = decodeURIComponent(hash(page).split('/').pop() ?? '');
    await main.getByRole('heading', { name: 'Morning Rivals', level: 2 }).waitFor();
    await page.getByText('Brand “Morning Rivals” saved.').waitFor();
    // The history is collected while the page watches; it says so, then that it is ready.
    const history = main.locator('[role="status"][data-onboarding]');
    await expect
      .poll(() => history.getAttribute('data-onboarding'), { timeout: 45_000, interval: 500 })
      .toBe('ready');
    await history.getByText('Ready:', { exact: false }).waitFor();
    const channels = main.getByRole('table', { name: 'Public channels of Morning Rivals' });
    await expect.poll(() => channels.locator('tbody tr').count()).toBe(2);
    expect(await channels.locator('tbody').textContent()).toContain('@morningmug');
    const after = await shownSlots(page);
    expect(after).toEqual({ used: before.used + 2, remaining: before.remaining - 2 });
    const stored = await callApi<{ usedChannelSlots: number }>(
      page,
      'GET',
      '/api/benchmark/app/brand/slots',
    );
    expect(stored).toMatchObject({ usedChannelSlots: before.used + 2 });
    await expectAccessible(page);
    await looksRight(page, 'detail');

    // The list shows it with its two networks and its history ready.
    await page.goto(page.url().replace(/#.*$/, '#/settings/brands/list'));
    const row = content(page).locator(`tr[data-brand-id="${id}"]`);
    await row.getByRole('link', { name: 'Morning Rivals' }).waitFor();
    expect(await row.getByRole('img').evaluateAll((all) => all.map((i) => i.ariaLabel))).toEqual(
      expect.arrayContaining(['Facebook', 'Instagram']),
    );
    await row.getByText('Ready').waitFor();
    await row.getByText('2 public channels').waitFor();

    // The public channels list names the brand for both channels, as a link to its page.
    await page.goto(page.url().replace(/#.*$/, '#/settings/public-channels/list'));
    await content(page)
      .getByRole('heading', { name: 'Public channels', level: 2, exact: true })
      .waitFor();
    const followed = content(page).locator('tr', { hasText: '@morningmug' });
    await expect.poll(() => followed.count()).toBe(2);
    expect(
      await followed.getByRole('link', { name: 'Morning Rivals' }).first().getAttribute('href'),
    ).toBe(`#/settings/brands/list/${id}`);
    await expectAccessible(page);
    await looksRight(page, 'public-channels');

    // "See insights" opens the brand's insights in Benchmark.
    await followed.getByRole('link', { name: 'Morning Rivals' }).first().click();
    await content(page).getByRole('link', { name: 'See insights' }).click();
    await expect
      .poll(() => hash(page))
      .toBe(`#/benchmark/brand-insights?brands=${encodeURIComponent(id)}#overview`);
    // Its insights: the overview's table has a row for the brand with its fans from the history.
    const overview = page
      .getByRole('main')
      .getByRole('table')
      .filter({ hasText: 'Morning Rivals' })
      .first();
    await overview.waitFor();
    const brandRow = overview.getByRole('row').filter({ hasText: 'Morning Rivals' }).first();
    expect(await brandRow.getByRole('cell').first().innerText()).toMatch(/\d/);

    // Deleting the brand, confirmed, frees its two slots and leads back to the list.
    await page.goto(page.url().replace(/#.*$/, `#/settings/brands/list/${id}`));
    await main.getByRole('button', { name: 'Delete brand' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Morning Rivals”?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => hash(page)).toBe('#/settings/brands/list');
    await page.getByText('Brand “Morning Rivals” deleted.').waitFor();
    await expect.poll(() => content(page).locator(`tr[data-brand-id="${id}"]`).count()).toBe(0);
    expect(await shownSlots(page)).toEqual(before);
  });

  it('an editor reads the brands and their page without a way to change them', async () => {
    const page = await open(DEMO.editor, '/settings/brands/list');
    const main = content(page);
    await main.getByRole('heading', { name: 'Brands', level: 2, exact: true }).waitFor();
    await main.getByTestId('brands-read-only').waitFor();
    await main.getByRole('table', { name: 'Brands of your organisation' }).waitFor();
    expect(await main.getByRole('link', { name: 'New brand' }).count()).toBe(0);
    await expectAccessible(page);
    await looksRight(page, 'list-editor');

    const first = main.locator('tr[data-brand-id]').first().getByRole('link');
    const name = ((await first.textContent()) ?? '').trim();
    await first.click();
    await main.getByRole('heading', { name, level: 2 }).waitFor();
    await main.getByRole('link', { name: 'See insights' }).waitFor();
    expect(await main.getByRole('button').count()).toBe(0);
    expect(await main.getByLabel('Handle or name').count()).toBe(0);
    await expectAccessible(page);

    // A new brand is not his to make.
    await page.goto(page.url().replace(/#.*$/, '#/settings/brands/new'));
    await main.getByRole('heading', { name: 'You do not have access to this area' }).waitFor();
    // The server agrees.
    const refused = await callApi(page, 'POST', '/api/benchmark/app/brand', {
      name: 'Not mine',
    }).then(
      () => 200,
      (error: unknown) => Number(/: (\d{3}) /.exec(String(error))?.[1] ?? 0),
    );
    expect(refused).toBe(403);
  });

  it('says in words that no slot is left, and what to do', async () => {
    const page = await open(DEMO.admin, '/settings/brands/list');
    const made: string[] = [];
    try {
      // Two brands follow public channels until every slot of the package is used.
      const followed = new Set(
        (
          await callApi<{ id: string }[]>(page, 'GET', '/api/benchmark/organisation-public-channel')
        ).map((channel) => channel.id),
      );
      const free: string[] = [];
      for (const keyword of [
        'roastrepublic',
        'brewhaus',
        'cremalab',
        'dailygrind',
        'chaihouse',
        'cupandsaucer',
        'kettleclub',
      ]) {
        const found = await callApi<{ handleInfos: { publicChannelId?: string }[] }>(
          page,
          'GET',
          `/api/benchmark/search/handle?keyword=${keyword}`,
        );
        for (const info of found.handleInfos) {
          if (info.publicChannelId && !followed.has(info.publicChannelId))
            free.push(info.publicChannelId);
        }
      }
      const summary = async () =>
        (
          await callApi<{ channelSlotsRemaining: number }>(
            page,
            'GET',
            '/api/benchmark/app/brand/slot-summary',
          )
        ).channelSlotsRemaining;
      let remaining = await summary();
      expect(free.length).toBeGreaterThanOrEqual(remaining);
      let brandId = '';
      let inBrand = 15;
      while (remaining > 0) {
        if (inBrand === 15) {
          const brand = await callApi<{ id: string }>(page, 'POST', '/api/benchmark/app/brand', {
            name: `Slot filler ${made.length + 1}`,
          });
          made.push(brand.id);
          brandId = brand.id;
          inBrand = 0;
        }
        await callApi(page, 'POST', '/api/benchmark/brand-public-channel', {
          brandId,
          publicChannelId: free.shift(),
        });
        inBrand++;
        remaining--;
      }
      expect(await summary()).toBe(0);

      // The last filler follows fewer than the 20 a brand may: only the slots stop it.
      expect(inBrand).toBeLessThan(20);
      await page.goto(page.url().replace(/#.*$/, `#/settings/brands/list/${brandId}`));
      const main = content(page);
      await main.getByRole('heading', { name: `Slot filler ${made.length}`, level: 2 }).waitFor();
      await main
        .getByTestId('slots-full')
        .getByText('All channel slots are in use.', { exact: false })
        .waitFor();
      expect(await shownSlots(page)).toMatchObject({ remaining: 0 });
      await main.getByLabel('Handle or name').fill('dripsociety');
      await main.getByRole('button', { name: 'Search' }).click();
      await main.getByRole('button', { name: 'Add @dripsociety (Facebook)' }).click();
      await main
        .getByRole('alert')
        .getByText(
          /@dripsociety could not be added: All \d+ channel slots of your package are used/,
        )
        .waitFor();
      await expectAccessible(page);
      await looksRight(page, 'slots-full');
    } finally {
      for (const brandId of made) await deleteThrough(page, `/api/benchmark/app/brand/${brandId}`);
    }
  });

  it('speaks German', async () => {
    const page = await open(DEMO.admin, '/settings/brands/list?lang=de');
    // The language of a `lang` link is taken when the app starts.
    await page.reload();
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Marken', level: 2, exact: true }).waitFor();
    await main.getByRole('table', { name: 'Marken Ihrer Organisation' }).waitFor();
    await main.getByText('Kanalplätze').waitFor();
    await expectAccessible(page);
    await looksRight(page, 'list-de');
    await main.getByRole('link', { name: 'Neue Marke' }).click();
    await main.getByRole('heading', { name: 'Neue Marke', level: 2 }).waitFor();
    await main.getByLabel('Handle oder Name').fill('brewhaus');
    await main.getByRole('button', { name: 'Suchen' }).click();
    await main.getByRole('list', { name: 'Öffentliche Kanäle zu „brewhaus“' }).waitFor();
    await looksRight(page, 'new-de');
  });
});
