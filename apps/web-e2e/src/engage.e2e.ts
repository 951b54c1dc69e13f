/**
 * The engage inbox against the real server, as one user: replying, the toolbar each network
 * allows, hiding, assigning with a note, bulk actions, the keyboard, accessibility and the
 * virtualised list. Two users at once (presence, live items) are in engage-live.e2e.ts.
 */
import type { SavedItem, SearchPage } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, openInbox, useBrowser } from './browser.js';

const browser = useBrowser();

/** Signs in and opens the inbox at `route`, in a page of its own. */
const inbox = async (email: string, route?: string): Promise<Page> =>
  openInbox(await browser.page(), email, route);

/** Every item of the inbox as the server has them now, by id. */
async function serverItems(page: Page): Promise<Map<string, SavedItem>> {
  const items = new Map<string, SavedItem>();
  let cursor: string | null = null;
  do {
    const found: SearchPage = await callApi<SearchPage>(
      page,
      'POST',
      `/api/engage/search?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { filters: {} },
    );
    for (const item of found.items) items.set(item.id, item);
    cursor = found.nextCursor;
  } while (cursor !== null);
  return items;
}

const serverItem = (page: Page, id: string) =>
  callApi<SavedItem>(page, 'GET', `/api/engage/contents/${encodeURIComponent(id)}`);

const list = (page: Page) => page.getByTestId('virtual-list');
const row = (page: Page, id: string) => page.locator(`[data-item-id="${id}"]`);
const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
/** The open item's toolbar (each message of its thread has one of its own below it). */
const toolbar = (page: Page) =>
  conversation(page).getByRole('toolbar', { name: 'Actions' }).first();
const action = (page: Page, name: string) => toolbar(page).locator(`[data-action="${name}"]`);
const hash = (page: Page) => new URL(page.url()).hash;

/** The ids of the rows in the DOM, in list order. */
const rowIds = (page: Page) =>
  list(page)
    .locator('[data-item-id]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-item-id') ?? ''));

/** Opens a feed from the feeds panel; answers its id once its rows are those of the feed. */
async function openFeed(
  page: Page,
  name: string,
  belongs: (item: SavedItem | undefined) => boolean,
  items: Map<string, SavedItem>,
): Promise<string> {
  // A feed's name is the link's, after "Pinned" for a pinned one.
  await page
    .getByRole('navigation', { name: 'Feeds' })
    .getByRole('link', {
      name: new RegExp(`(^|Pinned )${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    })
    .click();
  await expect.poll(() => hash(page)).toMatch(/^#\/engage\/feeds\/[^/]+$/);
  await expect
    .poll(async () => {
      const ids = await rowIds(page);
      return ids.length > 0 && ids.every((id) => belongs(items.get(id)));
    })
    .toBe(true);
  return decodeURIComponent(hash(page).split('/')[3] ?? '');
}

const isCommentOf = (item: SavedItem | undefined, network: string) =>
  item?.engage.network === network &&
  item.engage.type === 'comment' &&
  item.sender?.isOwn !== true &&
  item.engage.networkStatus === 'published';

const facebookOrInstagramComment = (item: SavedItem | undefined) =>
  (item?.engage.network === 'facebook' || item?.engage.network === 'instagram') &&
  (item.engage.type === 'comment' || item.engage.type === 'reply');

/** Opens the first row of the list the test wants, and waits for its conversation. */
async function openRow(
  page: Page,
  feedId: string,
  items: Map<string, SavedItem>,
  wanted: (item: SavedItem) => boolean,
): Promise<SavedItem> {
  const id = (await rowIds(page)).find((shown) => {
    const item = items.get(shown);
    return item !== undefined && wanted(item);
  });
  const item = id === undefined ? undefined : items.get(id);
  if (!item) throw new Error('No row of the feed is the item the test needs.');
  await row(page, item.id)
    .getByRole('button', { name: /^Open / })
    .click();
  await expect.poll(() => hash(page)).toBe(`#/engage/feeds/${feedId}/items/${item.id}`);
  await toolbar(page).waitFor();
  return item;
}

/**
 * Signs in as the administrator, opens the feed "Facebook & Instagram comments" and in it the
 * first comment the test wants; answers the comment and the feed's id.
 */
async function openComment(
  wanted: (item: SavedItem) => boolean,
): Promise<{ page: Page; comment: SavedItem; feedId: string }> {
  const page = await inbox(DEMO.admin);
  const items = await serverItems(page);
  const feedId = await openFeed(
    page,
    'Facebook & Instagram comments',
    facebookOrInstagramComment,
    items,
  );
  const comment = await openRow(page, feedId, items, wanted);
  return { page, comment, feedId };
}

describe('the engage inbox', () => {
  it('replies to a Facebook comment with the composer, and the reply is delivered', async () => {
    const { page, comment, feedId } = await openComment((item) => isCommentOf(item, 'facebook'));
    // A Facebook comment can be liked (an Instagram one cannot: below).
    expect(await action(page, 'like').count()).toBe(1);

    const text = `Sorry about that — we are sending a fresh bag today (${Date.now()}).`;
    await conversation(page).getByRole('textbox', { name: 'Write a reply' }).fill(text);
    await conversation(page)
      .getByRole('button', { name: 'Comment', exact: true })
      .and(page.locator(':not([data-action])'))
      .click();
    const reply = conversation(page).locator('article[data-message-id]', { hasText: text });
    // The sandbox network delivers it; the thread follows its state until it says so.
    await reply.locator('[data-delivery="DELIVERED"]').waitFor({ timeout: 15_000 });
    expect(
      await conversation(page).getByRole('textbox', { name: 'Write a reply' }).inputValue(),
    ).toBe('');

    // The server keeps it under the comment.
    await page.reload();
    await reply.locator('[data-delivery="DELIVERED"]').waitFor();
    expect(await reply.count()).toBe(1);
    expect(hash(page)).toBe(`#/engage/feeds/${feedId}/items/${comment.id}`);
  });

  it('names the most used actions in words and every other toolbar button on hover and focus', async () => {
    const { page } = await openComment((item) => isCommentOf(item, 'facebook'));
    // Answering, assigning, labelling and marking read: named in words, no hover needed.
    const named = toolbar(page).locator('button[data-action][data-named]');
    expect(
      await named.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-action'))),
    ).toEqual(['reply', 'assign', 'label', 'markRead']);
    for (const button of await named.all()) {
      expect(await button.isVisible()).toBe(true);
      expect((await button.innerText()).trim()).toMatch(
        /^(Reply|Comment|Assign|Labels|Mark as (un)?read)$/,
      );
    }
    // The others: the design system's tooltip, with the button's name.
    const buttons = toolbar(page).locator('button[data-action]:not([data-named])');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index++) {
      const button = buttons.nth(index);
      const name = (await button.getAttribute('aria-label')) ?? '';
      await button.hover();
      const described = (await button.getAttribute('aria-describedby')) ?? '';
      const tip = page.locator(`[role=tooltip][id="${described.split(' ').pop()}"]`);
      await expect.poll(() => tip.isVisible()).toBe(true);
      expect((await tip.textContent())?.trim()).toBe(name);
    }
    // From the keyboard too.
    await page.mouse.move(0, 0);
    await buttons.first().focus();
    const first = (await buttons.first().getAttribute('aria-describedby')) ?? '';
    await expect
      .poll(() => page.locator(`[role=tooltip][id="${first.split(' ').pop()}"]`).isVisible())
      .toBe(true);
  });

  it('offers Hide but no Like on an Instagram comment', async () => {
    const { page } = await openComment((item) => isCommentOf(item, 'instagram'));
    expect(await action(page, 'hide').count()).toBe(1);
    expect(await action(page, 'like').count()).toBe(0);
    expect(await toolbar(page).getByRole('button', { name: 'Like', exact: true }).count()).toBe(0);
  });

  it('hides a comment, and it stays hidden after a reload (the server has it)', async () => {
    const { page, comment } = await openComment(
      (item) => isCommentOf(item, 'instagram') && item.engage.hideStatus?.value === 'notHidden',
    );
    const hide = action(page, 'hide');
    expect(await hide.getAttribute('aria-pressed')).toBe('false');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/engage/contents/${comment.id}/hide`) &&
        response.request().method() === 'PUT',
    );
    await hide.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => hide.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await toolbar(page).waitFor();
    await expect.poll(() => hide.getAttribute('aria-pressed')).toBe('true');
    expect((await serverItem(page, comment.id)).engage.hideStatus?.value).toBe('hidden');
  });

  it('assigns an item to a team with a note', async () => {
    const { page, comment } = await openComment(
      (item) => isCommentOf(item, 'facebook') && !item.engage.assigneeId,
    );
    await action(page, 'assign').click();
    const dialog = page.getByRole('dialog', { name: 'Assign' });
    await dialog.getByLabel('Assign to').selectOption({ label: 'Customer Care' });
    await dialog.getByLabel('Note (optional)').fill('Please offer a refund.');
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith(`/api/engage/contents/${comment.id}/assign`) &&
        request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      isTeam: true,
      note: 'Please offer a refund.',
    });
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await row(page, comment.id).getByText('Assigned to Customer Care').waitFor();

    const saved = await serverItem(page, comment.id);
    expect(saved.assignee).toMatchObject({ name: 'Customer Care', isTeam: true });
    await page.reload();
    await row(page, comment.id).getByText('Assigned to Customer Care').waitFor();
    // The note is kept where people see it: the assigner's note in the conversation.
    expect(saved.notesData?.notes?.[0]).toMatchObject({ noteText: 'Please offer a refund.' });
    await conversation(page).getByText('Please offer a refund.').first().waitFor();
  });

  it('disables the reply button as soon as an X reply is over 280 characters', async () => {
    const probe = await inbox(DEMO.admin);
    const items = await serverItems(probe);
    const tweet = [...items.values()].find((item) => isCommentOf(item, 'twitter'));
    if (!tweet) throw new Error('The demo has no X comment to answer.');
    const page = await inbox(DEMO.admin, `/engage/feeds/adhoc/items/${tweet.id}`);
    await toolbar(page).waitFor();
    const box = conversation(page).getByRole('textbox', { name: 'Write a reply' });
    const send = conversation(page)
      .locator('button:not([data-action])')
      .filter({ hasText: /^(Reply|Comment)$/ })
      .last();
    await box.fill('x'.repeat(280));
    expect(await send.isEnabled()).toBe(true);
    await box.fill('x'.repeat(281));
    // Disabled before any click, with the reason beside it.
    await expect.poll(() => send.isDisabled()).toBe(true);
    await conversation(page).getByRole('alert').waitFor();
    await box.fill('x'.repeat(279));
    await expect.poll(() => send.isEnabled()).toBe(true);
  });
});

describe('the feeds panel', () => {
  it.each([
    [1440, 900],
    [1024, 768],
  ])(
    'shows a shared feed’s badge beside its name, never over it (%i px)',
    async (width, height) => {
      const page = await inbox(DEMO.editor);
      await page.setViewportSize({ width, height });
      // Under 1180 px the feeds are a drawer the list's "Feeds" button opens.
      if (width < 1180) await page.getByRole('button', { name: 'Feeds', exact: true }).click();
      const feeds = page.getByRole('navigation', { name: 'Feeds' });
      const shared = feeds.locator('li', { hasText: 'Shared with you' });
      await shared.first().waitFor();
      const boxes = await shared.evaluateAll((rows) =>
        rows.map((li) => {
          const link = li.querySelector('a') as HTMLElement;
          const badge = Array.from(link.querySelectorAll('span')).find(
            (span) => span.textContent === 'Shared with you',
          ) as HTMLElement;
          const name = link.querySelector('span span') as HTMLElement;
          const box = (element: HTMLElement) => element.getBoundingClientRect().toJSON();
          return {
            link: box(link),
            badge: box(badge),
            name: box(name),
            badgeClipped: badge.scrollWidth > badge.clientWidth + 1,
          };
        }),
      );
      expect(boxes.length).toBeGreaterThan(0);
      for (const { link, badge, name, badgeClipped } of boxes) {
        // The badge is whole, inside its row, and does not cover the name.
        expect(badgeClipped).toBe(false);
        expect(badge.left).toBeGreaterThanOrEqual(link.left);
        expect(badge.right).toBeLessThanOrEqual(link.right + 0.5);
        const overlap =
          Math.min(badge.right, name.right) > Math.max(badge.left, name.left) &&
          Math.min(badge.bottom, name.bottom) > Math.max(badge.top, name.top);
        expect(overlap).toBe(false);
        expect(name.width).toBeGreaterThan(40);
      }
    },
  );
});

describe('bulk actions', () => {
  it('offers a view-only person only marking read in the bulk bar, as the toolbar does', async () => {
    const page = await inbox(DEMO.viewer);
    await list(page).locator('[role=listitem]').first().waitFor();
    const rows = list(page).locator('[role=listitem]');
    await rows.nth(0).getByRole('checkbox').click();
    await rows.nth(1).getByRole('checkbox').click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.waitFor();
    const offered = await bar
      .locator('[data-bulk-action]')
      .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-bulk-action')));
    expect(offered).toEqual(['read']);
  });

  it('marks 50 unread items read: a shift-click range, the bulk bar and its job', async () => {
    const page = await inbox(DEMO.admin);
    const items = await serverItems(page);
    const unread = (item: SavedItem | undefined) => item?.meta.displayReadStatus === 'unread';
    await openFeed(page, 'Needs a reply', unread, items);

    // Rows are virtualised: note each row's id as it comes into the DOM.
    const positions = new Map<number, string>();
    const note = async () => {
      const shown = await list(page)
        .locator('[role=listitem]')
        .evaluateAll((rows) =>
          rows.map((r) => ({
            position: Number(r.getAttribute('aria-posinset')),
            id: r.querySelector('[data-item-id]')?.getAttribute('data-item-id') ?? '',
          })),
        );
      for (const { position, id } of shown) if (id) positions.set(position, id);
    };
    const at = (position: number) =>
      list(page).locator(`[role=listitem][aria-posinset="${position}"]`);
    await note();
    await at(1).getByRole('checkbox').click();
    await list(page).hover();
    for (let turn = 0; (await at(50).count()) === 0; turn++) {
      if (turn > 40) throw new Error('The 50th row never came into the DOM.');
      await page.mouse.wheel(0, 600);
      await note();
    }
    await at(50)
      .getByRole('checkbox')
      .click({ modifiers: ['Shift'] });
    await note();
    const chosen = Array.from({ length: 50 }, (_, index) => positions.get(index + 1) ?? '');
    expect(new Set(chosen).size).toBe(50);
    expect(chosen.every((id) => unread(items.get(id)))).toBe(true);
    // The rows of the range in the DOM now are ticked, the one after it is not.
    const ticked = await list(page)
      .locator('[role=listitem]')
      .evaluateAll((rows) =>
        rows.map((r) => [
          Number(r.getAttribute('aria-posinset')),
          r.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked,
        ]),
      );
    expect(ticked.filter(([position]) => Number(position) <= 50).every(([, on]) => on)).toBe(true);
    expect(ticked.filter(([position]) => Number(position) > 50)).toContainEqual([51, false]);

    const bar = page.getByRole('region', { name: 'Bulk actions' });
    const started = page.waitForRequest((request) => request.url().endsWith('/bulkAction'));
    // The bar follows the job until the server says it is done.
    const finished = page.waitForResponse(
      async (response) =>
        /\/api\/engage\/bulk\/jobs\//.test(response.url()) &&
        ((await response.json()) as { state?: string }).state === 'done',
      { timeout: 15_000 },
    );
    await bar.locator('[data-bulk-action="read"]').click();
    const body = (await started).postDataJSON() as { actionType: string; itemIds: string[] };
    expect(body.actionType).toBe('read');
    expect([...body.itemIds].sort()).toEqual([...chosen].sort());
    expect(await (await finished).json()).toMatchObject({ succeeded: 50, refused: 0, failed: 0 });
    const saysDone = await bar
      .getByText('Done: 50 changed, 0 refused, 0 failed')
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      );
    // The bar stays to say how the job ended (and which items it left as they were).
    expect.soft(saysDone, 'the bulk bar says "Done: 50 changed, 0 refused, 0 failed"').toBe(true);

    const after = await Promise.all(chosen.map((id) => serverItem(page, id)));
    expect(after.map((item) => item.meta.displayReadStatus)).toEqual(chosen.map(() => 'read'));
    // Read items leave "Needs a reply".
    await expect
      .poll(async () => (await rowIds(page)).filter((id) => chosen.includes(id)))
      .toEqual([]);
  });
});

describe('the keyboard', () => {
  it('moves with j and k, opens with Enter, toggles read with e and lists the shortcuts with ?', async () => {
    const page = await inbox(DEMO.admin);
    await list(page).locator('[data-item-id]').first().waitFor();
    const ids = await rowIds(page);
    const current = () =>
      list(page)
        .locator('button[data-current]')
        .evaluateAll((buttons) =>
          buttons.map((b) => b.closest('[data-item-id]')?.getAttribute('data-item-id')),
        );
    const focused = () =>
      page.evaluate(() =>
        document.activeElement?.closest('[data-item-id]')?.getAttribute('data-item-id'),
      );

    await page.keyboard.press('j');
    await expect.poll(current).toEqual([ids[0]]);
    await page.keyboard.press('j');
    await page.keyboard.press('j');
    await expect.poll(current).toEqual([ids[2]]);
    await page.keyboard.press('k');
    await expect.poll(current).toEqual([ids[1]]);
    await expect.poll(focused).toBe(ids[1]);

    const id = ids[1] ?? '';
    await page.keyboard.press('Enter');
    await expect.poll(() => hash(page)).toBe(`#/engage/feeds/adhoc/items/${id}`);
    await toolbar(page).waitFor();

    // e marks the current item read, and unread again.
    const before = (await serverItem(page, id)).meta.displayReadStatus;
    const toggled = before === 'read' ? 'unread' : 'read';
    await page.keyboard.press('e');
    await expect
      .poll(async () => (await serverItem(page, id)).meta.displayReadStatus)
      .toBe(toggled);
    await expect
      .poll(() => row(page, id).getByText('Unread', { exact: true }).count())
      .toBe(toggled === 'unread' ? 1 : 0);
    await page.keyboard.press('e');
    await expect.poll(async () => (await serverItem(page, id)).meta.displayReadStatus).toBe(before);

    await page.keyboard.press('?');
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await shortcuts.waitFor();
    expect(await shortcuts.textContent()).toContain('Next item');
    await page.keyboard.press('Escape');
    await expect.poll(() => shortcuts.isVisible()).toBe(false);
    // Escape closes the conversation too.
    await page.keyboard.press('Escape');
    await expect.poll(() => hash(page)).toBe('#/engage/feeds/adhoc');
  });
});

describe('accessibility', () => {
  it('has no serious or critical violations in the list, the conversation, the feed editor and the shortcuts', async () => {
    const page = await inbox(DEMO.admin);
    await list(page).locator('[data-item-id]').first().waitFor();
    await expectAccessible(page);

    const [first] = await rowIds(page);
    await row(page, first ?? '')
      .getByRole('button', { name: /^Open / })
      .click();
    await toolbar(page).waitFor();
    await conversation(page).locator('article[data-message-id]').first().waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'New feed' }).click();
    const editor = page.getByRole('dialog', { name: 'New feed' });
    await editor.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => editor.isVisible()).toBe(false);

    await page.keyboard.press('?');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await expectAccessible(page);
  });
});

describe('the virtualised list', () => {
  it('keeps at most 60 rows in the DOM at the end of a long feed', async () => {
    const page = await inbox(DEMO.admin);
    const total = (await serverItems(page)).size;
    await list(page).locator('[data-item-id]').first().waitFor();
    const rows = list(page).locator('[role=listitem]');
    const everything = list(page).getByText('That is everything in this feed.');
    /** Whether the row at the end of everything loaded is in the DOM. */
    const atTheEnd = async () =>
      (await everything.isVisible()) &&
      (await rows.evaluateAll((shown) =>
        shown.some((r) => r.getAttribute('aria-posinset') === r.getAttribute('aria-setsize')),
      ));
    // Pages of 50 load as the reader nears the end.
    await expect
      .poll(
        async () => {
          await list(page).evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
          return atTheEnd();
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);
    expect(Number(await rows.first().getAttribute('aria-setsize'))).toBe(total);
    expect(total).toBeGreaterThan(300);
    expect(await rows.count()).toBeLessThanOrEqual(60);
  });
});

describe('cases in the conversation', () => {
  it('opens a case on an item, sees it in the conversation, closes it and deletes it', async () => {
    const { page, comment } = await openComment((item) => isCommentOf(item, 'facebook'));
    const subject = `Refund for a damaged bag (${Date.now()})`;

    await action(page, 'case').click();
    const opening = page.getByRole('dialog', { name: 'Open a case' });
    await opening.getByLabel('Subject').fill(subject);
    await opening.getByLabel('Description').fill('The bag arrived torn.');
    await opening.getByRole('button', { name: 'Open case', exact: true }).click();
    await expect.poll(() => opening.isVisible()).toBe(false);

    const cases = conversation(page).getByRole('list', { name: /^Cases/ });
    const card = cases.getByRole('article', { name: new RegExp(subject.replace(/[()]/g, '\\$&')) });
    await card.getByText('Open', { exact: true }).waitFor();
    const [opened] = (
      await callApi<{ id: string; number: number; subject: string }[]>(
        page,
        'POST',
        '/api/engage/cases/associated',
        { conversationItemUuids: [comment.id] },
      )
    ).filter((value) => value.subject === subject);
    if (!opened) throw new Error('The server has no case with the subject.');

    await card.getByRole('button', { name: 'Close case' }).click();
    await card.getByText('Closed', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Reopen case' }).waitFor();
    const closed = await callApi<{ cases: { id: string; status: string }[] }>(
      page,
      'POST',
      '/api/engage/cases/search',
      { text: String(opened.number) },
    );
    expect(closed.cases.find((value) => value.id === opened.id)?.status).toBe('CLOSED');

    // Assigned to a team from the edit dialog, the card says who works on it.
    await card.getByRole('button', { name: 'Edit', exact: true }).click();
    const editing = page.getByRole('dialog', { name: `Edit case #${opened.number}` });
    await editing.getByLabel('Assigned to').selectOption({ label: 'Customer Care' });
    await editing.getByRole('button', { name: 'Save', exact: true }).click();
    await card.getByText('Assigned to Customer Care').waitFor();

    await card.getByRole('button', { name: 'Delete case' }).click();
    const confirm = page.getByRole('dialog', { name: /^Delete case/ });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText(`Case ${opened.number} has been deleted`).waitFor();
    await expect.poll(() => card.count()).toBe(0);
    const left = await callApi<{ id: string }[]>(page, 'POST', '/api/engage/cases/associated', {
      conversationItemUuids: [comment.id],
    });
    expect(left.some((value) => value.id === opened.id)).toBe(false);
  });

  it('adds a note on an item, edits it and deletes it', async () => {
    const { page, comment } = await openComment((item) => isCommentOf(item, 'facebook'));
    const serverNotes = async () =>
      (
        await callApi<{ itemId: string; notes: { id: string; noteText: string }[] }[]>(
          page,
          'GET',
          // A comment's notes are its post's thread's.
          `/api/engage/conversations/${encodeURIComponent(comment.engage.contentId ?? comment.id)}/notes`,
        )
      ).flatMap((entry) => entry.notes.map((note) => note.noteText));
    const text = `Customer called too, refund promised (${Date.now()})`;

    await conversation(page).getByRole('button', { name: 'Add a note' }).first().click();
    await conversation(page).getByRole('textbox', { name: 'Note', exact: true }).fill(text);
    await conversation(page).getByRole('button', { name: 'Save note' }).click();
    const note = conversation(page).getByRole('listitem').filter({ hasText: text });
    await note.waitFor();
    // Shown at once, stored a moment later: the server check waits for the save.
    await expect.poll(serverNotes).toContain(text);

    await note.getByRole('button', { name: 'Edit the note by Ada Admin' }).click();
    const editing = conversation(page).getByRole('textbox', { name: 'Edit note' });
    expect(await editing.inputValue()).toBe(text);
    await editing.fill(`${text} — refund sent`);
    await editing.press('Control+Enter');
    const edited = conversation(page)
      .getByRole('listitem')
      .filter({ hasText: `${text} — refund sent` });
    await edited.waitFor();
    await expect.poll(serverNotes).toContain(`${text} — refund sent`);

    await edited.getByRole('button', { name: 'Delete the note by Ada Admin' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this note?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => edited.count()).toBe(0);
    await expect
      .poll(async () => (await serverNotes()).some((saved) => saved.startsWith(text)))
      .toBe(false);
  });
});
