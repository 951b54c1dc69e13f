/**
 * The open conversation's panels against the real server (issue 28; decisions 0058, 0059): the
 * post above a comment and the comment above a reply, the item's history, the identity card
 * from the sender's name (with its read-only variant and the spec's identity notices), the
 * language menu (live for a colleague, a toast on failure) and the reply quota of X.
 */
import type {
  ItemHistoryEntry,
  SandboxCommentDelivered,
  SavedItem,
  SearchPage,
  Team,
} from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, openInbox, useBrowser } from './browser.js';

const browser = useBrowser();

const inbox = async (email: string, route?: string): Promise<Page> =>
  openInbox(await browser.page(), email, route);
const itemRoute = (id: string) => `/engage/feeds/adhoc/items/${id}`;
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const opened = async (page: Page) =>
  conversation(page).getByRole('toolbar', { name: 'Actions' }).first().waitFor();

/** A new customer comment from the sandbox network, on the newest post of a channel. */
const deliver = (page: Page, text: string, channelId?: string) =>
  callApi<SandboxCommentDelivered>(page, 'POST', '/api/sandbox/comments', {
    text,
    ...(channelId ? { channelId } : {}),
  });

/** The first demo item (newest first, up to 500) of the filters that passes `test`. */
async function demoItem(
  page: Page,
  filters: Record<string, unknown>,
  test: (item: SavedItem) => boolean,
): Promise<SavedItem> {
  for (let offset = 0; offset < 500; offset += 100) {
    const found = await callApi<SearchPage>(
      page,
      'POST',
      `/api/engage/search?limit=100&offset=${offset}`,
      { filters },
    );
    const item = found.items.find(test);
    if (item) return item;
    if (found.items.length < 100) break;
  }
  throw new Error(`The demo has no such item (${JSON.stringify(filters)}).`);
}

describe('context', () => {
  it('shows the post above a comment, and the post and the comment above a reply', async () => {
    const page = await inbox(DEMO.admin);
    const delivered = await deliver(page, `Is the winter blend decaf? (${Date.now()})`);
    const post = await callApi<SavedItem>(page, 'GET', `/api/engage/contents/${delivered.rootId}`);
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(delivered.itemId)}`));
    await opened(page);

    const context = conversation(page).getByRole('region', { name: 'Context' });
    const onPost = context.locator('figure[data-context="post"]');
    await onPost.waitFor();
    expect(await onPost.locator('figcaption').textContent()).toContain('On the post by');
    if (post.message) expect(await onPost.textContent()).toContain(post.message.slice(0, 40));
    if (post.meta.link) {
      const link = onPost.getByRole('link', { name: 'Open on Facebook' });
      expect(await link.getAttribute('href')).toBe(post.meta.link);
    }
    const pictures = (post.media ?? []).filter((media) => media.thumb ?? media.url).length;
    expect(await onPost.locator('img').count()).toBe(Math.min(4, pictures));
    await expectAccessible(page);

    // A reply of the demo: the post, then the comment it answers.
    const reply = await demoItem(
      page,
      { types: ['reply'] },
      (item) =>
        item.engage.parentId !== undefined &&
        item.engage.parentId !== null &&
        item.engage.parentId !== item.engage.contentId,
    );
    const parent = await callApi<SavedItem>(
      page,
      'GET',
      `/api/engage/contents/${reply.engage.parentId}`,
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(reply.id)}`));
    await opened(page);
    const answered = context.locator('figure[data-context="parent"]');
    await answered.waitFor();
    expect(await context.locator('figure').count()).toBe(2);
    expect(await answered.locator('figcaption').textContent()).toContain(
      `In reply to ${parent.sender?.visibility === 'PRIVATE' ? 'Private user' : parent.sender?.name}`,
    );
  });
});

describe('history', () => {
  it('lists who did what and when, with the exact time on hover', async () => {
    const page = await inbox(DEMO.admin);
    const delivered = await deliver(page, `Love the new mugs (${Date.now()})`);
    const teams = await callApi<Team[]>(page, 'GET', '/api/2/teams');
    const care = teams.find((team) => team.name === 'Customer Care');
    if (!care) throw new Error('The demo has no Customer Care team.');
    const id = delivered.itemId;
    await callApi(page, 'POST', `/api/engage/contents/${id}/assign`, {
      assigneeId: care.id,
      isTeam: true,
    });
    await callApi(page, 'POST', `/api/engage/contents/${id}/language`, {
      itemId: id,
      rootId: delivered.rootId,
      language: 'de',
    });
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(id)}`));
    await opened(page);

    await conversation(page).getByRole('button', { name: 'Show history' }).click();
    const history = conversation(page).getByRole('list', { name: 'History' });
    await history.waitFor();
    const assigned = history.getByRole('listitem').filter({
      hasText: 'Ada Admin assigned this to Customer Care',
    });
    await assigned.waitFor();
    await history
      .getByRole('listitem')
      .filter({ hasText: 'Ada Admin set the language to German' })
      .waitFor();
    const time = assigned.locator('time');
    expect(await time.textContent()).toMatch(/just now|minute/);
    expect(await time.getAttribute('title')).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    await expectAccessible(page);

    // A reply from the composer joins the history (the server records it on the reply).
    const text = `Thank you! (${Date.now()})`;
    await conversation(page).getByRole('textbox', { name: 'Write a reply' }).fill(text);
    await conversation(page)
      .getByRole('button', { name: 'Comment', exact: true })
      .and(page.locator(':not([data-action])'))
      .click();
    await expect
      .poll(async () => {
        const entries = await callApi<ItemHistoryEntry[]>(
          page,
          'GET',
          `/api/engage/contents/${id}/history`,
        );
        return entries.map((entry) => entry.action);
      })
      .toContain('reply');
    await history.getByRole('listitem').filter({ hasText: 'Ada Admin replied' }).waitFor();
  });
});

describe('the identity card', () => {
  it('opens from the sender’s name: profile, their items on other networks, notes', async () => {
    const page = await inbox(DEMO.admin);
    const stamp = Date.now();
    const onFacebook = await deliver(page, `Decaf please (${stamp})`);
    const onInstagram = await deliver(page, `Love this (${stamp})`, 'instagram-demo');
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(onFacebook.itemId)}`));
    await opened(page);

    await conversation(page)
      .getByRole('heading', { level: 2 })
      .getByRole('button', { name: 'Sam Sandbox' })
      .click();
    const card = page.getByRole('dialog', { name: 'Sam Sandbox' });
    await card.getByText('@sam.sandbox').waitFor();
    expect(await card.getByRole('link', { name: 'Open on Facebook' }).getAttribute('href')).toBe(
      'https://www.facebook.com/facebook-user-live',
    );
    // Their comment on Instagram (same handle on another network).
    const other = card.locator(`a[href$="/items/${onInstagram.itemId}"]`);
    await other.waitFor();
    expect(await other.textContent()).toContain(`Love this (${stamp})`);

    await card.getByRole('textbox', { name: 'Note about Sam Sandbox' }).fill('Prefers oat milk');
    await card.getByRole('button', { name: 'Add note' }).click();
    await card.getByText('Prefers oat milk').first().waitFor();
    await expectAccessible(page);
    // The note is a note on the open item: the conversation shows it too.
    await card.getByRole('button', { name: 'Close' }).first().click();
    await conversation(page).getByText('Prefers oat milk').first().waitFor();
    await conversation(page)
      .getByRole('heading', { level: 2 })
      .getByRole('button', { name: 'Sam Sandbox' })
      .click();

    // Opening one of their items closes the card and opens it.
    await other.click();
    await expect.poll(() => new URL(page.url()).hash).toContain(onInstagram.itemId);
    expect(await card.count()).toBe(0);

    // The read-only variant, for a view-only person: the notes, no note form.
    const viewer = await inbox(DEMO.viewer, itemRoute(onFacebook.itemId));
    await opened(viewer);
    await conversation(viewer)
      .getByRole('heading', { level: 2 })
      .getByRole('button', { name: 'Sam Sandbox' })
      .click();
    const readOnly = viewer.getByRole('dialog', { name: 'Sam Sandbox' });
    await readOnly.getByText('View only: you can read this profile and its notes.').waitFor();
    await readOnly.getByText('Prefers oat milk').first().waitFor();
    expect(await readOnly.getByRole('textbox').count()).toBe(0);
  });

  it('shows the spec’s notice for a private LinkedIn user and an unidentified Facebook user', async () => {
    const page = await inbox(DEMO.admin);
    const hidden = await demoItem(
      page,
      { networks: ['linkedIn'] },
      (item) => item.sender?.visibility === 'PRIVATE',
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(hidden.id)}`));
    await opened(page);
    await conversation(page)
      .getByRole('heading', { level: 2 })
      .getByRole('button', { name: 'Private user' })
      .click();
    const card = page.getByRole('dialog', { name: 'Private user' });
    await card
      .getByText('This user has disabled profile visibility on partner services outside LinkedIn.')
      .waitFor();
    await card.getByRole('button', { name: 'Close' }).first().click();

    // The demo's Facebook users all have ids: the network's answer is shown without one.
    const delivered = await deliver(page, `Who am I? (${Date.now()})`);
    await page.route(`**/api/engage/contents/${delivered.itemId}`, async (route) => {
      const response = await route.fetch();
      const item = (await response.json()) as SavedItem;
      const {
        id: _id,
        handle: _handle,
        ...sender
      } = item.sender ?? {
        name: '',
        visibility: 'PUBLIC',
        isOwn: false,
      };
      await route.fulfill({ response, json: { ...item, sender } });
    });
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(delivered.itemId)}`));
    await opened(page);
    await conversation(page)
      .getByRole('heading', { level: 2 })
      .getByRole('button', { name: 'Sam Sandbox' })
      .click();
    await page
      .getByRole('dialog', { name: 'Sam Sandbox' })
      .getByText("We don't know the identity of this user due to Facebook restrictions")
      .waitFor();
  });
});

describe('the conversation language', () => {
  it('is corrected from the header, live for a colleague, with a toast on failure', async () => {
    const admin = await inbox(DEMO.admin);
    const delivered = await deliver(admin, `Bonjour (${Date.now()})`);
    await admin.goto(admin.url().replace(/#.*$/, `#${itemRoute(delivered.itemId)}`));
    await opened(admin);
    const editor = await inbox(DEMO.editor, itemRoute(delivered.itemId));
    await opened(editor);

    await conversation(admin).getByRole('button', { name: 'Language: English' }).click();
    expect(
      await admin
        .getByRole('menuitemradio', { name: 'English (detected)' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await admin.getByRole('menuitemradio', { name: 'German' }).click();
    await conversation(admin).getByRole('button', { name: 'Language: German' }).waitFor();
    // The colleague sees it without reloading.
    await conversation(editor)
      .getByRole('button', { name: 'Language: German' })
      .waitFor({ timeout: 8_000 });

    await admin.route('**/language', (route) =>
      route.fulfill({
        status: 503,
        json: { status: 503, message: 'The language service is down', errorCode: 'unavailable' },
      }),
    );
    await conversation(admin).getByRole('button', { name: 'Language: German' }).click();
    await admin.getByRole('menuitemradio', { name: 'French' }).click();
    await admin
      .getByRole('alert')
      .filter({ hasText: 'The language could not be changed: The language service is down' })
      .waitFor();
    await conversation(admin).getByRole('button', { name: 'Language: German' }).waitFor();
  });
});

describe('the reply quota', () => {
  it('shows how many replies X still accepts, and counts a reply sent', async () => {
    const page = await inbox(DEMO.admin);
    const delivered = await deliver(page, `Open late? (${Date.now()})`, 'twitter-demo');
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(delivered.itemId)}`));
    await opened(page);
    const quota = conversation(page).getByTestId('reply-quota');
    await quota.waitFor();
    const left = async () =>
      Number(
        /(\d+) of 50 replies left in this 15-minute window/.exec(
          (await quota.textContent()) ?? '',
        )?.[1],
      );
    const before = await left();
    expect(before).toBeGreaterThan(0);

    await conversation(page).getByRole('textbox', { name: 'Write a reply' }).fill('Until 8 pm!');
    await conversation(page)
      .getByRole('button', { name: 'Comment', exact: true })
      .and(page.locator(':not([data-action])'))
      .click();
    await expect.poll(left, { timeout: 10_000 }).toBe(before - 1);

    // Facebook's limit is a per-minute throttle: nothing to tell while plenty is left.
    const facebook = await deliver(page, `Hi (${Date.now()})`);
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(facebook.itemId)}`));
    await opened(page);
    await conversation(page).getByRole('textbox', { name: 'Write a reply' }).waitFor();
    expect(await conversation(page).getByTestId('reply-quota').count()).toBe(0);
  });
});
