/**
 * The post composer against the real server: the counter per network (X counted as X counts),
 * the main action held back while a network's version is too long, publishing a post, asking
 * before unsaved changes are lost, accessibility and nothing clipped at 1440 and 1024 px, and
 * the composer in German. It is opened from the publish area's "Create post".
 */
import type { PublishItemsPage, PublishPost } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { png } from './images.js';
import { keepScreenshot, overflowing } from './layout.js';

const browser = useBrowser();
const DIALOG = 'dialog[open], [role="dialog"]';

/** Signs in and opens the composer from the publish area, with `query` on the route. */
async function openComposer(email: string, query = '', size = { width: 1440, height: 900 }) {
  const page = await browser.page();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize(size);
  await signIn(page, email);
  await page.getByRole('heading', { name: /^(Home|Startseite)$/ }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#/publish${query}`));
  if (query !== '') await page.reload();
  await page.getByRole('button', { name: /^(Create post|Beitrag erstellen)$/ }).click();
  await page.locator('input[data-channel-id]').first().waitFor();
  return page;
}

const composer = (page: Page) => page.locator('dialog[open]').first();
const counter = (page: Page, network: string) =>
  composer(page).locator(`[data-testid="network-counter"][data-network="${network}"]`);
const mainAction = (page: Page) => composer(page).locator('button[data-action]');

describe('the post composer', () => {
  it('281 characters with an X channel: 281/280, the reason in words, the main action disabled', async () => {
    const page = await openComposer(DEMO.admin);
    await composer(page).getByRole('heading', { name: 'Create post' }).waitFor();
    await composer(page).locator('input[data-channel-id="twitter-demo"]').check();
    await composer(page).locator('input[data-channel-id="linkedin-demo"]').check();
    await composer(page).getByRole('textbox', { name: 'Text', exact: true }).fill('a'.repeat(281));

    expect(await counter(page, 'twitter').innerText()).toContain('281/280');
    expect(await counter(page, 'twitter').getAttribute('data-over')).toBe('true');
    expect(await counter(page, 'linkedIn').innerText()).toContain('281/3000');
    await composer(page).getByText('X: the post is 281 characters; X takes 280.').waitFor();
    expect(await mainAction(page).getAttribute('data-action')).toBe('publishNow');
    expect(await mainAction(page).isDisabled()).toBe(true);
    await composer(page).getByText('Fix the text for each network first.').waitFor();

    // X gets its own, shorter text: the post may go out again.
    await composer(page).getByRole('button', { name: 'Customise for X' }).click();
    await composer(page).getByRole('textbox', { name: 'Text for X' }).fill('Short for X');
    expect(await counter(page, 'twitter').innerText()).toContain('11/280');
    expect(await mainAction(page).isDisabled()).toBe(false);
    // The preview per network shows each version.
    await composer(page).getByRole('article', { name: 'How the post looks on X' }).waitFor();

    await expectAccessible(page);
    expect(await overflowing(page, DIALOG)).toEqual([]);
    await keepScreenshot(page, 'publish-composer-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await overflowing(page, DIALOG)).toEqual([]);
    await keepScreenshot(page, 'publish-composer-1024');
  });

  it('publishes a post now on X and the server has it; a time offers Schedule', async () => {
    const page = await openComposer(DEMO.admin);
    const text = `Fresh beans from the composer test ${Date.now()}`;
    await composer(page).locator('input[data-channel-id="twitter-demo"]').check();
    await composer(page).getByRole('textbox', { name: 'Text', exact: true }).fill(text);
    // A date and time make the main action Schedule; clearing them gives Publish now back.
    await composer(page).getByLabel('Date', { exact: true }).fill('2030-01-15');
    await composer(page).getByLabel('Time', { exact: true }).fill('09:30');
    expect(await mainAction(page).getAttribute('data-action')).toBe('schedule');
    await composer(page)
      .getByText(/^Time zone: .+ \(GMT/)
      .waitFor();
    await composer(page).getByRole('button', { name: 'Clear the date and time' }).click();
    expect(await mainAction(page).getAttribute('data-action')).toBe('publishNow');

    await mainAction(page).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    const items = await callApi<PublishItemsPage>(
      page,
      'GET',
      '/api/publish/items?sortBy=newest&limit=50',
    );
    const saved = items.items.find((post) => post.text === text);
    expect(saved?.channelIds).toEqual(['twitter-demo']);
    expect(['scheduled', 'published']).toContain(saved?.status);
  });

  it('previews the first link of the text, uploads a photo with its thumbnail, refuses a PDF, and saves a draft', async () => {
    const page = await openComposer(DEMO.admin);
    const text = `Our autumn menu ${inject('base')}/sandbox/sites/demo-coffee/autumn-menu ${Date.now()}`;
    await composer(page).locator('input[data-channel-id="twitter-demo"]').check();
    await composer(page).locator('input[data-channel-id="facebook-demo"]').check();
    await composer(page).getByRole('textbox', { name: 'Text', exact: true }).fill(text);
    const card = composer(page).getByTestId('link-preview');
    await card.getByText('The autumn menu is here').waitFor();
    await composer(page).getByRole('tab', { name: 'Facebook' }).click();
    await composer(page)
      .getByRole('article', { name: 'How the post looks on Facebook' })
      .getByText('The autumn menu is here')
      .waitFor();

    const files = composer(page).locator('input[type="file"]');
    await files.setInputFiles({
      name: 'menu.png',
      mimeType: 'image/png',
      buffer: png(64, [200, 120, 40]),
    });
    await composer(page).getByRole('img', { name: 'menu.png' }).first().waitFor();
    await files.setInputFiles({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await composer(page)
      .getByText(/^menu\.pdf: (X|Facebook) does not take this kind of file\.$/)
      .waitFor();
    await expectAccessible(page);
    expect(await overflowing(page, DIALOG)).toEqual([]);
    await keepScreenshot(page, 'publish-composer-media');

    await composer(page).getByRole('button', { name: 'Remove the link preview' }).first().click();
    await card.waitFor({ state: 'detached' });
    await composer(page).getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Save draft' }).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    const items = await callApi<PublishItemsPage>(
      page,
      'GET',
      '/api/publish/items?statuses=draft&sortBy=newest&limit=50',
    );
    const saved = items.items.find((post) => post.text === text);
    expect(saved?.media.map((media) => [media.kind, media.mimeType])).toEqual([
      ['photo', 'image/png'],
    ]);
    expect(saved?.link).toBeNull();
  });

  it('a content creator submits for approval, with Save draft in the menu', async () => {
    const page = await openComposer('creator@demo.test');
    const text = `Open until 8 pm all week ${Date.now()}`;
    await composer(page).locator('input[data-channel-id]').first().check();
    await composer(page).getByRole('textbox', { name: 'Text', exact: true }).fill(text);
    expect(await mainAction(page).getAttribute('data-action')).toBe('submitForApproval');
    await composer(page).getByRole('button', { name: 'More actions' }).click();
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Save draft']);
    await page.keyboard.press('Escape');
    await mainAction(page).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    const items = await callApi<PublishItemsPage>(
      page,
      'GET',
      '/api/publish/items?statuses=pendingApproval&sortBy=newest&limit=50',
    );
    expect(items.items.find((post) => post.text === text)?.status).toBe('pendingApproval');
  });

  it('has no promote where the package has none (essentials)', async () => {
    const suite = await openComposer(DEMO.admin);
    await composer(suite).getByRole('checkbox', { name: 'Promote this post' }).waitFor();
    const essentials = await openComposer('admin@other.test');
    await composer(essentials).getByRole('heading', { name: 'Create post' }).waitFor();
    expect(
      await composer(essentials).getByRole('checkbox', { name: 'Promote this post' }).count(),
    ).toBe(0);
  });

  it('edits a scheduled post: its channels, its X text, its time in the zone; saved again', async () => {
    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    const text = `Weekend tasting, all day ${Date.now()}`;
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setUTCSeconds(0, 0);
    const post = await callApi<PublishPost>(page, 'POST', '/api/publish/posts', {
      channelIds: ['twitter-demo', 'linkedin-demo'],
      text,
      action: 'schedule',
      scheduledAt: at.toISOString(),
      variants: [{ network: 'twitter', text: 'Tasting this weekend' }],
    });
    await page.goto(page.url().replace(/#.*$/, '#/publish/list'));
    await page.getByRole('button', { name: text }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await composer(page).getByRole('heading', { name: 'Edit post' }).waitFor();
    const main = composer(page).getByRole('textbox', { name: 'Text', exact: true });
    expect(await main.inputValue()).toBe(text);
    expect(await composer(page).locator('input[data-channel-id="twitter-demo"]').isChecked()).toBe(
      true,
    );
    expect(await composer(page).getByLabel('Date', { exact: true }).inputValue()).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    expect(await mainAction(page).getAttribute('data-action')).toBe('schedule');
    await composer(page).getByRole('tab', { name: 'X' }).first().click();
    expect(await composer(page).getByRole('textbox', { name: 'Text for X' }).inputValue()).toBe(
      'Tasting this weekend',
    );
    await composer(page).getByRole('textbox', { name: 'Text for X' }).fill('Tasting on Saturday');
    await mainAction(page).click();
    await page
      .locator('dialog[open]')
      .filter({ has: page.getByRole('heading', { name: 'Edit post' }) })
      .waitFor({ state: 'detached' });
    const saved = await callApi<PublishPost>(page, 'GET', `/api/publish/posts/${post.id}`);
    expect(saved.variants.find((variant) => variant.network === 'twitter')?.text).toBe(
      'Tasting on Saturday',
    );
    expect(saved.scheduledAt).toBe(at.toISOString());
  });

  it('a post published meanwhile: the server’s refusal in words, the text kept', async () => {
    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    const text = `Last call for pastries ${Date.now()}`;
    const input = {
      channelIds: ['twitter-demo'],
      text,
      action: 'schedule',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const post = await callApi<PublishPost>(page, 'POST', '/api/publish/posts', input);
    await page.goto(page.url().replace(/#.*$/, '#/publish/list'));
    await page.getByRole('button', { name: text }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await composer(page).getByRole('heading', { name: 'Edit post' }).waitFor();
    // Someone else publishes it now, before this edit is saved.
    await callApi(page, 'PUT', `/api/publish/posts/${post.id}`, {
      ...input,
      action: 'publishNow',
      scheduledAt: null,
    });
    await expect
      .poll(
        async () =>
          (await callApi<PublishPost>(page, 'GET', `/api/publish/posts/${post.id}`)).status,
        { timeout: 20_000, interval: 500 },
      )
      .toBe('published');
    const main = composer(page).getByRole('textbox', { name: 'Text', exact: true });
    await main.fill(`${text}, now with croissants`);
    await mainAction(page).click();
    const alert = composer(page).getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/^The post cannot be saved in its current state: ./);
    expect(await main.inputValue()).toBe(`${text}, now with croissants`);
    await keepScreenshot(page, 'publish-composer-conflict');
  });

  it('asks before unsaved changes are lost', async () => {
    const page = await openComposer(DEMO.admin);
    await composer(page).getByRole('textbox', { name: 'Text', exact: true }).fill('Half a thought');
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: 'Discard your changes?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    expect(
      await composer(page).getByRole('textbox', { name: 'Text', exact: true }).inputValue(),
    ).toBe('Half a thought');
    await composer(page).getByRole('button', { name: 'Cancel' }).click();
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  });

  it('speaks German', async () => {
    const page = await openComposer(DEMO.admin, '?lang=de');
    await composer(page).getByRole('heading', { name: 'Beitrag erstellen' }).waitFor();
    await composer(page).locator('input[data-channel-id="twitter-demo"]').check();
    await composer(page)
      .getByRole('textbox', { name: 'Beitragstext', exact: true })
      .fill('b'.repeat(281));
    await composer(page).getByText('X: Der Beitrag hat 281 Zeichen; X erlaubt 280.').waitFor();
    await expectAccessible(page);
    expect(await overflowing(page, DIALOG)).toEqual([]);
    await keepScreenshot(page, 'publish-composer-de');
  });
});
