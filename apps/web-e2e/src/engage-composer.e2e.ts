/**
 * The reply box's special modes against the real server: WhatsApp templates after the 24-hour
 * window, the engage error codes in the reader's language (Instagram's 100/33), Facebook's
 * handover protocol ("Take control"), media in replies within the networks' upload limits and
 * the stand-alone conversation viewer.
 */
import type { SavedItem, SearchPage } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, openInbox, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

const inbox = async (email: string, route?: string): Promise<Page> =>
  openInbox(await browser.page(), email, route);

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });
const itemRoute = (id: string) => `/engage/feeds/adhoc/items/${id}`;

/** The first inbox entry the person signed in on `page` sees with `filters` that passes `test`. */
async function firstItem(
  page: Page,
  filters: Record<string, unknown>,
  test: (item: SavedItem) => boolean,
): Promise<SavedItem> {
  const found = await callApi<SearchPage>(page, 'POST', '/api/engage/search?limit=100', {
    filters,
  });
  const item = found.items.find(test);
  if (!item) throw new Error(`No demo item matches ${JSON.stringify(filters)}`);
  return item;
}

describe('WhatsApp after 24 hours', () => {
  it('offers the approved templates with their values and a live preview, and sends one', async () => {
    const page = await inbox(DEMO.admin);
    const closed = await firstItem(
      page,
      { networks: ['whatsapp'], types: ['message'] },
      (item) =>
        item.engage.type === 'conversation' &&
        Date.parse(item.whatsapp?.windowExpiresAt ?? '1970-01-01') < Date.now(),
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(closed.id)}`));
    const form = conversation(page).getByTestId('whatsapp-template-composer');
    await form.getByText('More than 24 hours have passed since the customer last wrote').waitFor();
    // No free text: the reply box is the template form.
    expect(await conversation(page).getByTestId('composer-text').count()).toBe(0);
    await form.getByRole('combobox', { name: 'Template' }).selectOption({
      label: 'order_update (en)',
    });
    const preview = form.getByTestId('template-preview');
    await expect
      .poll(() => preview.textContent())
      .toBe('Hello {{1}}, your order {{2}} is on its way.');
    await form.getByRole('textbox', { name: 'Value for {{1}}' }).fill('Ana');
    await expect
      .poll(() => preview.textContent())
      .toBe('Hello Ana, your order {{2}} is on its way.');
    // Sending with a value missing names it.
    await form.getByRole('button', { name: 'Send template' }).click();
    await form.getByText('Write a value.').waitFor();
    await form.getByRole('textbox', { name: 'Value for {{2}}' }).fill('A-17');
    await expect
      .poll(() => preview.textContent())
      .toBe('Hello Ana, your order A-17 is on its way.');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send template' }).click();
    // The template message joins the thread, and reaches WhatsApp.
    const sent = conversation(page)
      .locator('article')
      .filter({ hasText: 'Hello Ana, your order A-17 is on its way.' });
    await sent.waitFor();
    await sent.getByText('Delivered').waitFor({ timeout: 15_000 });
  });
});

describe('engage error codes in the reader’s language (defect 13)', () => {
  it('shows Instagram’s code 100 subcode 33 message for a reply the network refused', async () => {
    const page = await inbox(DEMO.admin);
    const comment = await firstItem(
      page,
      { networks: ['instagram'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );
    await callApi(page, 'POST', '/api/sandbox/failures', {
      channelId: comment.channelId,
      kind: 'platformIssue',
    });
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(comment.id)}`));
    await conversation(page).getByTestId('composer-text').fill('Thanks, we are looking into it.');
    // The reply box's own button (the toolbar's "Comment" only opens it).
    await conversation(page)
      .locator('button:not([data-action])', { hasText: /^Comment$/ })
      .click();
    const failed = conversation(page)
      .locator('article')
      .filter({ hasText: 'Thanks, we are looking into it.' });
    await failed
      .getByText(
        'Instagram is having an ongoing platform infrastructure issue, so this reply could not be sent. See https://metastatus.com/instagram for details.',
        { exact: false },
      )
      .waitFor({ timeout: 15_000 });

    // In German, the same failure reads in German.
    await page.goto(
      page.url().replace(/#.*$/, `#/integrations/content-viewer?itemId=${comment.id}&lang=de`),
    );
    await page.reload();
    await page
      .getByText('Instagram hat derzeit ein Problem mit seiner Plattform-Infrastruktur', {
        exact: false,
      })
      .first()
      .waitFor({ timeout: 15_000 });
  });

  it('an action the network refuses says so in the reader’s language', async () => {
    const page = await inbox(DEMO.admin);
    const comment = await firstItem(
      page,
      { networks: ['instagram'], types: ['comment'] },
      (item) =>
        item.sender?.isOwn !== true &&
        item.engage.networkStatus === 'published' &&
        item.engage.hideStatus?.value !== 'hidden',
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(comment.id)}`));
    await conversation(page).getByRole('heading', { level: 2 }).first().waitFor();
    await callApi(page, 'POST', '/api/sandbox/failures', {
      channelId: comment.channelId,
      kind: 'platformIssue',
    });
    await conversation(page)
      .getByRole('toolbar', { name: 'Actions' })
      .first()
      .locator('[data-action="hide"]')
      .click();
    await page
      .getByText('Instagram is having an ongoing platform infrastructure issue', { exact: false })
      .first()
      .waitFor();
  });
});

describe("Facebook's handover protocol", () => {
  it('a conversation another app controls offers "Take control"; then the reply box works', async () => {
    const page = await inbox(DEMO.admin);
    const held = await firstItem(
      page,
      { networks: ['facebook'], types: ['message'] },
      (item) => item.engage.type === 'conversation' && item.control?.ownership === 'THIRD_PARTY',
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(held.id)}`));
    const notice = conversation(page).getByTestId('handover-notice');
    await notice
      .getByText('Another application is in control of this Facebook conversation', {
        exact: false,
      })
      .waitFor();
    expect(await conversation(page).getByTestId('composer-text').count()).toBe(0);
    await expectAccessible(page);

    // Facebook refuses once: the failure toast, and the conversation stays with the other app.
    await callApi(page, 'POST', '/api/sandbox/failures', {
      channelId: held.channelId,
      kind: 'rateLimited',
    });
    await notice.getByRole('button', { name: 'Take control' }).click();
    await page.getByText('Could not resynchronise control of the conversation.').waitFor();
    expect(await notice.count()).toBe(1);

    await notice.getByRole('button', { name: 'Take control' }).click();
    await page.getByText('Control of the conversation has been resynchronised.').waitFor();
    await conversation(page).getByTestId('composer-text').fill('Hello, this is Demo Coffee.');
    await conversation(page).getByRole('button', { name: 'Send', exact: true }).click();
    const sent = conversation(page)
      .locator('article')
      .filter({ hasText: 'Hello, this is Demo Coffee.' });
    await sent.getByText('Delivered').waitFor({ timeout: 15_000 });
    const after = await callApi<SavedItem>(page, 'GET', `/api/engage/contents/${held.id}`);
    expect(after.control).toEqual({ ownership: 'SMM' });
  });
});

describe('media in replies (engage §9)', () => {
  /** A file of `bytes` bytes that begins as a PNG does. */
  const png = (bytes: number) => {
    const data = Buffer.alloc(bytes);
    Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex').copy(data);
    return data;
  };

  it('checks the limit before uploading, names it, and sends an accepted photo', async () => {
    const page = await inbox(DEMO.admin);
    const tweet = await firstItem(
      page,
      { networks: ['twitter'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(tweet.id)}`));
    const box = conversation(page).getByTestId('reply-attachments');
    await box
      .getByText('X takes JPEG, PNG, GIF, WEBP photos up to 5 MB; MP4, MOV videos up to 512 MB.')
      .waitFor();
    let uploads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/engage/uploads')) uploads += 1;
    });
    const input = box.getByTestId('attach-input');
    // Too large for X: refused in the browser, naming the limit; nothing is uploaded.
    await input.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: png(6 * 1024 * 1024),
    });
    await box.getByRole('alert').getByText('big.png is 6 MB: X takes photos up to 5 MB.').waitFor();
    // A PDF: not a format X takes.
    await input.setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: png(100) });
    await box
      .getByRole('alert')
      .getByText(
        'X does not take menu.pdf: it takes JPEG, PNG, GIF, WEBP photos up to 5 MB; MP4, MOV videos up to 512 MB.',
      )
      .waitFor();
    expect(uploads).toBe(0);
    // A photo X takes: uploaded, listed, and sent with the reply.
    await input.setInputFiles({ name: 'menu.png', mimeType: 'image/png', buffer: png(2048) });
    await box.getByRole('list', { name: 'Attachments' }).getByText('menu.png').waitFor();
    expect(uploads).toBe(1);
    expect(await box.getByRole('alert').count()).toBe(0);
    await expectAccessible(page);
    await conversation(page).getByTestId('composer-text').fill('Our autumn menu');
    await conversation(page)
      .locator('button:not([data-action])', { hasText: /^Comment$/ })
      .click();
    const sent = conversation(page).locator('article').filter({ hasText: 'Our autumn menu' });
    await sent.getByText('Delivered').waitFor({ timeout: 15_000 });
    const image = sent.locator('img[src*="/media/uploads/"]');
    await image.waitFor();
    const src = (await image.getAttribute('src')) ?? '';
    const served = await page.request.get(new URL(src, page.url()).toString());
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(await box.getByRole('list', { name: 'Attachments' }).count()).toBe(0);
  });

  it('offers no attachments where the network takes none', async () => {
    const page = await inbox(DEMO.admin);
    const video = await firstItem(
      page,
      { networks: ['youtube'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && item.engage.networkStatus === 'published',
    );
    await page.goto(page.url().replace(/#.*$/, `#${itemRoute(video.id)}`));
    await conversation(page).getByTestId('composer-text').waitFor();
    expect(await conversation(page).getByTestId('reply-attachments').count()).toBe(0);
  });
});

describe('/integrations/content-viewer', () => {
  it('sends a signed-out visitor to sign in and back to the conversation, on a page of its own', async () => {
    // Which item: asked as the administrator in a page of its own.
    const admin = await inbox(DEMO.admin);
    const comment = await firstItem(
      admin,
      { networks: ['facebook'], types: ['comment'] },
      (item) => item.sender?.isOwn !== true && Boolean(item.message),
    );
    const page = await browser.page(`#/integrations/content-viewer?itemId=${comment.id}`);
    page.setDefaultTimeout(10_000);
    await signIn(page, DEMO.admin);
    const viewer = page.getByTestId('content-viewer');
    await viewer.getByRole('region', { name: 'Conversation' }).waitFor();
    await viewer
      .getByText(comment.message ?? '', { exact: false })
      .first()
      .waitFor();
    expect(new URL(page.url()).hash).toBe(`#/integrations/content-viewer?itemId=${comment.id}`);
    // No feeds, no list, no shell; the chat widget's launcher is hidden while it is open.
    expect(await page.getByRole('navigation', { name: 'Feeds' }).count()).toBe(0);
    expect(await page.getByTestId('virtual-list').count()).toBe(0);
    expect(await page.locator('html').getAttribute('data-chat-launcher')).toBe('hidden');
    // Full height: the conversation fills the window.
    const box = await viewer.boundingBox();
    expect(box?.height).toBe(page.viewportSize()?.height);
    await expectAccessible(page);
    // Closing it opens the item in the inbox; the launcher comes back.
    await viewer.getByRole('button', { name: 'Close the conversation' }).click();
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${itemRoute(comment.id)}`);
    await page.getByRole('navigation', { name: 'Feeds' }).waitFor();
    expect(await page.locator('html').getAttribute('data-chat-launcher')).toBeNull();
  });

  it('says when a link names no conversation, and leads to the inbox', async () => {
    const page = await inbox(DEMO.editor, '/integrations/content-viewer');
    await page.getByRole('heading', { name: 'This link does not name a conversation.' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open the inbox' }).click();
    await page.getByRole('navigation', { name: 'Feeds' }).waitFor();
  });
});
