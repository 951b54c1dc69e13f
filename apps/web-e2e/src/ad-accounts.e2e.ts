/**
 * The ad-account settings against the real server (docs/decisions/0091, 0092): an administrator
 * connects two Facebook ad accounts through the sandbox ad network's consent page, edits one
 * (name, time zone, linked channels, auto-boost), disconnects one and reconnects it; a viewer
 * reads the accounts without a way to change them; each screen passes axe and clips nothing at
 * 1440×900 and 1024×768, in English and German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
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

/** Nothing of the screen is clipped at either size; a screenshot of each is kept. */
const looksRight = (page: Page, name: string): Promise<void> =>
  looksRightAtBothSizes(page, `issue32-adaccounts-${name}`);

/** The names in the connected accounts' table, in order. */
const connectedNames = (page: Page) =>
  content(page)
    .getByTestId('adaccount-row')
    .locator('th')
    .allInnerTexts()
    .then((names) => names.map((n) => n.trim()));

describe('ad-account settings', () => {
  it(
    'an administrator connects two accounts through the consent page, edits one, disconnects and reconnects it',
    { timeout: 120_000 },
    async () => {
      const page = await open(DEMO.admin, '/settings/adaccounts');
      // /settings/adaccounts leads to the list, with Demo Coffee's seeded account.
      await expect.poll(() => hash(page)).toBe('#/settings/adaccounts/list');
      const main = content(page);
      await main.getByRole('heading', { name: 'Ad accounts', level: 2, exact: true }).waitFor();
      await main.getByRole('table', { name: 'Connected ad accounts' }).waitFor();
      expect(await connectedNames(page)).toEqual(['Demo Coffee — EU']);
      await expect.poll(() => main.getByText('Demo Coffee', { exact: true }).count()).toBe(1);
      await expectAccessible(page);
      await looksRight(page, 'list');

      // Connect: the ad network, its consent page, the accounts.
      await main.getByRole('link', { name: 'Connect ad accounts' }).click();
      await expect.poll(() => hash(page)).toBe('#/settings/adaccounts/connect');
      await main.getByRole('heading', { name: 'Connect ad accounts', level: 2 }).waitFor();
      await expectAccessible(page);
      await looksRight(page, 'connect');
      await main.getByRole('button', { name: /Facebook & Instagram/ }).click();
      await page.waitForURL(/\/sandbox\/ads\/facebook\/oauth\/authorize/);
      await page.getByRole('heading', { name: /Facebook & Instagram Ads/ }).waitFor();
      await page.getByRole('button', { name: 'Allow' }).click();

      await page.waitForURL(/#\/settings\/adaccounts\/connect/);
      await main.getByRole('group', { name: 'Ad accounts you allowed' }).waitFor();
      // The code has left the address bar.
      expect(page.url()).not.toContain('code=');
      const eu = main.getByRole('checkbox', { name: /Demo Coffee — EU/ });
      await expect.poll(() => eu.isDisabled()).toBe(true);
      expect(await eu.isChecked()).toBe(true);
      expect(await main.getByRole('checkbox', { name: /Demo Coffee — US/ }).isChecked()).toBe(true);
      expect(await main.getByRole('checkbox', { name: /Demo Coffee — UK/ }).isChecked()).toBe(true);
      await expectAccessible(page);
      await looksRight(page, 'choose');
      await main.getByRole('button', { name: 'Connect 2 accounts' }).click();

      await expect.poll(() => hash(page)).toBe('#/settings/adaccounts/list');
      await page.getByText('2 ad accounts connected').waitFor();
      await expect
        .poll(() => connectedNames(page))
        .toEqual(['Demo Coffee — EU', 'Demo Coffee — UK', 'Demo Coffee — US']);

      // Edit the US account: name, time zone, a linked channel, auto-boost.
      await main.getByRole('link', { name: 'Edit Demo Coffee — US' }).click();
      await expect.poll(() => hash(page)).toMatch(/^#\/settings\/adaccounts\/[0-9a-f-]{36}$/);
      await main.getByRole('heading', { name: 'Demo Coffee — US', level: 2 }).waitFor();
      await expectAccessible(page);
      await looksRight(page, 'editor');
      await main.getByLabel('Name', { exact: true }).fill('Demo Coffee — USA');
      await main.getByLabel('Time zone').selectOption('America/Chicago');
      await main
        .getByRole('group', { name: 'Linked channels' })
        .getByRole('checkbox', { name: /Demo Coffee/ })
        .first()
        .check();
      await main.getByRole('checkbox', { name: /Boost published posts/ }).check();
      await main.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => hash(page)).toBe('#/settings/adaccounts/list');
      await page.getByText('Demo Coffee — USA saved').waitFor();
      const usa = main.getByTestId('adaccount-row').filter({ hasText: 'Demo Coffee — USA' });
      await usa.getByText('Chicago').waitFor();
      await usa.getByText('On', { exact: true }).waitFor();

      // Disconnect the UK account: it moves to the disconnected accounts.
      await main.getByRole('button', { name: 'Disconnect Demo Coffee — UK' }).click();
      const dialog = page.getByRole('dialog', { name: 'Disconnect Demo Coffee — UK?' });
      await dialog.getByRole('button', { name: 'Disconnect' }).click();
      const gone = main
        .getByTestId('adaccount-disconnected')
        .filter({ hasText: 'Demo Coffee — UK' });
      await gone.waitFor();
      await expect
        .poll(() => connectedNames(page))
        .toEqual(['Demo Coffee — EU', 'Demo Coffee — USA']);
      await expectAccessible(page);
      await looksRight(page, 'disconnected');

      // Leaving and entering the list reads it again.
      await page.goto(page.url().replace(/#.*$/, '#/settings/users'));
      await page.goto(page.url().replace(/#.*$/, '#/settings/adaccounts/list'));
      await gone.waitFor();

      // Reconnect it.
      await main.getByRole('button', { name: 'Reconnect Demo Coffee — UK' }).click();
      await page.getByText('Demo Coffee — UK reconnected').waitFor();
      await expect
        .poll(() => connectedNames(page))
        .toEqual(['Demo Coffee — EU', 'Demo Coffee — UK', 'Demo Coffee — USA']);
      await main.getByText('No disconnected ad accounts.').waitFor();
    },
  );

  it('a viewer has no ad-account settings, and the API refuses their changes', async () => {
    const page = await open(DEMO.viewer, '/settings/adaccounts/list');
    await page.getByRole('heading', { name: 'You do not have access to this area' }).waitFor();
    expect(await page.getByRole('table', { name: 'Connected ad accounts' }).count()).toBe(0);
    // Reading stays open to every member (the ads area and the picker need it).
    const list = await callApi<{ connected: { id: string }[]; canManage: boolean }>(
      page,
      'GET',
      '/api/ads/accounts',
    );
    expect(list.canManage).toBe(false);
    const id = list.connected[0]?.id ?? '';
    await expect(callApi(page, 'POST', `/api/ads/accounts/${id}/disconnect`)).rejects.toThrow(
      /403/,
    );
    await expectAccessible(page);
  });

  it('speaks German and fits at both sizes', async () => {
    const page = await open(DEMO.admin, '/settings/adaccounts/list?lang=de');
    // The language of a `lang` link is taken when the app starts.
    await page.reload();
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Werbekonten', level: 2 }).waitFor();
    await main.getByRole('table', { name: 'Verbundene Werbekonten' }).waitFor();
    await looksRight(page, 'list-de');
    await page.goto(page.url().replace(/#.*$/, '#/settings/adaccounts/connect'));
    await main.getByRole('heading', { name: 'Werbekonten verbinden', level: 2 }).waitFor();
    await expectAccessible(page);
    await looksRight(page, 'connect-de');
  });
});
