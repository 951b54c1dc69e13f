/**
 * The channel settings in the browser against the real server and its sandbox networks: an
 * administrator connects two LinkedIn pages through the network's consent page and sees them
 * indexed without reloading, renames one, reconnects it, gives it to a team, replaces a team's
 * role with a person's own (the override confirmation), and marks the other for deletion; a
 * member of the team finds the channel's items in the inbox; an editor has no channel settings.
 */
import type { SavedItem } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, openInbox, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

const BAKERY = "Admin's Bakery Ltd";
const BOOKSHOP = "Admin's Bookshop Ltd";
const RENAMED = 'Bakery Jobs';

/** The channels' table of the list, and one channel's row in it (by the name it links with). */
const table = (page: Page) => page.getByRole('table', { name: 'Channels you manage' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const hash = (page: Page) => new URL(page.url()).hash;

/** The organisation's channel count as the list's heading says it. */
async function shownCount(page: Page): Promise<number> {
  const count = page.getByRole('status').filter({ hasText: /^\d+ channels?$/ });
  await count.waitFor();
  return Number(/(\d+) channels?$/.exec((await count.textContent()) ?? '')?.[1]);
}

/** Signs in and opens a settings page of the channels. */
async function openChannels(page: Page, email: string, route = '/settings/channels') {
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  // Sam Social works in German: the app takes the language the server keeps for them.
  await page.getByRole('heading', { name: /^(Home|Startseite)$/ }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
}

/** On a sandbox network's consent page: keeps only the accounts named, and allows them. */
async function allowOnly(page: Page, names: readonly string[]) {
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  for (const box of await page.getByRole('checkbox').all()) {
    const label = ((await box.evaluate((el) => el.parentElement?.textContent)) ?? '').trim();
    if (names.includes(label)) await box.check();
    else await box.uncheck();
  }
  await page.getByRole('button', { name: 'Allow' }).click();
}

/** What the tests share: the admin's page, the count before, the two new channels' ids. */
const state = { admin: null as Page | null, before: 0, bakery: '', bookshop: '' };
const admin = () => {
  if (state.admin === null) throw new Error('The administrator’s page is not open.');
  return state.admin;
};

describe('channel settings', () => {
  it('connects two LinkedIn pages through the consent page; they are indexed without a reload', async () => {
    const page = await browser.page();
    state.admin = page;
    await openChannels(page, DEMO.admin);
    await table(page).waitFor();
    state.before = await shownCount(page);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Connect a channel' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect a channel' });
    await dialog.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
    await expect(
      dialog.getByText('WhatsApp numbers connect through', { exact: false }).count(),
    ).resolves.toBe(1);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Connect LinkedIn' }).click();

    await page.waitForURL(/\/sandbox\/linkedin\/oauth\/authorize/);
    await allowOnly(page, [BAKERY, BOOKSHOP]);

    const accounts = page.getByRole('dialog', { name: 'Choose the LinkedIn accounts to add' });
    await accounts.getByRole('checkbox', { name: BAKERY }).waitFor();
    expect(await accounts.getByRole('checkbox', { name: BAKERY }).isChecked()).toBe(true);
    expect(await accounts.getByRole('checkbox', { name: BOOKSHOP }).isChecked()).toBe(true);
    // The query of the network's return is handled and cleared.
    expect(hash(page)).toBe('#/settings/channels');
    await expectAccessible(page);
    await accounts.getByRole('button', { name: 'Add 2 channels' }).click();
    const added = page.getByRole('dialog', { name: 'Connect a channel' });
    await added.getByText('2 channels added.', { exact: false }).waitFor();
    await added.getByRole('button', { name: 'Done' }).click();

    // From here on the page must not load again: indexing arrives live.
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await expect.poll(() => shownCount(page)).toBe(state.before + 2);
    for (const name of [BAKERY, BOOKSHOP]) {
      await expect
        .poll(() => row(page, name).getByText('Indexed', { exact: true }).count(), {
          timeout: 20_000,
        })
        .toBe(1);
    }
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
    const idOf = async (name: string) =>
      decodeURIComponent(
        (
          (await row(page, name).getByRole('link', { name, exact: true }).getAttribute('href')) ??
          ''
        )
          .split('/')
          .pop() ?? '',
      );
    state.bakery = await idOf(BAKERY);
    state.bookshop = await idOf(BOOKSHOP);
    expect(state.bakery).toMatch(/^linkedin-/);
    expect(await row(page, BAKERY).getByText('Company page', { exact: false }).count()).toBe(1);
  }, 90_000);

  it('renames a channel and reconnects it: back on its page with the success banner', async () => {
    const page = admin();
    await row(page, BAKERY).getByRole('link', { name: BAKERY, exact: true }).click();
    await page.getByRole('heading', { level: 2, name: BAKERY }).waitFor();
    expect(hash(page)).toBe(`#/settings/channels/${state.bakery}`);

    await page.getByLabel('Name shown in the product').fill(RENAMED);
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('The name is saved.').waitFor();
    await page.getByRole('heading', { level: 2, name: RENAMED }).waitFor();
    await page.getByText(`On LinkedIn: ${BAKERY}`).waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
    await page.waitForURL(/\/sandbox\/linkedin\/oauth\/authorize/);
    await allowOnly(page, [BAKERY]);
    await page.getByText('The channel is connected again. It is being indexed now.').waitFor();
    await page.getByRole('heading', { level: 2, name: RENAMED }).waitFor();
    expect(hash(page)).toBe(`#/settings/channels/${state.bakery}`);
    const history = page.getByRole('region', { name: 'Connection history' });
    await history.getByRole('cell', { name: 'Reconnected' }).first().waitFor();
    await history.getByRole('cell', { name: 'Renamed' }).first().waitFor();
  }, 60_000);

  it('gives the channel to a team and replaces the team’s role with a person’s own, after confirming', async () => {
    const page = admin();
    const teams = page.getByRole('region', { name: 'Teams' });
    await teams.getByLabel('Team').selectOption({ label: 'Customer Care' });
    await teams.getByRole('button', { name: 'Add to team' }).click();
    await page.getByText('Added to Customer Care.').waitFor();
    await teams.getByRole('button', { name: 'Remove from Customer Care' }).waitFor();

    const people = page.getByRole('region', { name: 'People and roles' });
    const eddie = people.getByRole('row').filter({ hasText: 'editor@demo.test' });
    await eddie.getByText('Team: Customer Care').waitFor();
    const role = eddie.getByRole('combobox', { name: 'Role of Eddie Editor' });
    await role.selectOption('MODERATOR');
    const confirm = page.getByRole('dialog', { name: 'Replace the role?' });
    await confirm
      .getByText('Eddie Editor is already editor on this channel.', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Replace role' }).click();
    await page.getByText('Eddie Editor is Moderator on this channel.').waitFor();
    await eddie.getByText('Own role, in place of the team role (Customer Care)').waitFor();
    expect(await role.inputValue()).toBe('MODERATOR');
  }, 60_000);

  it('lets a member of that team find the channel’s items in the inbox', async () => {
    const page = await openInbox(await browser.page(), DEMO.editor);
    await page.getByRole('button', { name: 'New feed' }).click();
    const editor = page.getByRole('dialog', { name: 'New feed' });
    await editor.getByLabel('Name').fill(RENAMED);
    // The feed editor's channel picker: the channel under its new name.
    const pick = editor.locator(`input[data-channel-id="${state.bakery}"]`);
    expect(await pick.evaluate((input) => input.closest('li')?.textContent ?? '')).toContain(
      RENAMED,
    );
    await pick.check();
    await editor.getByRole('button', { name: 'Create feed' }).click();
    await expect.poll(() => hash(page)).toMatch(/^#\/engage\/feeds\/[^/]+$/);
    // The feed's rows are the channel's items, brought in by its indexing.
    const channelOfFirstRow = async () => {
      const first = page.getByTestId('virtual-list').locator('[data-item-id]').first();
      if ((await first.count()) === 0) return null;
      const id = (await first.getAttribute('data-item-id')) ?? '';
      const item = await callApi<SavedItem>(
        page,
        'GET',
        `/api/engage/contents/${encodeURIComponent(id)}`,
      );
      return item.channelId;
    };
    await expect.poll(channelOfFirstRow, { timeout: 15_000 }).toBe(state.bakery);
  }, 60_000);

  it('marks a channel for deletion after saying what is lost; it leaves the list at once', async () => {
    const page = admin();
    await page.goto(page.url().replace(/#.*$/, `#/settings/channels/${state.bookshop}`));
    await page.getByRole('heading', { level: 2, name: BOOKSHOP }).waitFor();
    await page.getByRole('button', { name: 'Mark for deletion' }).click();
    const confirm = page.getByRole('dialog', { name: `Mark ${BOOKSHOP} for deletion?` });
    await confirm
      .getByText('The channel leaves every list, inbox, feed and team at once.', { exact: false })
      .waitFor();
    await confirm.getByText('kept for 30 days', { exact: false }).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Mark for deletion' }).click();
    await page.getByText(`${BOOKSHOP} is marked for deletion.`).waitFor();
    await expect.poll(() => hash(page)).toBe('#/settings/channels');
    await table(page).waitFor();
    await expect.poll(() => row(page, BOOKSHOP).count()).toBe(0);
    await expect.poll(() => shownCount(page)).toBe(state.before + 1);
    await row(page, RENAMED).waitFor();
  }, 60_000);

  it('lets a member of a team that manages channels connect one: it joins their team, indexed live (in German)', async () => {
    const page = await browser.page();
    await openChannels(page, 'sam@demo.test');
    const count = page.getByRole('status').filter({ hasText: /^\d+ Kanäle$/ });
    await count.waitFor();
    const before = Number(/(\d+) Kanäle$/.exec((await count.textContent()) ?? '')?.[1]);
    await page.getByRole('button', { name: 'Kanal verbinden' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'TikTok verbinden' }).click();
    await page.waitForURL(/\/sandbox\/tiktok\/oauth\/authorize/);
    await allowOnly(page, ["Sam's Bakery"]);
    const dialog = page.getByRole('dialog', { name: 'TikTok-Konten zum Hinzufügen wählen' });
    await dialog.getByRole('checkbox', { name: "Sam's Bakery" }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: '1 Kanal hinzufügen' }).click();
    await page.getByRole('dialog').getByText('1 Kanal hinzugefügt.', { exact: false }).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fertig' }).click();
    const channels = page.getByRole('table', { name: 'Kanäle, die Sie verwalten' });
    const sams = channels
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: "Sam's Bakery", exact: true }) });
    // The channel joined the team through which Sam manages channels, and stays in the list.
    await sams.getByText('Social Marketing').waitFor();
    await expect
      .poll(() => sams.getByText('Indexiert', { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    await page
      .getByRole('status')
      .filter({ hasText: `${before + 1} Kanäle` })
      .waitFor();
  }, 60_000);

  it('gives an editor no channel settings: no entry, no access at the URL, 403 from the API', async () => {
    const page = await browser.page();
    await openChannels(page, DEMO.editor, '/settings/profile');
    const nav = page.getByRole('navigation', { name: 'Settings areas' });
    await nav.getByRole('link', { name: 'Your profile' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Channels', exact: true }).count()).toBe(0);
    await page.goto(page.url().replace(/#.*$/, '#/settings/channels'));
    await page.getByRole('heading', { name: 'You do not have access to this area' }).waitFor();
    expect(await table(page).count()).toBe(0);
    await expect(
      callApi(page, 'POST', '/channels/v2/settings/channels', { pageIndex: 0, pageSize: 15000 }),
    ).rejects.toThrow(/: 403 /);
  });
});
