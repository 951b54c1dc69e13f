/**
 * Our own replies in the inbox (decision 0055): answering a customer's comment in the
 * conversation, the comment's row names us beside our text and says it was answered, our reply
 * is no row of its own, and the thread marks it ours with who sent it; a feed that asks for our
 * own replies lists them.
 */
import type { Feed, SavedItem } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, openInbox, useBrowser } from './browser.js';

const browser = useBrowser();

const row = (page: Page, id: string) => page.locator(`[data-item-id="${id}"]`);
const rowButton = (page: Page, id: string) => row(page, id).getByRole('button', { name: /^Open / });
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const hash = (page: Page) => new URL(page.url()).hash;

/** A customer comments now on the newest Facebook post (the sandbox network). */
async function customerComments(page: Page, text: string): Promise<SavedItem> {
  const { itemId } = await callApi<{ itemId: string }>(page, 'POST', '/api/sandbox/comments', {
    text,
  });
  return callApi<SavedItem>(page, 'GET', `/api/engage/contents/${itemId}`);
}

/** Answers the open item with the composer; answers the reply's id once the thread shows it. */
async function answer(page: Page, text: string): Promise<string> {
  await conversation(page).getByRole('textbox', { name: 'Write a reply' }).fill(text);
  await conversation(page)
    .getByRole('button', { name: 'Comment', exact: true })
    .and(page.locator(':not([data-action])'))
    .click();
  const reply = conversation(page).locator('article[data-message-id]', { hasText: text });
  await reply.waitFor();
  return (await reply.getAttribute('data-message-id')) ?? '';
}

describe('our own replies in the inbox', () => {
  it('answering a comment: the row names us beside our text and is answered, our reply is no row, the thread marks it ours', async () => {
    const page = await openInbox(await browser.page(), DEMO.admin);
    const stamp = Date.now();
    const question = `Do you ship to Oslo? (${stamp})`;
    const comment = await customerComments(page, question);
    const customer = comment.sender?.name ?? '';
    expect(customer).not.toBe('');
    await page.goto(page.url().replace(/#.*$/, `#/engage/feeds/adhoc/items/${comment.id}`));

    // Before: the customer's name beside the customer's text, nothing answered.
    await row(page, comment.id).getByText(question).waitFor();
    expect(await rowButton(page, comment.id).textContent()).toContain(customer);
    expect(await row(page, comment.id).getByTestId('answered-mark').count()).toBe(0);

    const text = `Yes, in 3 days (${stamp}).`;
    const replyId = await answer(page, text);
    expect(replyId).not.toBe('');

    // The thread marks our message ours, sent by the one who answered.
    const reply = conversation(page).locator(`article[data-message-id="${replyId}"]`);
    await reply.getByTestId('our-reply').getByText('Our reply').waitFor();
    await reply.getByTestId('sent-by').getByText('Sent by you').waitFor();
    expect(await reply.getByText('Demo Coffee', { exact: true }).count()).toBeGreaterThan(0);

    // The row: still the customer's row, our text led by its author, and "Answered".
    await expect.poll(() => rowButton(page, comment.id).textContent()).toContain(`You: ${text}`);
    expect(await rowButton(page, comment.id).textContent()).toContain(customer);
    await row(page, comment.id).getByTestId('answered-mark').getByText('Answered').waitFor();

    // Our reply is no row of its own, live (events are collected for a second) or after a reload.
    await page.waitForTimeout(2_500);
    expect(await row(page, replyId).count()).toBe(0);
    await page.reload();
    await expect.poll(() => rowButton(page, comment.id).textContent()).toContain(`You: ${text}`);
    await row(page, comment.id).getByTestId('answered-mark').waitFor();
    expect(await row(page, replyId).count()).toBe(0);
    await conversation(page).getByTestId('our-reply').first().waitFor();
    await expectAccessible(page);

    // Lee Lead does not see administrators among his colleagues: he reads the brand.
    const lead = await openInbox(
      await browser.page(),
      DEMO.lead,
      `/engage/feeds/adhoc/items/${comment.id}`,
    );
    await expect
      .poll(() => rowButton(lead, comment.id).textContent())
      .toContain(`Demo Coffee: ${text}`);
    // He answers in turn; Ada reads his name beside his text, and who sent it in the thread.
    const second = `Tracking number follows by e-mail (${stamp}).`;
    const secondId = await answer(lead, second);
    await expect.poll(() => rowButton(lead, comment.id).textContent()).toContain(`You: ${second}`);
    // Live, without a reload: the reply's event makes the list fetch what it answers.
    await expect
      .poll(() => rowButton(page, comment.id).textContent(), { timeout: 10_000 })
      .toContain(`Lee Lead: ${second}`);
    expect(await row(page, secondId).count()).toBe(0);
    await page.reload();
    await conversation(page)
      .locator(`article[data-message-id="${secondId}"]`)
      .getByTestId('sent-by')
      .getByText('Sent by Lee Lead')
      .waitFor();
  });

  it('a feed that includes our own replies lists them', async () => {
    const page = await openInbox(await browser.page(), DEMO.admin);
    const stamp = Date.now();
    const comment = await customerComments(page, `Is the cold brew back? (${stamp})`);
    await page.goto(page.url().replace(/#.*$/, `#/engage/feeds/adhoc/items/${comment.id}`));
    await rowButton(page, comment.id).waitFor();
    const text = `It is, since Monday (${stamp}).`;
    const replyId = await answer(page, text);

    await page.getByRole('button', { name: 'New feed' }).click();
    const editor = page.getByRole('dialog', { name: 'New feed' });
    await editor.waitFor();
    await editor.getByLabel('Name', { exact: true }).fill(`What we answered ${stamp}`);
    const own = editor.getByRole('checkbox', { name: 'Include our own replies' });
    expect(await own.isChecked()).toBe(false);
    await own.check();
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Create feed' }).click();
    await expect.poll(() => hash(page)).toMatch(/^#\/engage\/feeds\/[^/]+$/);

    const me = await callApi<{ id: string }>(page, 'GET', '/api/2/users/me');
    const feeds = await callApi<Feed[]>(page, 'GET', `/api/engage/moderators/${me.id}/feeds`);
    expect(feeds.find((feed) => feed.name === `What we answered ${stamp}`)).toMatchObject({
      withOwnReplies: true,
    });
    // Our reply is a row of this feed, under our name.
    await rowButton(page, replyId).waitFor();
    expect(await rowButton(page, replyId).textContent()).toContain('Demo Coffee');
  });
});
