/**
 * Listen alerts against the real server (decision 0090): an administrator deletes the demo's
 * alert (confirming), creates one from the empty state for the demo's oat milk query (the
 * dialog refuses a threshold out of range), sets its threshold just above the query's current
 * volume; a burst of public posts in the sandbox listening corpus makes the volume cross it; the
 * job notifies once — the bell shows it and the e-mail arrives with the query, the volume, the
 * threshold and a link to Listen. Each screen passes axe and clips nothing at 1440×900 and
 * 1024×768, in English and German.
 */
import type { ListenAlert } from '@smm/model';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, lastMailTo, signIn, useBrowser } from './browser.js';
import { keepScreenshot, looksRightAtBothSizes } from './layout.js';

const browser = useBrowser();
const QUERY = 'Oat milk conversations';

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

/** Nothing of the screen (or the open dialog) is clipped at either size; a screenshot of each. */
const looksRight = (page: Page, name: string, root = 'main'): Promise<void> =>
  looksRightAtBothSizes(page, `issue32-listen-alerts-${name}`, root);

/** The bell of the platform menu, by its name with the unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

let cleanup: Page | null = null;
afterAll(async () => {
  // The burst leaves the corpus, so other tests' queries count as before.
  if (cleanup) await callApi(cleanup, 'DELETE', '/api/sandbox/listening/spikes').catch(() => null);
});

describe('listen alerts', () => {
  it('an administrator sets an alert on a query; a burst of posts crosses it; the bell and the e-mail tell of it once', async () => {
    const page = await open(DEMO.admin, '/settings/listen-alerts');
    cleanup = page;
    const main = content(page);
    await main.getByRole('heading', { name: 'Listen alerts', level: 2, exact: true }).waitFor();
    const table = main.getByRole('table', { name: 'Alerts' });
    // The demo's alert: Demo Coffee mentions, more than 60 in an hour.
    const demoRow = table.getByRole('row', { name: /Demo Coffee mentions/ });
    await demoRow.getByText('More than 60 mentions in an hour').waitFor();
    await demoRow.getByText('Ada Admin (you)', { exact: false }).waitFor();
    await expectAccessible(page);
    await looksRight(page, 'list');

    // Deleting asks first; then the empty state leads to creating one.
    await demoRow
      .getByRole('button', { name: 'Delete the alert for Demo Coffee mentions' })
      .click();
    const confirm = page.getByRole('dialog', {
      name: 'Delete the alert for Demo Coffee mentions?',
    });
    await confirm.getByRole('button', { name: 'Delete alert' }).click();
    await main.getByRole('heading', { name: 'No listen alerts yet' }).waitFor();
    await expectAccessible(page);
    await looksRight(page, 'empty');
    await main.getByRole('button', { name: 'New alert' }).click();

    const dialog = page.getByRole('dialog', { name: 'New listen alert' });
    await dialog.getByLabel('Listening query').selectOption({ label: QUERY });
    await dialog.getByLabel('More than this many mentions').fill('0');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.getByText('Enter a whole number from 1 to 1,000,000.').waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Ada Admin (you)' }).isChecked()).toBe(true);
    await expectAccessible(page);
    await looksRight(page, 'dialog', 'dialog[open]');
    await dialog.getByLabel('More than this many mentions').fill('1000000');
    await dialog.getByRole('button', { name: 'Create alert' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = table.getByRole('row', { name: new RegExp(QUERY) });
    await row.getByText('More than 1,000,000 mentions in an hour').waitFor();

    // Its first check finds the query's volume of the last hour.
    const alertOf = async () =>
      (await callApi<ListenAlert[]>(page, 'GET', '/api/listen/alerts')).find(
        (alert) => alert.query.name === QUERY,
      );
    await expect
      .poll(async () => (await alertOf())?.lastVolume ?? null, { timeout: 70_000 })
      .not.toBeNull();
    const volume = (await alertOf())?.lastVolume ?? 0;
    const threshold = volume + 15;

    // The threshold goes just above it (editing in the dialog).
    await row.getByRole('button', { name: `Edit the alert for ${QUERY}` }).click();
    const editing = page.getByRole('dialog', { name: 'Edit listen alert' });
    await editing.getByLabel('More than this many mentions').fill(String(threshold));
    await editing.getByRole('button', { name: 'Save alert' }).click();
    await editing.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () => {
          const alert = await alertOf();
          return alert?.lastCheckedAt !== null && alert?.threshold === threshold && !alert.above;
        },
        { timeout: 70_000 },
      )
      .toBe(true);
    const unreadBefore = Number(
      /(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0,
    );

    // A burst of 40 posts about oat milk in the last ten minutes crosses it.
    await callApi(page, 'POST', '/api/sandbox/listening/spikes', {
      text: 'Everyone is talking about the new oat milk latte',
      count: 40,
      network: 'twitter',
      language: 'en',
      minutes: 10,
    });
    await expect
      .poll(async () => (await alertOf())?.lastTriggeredAt ?? null, { timeout: 70_000 })
      .not.toBeNull();
    const crossed = await alertOf();
    expect(crossed?.above).toBe(true);
    const seen = crossed?.lastVolume ?? 0;
    expect(seen).toBeGreaterThan(threshold);

    // The screen shows it above its threshold, and when it went off.
    await page.reload();
    await row.getByText('Above the threshold now').waitFor();
    await row.locator('time').waitFor();
    await expectAccessible(page);
    await looksRight(page, 'triggered');

    // The bell: one more unread, worded from the notice.
    await expect
      .poll(
        async () =>
          Number(
            /(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0,
          ),
        { timeout: 15_000 },
      )
      .toBe(unreadBefore + 1);
    await bell(page).click();
    const menu = page.getByRole('menu');
    const notice = menu.getByRole('menuitem', {
      name: new RegExp(
        `${QUERY}: ${seen} mentions in the last hour, more than the ${threshold} of your alert`,
      ),
    });
    await notice.waitFor();
    await expectAccessible(page);
    await keepScreenshot(page, 'issue32-listen-alerts-bell-1440');
    await notice.click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/listen/);

    // The e-mail: the query, the volume, the threshold, and the way to Listen.
    let mail = '';
    await expect
      .poll(
        async () => {
          mail = await lastMailTo(DEMO.admin).catch(() => '');
          return /^Subject: Listen alert: Oat milk conversations$/m.test(mail);
        },
        { timeout: 70_000 },
      )
      .toBe(true);
    expect(mail).toContain(
      `${QUERY}: ${seen} mentions in the last hour, more than the ${threshold} of your alert.`,
    );
    expect(mail).toMatch(/Open it in Switchboard: http[^\s]+\/#\/listen\n/);

    // While it stays above, no second notice.
    await callApi(page, 'POST', '/api/sandbox/listening/spikes', {
      text: 'oat milk',
      count: 2,
      minutes: 5,
    });
    await expect
      .poll(async () => (await alertOf())?.lastVolume ?? 0, { timeout: 70_000 })
      .toBeGreaterThanOrEqual(seen + 2);
    expect((await alertOf())?.lastTriggeredAt).toBe(crossed?.lastTriggeredAt);
  }, 300_000);

  it('speaks German', async () => {
    const page = await open(DEMO.admin, '/settings/listen-alerts?lang=de');
    await page.reload();
    const main = page.locator('main');
    await main
      .getByRole('heading', { name: 'Listening-Hinweise', level: 2, exact: true })
      .waitFor();
    await main.getByRole('table', { name: 'Benachrichtigungen' }).waitFor();
    await expectAccessible(page);
    await looksRight(page, 'list-de');
    await main.getByRole('button', { name: 'Neue Benachrichtigung' }).click();
    await page.getByRole('dialog', { name: 'Neue Listen-Benachrichtigung' }).waitFor();
    await looksRight(page, 'dialog-de', 'dialog[open]');
  });
});
