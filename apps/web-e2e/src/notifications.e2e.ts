/**
 * The notification centre (issue 25) with two people: the administrator writes a note that
 * mentions a colleague invited for the test (B), whose unread count rises live while B is on
 * another screen, and whose notice opens the item; B's product filter is kept after a reload;
 * "Mark all as read" empties the count in both of B's tabs.
 */
import type { Page } from 'playwright-core';
import type { SearchPage } from '@smm/model';
import { describe, expect, it } from 'vitest';
import {
  callApi,
  DEMO,
  expectAccessible,
  invitedColleague,
  signIn,
  useBrowser,
} from './browser.js';

const browser = useBrowser();
const password = 'a good long password';

/** Signs in at `route` and waits for the shell. */
async function open(email: string, route: string, pass = 'demo'): Promise<Page> {
  const page = await browser.page(`#${route}`);
  page.setDefaultTimeout(10_000);
  await signIn(page, email, pass);
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  return page;
}

/** The bell of the platform menu, by its name with the unread count. */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** The unread count the bell names (0 without one). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** A Facebook comment of the demo organisation and the id of the person B. */
async function setUp(admin: Page) {
  const b = await invitedColleague(admin, password, 'Bea', 'Bell');
  const users = await callApi<{ id: string; email: string }[]>(
    admin,
    'GET',
    '/api/2/users/me/colleagues',
  );
  const bId = users.find((user) => user.email === b.email)?.id;
  if (!bId) throw new Error('B is not among the colleagues.');
  // B moderates the demo's Facebook channel, so a note there may mention them.
  await callApi(admin, 'POST', `/api/1/channel/facebook-demo/user/${bId}`, {
    channelRole: 'MODERATOR',
  });
  const found = await callApi<SearchPage>(admin, 'POST', '/api/engage/search?limit=50', {
    filters: {},
  });
  const item = found.items.find((candidate) => candidate.channelId === 'facebook-demo');
  if (!item) throw new Error('The demo has no Facebook item.');
  return { b, bId, item };
}

describe('the notification centre', () => {
  it('a mention raises B’s count live on another screen, opens the item, keeps the product filter after a reload, and mark all read empties both tabs', async () => {
    const admin = await open(DEMO.admin, '/home');
    const { b, bId, item } = await setUp(admin);

    const first = await open(b.email, '/settings/profile', password);
    await bell(first).waitFor();
    const before = await unreadOf(first);

    await callApi(admin, 'POST', `/api/engage/contents/${encodeURIComponent(item.id)}/notes`, {
      noteText: 'Bea, could you answer this one?',
      mentionedUserIds: [bId],
    });
    // Live: B stays on the profile screen.
    await expect.poll(() => unreadOf(first), { timeout: 10_000 }).toBe(before + 1);
    expect(new URL(first.url()).hash).toBe('#/settings/profile');

    // The bell lists it, worded from its type; choosing it opens the item and marks it read.
    await bell(first).click();
    const menu = first.getByRole('menu');
    await menu
      .getByText('Ada Admin mentioned you in a note: Bea, could you answer this one?')
      .waitFor();
    await expectAccessible(first);
    await menu.getByRole('menuitem', { name: /mentioned you in a note/ }).click();
    await expect
      .poll(() => decodeURIComponent(new URL(first.url()).hash))
      .toBe(`#/engage/feeds/adhoc/items/${item.id}`);
    await expect.poll(() => unreadOf(first)).toBe(before);

    // The centre: a product filter is saved and kept after a reload.
    await first.goto(first.url().replace(/#.*$/, '#/notifications'));
    const centre = first.getByRole('region', { name: 'Notifications' });
    await centre.getByRole('heading', { name: 'Notifications', level: 2, exact: true }).waitFor();
    await centre.getByRole('link', { name: /mentioned you in a note/ }).waitFor();
    await expectAccessible(first);
    await centre.getByRole('checkbox', { name: 'Measure' }).check();
    await centre.getByRole('checkbox', { name: 'Engage' }).uncheck();
    await expect.poll(() => centre.getByRole('link', { name: /mentioned you/ }).count()).toBe(0);
    await centre.getByRole('heading', { name: 'No notifications match these filters' }).waitFor();
    await first.reload();
    await centre.getByRole('heading', { name: 'Notifications', level: 2, exact: true }).waitFor();
    await centre.getByRole('heading', { name: 'No notifications match these filters' }).waitFor();
    expect(await centre.getByRole('checkbox', { name: 'Engage' }).isChecked()).toBe(false);
    expect(await centre.getByRole('checkbox', { name: 'Measure' }).isChecked()).toBe(true);
    await centre.getByRole('button', { name: 'Show every notification' }).click();
    await centre.getByRole('link', { name: /mentioned you in a note/ }).waitFor();

    // Two more mentions; a second tab of B's; mark all read in the first empties both.
    for (const text of ['One more, please.', 'And this.']) {
      await callApi(admin, 'POST', `/api/engage/contents/${encodeURIComponent(item.id)}/notes`, {
        noteText: text,
        mentionedUserIds: [bId],
      });
    }
    await expect.poll(() => unreadOf(first), { timeout: 10_000 }).toBe(before + 2);
    const second = await first.context().newPage();
    second.setDefaultTimeout(10_000);
    await second.goto(first.url().replace(/#.*$/, '#/home'));
    await expect.poll(() => unreadOf(second), { timeout: 10_000 }).toBe(before + 2);
    await centre.getByRole('link', { name: /And this\./ }).waitFor();
    await centre.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadOf(first)).toBe(0);
    await expect.poll(() => unreadOf(second), { timeout: 10_000 }).toBe(0);
    expect(await centre.getByRole('button', { name: 'Mark as read' }).count()).toBe(0);
  });
});
