import type { BenchmarkReport, Brand, Outlier, SavedQuery } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, lastMailTo, signIn, useBrowser } from './browser.js';
import { documentScrolls, overflowing } from './layout.js';

const browser = useBrowser();
const DIALOG = 'dialog[open], [role="dialog"]';
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/** Signs in and opens benchmark's manage area at a fragment, with a selection in the query. */
async function openManage(
  email: string,
  fragment: 'reports' | 'queries' | 'outliers',
  query = '',
): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(10_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#/benchmark/manage/scheduled${query}#${fragment}`));
  return page;
}

/** Nothing clipped on the page, in its dialog if one is open, at 1440 and 1024 px. */
async function fits(page: Page): Promise<void> {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 768 });
    expect(await overflowing(page, 'main')).toEqual([]);
    if ((await page.locator(DIALOG).count()) > 0)
      expect(await overflowing(page, DIALOG)).toEqual([]);
    expect(await documentScrolls(page)).toBe(false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('benchmark manage', () => {
  it('schedules a report, sends it now with its CSV file, pauses and deletes it', async () => {
    const page = await openManage(DEMO.admin, 'reports');
    const recipient = `board-${Date.now()}@example.com`;
    await page.getByRole('heading', { name: 'Scheduled reports', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'New report' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a report' });
    await dialog.getByLabel('Name').fill('Weekly competitors');
    await dialog.getByLabel('Demo Coffee').check();
    await dialog.getByLabel('Bean Brothers').check();
    await dialog.getByLabel('On', { exact: true }).selectOption({ label: 'Wednesday' });
    await dialog.getByLabel('At', { exact: true }).selectOption({ label: '08:00' });
    await dialog.getByLabel('Time zone').selectOption('Europe/London');
    const address = dialog.getByRole('textbox', { name: 'Recipients' });
    await address.fill('not an address');
    await address.press('Enter');
    await dialog.getByText('not an address is not an e-mail address.').waitFor();
    await address.fill(recipient);
    await address.press('Enter');
    await dialog.getByRole('button', { name: `Remove ${recipient}` }).waitFor();
    await expectAccessible(page);
    await fits(page);
    await dialog.getByRole('button', { name: 'Schedule report' }).click();

    const row = page.getByRole('listitem', { name: 'Weekly competitors', exact: true });
    await row.getByText('Every Wednesday at 08:00 · Europe/London').waitFor();
    await row.getByText(/^Next: /).waitFor();
    await row.getByText('Not sent yet').waitFor();
    await expectAccessible(page);
    await fits(page);

    await row.getByRole('button', { name: 'Send Weekly competitors now' }).click();
    await page.getByText('Weekly competitors is on its way to 1 recipient.').waitFor();
    await row.getByText(/^Last sent: /).waitFor();
    const mail = await lastMailTo(recipient);
    expect(mail).toMatch(/Subject: Benchmark report: Weekly competitors/);
    expect(mail).toMatch(/filename=benchmark-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv/);

    await row.getByRole('button', { name: 'Pause Weekly competitors' }).click();
    await row.getByText('Paused', { exact: true }).waitFor();
    const [stored] = (
      await callApi<BenchmarkReport[]>(page, 'GET', '/api/benchmark/reports')
    ).filter((report) => report.name === 'Weekly competitors');
    expect(stored).toMatchObject({ active: false, nextRunAt: null, weekday: 3, hour: 8 });

    await row.getByRole('button', { name: 'Delete Weekly competitors' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Weekly competitors?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await row.waitFor({ state: 'detached' });
  });

  it('saves the current selection as a query, opens it and renames it', async () => {
    const brands = await (async () => {
      const page = await openManage(DEMO.admin, 'queries');
      const list = await callApi<Brand[]>(page, 'GET', '/api/benchmark/app/brand');
      await page.close();
      return list;
    })();
    const ids = brands.filter((b) => b.name !== 'Leaf & Co').map((b) => b.id);
    const page = await openManage(
      DEMO.admin,
      'queries',
      `?brands=${ids.join(',')}&since=${day(-7)}&until=${day(-1)}`,
    );
    await page.getByRole('heading', { name: 'Saved queries', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Save current selection' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Save the current selection' });
    await dialog.getByLabel('Name').fill('Coffee rivals');
    await expect.poll(() => dialog.getByLabel('Period').inputValue()).toBe('last7Days');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('listitem', { name: 'Coffee rivals', exact: true });
    await row.getByText('Saved by Ada Admin').waitFor();
    await expectAccessible(page);
    await fits(page);

    await row.getByRole('button', { name: 'Rename Coffee rivals' }).click();
    await page.getByRole('dialog', { name: 'Rename query' }).getByLabel('Name').fill('Rivals');
    await page
      .getByRole('dialog', { name: 'Rename query' })
      .getByRole('button', { name: 'Save' })
      .click();
    const renamed = page.getByRole('listitem', { name: 'Rivals', exact: true });
    await renamed.waitFor();
    const saved = (await callApi<SavedQuery[]>(page, 'GET', '/api/benchmark/queries')).find(
      (q) => q.name === 'Rivals',
    );
    expect(saved?.brandIds.sort()).toEqual([...ids].sort());

    await renamed.getByRole('button', { name: 'Open Rivals in brand insights' }).click();
    await page.waitForURL(/#\/benchmark\/brand-insights/);
    expect(new URL(page.url()).hash).toContain(`since=${day(-7)}`);
  });

  it('shows the posts far from their channel’s usual, or says why there are none', async () => {
    const page = await openManage(DEMO.admin, 'outliers');
    const brands = await callApi<Brand[]>(page, 'GET', '/api/benchmark/app/brand');
    // The same networks on both sides: without them the area leaves YouTube out by default.
    const networks = 'facebook,instagram,youtube,twitter';
    const query = `?brands=${brands.map((b) => b.id).join(',')}&networks=${networks}&since=${day(-30)}&until=${day(-1)}`;
    const expected = await callApi<Outlier[]>(
      page,
      'GET',
      `/api/benchmark/outliers?brandIds=${brands.map((b) => b.id).join(',')}&networks=${networks}&since=${day(-30)}&until=${day(-1)}`,
    );
    await page.goto(page.url().replace(/#.*$/, `#/benchmark/manage/scheduled${query}#outliers`));
    await page.getByRole('heading', { name: 'Outliers', level: 2 }).waitFor();
    if (expected.length === 0) {
      await page.getByText('No outliers in these days').waitFor();
    } else {
      const cards = page.getByRole('list', { name: 'Outliers' }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(expected.length);
      const [first] = expected;
      const card = page.locator(`[data-outlier-id="${first?.post.id}"]`);
      await card.getByText(first?.direction === 'above' ? 'Above usual' : 'Below usual').waitFor();
      expect(await card.getByRole('link', { name: 'View post' }).getAttribute('href')).toBe(
        first?.post.permalink,
      );
    }
    await expectAccessible(page);
    await fits(page);

    // Days with no posts: the empty state explains.
    await page.goto(
      page
        .url()
        .replace(
          /#.*$/,
          `#/benchmark/manage/scheduled?brands=${brands[0]?.id}&since=2020-01-01&until=2020-01-02#outliers`,
        ),
    );
    await page.getByText('No outliers in these days').waitFor();
  });
});
