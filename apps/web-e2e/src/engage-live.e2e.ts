/**
 * The engage inbox with two people at once against the real server: each sees the other on
 * the item they share, and a customer's new comment comes into both lists without a reload.
 */
import type { SandboxCommentDelivered, SavedItem, SearchPage, User } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, openInbox, useBrowser } from './browser.js';

const browser = useBrowser();

/** Signs in and opens the inbox at `route`, in a page of its own. */
const inbox = async (email: string, route?: string): Promise<Page> =>
  openInbox(await browser.page(), email, route);

const row = (page: Page, id: string) => page.locator(`[data-item-id="${id}"]`);
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const presence = (page: Page, state: 'viewing' | 'editing', text: string) =>
  conversation(page).locator(`[data-presence="${state}"]`, { hasText: text });

/** How the person signed in on `page` sees a colleague: their name, or anonymously. */
async function nameAsSeenBy(page: Page, email: string): Promise<string> {
  const colleagues = await callApi<User[]>(page, 'GET', '/api/2/users/me/colleagues');
  const colleague = colleagues.find((user) => user.email === email);
  return colleague?.name ?? 'Someone else from another team';
}

describe('working together', () => {
  it('shows each the other’s presence and typing, and a new comment live in both lists', async () => {
    const admin = await inbox(DEMO.admin, '/engage');
    const feeds = admin.getByRole('navigation', { name: 'Feeds' });
    await feeds.getByRole('link', { name: 'Facebook & Instagram comments', exact: true }).click();
    await expect.poll(() => new URL(admin.url()).hash).toMatch(/^#\/engage\/feeds\/[^/]+$/);
    const feedId = new URL(admin.url()).hash.split('/')[3] ?? '';
    const newest = await callApi<SearchPage>(admin, 'POST', '/api/engage/search?limit=100', {
      filters: { networks: ['facebook'], types: ['comment'] },
    });
    const comment = newest.items.find(
      (item: SavedItem) => item.engage.type === 'comment' && item.sender?.isOwn !== true,
    );
    if (!comment) throw new Error('The demo has no Facebook comment.');
    await admin.goto(admin.url().replace(/#.*$/, `#/engage/feeds/${feedId}/items/${comment.id}`));
    await conversation(admin).getByRole('toolbar', { name: 'Actions' }).first().waitFor();

    const editor = await inbox(DEMO.editor, `/engage/feeds/adhoc/items/${comment.id}`);
    await conversation(editor).getByRole('toolbar', { name: 'Actions' }).first().waitFor();
    // Each is named as the other may see them (platform §6: an editor does not see an admin
    // who works for the whole organisation).
    const editorName = await nameAsSeenBy(admin, DEMO.editor);
    const adminName = await nameAsSeenBy(editor, DEMO.admin);
    // Presence is debounced by 2 s.
    await presence(admin, 'viewing', `${editorName} is viewing`).waitFor({ timeout: 8_000 });
    await presence(editor, 'viewing', `${adminName} is viewing`).waitFor({ timeout: 8_000 });

    await conversation(editor).getByRole('textbox', { name: 'Write a reply' }).fill('Let me check');
    await presence(admin, 'editing', `${editorName} is replying`).waitFor({ timeout: 8_000 });
    expect(await presence(admin, 'viewing', editorName).count()).toBe(0);

    // Neither page loads again: a mark on each window stays.
    for (const page of [admin, editor]) {
      await page.evaluate(() => Reflect.set(window, 'notReloaded', true));
    }
    const text = `Is the oat milk vegan? (${Date.now()})`;
    const delivered = await callApi<SandboxCommentDelivered>(
      admin,
      'POST',
      '/api/sandbox/comments',
      { text },
    );
    // The admin's saved feed gets the server's percolated ids, the editor's "All items" the
    // item events, each collected for a second.
    for (const page of [admin, editor]) {
      await row(page, delivered.itemId).waitFor({ timeout: 8_000 });
      expect(await row(page, delivered.itemId).textContent()).toContain(text);
      expect(await page.evaluate(() => Reflect.get(window, 'notReloaded'))).toBe(true);
    }
  });
});
