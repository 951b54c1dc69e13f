/**
 * The inbox from a 768 px tablet to a 1920 px screen, measured in real Chromium: the sidebar is
 * a rail of icons under 1280 px, the feeds a drawer under 1180 px where the conversation also
 * opens over the list; nothing on the inbox, the conversation or the feed editor overflows its
 * box. Screenshots of each width are kept as artefacts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, openInbox, useBrowser } from './browser.js';
import { keepScreenshot, overflowing, scrollsSideways } from './layout.js';

const browser = useBrowser();

const SIZES = [
  [1920, 1080],
  [1440, 900],
  [1280, 800],
  [1180, 820],
  [1024, 768],
  [768, 1024],
] as const;

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const feedsNav = (page: Page) => page.getByRole('navigation', { name: 'Feeds' });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const rows = (page: Page) => page.getByTestId('virtual-list').locator('[data-item-id]');
const width = async (page: Page, selector: string) =>
  (await page.locator(selector).first().boundingBox())?.width ?? 0;

/** Fails with the offending elements when anything under `root` overflows its box. */
async function expectNoOverflow(page: Page, root: string, where: string): Promise<void> {
  expect({ where, overflowing: await overflowing(page, root) }).toEqual({ where, overflowing: [] });
}

describe('the inbox from 768 to 1920 px wide', () => {
  it('measures: text wider than its box is found, text cut with an ellipsis is not', async () => {
    const page = await browser.page();
    // Built with the DOM (the app's content security policy allows no inline style).
    await page.evaluate(() => {
      const main = document.createElement('main');
      const box = main.appendChild(document.createElement('div'));
      box.style.width = '60px';
      box.appendChild(document.createElement('p')).textContent = 'Kundenzufriedenheitsumfrage';
      const cut = main.appendChild(document.createElement('p'));
      Object.assign(cut.style, {
        width: '60px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      });
      cut.className = 'cut';
      cut.textContent = 'Kundenzufriedenheitsumfrage';
      document.body.replaceChildren(main);
    });
    const found = await overflowing(page, 'main');
    // The box and the text that overflows it; not the text cut on purpose.
    expect(found.map((f) => f.replace(/\d+>/, 'N>'))).toEqual([
      'div. "Kundenzufriedenheitsumfrage" N>60 wide',
      'p. "Kundenzufriedenheitsumfrage" N>60 wide',
    ]);
    await page.close();
  });

  it.each(SIZES)(
    'works at %i×%i',
    async (w, h) => {
      const page = await browser.page();
      await page.setViewportSize({ width: w, height: h });
      await openInbox(page, 'admin@demo.test');
      await rows(page).first().waitFor();
      const narrow = w < 1180;
      const name = `engage-${w}x${h}`;

      // The sidebar: names beside icons from 1280 px, a rail of icons named on hover under it.
      const bar = await sidebar(page).boundingBox();
      if (w < 1280) {
        expect(bar?.width).toBeLessThanOrEqual(72);
        const engage = sidebar(page).getByRole('link', { name: 'Engage' });
        await engage.hover();
        const tip = (await engage.getAttribute('aria-describedby')) ?? '';
        await expect.poll(() => page.locator(`[id="${tip}"]`).isVisible()).toBe(true);
      } else {
        const engage = sidebar(page).getByRole('link', { name: 'Engage' });
        const shown = await engage.getByText('Engage', { exact: true }).boundingBox();
        expect(shown?.width).toBeGreaterThan(30);
        expect(bar?.width).toBeGreaterThan(200);
      }

      // The feeds: a column, or a drawer the list's "Feeds" button opens.
      const toggle = page.getByRole('button', { name: 'Feeds', exact: true });
      if (narrow) {
        expect(await feedsNav(page).isVisible()).toBe(false);
        await toggle.click();
        await feedsNav(page).waitFor();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        await keepScreenshot(page, `${name}-feeds-drawer`);
        await expectNoOverflow(page, 'main', `${name} feeds drawer`);
        await feedsNav(page).getByRole('link', { name: 'All items' }).click();
        await expect.poll(() => feedsNav(page).isVisible()).toBe(false);
      } else {
        expect(await toggle.isVisible()).toBe(false);
        expect(await feedsNav(page).isVisible()).toBe(true);
      }
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoOverflow(page, 'main', `${name} inbox`);
      await keepScreenshot(page, `${name}-inbox`);

      // An item opens beside the list, or over it under 1180 px.
      const listWidth = await width(page, '[data-testid="virtual-list"]');
      await rows(page)
        .first()
        .getByRole('button', { name: /^Open / })
        .click();
      await conversation(page).getByRole('toolbar', { name: 'Actions' }).first().waitFor();
      const view = await conversation(page).boundingBox();
      if (narrow) {
        expect(view?.width).toBeGreaterThan(w - 120);
        expect(await page.getByTestId('virtual-list').isVisible()).toBe(false);
      } else {
        expect(view?.width).toBeGreaterThanOrEqual(380);
        expect(await page.getByTestId('virtual-list').isVisible()).toBe(true);
      }
      expect(listWidth).toBeGreaterThanOrEqual(280);
      const reply = conversation(page).getByRole('textbox').last();
      if (await reply.count()) expect((await reply.boundingBox())?.width).toBeGreaterThan(280);
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoOverflow(page, 'main', `${name} conversation`);
      await keepScreenshot(page, `${name}-conversation`);
      if (w === 1024) await expectAccessible(page);

      // Back to the list: where it was.
      if (narrow) {
        await conversation(page).getByRole('button', { name: 'Back to list' }).click();
        await rows(page).first().waitFor();
        expect(await conversation(page).count()).toBe(0);
      }

      // The feed editor.
      if (narrow) await toggle.click();
      await page.getByRole('button', { name: 'New feed' }).click();
      const editor = page.getByRole('dialog', { name: 'New feed' });
      await editor.waitFor();
      await expectNoOverflow(page, 'dialog[open]', `${name} feed editor`);
      await keepScreenshot(page, `${name}-feed-editor`);
      await page.close();
    },
    90_000,
  );

  it.each([
    [1024, 768],
    [1280, 800],
  ] as const)(
    'works in German at %i×%i, where the words are longest',
    async (w, h) => {
      const page = await browser.page();
      await page.setViewportSize({ width: w, height: h });
      await openInbox(page, 'admin@demo.test', '/engage?lang=de');
      await page.reload();
      await page.getByRole('navigation', { name: 'Hauptnavigation' }).waitFor();
      await rows(page).first().waitFor();
      const name = `engage-de-${w}x${h}`;
      await expectNoOverflow(page, 'main', `${name} inbox`);
      await keepScreenshot(page, `${name}-inbox`);
      await rows(page)
        .first()
        .getByRole('button', { name: /öffnen/i })
        .click();
      await page
        .getByRole('region', { name: 'Unterhaltung' })
        .getByRole('toolbar')
        .first()
        .waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      await expectNoOverflow(page, 'main', `${name} conversation`);
      await keepScreenshot(page, `${name}-conversation`);
      await page.close();
    },
    90_000,
  );
});
