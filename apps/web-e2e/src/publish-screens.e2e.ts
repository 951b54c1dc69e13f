/**
 * The publish area against the real server: the calendar's week and month show the posts, the
 * list filters them by status, the approval queue approves and rejects (with a comment), a
 * failed post is retried from its details; each screen passes axe and nothing in it overflows,
 * at 1440×900 and 1024×768.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { documentScrolls, overflowing } from './layout.js';

const browser = useBrowser();

/** Marks the posts of this run, so that other posts of the demo do not matter. */
const RUN = `E2E ${Date.now().toString(36)}`;

interface Post {
  readonly id: string;
  readonly status: string;
  readonly text: string;
}

const DAY = 86_400_000;

/** A text as a regular expression that matches it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The posts of this week, Monday to Sunday in UTC (the browser's zone in these tests). */
async function thisWeeksPosts(page: Page): Promise<readonly Post[]> {
  const now = new Date();
  const monday =
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
    ((now.getUTCDay() + 6) % 7) * DAY;
  const since = new Date(monday).toISOString();
  const until = new Date(monday + 7 * DAY - 1).toISOString();
  const page1 = await callApi<{ items: Post[] }>(
    page,
    'GET',
    `/api/publish/items?since=${since}&until=${until}&limit=200`,
  );
  return page1.items;
}

/** Creates a post as the person signed in on the page. */
const createPost = (page: Page, body: Record<string, unknown>) =>
  callApi<Post>(page, 'POST', '/api/publish/posts', body);

/** Fails with the offending elements when anything on the screen overflows its box. */
async function expectLaidOut(page: Page, where: string, root = 'main'): Promise<void> {
  expect({ where, overflowing: await overflowing(page, root) }).toEqual({ where, overflowing: [] });
  expect({ where, documentScrolls: await documentScrolls(page) }).toEqual({
    where,
    documentScrolls: false,
  });
}

let shared: Promise<{ text: string; published: string }> | undefined;

/**
 * A post scheduled five minutes ahead (in this week's calendar, unless the week ends in between)
 * and one published now, made once for the calendar's tests.
 */
function weekPosts(page: Page): Promise<{ text: string; published: string }> {
  shared ??= (async () => {
    const text = `${RUN}: our winter menu is out`;
    const published = `${RUN}: published now`;
    await createPost(page, {
      // Three networks: their icons must fit a narrow day's column.
      channelIds: ['facebook-demo', 'twitter-demo', 'instagram-demo'],
      text,
      action: 'schedule',
      scheduledAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    const post = await createPost(page, {
      channelIds: ['facebook-demo'],
      text: published,
      action: 'publishNow',
    });
    await untilStatus(page, post.id, 'published');
    return { text, published };
  })();
  return shared;
}

/**
 * A post's button in the calendar once it has loaded: in its cell, or when the cell shows only
 * its first posts, in the dialog of all of them ("+N more", left open).
 */
async function inCalendar(page: Page, name: RegExp): Promise<Locator> {
  await page.locator('main section[aria-busy="false"]').waitFor();
  const direct = page.locator('main').getByRole('button', { name });
  if ((await direct.count()) > 0) return direct.first();
  for (const more of await page.getByRole('button', { name: /^Show all \d+ posts of / }).all()) {
    await more.click();
    const dialog = page.getByRole('dialog', { name: /^Posts of / });
    const inside = dialog.getByRole('button', { name });
    if ((await inside.count()) > 0) return inside.first();
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
  throw new Error(`No post ${String(name)} in the calendar`);
}

/** Closes the dialog of a day's posts when it is open. */
async function closeDayPosts(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Posts of / });
  if ((await dialog.count()) > 0) await dialog.getByRole('button', { name: 'Close' }).click();
}

/** Signs in (as the administrator unless told) and opens a publish route. */
async function openPublish(
  page: Page,
  route = '/publish',
  email: string = DEMO.admin,
): Promise<void> {
  page.setDefaultTimeout(15_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  await page.getByRole('heading', { name: 'Publish', level: 1 }).waitFor();
}

/** Waits until a post has a status (the publish job runs in the background). */
async function untilStatus(page: Page, id: string, status: string): Promise<void> {
  await expect
    .poll(async () => (await callApi<Post>(page, 'GET', `/api/publish/posts/${id}`)).status, {
      timeout: 20_000,
    })
    .toBe(status);
}

describe('the publish area', () => {
  it.each([
    [1440, 900],
    [1024, 768],
  ] as const)('shows this week’s posts in the calendar and the month at %i×%i', async (w, h) => {
    const page = await browser.page();
    await page.setViewportSize({ width: w, height: h });
    await openPublish(page);
    const { text, published } = await weekPosts(page);
    await page.reload();

    const week = page.getByRole('region', { name: /Posts of the week/ });
    // Every demo post of this week (Monday to Sunday in the browser's zone, UTC) is in it.
    const demo = (await thisWeeksPosts(page)).filter((post) => !post.text.startsWith('E2E'));
    expect(demo.length).toBeGreaterThan(0);
    for (const post of demo) {
      await inCalendar(page, new RegExp(escape(post.text.slice(0, 24))));
      await closeDayPosts(page);
    }
    await inCalendar(page, new RegExp(`${text}.*Scheduled`));
    await closeDayPosts(page);
    await inCalendar(page, new RegExp(`${published}.*Published`));
    await closeDayPosts(page);
    expect(await week.locator('th[aria-current="date"]').count()).toBe(1);
    await expectAccessible(page);
    await expectLaidOut(page, `week ${w}`);

    // The published post's details: its channel, the post on the network and in the inbox.
    await (await inCalendar(page, new RegExp(published))).click();
    const details = page.getByRole('dialog', { name: 'Post details' });
    await details.getByRole('link', { name: 'View on Facebook' }).waitFor();
    expect(
      await details.getByRole('link', { name: 'Open in the inbox' }).getAttribute('href'),
    ).toMatch(/^#\/engage\/feeds\/adhoc\/items\/.+/);
    await expectAccessible(page);
    await expectLaidOut(page, `details ${w}`, 'dialog[open]');
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Month' }).click();
    expect(new URL(page.url()).hash).toBe('#/publish/calendar/month');
    await inCalendar(page, new RegExp(text));
    await closeDayPosts(page);
    await expectAccessible(page);
    await expectLaidOut(page, `month ${w}`);
  });

  it('turns a scheduled post published when its time comes, without a reload', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPublish(page);
    const text = `${RUN}: goes out in a minute`;
    // At least a minute ahead when the server receives it (decision 0068).
    await createPost(page, {
      channelIds: ['facebook-demo'],
      text,
      action: 'schedule',
      scheduledAt: new Date(Date.now() + 70_000).toISOString(),
    });
    await page.reload();
    await inCalendar(page, new RegExp(`${text}.*Scheduled`));
    await closeDayPosts(page);
    await expect
      .poll(
        async () => {
          const found = await inCalendar(page, new RegExp(text));
          const name = (await found.textContent()) ?? '';
          await closeDayPosts(page);
          return name.includes('Published');
        },
        { timeout: 150_000, interval: 5_000 },
      )
      .toBe(true);
  }, 180_000);

  it('opens the composer from an empty slot, not from a slot that is over', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPublish(page, '/publish/calendar/month');
    const month = page.getByRole('table', { name: /^Posts of / });
    await month.waitFor();
    const slots = month.getByRole('button', { name: /^Create a post on / });
    expect(await slots.count()).toBeGreaterThan(0);
    await slots.last().click({ force: true });
    await page.locator('dialog[open]').waitFor();
  });

  it('filters the list by status', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPublish(page, '/publish/list');
    await createPost(page, {
      channelIds: ['instagram-demo'],
      text: `${RUN} a draft for the list`,
      action: 'saveDraft',
    });
    await page.reload();
    await page.getByRole('table').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'Draft' });
    const statuses = async () => [
      ...new Set(
        (await page.locator('tbody tr td:nth-child(2)').allInnerTexts()).map((s) => s.trim()),
      ),
    ];
    await expect.poll(statuses).toEqual(['Draft']);
    await page.getByRole('button', { name: `${RUN} a draft for the list` }).waitFor();
    await expectAccessible(page);
    await expectLaidOut(page, 'list');

    await page.getByLabel('Status').selectOption({ label: 'Published' });
    await expect
      .poll(() => page.getByRole('button', { name: `${RUN} a draft for the list` }).count())
      .toBe(0);
  });

  it('approves one of Cody Creator’s posts and rejects another with a comment he reads', async () => {
    const cody = await browser.page();
    await cody.setViewportSize({ width: 1024, height: 768 });
    await openPublish(cody, '/publish', DEMO.creator);
    const keep = await createPost(cody, {
      channelIds: ['facebook-demo'],
      text: `${RUN} please approve me`,
      action: 'submitForApproval',
      scheduledAt: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    });
    const drop = await createPost(cody, {
      channelIds: ['facebook-demo'],
      text: `${RUN} please reject me`,
      action: 'submitForApproval',
    });

    const page = await browser.page();
    await page.setViewportSize({ width: 1024, height: 768 });
    await openPublish(page);
    await page.getByRole('link', { name: /^Approvals/ }).click();
    expect(new URL(page.url()).hash).toBe('#/publish/approvals');
    await expect
      .poll(() => page.getByRole('link', { name: /^Approvals/ }).textContent())
      .toMatch(/wait for your approval/);

    const rejected = page.getByRole('listitem', { name: `${RUN} please reject me` });
    await rejected.getByText('By Cody Creator').waitFor();
    await rejected.getByRole('button', { name: 'Reject' }).click();
    const rejectDialog = page.getByRole('dialog', { name: 'Reject the post' });
    await expectAccessible(page);
    await expectLaidOut(page, 'reject dialog', 'dialog[open]');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await rejectDialog.getByText('Write a comment for the author.').waitFor();
    await rejectDialog.getByLabel('Comment for the author').fill('Please link the menu page.');
    await rejectDialog.getByRole('button', { name: 'Reject' }).click();
    await page.getByText('The post is rejected; its author is told.').waitFor();
    await expect.poll(() => rejected.count()).toBe(0);
    await untilStatus(page, drop.id, 'rejected');

    const approved = page.getByRole('listitem', { name: `${RUN} please approve me` });
    await expectAccessible(page);
    await expectLaidOut(page, 'approvals');
    await approved.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Approve the post' });
    await approveDialog.getByLabel('Change the time').check();
    await expectAccessible(page);
    await approveDialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The post is approved.').waitFor();
    await expect.poll(() => approved.count()).toBe(0);
    await untilStatus(page, keep.id, 'scheduled');

    // Cody reads the comment on his rejected post; he approves nothing himself.
    await cody.goto(cody.url().replace(/#.*$/, '#/publish/list'));
    await cody.getByLabel('Status').selectOption({ label: 'Rejected' });
    await cody.getByRole('button', { name: `${RUN} please reject me` }).click();
    const details = cody.getByRole('dialog', { name: 'Post details' });
    await details.getByText('Rejected by Ada Admin').waitFor();
    await details.getByText('Please link the menu page.').waitFor();
    expect(await details.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await cody.getByRole('link', { name: /^Approvals/ }).textContent()).toBe('Approvals');
  });

  it('retries a post the network refused, from its details', async () => {
    const page = await browser.page();
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPublish(page, '/publish/list');
    // The demo's post X refused, with X's reason.
    await page.getByLabel('Status').selectOption({ label: 'Failed' });
    await page.getByRole('button', { name: /^Rainy day\?/ }).click();
    const demo = page.getByRole('dialog', { name: 'Post details' });
    await demo
      .getByText(/Duplicate content/)
      .first()
      .waitFor();
    await demo.getByRole('button', { name: 'Close' }).click();

    await callApi(page, 'POST', '/api/sandbox/failures', {
      channelId: 'twitter-demo',
      kind: 'platformIssue',
      times: 1,
    });
    const failed = await createPost(page, {
      channelIds: ['twitter-demo'],
      text: `${RUN} refused by X at first`,
      action: 'publishNow',
    });
    await untilStatus(page, failed.id, 'scheduledError');
    await page.reload();
    await page.getByLabel('Status').selectOption({ label: 'Failed' });
    await page.getByRole('button', { name: `${RUN} refused by X at first` }).click();
    const details = page.getByRole('dialog', { name: 'Post details' });
    await details.getByText('The network refused the post').waitFor();
    await details.getByText(/Failed: /).waitFor();
    await expectAccessible(page);
    await expectLaidOut(page, 'failed details', 'dialog[open]');
    await details.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('The post is sent again where it failed.').waitFor();
    await untilStatus(page, failed.id, 'published');
  });
});
