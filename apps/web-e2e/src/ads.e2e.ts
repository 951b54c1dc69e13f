/**
 * The ads area against the real server (docs/decisions/0093, 0094): an administrator opens Ads
 * on the first ad account (its id becomes the address's fifth segment), connects a second
 * account through the sandbox ad network's consent page, chooses it in the picker and the
 * address follows; a published post is boosted from its details in publish and shows as a
 * campaign of the account; each screen passes axe and clips nothing at 1440×900 and 1024×768,
 * in English and German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { looksRightAtBothSizes } from './layout.js';

const browser = useBrowser();

/** Marks the posts of this run. */
const RUN = `E2E ${Date.now().toString(36)}`;

interface Account {
  readonly id: string;
  readonly name: string;
  readonly externalId: string;
}

const hash = (page: Page) => new URL(page.url()).hash;

/** The fifth segment of the address read as the ads area reads it (decision 0094). */
const fifthSegment = (page: Page) =>
  new URL(page.url()).href.replace('/#/', '/').split('?')[0]?.split('/').slice(0, 5)[4] ?? null;

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
const looksRight = (page: Page, name: string, root = 'main'): Promise<void> =>
  looksRightAtBothSizes(page, `issue32-ads-${name}`, root);

/** The organisation's connected ad accounts. */
const connectedAccounts = async (page: Page) =>
  (await callApi<{ connected: Account[] }>(page, 'GET', '/api/ads/accounts')).connected;

/**
 * Connects one more of the sandbox network's accounts (by name) through the settings connect
 * flow: the network's button, its consent page (only that account ticked), Allow, and back in
 * settings the account chosen and connected.
 */
async function connectThroughSettings(
  page: Page,
  networkButton: RegExp,
  name: string,
): Promise<Account> {
  await page.goto(page.url().replace(/#.*$/, '#/settings/adaccounts/connect'));
  const main = page.locator('main');
  await main.getByRole('heading', { name: 'Connect ad accounts', level: 2 }).waitFor();
  await main.getByRole('button', { name: networkButton }).click();
  await page.waitForURL(/\/sandbox\/ads\/\w+\/oauth\/authorize/);
  for (const box of await page.getByRole('checkbox').all()) {
    const label = (await box.evaluate((el) => el.parentElement?.textContent ?? '')).trim();
    if (label.startsWith(name)) await box.check();
    else await box.uncheck();
  }
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.waitForURL(/#\/settings\/adaccounts\/connect/);
  await main.getByRole('group', { name: 'Ad accounts you allowed' }).waitFor();
  await main.getByRole('checkbox', { name: new RegExp(name) }).check();
  await main.getByRole('button', { name: /^Connect 1 / }).click();
  await expect.poll(() => hash(page)).toBe('#/settings/adaccounts/list');
  const account = (await connectedAccounts(page)).find((a) => a.name === name);
  if (!account) throw new Error(`${name} was not connected`);
  return account;
}

/** Disconnects and removes an ad account, so that later tests find the demo as it was. */
async function removeAccount(page: Page, id: string): Promise<void> {
  await callApi(page, 'POST', `/api/ads/accounts/${id}/disconnect`);
  await page.request.fetch(`${inject('base')}/api/ads/accounts/${id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
}

/** Waits until a post has a status (the publish job runs in the background). */
async function untilStatus(page: Page, id: string, status: string): Promise<void> {
  await expect
    .poll(
      async () =>
        (await callApi<{ status: string }>(page, 'GET', `/api/publish/posts/${id}`)).status,
      { timeout: 20_000 },
    )
    .toBe(status);
}

describe('the ads area', () => {
  it('preselects the first ad account, connects a second, switches to it and the address follows', async () => {
    const page = await open(DEMO.admin, '/ads');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Ads', level: 1 }).waitFor();
    const eu = (await connectedAccounts(page)).find((a) => a.name === 'Demo Coffee — EU');
    if (!eu) throw new Error('The demo has no Demo Coffee — EU ad account');
    // With no id the first available account is preselected; the address is replaced.
    await expect.poll(() => hash(page)).toMatch(/^#\/ads\/[0-9a-f-]{36}$/);
    const first = fifthSegment(page);
    expect((await connectedAccounts(page))[0]?.id).toBe(first);
    await page.goto(page.url().replace(/#.*$/, `#/ads/${eu.id}`));
    const table = main.getByRole('table', { name: 'Campaigns' });
    await table.waitFor();
    await main.getByRole('rowheader', { name: /^Total/ }).waitFor();
    expect(await table.textContent()).toContain('€');
    await expectAccessible(page);
    await looksRight(page, 'campaigns');

    // Sorting by spend, highest first.
    await main.getByRole('columnheader', { name: /Spend/ }).getByRole('button').click();
    await expect
      .poll(() => main.getByRole('columnheader', { name: /Spend/ }).getAttribute('aria-sort'))
      .toBe('descending');

    // A second account, connected in settings through the TikTok sandbox's consent page.
    const us = await connectThroughSettings(page, /TikTok/, 'Demo Coffee Shorts — US');
    try {
      await page.goto(page.url().replace(/#.*$/, `#/ads/${eu.id}/campaigns`));
      await table.waitFor();
      expect(fifthSegment(page)).toBe(eu.id);
      await main.getByRole('button', { name: /Ad account.*Demo Coffee — EU/ }).click();
      await expectAccessible(page);
      await looksRight(page, 'picker-open');
      await page.getByRole('option', { name: /Demo Coffee Shorts — US/ }).click();
      // The id in the address is replaced; what follows it stays.
      await expect.poll(() => hash(page)).toBe(`#/ads/${us.id}/campaigns`);
      expect(fifthSegment(page)).toBe(us.id);
      await expect.poll(async () => (await table.textContent()) ?? '').toContain('$');
      await main.getByText(/USD · reported in America\/Los_Angeles/).waitFor();
      // An id the organisation does not have: the first account is preselected instead.
      await page.goto(page.url().replace(/#.*$/, '#/ads/00000000-0000-4000-8000-000000000000'));
      const firstNow = (await connectedAccounts(page))[0]?.id;
      await expect.poll(() => fifthSegment(page)).toBe(firstNow);
    } finally {
      await removeAccount(page, us.id);
    }
  });

  it('boosts a published post from publish, and the campaign appears in Ads', async () => {
    const page = await open(DEMO.admin, '/publish/list');
    const text = `${RUN} our winter blend, boosted`;
    const post = await callApi<{ id: string }>(page, 'POST', '/api/publish/posts', {
      channelIds: ['facebook-demo'],
      text,
      action: 'publishNow',
    });
    await untilStatus(page, post.id, 'published');
    await page.reload();
    await page.getByRole('button', { name: text }).click();
    const details = page.getByRole('dialog', { name: 'Post details' });
    await details.getByRole('button', { name: 'Boost' }).click();
    const dialog = page.getByRole('dialog', { name: 'Boost post' });
    await dialog.getByLabel('Ad account').waitFor();
    await dialog.getByLabel(/Total budget/).fill('0.5');
    await dialog.getByRole('button', { name: 'Boost post' }).click();
    await dialog.getByText('Enter a budget from 1 to 1,000,000').waitFor();
    await dialog.getByLabel(/Total budget/).fill('75');
    await dialog.getByLabel('Duration').selectOption({ label: '3 days' });
    await dialog.getByLabel('Countries').fill('de, at');
    await dialog.getByLabel('Minimum age').fill('21');
    await expectAccessible(page);
    await looksRight(page, 'boost-dialog', 'dialog[open]');
    await dialog.getByRole('button', { name: 'Boost post' }).click();
    await page.getByText('The post is boosted. Its campaign is now in Ads.').waitFor();

    const eu = (await connectedAccounts(page)).find((a) => a.name === 'Demo Coffee — EU');
    await page.goto(page.url().replace(/#.*$/, `#/ads/${eu?.id ?? ''}`));
    const main = page.locator('main');
    const row = main.getByRole('row', { name: new RegExp(`Boost: ${RUN}`) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');
    expect(await row.textContent()).toContain('75');
    await looksRight(page, 'campaigns-boosted');
  });

  it('speaks German', async () => {
    const page = await open(DEMO.admin, '/ads?lang=de');
    await page.reload();
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Anzeigen', level: 1 }).waitFor();
    await main.getByRole('table', { name: 'Kampagnen' }).waitFor();
    await expectAccessible(page);
    await looksRight(page, 'campaigns-de');
  });
});
