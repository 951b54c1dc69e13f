import type { ListeningQuery } from '@smm/model';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { documentScrolls, keepScreenshot, overflowing } from './layout.js';

const browser = useBrowser();

const FRAME = 'iframe[title="Listening tool"]';

/** The listening tool's analytics events the page sent (not route views), with the server's answer to each. */
function recordEvents(page: Page) {
  const sent: { fragment: string; type: string; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/api/analytics/events')) return;
    const body = request.postDataJSON() as { type: string; fragment: string };
    if (body.type !== 'listeningTool') return;
    sent.push({ type: body.type, fragment: body.fragment, status: response.status() });
  });
  return sent;
}

async function signedIn(email: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(20_000);
  await signIn(page, email);
  await page.locator('nav').first().waitFor();
  return page;
}

/** Opens Listen and waits for the tool in its frame; answers the frame and its address. */
async function openListen(page: Page): Promise<{ frame: Frame; src: URL }> {
  await page.goto(page.url().replace(/#.*$/, '#/listen'));
  await page.waitForURL(/#\/listen\/tool$/);
  const element = page.locator(FRAME);
  await element.waitFor();
  const src = new URL((await element.getAttribute('src')) ?? '');
  await page
    .frameLocator(FRAME)
    .getByRole('heading', { name: 'Listening tool', level: 1 })
    .waitFor();
  // Shown once the tool said it loaded (the opening notice is gone).
  await page.getByText('Opening the listening tool…').waitFor({ state: 'detached' });
  const frame = page.frames().find((f) => f.url().includes('/sandbox/listening/tool'));
  if (!frame) throw new Error('The listening tool is not in a frame.');
  return { frame, src };
}

const tool = (page: Page) => page.frameLocator(FRAME);

/** Waits a moment for messages to be handled, then answers what was sent since `from`. */
async function sentSince(page: Page, sent: readonly { fragment: string }[], from: number) {
  await page.waitForTimeout(1_500);
  return sent.slice(from).map((event) => event.fragment);
}

async function expectFits(page: Page, name: string) {
  expect(await overflowing(page, 'main')).toEqual([]);
  expect(await documentScrolls(page)).toBe(false);
  // One scrollbar: the tool's own, inside the frame; the main area does not scroll around it.
  const mainScrolls = await page
    .locator('main')
    .first()
    .evaluate((main) => main.scrollHeight - main.clientHeight > 1);
  expect(mainScrolls).toBe(false);
  const box = await page.locator(FRAME).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height).toBeLessThanOrEqual(viewport?.height ?? 0);
  expect(box?.height ?? 0).toBeGreaterThan((viewport?.height ?? 0) * 0.55);
  await keepScreenshot(page, name);
}

describe('Listen', () => {
  it('frames the listening tool with a nonce and reports its tracking messages, and only those', async () => {
    const page = await signedIn(DEMO.admin);
    const sent = recordEvents(page);
    const { frame, src } = await openListen(page);
    const nonce = src.searchParams.get('nonce') ?? '';
    expect(nonce.length).toBeGreaterThanOrEqual(20);
    expect(src.pathname).toBe('/sandbox/listening/tool');
    // The tool is another origin than the product.
    expect(src.origin).not.toBe(new URL(page.url()).origin);

    // Choosing a query in the tool: its tracking message reaches the server.
    await tool(page)
      .getByRole('link', { name: /Oat milk conversations/ })
      .click();
    await tool(page)
      .getByRole('heading', { name: /Oat milk conversations/, level: 2 })
      .waitFor();
    await expect
      .poll(() => sent.find((event) => event.fragment === 'querySelected'))
      .toEqual({ type: 'listeningTool', fragment: 'querySelected', status: 204 });
    await tool(page)
      .getByRole('img', { name: /Volume per day: [\d,]+ posts in all/ })
      .waitFor();
    expect(await tool(page).locator('ol.posts > li').count()).toBeGreaterThan(5);

    // Searching within the results and changing the period are reported too.
    await tool(page).getByRole('link', { name: 'Last 24 hours' }).click();
    await tool(page)
      .getByRole('img', { name: /Volume per hour/ })
      .waitFor();
    await expect.poll(() => sent.filter((e) => e.fragment === 'search').length).toBe(1);

    // A message of the tool's frame with the right nonce counts (the control)…
    const tooled = page.frames().find((f) => f.url().includes('/sandbox/listening/tool')) ?? frame;
    let from = sent.length;
    await tooled.evaluate(
      (n) =>
        window.parent.postMessage({ source: 'listening-tool', nonce: n, event: 'search' }, '*'),
      nonce,
    );
    expect(await sentSince(page, sent, from)).toEqual(['search']);

    // …one with a wrong nonce does not.
    from = sent.length;
    await tooled.evaluate(() =>
      window.parent.postMessage(
        { source: 'listening-tool', nonce: 'a-guessed-nonce', event: 'queryPaused' },
        '*',
      ),
    );
    // Nor one the product's own window posts with the right nonce.
    await page.evaluate(
      (n) => window.postMessage({ source: 'listening-tool', nonce: n, event: 'queryPaused' }, '*'),
      nonce,
    );
    expect(await sentSince(page, sent, from)).toEqual([]);

    // Nor one from the frame at another origin (the product's), with the right nonce.
    await page.locator(FRAME).evaluate((element) => {
      (element as HTMLIFrameElement).src = 'about:blank';
    });
    const blank = await (await page.locator(FRAME).elementHandle())?.contentFrame();
    if (!blank) throw new Error('The frame has no document.');
    await expect.poll(() => blank.url()).toBe('about:blank');
    await blank.waitForLoadState();
    from = sent.length;
    await blank.evaluate(
      (n) =>
        window.parent.postMessage(
          { source: 'listening-tool', nonce: n, event: 'queryPaused' },
          '*',
        ),
      nonce,
    );
    expect(await sentSince(page, sent, from)).toEqual([]);
    expect(sent.every((event) => event.status === 204)).toBe(true);

    // Reloading opens the tool with a fresh nonce.
    await page.getByRole('button', { name: 'Reload the listening tool' }).click();
    await tool(page).getByRole('heading', { name: 'Listening tool', level: 1 }).waitFor();
    const again = new URL((await page.locator(FRAME).getAttribute('src')) ?? '');
    expect(again.searchParams.get('nonce')).not.toBe(nonce);
  });

  it('manages a listening query in the tool', async () => {
    const page = await signedIn(DEMO.admin);
    const sent = recordEvents(page);
    await openListen(page);
    const queries = () => callApi<ListeningQuery[]>(page, 'GET', '/api/engage/listening/queries');

    await tool(page).getByRole('link', { name: 'New query' }).click();
    await tool(page).getByLabel('Name').fill('Cold brew fans');
    await tool(page).getByLabel('Keywords', { exact: true }).fill('cold brew\ncoldbrew');
    await tool(page).getByLabel('Excluded keywords').fill('recipe');
    await tool(page).getByLabel('English').check();
    await tool(page).getByLabel('German').check();
    await tool(page).getByRole('button', { name: 'Save query' }).click();
    await tool(page)
      .getByRole('heading', { name: /Cold brew fans/, level: 2 })
      .waitFor();
    await expect.poll(() => sent.map((e) => e.fragment)).toContain('queryCreated');
    const created = (await queries()).find((q) => q.name === 'Cold brew fans');
    expect(created).toMatchObject({
      keywords: ['cold brew', 'coldbrew'],
      excludedKeywords: ['recipe'],
      languages: ['en', 'de'],
      active: true,
    });

    // A query without keywords is refused with a reason, and nothing is saved.
    await tool(page).getByRole('link', { name: 'New query' }).click();
    await tool(page).getByLabel('Name').fill('Nothing');
    await tool(page).getByLabel('Keywords', { exact: true }).fill(' , ');
    await tool(page).getByRole('button', { name: 'Save query' }).click();
    await tool(page)
      .getByRole('alert')
      .getByText(/keywords/)
      .waitFor();
    expect((await queries()).some((q) => q.name === 'Nothing')).toBe(false);
    await tool(page).getByRole('link', { name: 'Cancel' }).click();

    await tool(page)
      .getByRole('link', { name: /Cold brew fans/ })
      .click();
    await tool(page).getByRole('button', { name: 'Pause' }).click();
    await tool(page).getByRole('button', { name: 'Resume' }).waitFor();
    expect((await queries()).find((q) => q.id === created?.id)?.active).toBe(false);

    await tool(page).getByRole('link', { name: 'Edit' }).click();
    await tool(page).getByLabel('Name').fill('Cold brew lovers');
    await tool(page).getByRole('button', { name: 'Save query' }).click();
    await tool(page)
      .getByRole('heading', { name: /Cold brew lovers/, level: 2 })
      .waitFor();
    expect((await queries()).find((q) => q.id === created?.id)?.name).toBe('Cold brew lovers');

    await tool(page).getByRole('link', { name: 'Delete' }).click();
    await tool(page).getByRole('button', { name: 'Delete query' }).click();
    await tool(page)
      .getByRole('link', { name: /Cold brew lovers/ })
      .waitFor({ state: 'detached' });
    expect((await queries()).some((q) => q.id === created?.id)).toBe(false);
    await expect
      .poll(() => sent.map((e) => e.fragment))
      .toEqual(expect.arrayContaining(['queryPaused', 'queryUpdated', 'queryDeleted']));
  });

  it('fills the area at 1440×900 and 1024×768, nothing clipped, accessible', async () => {
    const page = await signedIn(DEMO.admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openListen(page);
    await tool(page)
      .getByRole('img', { name: /Volume per day/ })
      .waitFor();
    await expectFits(page, 'listen-tool-1440');
    await expectAccessible(page);
    // The newest posts, further down in the tool.
    await tool(page).getByRole('heading', { name: 'Newest posts' }).scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'listen-tool-posts-1440');
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.waitForTimeout(300);
    await expectFits(page, 'listen-tool-1024');
    await expectAccessible(page);
    // The tool's own form, in the frame.
    await tool(page).getByRole('link', { name: 'New query' }).click();
    await tool(page).getByLabel('Name').waitFor();
    await keepScreenshot(page, 'listen-tool-new-query-1024');
    await expectAccessible(page);
  });

  it('says what to do when the tool cannot be opened or does not answer', async () => {
    const page = await signedIn(DEMO.admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.route('**/api/listen/embed', (route) =>
      route.fulfill({ status: 503, json: { status: 503, message: 'Unavailable' } }),
    );
    await page.goto(page.url().replace(/#.*$/, '#/listen/tool'));
    await page.getByRole('heading', { name: 'The listening tool could not be opened' }).waitFor();
    await page.getByText('Check your connection and try again.').waitFor();
    await keepScreenshot(page, 'listen-open-failed-1440');
    await expectAccessible(page);

    // The tool itself is down: it never says it loaded.
    await page.unroute('**/api/listen/embed');
    await page.route('**/sandbox/listening/tool?**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('heading', { name: 'The listening tool is not answering' })
      .waitFor({ timeout: 30_000 });
    await page.getByText(/Try again in a minute/).waitFor();
    await page.setViewportSize({ width: 1024, height: 768 });
    expect(await overflowing(page, 'main')).toEqual([]);
    await keepScreenshot(page, 'listen-tool-down-1024');

    // Back up: trying again shows the tool.
    await page.unroute('**/sandbox/listening/tool?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await tool(page).getByRole('heading', { name: 'Listening tool', level: 1 }).waitFor();

    // An ended session (an unknown token) says so inside the frame.
    const src = new URL((await page.locator(FRAME).getAttribute('src')) ?? '');
    const frame = await (await page.locator(FRAME).elementHandle())?.contentFrame();
    await frame?.goto(`${src.origin}/sandbox/listening/tool?token=ended&nonce=ended`);
    await tool(page).getByRole('heading', { name: 'This listening session has ended' }).waitFor();
    await tool(page)
      .getByText(/Reload Listen in Switchboard/)
      .waitFor();
  });

  it('speaks German', async () => {
    const page = await signedIn(DEMO.admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(page.url().replace(/#.*$/, '#/listen/tool?lang=de'));
    // The language of a `lang` link is taken when the app starts.
    await page.reload();
    await page.getByRole('heading', { name: 'Zuhören', level: 1 }).waitFor();
    await page.locator('iframe[title="Listening-Tool"]').waitFor();
    await page.getByRole('button', { name: 'Listening-Tool neu laden' }).waitFor();
    await page
      .frameLocator('iframe[title="Listening-Tool"]')
      .getByRole('img', { name: /Volume per day/ })
      .waitFor();
    expect(await overflowing(page, 'main')).toEqual([]);
    expect(await documentScrolls(page)).toBe(false);
    await keepScreenshot(page, 'listen-tool-de-1440');
    await expectAccessible(page);
  });

  it('shows each active query’s volume of the last 7 days on Home', async () => {
    const page = await signedIn(DEMO.admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(page.url().replace(/#.*$/, '#/home'));
    const widget = page.locator('section', { has: page.getByRole('heading', { name: 'Listen' }) });
    await widget.getByText('Demo Coffee mentions').waitFor();
    await widget
      .getByText(/[\d,]+ posts in the last 7 days/)
      .first()
      .waitFor();
    expect(await widget.getByText('Competitor launches (paused)').count()).toBe(0);
    await widget.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'listen-home-widget-1440');
  });
});
