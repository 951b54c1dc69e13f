import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, expectAccessible, openMenu, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

/** The settings area's navigation (beside the shell's main navigation). */
const settingsNav = (page: Page) => page.getByRole('navigation', { name: 'Settings areas' });

/** The current area's screen, beside the settings navigation. */
const content = (page: Page) => page.locator('main nav[aria-label="Settings areas"] + div');

/** Signs in and opens the settings from the sidebar's Settings button. */
async function openSettings(page: Page, email: string): Promise<void> {
  page.setDefaultTimeout(10_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await content(page).getByRole('heading', { name: 'Settings', level: 2, exact: true }).waitFor();
}

/** The areas of the settings navigation: where each leads and the name it shows. */
async function navigationAreas(page: Page): Promise<{ href: string; name: string }[]> {
  const links = settingsNav(page).getByRole('link');
  const areas: { href: string; name: string }[] = [];
  for (const link of await links.all()) {
    areas.push({
      href: (await link.getAttribute('href')) ?? '',
      name: ((await link.locator('span').first().textContent()) ?? '').trim(),
    });
  }
  return areas;
}

describe('the settings area', () => {
  it('leads an administrator from the sidebar to an overview, and every area link to a page with a heading', async () => {
    const page = await browser.page();
    await openSettings(page, DEMO.admin);
    expect(new URL(page.url()).hash).toBe('#/settings');
    await expectAccessible(page);
    const areas = await navigationAreas(page);
    expect(areas.map((area) => area.href)).toEqual([
      '#/settings/overview',
      '#/settings/profile',
      '#/settings/notifications',
      '#/settings/privacy',
      '#/settings/users',
      '#/settings/teams',
      '#/settings/ai',
      '#/settings/audit-log',
      '#/settings/channels',
      '#/settings/channel-groups',
      '#/settings/campaign-tracking',
      '#/settings/tracking-templates',
      '#/settings/label-management',
      '#/settings/integrations',
      '#/settings/brands/list',
      '#/settings/public-channels/list',
      '#/settings/adaccounts/list',
      '#/settings/listen-alerts',
    ]);
    // The overview has a card for every other area.
    const main = content(page);
    for (const area of areas.slice(1)) {
      expect(await main.locator(`a[href="${area.href}"]`).count(), area.href).toBe(1);
    }

    for (const area of areas) {
      await settingsNav(page).locator(`a[href="${area.href}"]`).click();
      await expect.poll(() => new URL(page.url()).hash).toBe(area.href);
      const heading = area.href === '#/settings/overview' ? 'Settings' : area.name;
      await main.getByRole('heading', { name: heading, level: 2, exact: true }).first().waitFor();
      expect(
        await settingsNav(page).locator('[aria-current="page"] span').first().textContent(),
      ).toBe(area.name);
      expect(await main.textContent()).not.toMatch(/coming soon/i);
    }

    // The platform menu leads here too.
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/settings/overview');
    await main.getByRole('heading', { name: 'Settings', level: 2, exact: true }).waitFor();
  });

  it('leaves the channel settings out of an editor’s navigation, and says no access at their URL', async () => {
    const page = await browser.page();
    await openSettings(page, DEMO.editor);
    const hrefs = (await navigationAreas(page)).map((area) => area.href);
    expect(hrefs).toContain('#/settings/profile');
    expect(hrefs).not.toContain('#/settings/channels');
    expect(hrefs).not.toContain('#/settings/users');
    expect(
      await settingsNav(page).getByRole('link', { name: 'Channels', exact: true }).count(),
    ).toBe(0);

    await page.goto(page.url().replace(/#.*$/, '#/settings/channels'));
    await content(page)
      .getByRole('heading', { name: 'You do not have access to this area' })
      .waitFor();
    await page
      .getByText('Channels is open only to the people who manage it.', { exact: false })
      .waitFor();
    // Inside the settings layout, not a redirect.
    expect(new URL(page.url()).hash).toBe('#/settings/channels');
    await settingsNav(page).getByRole('link', { name: 'Your profile' }).waitFor();
    await expectAccessible(page);
  });

  it('shows an administrator of essentials the areas the package lacks as locked, and why', async () => {
    const page = await browser.page();
    await openSettings(page, 'admin@other.test');
    const locked = settingsNav(page).getByRole('link', {
      name: "Ad accounts Not in your organisation's package",
    });
    await locked.waitFor();
    await content(page)
      .getByText("Areas with a lock are not in your organisation's package", { exact: false })
      .waitFor();
    await locked.click();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/settings/adaccounts/list');
    await content(page).getByRole('heading', { name: 'Ad accounts', exact: true }).waitFor();
    await page.getByText("Ad accounts is not in your organisation's package.").waitFor();
    await page
      .getByText('To add it, contact your Switchboard account manager', { exact: false })
      .waitFor();
    await expectAccessible(page);
  });

  it('folds the navigation into a button at 1024 px, usable with the keyboard', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await openSettings(page, DEMO.admin);
    const toggle = settingsNav(page).getByRole('button', { name: /All settings areas/ });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await settingsNav(page).getByRole('link', { name: 'Users' }).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await settingsNav(page).getByRole('link', { name: 'Users' }).waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    await settingsNav(page).getByRole('link', { name: 'Teams' }).click();
    await content(page).getByRole('heading', { name: 'Teams', level: 2, exact: true }).waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
