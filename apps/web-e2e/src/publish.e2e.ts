/**
 * Publishing from end to end, as a social team works: a post scheduled in the composer to two
 * channels a minute ahead goes out on the sandbox networks at its time, shows in the inbox as
 * the channel's own post, and a customer's comment arrives under it; Home lists it in its
 * window; a content creator's post waits for an administrator's approval; an X version of 281
 * characters is held back by the composer's counter and refused by the server.
 */
import type { PublishItemsPage, PublishPost, SandboxCommentDelivered } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { keepScreenshot, overflowing } from './layout.js';

const browser = useBrowser();
const RUN = Date.now().toString(36);
const composer = (page: Page) => page.locator('dialog[open]').first();
const mainAction = (page: Page) => composer(page).locator('button[data-action]');

/** Signs in at 1440×900 and opens the publish area. */
async function openPublish(email: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, '#/publish'));
  await page.getByRole('button', { name: 'Create post' }).waitFor();
  return page;
}

/** Opens the composer and writes `text` for the channels given. */
async function compose(page: Page, channelIds: readonly string[], text: string): Promise<void> {
  await page.getByRole('button', { name: 'Create post' }).click();
  await page.locator('input[data-channel-id]').first().waitFor();
  for (const id of channelIds) {
    await composer(page).locator(`input[data-channel-id="${id}"]`).check();
  }
  await composer(page).getByRole('textbox', { name: 'Text', exact: true }).fill(text);
}

/** Calls the API as the person signed in on the page and answers its status and body. */
async function answer(page: Page, method: 'POST', path: string, body: unknown) {
  const response = await page.request.fetch(`${inject('base')}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: body,
    failOnStatusCode: false,
  });
  return { status: response.status(), text: await response.text() };
}

/** The post of this run with `text`, as the server lists it. */
async function postWith(page: Page, text: string): Promise<PublishPost> {
  const page1 = await callApi<PublishItemsPage>(
    page,
    'GET',
    '/api/publish/items?sortBy=newest&limit=100',
  );
  const post = page1.items.find((item) => item.text === text);
  if (!post) throw new Error(`No post "${text}"`);
  return post;
}

/**
 * The first whole minute at least 75 s from now, as the browser's local date and time (the
 * composer's zone: the demo people have no zone of their own, so the browser's).
 */
const aMinuteAhead = (page: Page) =>
  page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 75_000) / 60_000) * 60_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return {
      date: `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`,
      time: `${two(at.getHours())}:${two(at.getMinutes())}`,
      instant: at.toISOString(),
    };
  });

describe('publishing', () => {
  it('schedules a post to two channels a minute ahead: it goes out, shows in the inbox as our own post with a customer comment under it, and on Home', async () => {
    const page = await openPublish(DEMO.admin);
    const text = `Our pumpkin spice latte is back tomorrow (${RUN})`;
    await compose(page, ['facebook-demo', 'instagram-demo'], text);
    const at = await aMinuteAhead(page);
    await composer(page).getByLabel('Date', { exact: true }).fill(at.date);
    await composer(page).getByLabel('Time', { exact: true }).fill(at.time);
    expect(await mainAction(page).getAttribute('data-action')).toBe('schedule');
    await mainAction(page).click();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    const scheduled = await postWith(page, text);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.scheduledAt).toBe(at.instant);
    expect(scheduled.channelIds).toEqual(['facebook-demo', 'instagram-demo']);

    // The job publishes it at its time on both networks.
    let published: PublishPost = scheduled;
    await expect
      .poll(
        async () => {
          published = await callApi<PublishPost>(page, 'GET', `/api/publish/posts/${scheduled.id}`);
          return published.status;
        },
        { timeout: 180_000, interval: 3_000 },
      )
      .toBe('published');
    expect(Date.parse(published.publishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(at.instant));
    expect(published.targets.map((target) => target.status)).toEqual(['published', 'published']);

    // Its details link to the post on each network; the sandbox network shows it.
    await page.goto(page.url().replace(/#.*$/, '#/publish/list'));
    await page.getByRole('button', { name: text }).click();
    const details = page.getByRole('dialog', { name: 'Post details' });
    await details.getByRole('link', { name: /^View on Facebook/ }).waitFor();
    await details.getByRole('link', { name: /^View on Instagram/ }).waitFor();
    await expectAccessible(page);
    expect(await overflowing(page, 'dialog[open]')).toEqual([]);
    await keepScreenshot(page, 'publish-published-details-1440');
    const facebook = published.targets.find((target) => target.channelId === 'facebook-demo');
    const onNetwork = await browser.page();
    // The sandbox networks are pages of this server: their addresses are paths on it.
    await onNetwork.goto(new URL(facebook?.permalink ?? '', inject('base')).href);
    await onNetwork.getByText(text).waitFor();

    // In the inbox it is the channel's own post; a customer comments under it, live.
    await details
      .locator(`a[href*="${facebook?.engageItemId ?? 'none'}"]`)
      .filter({ hasText: 'Open in the inbox' })
      .click();
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText(text).first().waitFor();
    const comment = `Does it come with oat milk? (${RUN})`;
    const delivered = await callApi<SandboxCommentDelivered>(
      page,
      'POST',
      '/api/sandbox/comments',
      { channelId: 'facebook-demo', text: comment },
    );
    expect(delivered.rootId).toBe(facebook?.engageItemId);
    await conversation.getByText(comment).waitFor({ timeout: 20_000 });

    // Home's publishing widget lists it among the window's items.
    await page.goto(page.url().replace(/#.*$/, '#/home'));
    await page.locator('section[data-widget="publishing"]').getByText(text).waitFor();
  }, 300_000);

  it('a content creator submits for approval and an administrator approves', async () => {
    const cody = await openPublish(DEMO.creator);
    const text = `New seasonal cups designed by our baristas (${RUN})`;
    await compose(cody, ['facebook-demo'], text);
    expect(await mainAction(cody).getAttribute('data-action')).toBe('submitForApproval');
    await mainAction(cody).click();
    await cody.locator('dialog[open]').waitFor({ state: 'detached' });
    const submitted = await postWith(cody, text);
    expect(submitted.status).toBe('pendingApproval');
    // Cody may not publish it himself: the server says so too.
    const refused = await answer(cody, 'POST', `/api/publish/posts/${submitted.id}/approve`, {});
    expect(refused.status).toBe(403);

    const admin = await openPublish(DEMO.admin);
    await admin.getByRole('link', { name: /^Approvals/ }).click();
    const waiting = admin.getByRole('listitem', { name: text });
    await waiting.getByText('By Cody Creator').waitFor();
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await admin
      .getByRole('dialog', { name: 'Approve the post' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await admin.getByText('The post is approved.').waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<PublishPost>(admin, 'GET', `/api/publish/posts/${submitted.id}`)).status,
        { timeout: 120_000, interval: 3_000 },
      )
      .toMatch(/^(scheduled|published)$/);
    const approved = await callApi<PublishPost>(admin, 'GET', `/api/publish/posts/${submitted.id}`);
    expect(approved.approvedBy?.name).toBe('Ada Admin');
  }, 240_000);

  it('refuses an X version of 281 characters: the counter in the app, a 400 from the server', async () => {
    const page = await openPublish(DEMO.admin);
    const long = `${'x'.repeat(281 - RUN.length - 1)} ${RUN}`;
    expect(long).toHaveLength(281);
    await compose(page, ['twitter-demo'], long);
    const counter = composer(page).locator(
      '[data-testid="network-counter"][data-network="twitter"]',
    );
    expect(await counter.innerText()).toContain('281/280');
    expect(await mainAction(page).isDisabled()).toBe(true);

    const refused = await answer(page, 'POST', '/api/publish/posts', {
      channelIds: ['twitter-demo', 'linkedin-demo'],
      text: 'Short enough for everyone',
      action: 'publishNow',
      variants: [{ network: 'twitter', text: long }],
    });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('X: the post is 281 characters; X takes 280.');
  });
});
