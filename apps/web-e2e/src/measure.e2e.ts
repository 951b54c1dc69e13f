import { mkdir, readFile } from 'node:fs/promises';
import type { EngageItem, TeamPerformanceSummary, User } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi, DEMO, expectAccessible, lastMailTo, signIn, useBrowser } from './browser.js';
import { documentScrolls, overflowing } from './layout.js';

const browser = useBrowser();

/** Where the screenshots of the issue go, to be looked at (not versioned). */
const SHOTS = '/work/notes/shots';

const DASHBOARD = '#/measure/dashboards/home';

async function signedIn(email: string, password = 'demo'): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(15_000);
  await signIn(page, email, password);
  await page.locator('nav').first().waitFor();
  return page;
}

/** The dashboard with every part loaded (no skeleton, no error). */
async function openDashboard(page: Page, path = DASHBOARD): Promise<void> {
  await page.goto(page.url().replace(/#.*$/, path));
  await page.locator('[data-screen="measure"]').waitFor();
  for (const part of ['summary', 'byTeam', 'byPerson', 'volume', 'overTime', 'posts']) {
    const card = page.locator(`section[data-part="${part}"]`);
    await card.waitFor();
    await card
      .locator('[aria-busy="true"], [role="alert"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
  }
  await page
    .locator('section[data-part="byPerson"] table, section[data-part="byPerson"] h3')
    .first()
    .waitFor();
  await page
    .locator('section[data-part="summary"] dl, section[data-part="summary"] h3')
    .first()
    .waitFor();
}

/** The interpolated percentile, written here on its own (not the product's). */
function percentileOf(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (sorted.length - 1) * p;
  const low = sorted[Math.floor(rank)] ?? 0;
  const high = sorted[Math.ceil(rank)] ?? 0;
  return Math.round(low + (high - low) * (rank - Math.floor(rank)));
}

/** A new administrator of Demo Coffee, invited and signed up: nobody else's answers are theirs. */
async function newAdministrator(admin: Page, password: string) {
  const me = await callApi<User>(admin, 'GET', '/api/2/users/me');
  const email = `mia-${Date.now()}@demo.test`;
  await callApi(admin, 'POST', `/api/1/org/${me.orgId}/users`, {
    email,
    firstName: 'Mia',
    lastName: 'Measure',
    isAdmin: true,
  });
  const token = /#\/invitation\/([\w-]+)/.exec(await lastMailTo(email))?.[1];
  if (!token) throw new Error('The invitation e-mail has no link.');
  const accepted = await admin.request.post(`${inject('base')}/smm/accounts/accept-invitation`, {
    data: { token, password },
  });
  expect(accepted.status()).toBe(200);
  return { email, name: 'Mia Measure' };
}

/** Waits until an answer left the sending state; answers its stored item. */
async function delivered(page: Page, id: string): Promise<EngageItem> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const item = await callApi<EngageItem>(page, 'GET', `/api/engage/contents/${id}`);
    if (item.meta.delivery !== 'MESSAGE_SENDING') return item;
    await page.waitForTimeout(100);
  }
  throw new Error(`The answer ${id} was never sent.`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/issue31-measure-${name}.png`, fullPage: true });
}

describe('measure', () => {
  it("Measure's first-response times equal values computed independently over seeded data", async () => {
    const admin = await signedIn(DEMO.admin);
    const colleague = await newAdministrator(admin, 'measure-secret-1');
    const mia = await signedIn(colleague.email, 'measure-secret-1');
    // Customers comment; the new administrator answers them one after the other.
    const waits: number[] = [];
    const comments = [];
    for (let n = 0; n < 5; n++) {
      comments.push(
        await callApi<{ itemId: string }>(admin, 'POST', '/api/sandbox/comments', {
          text: `Measure question ${n}`,
        }),
      );
    }
    for (const comment of comments) {
      const sent = await callApi<{ id: string }>(
        mia,
        'POST',
        `/api/engage/contents/${comment.itemId}/comments`,
        { text: 'Thanks for asking!' },
      );
      const answer = await delivered(mia, sent.id);
      expect(answer.meta.delivery).not.toBe('MESSAGE_FAILED');
      const item = await callApi<EngageItem>(
        admin,
        'GET',
        `/api/engage/contents/${comment.itemId}`,
      );
      waits.push((Date.parse(answer.meta.createdDate) - Date.parse(item.meta.createdDate)) / 1000);
    }
    const median = percentileOf(waits, 0.5);
    const p90 = percentileOf(waits, 0.9);

    await admin.setViewportSize({ width: 1440, height: 900 });
    await openDashboard(admin);
    const row = admin
      .locator('section[data-part="byPerson"] tbody tr')
      .filter({ hasText: colleague.name });
    await row.waitFor();
    const cells = row.locator('td');
    expect(await cells.nth(1).innerText()).toBe('5');
    expect(await cells.nth(2).getAttribute('data-seconds')).toBe(String(median));
    expect(await cells.nth(3).getAttribute('data-seconds')).toBe(String(p90));
    // The summary agrees with the API's answer for the same period.
    const received = await admin.locator('[data-figure="received"] dd').innerText();
    expect(Number(received.replace(/\D/g, ''))).toBeGreaterThanOrEqual(5);

    // The table sorts by a click on its header.
    const header = admin.locator('section[data-part="byPerson"] th[data-column="median"]');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');

    await expectAccessible(admin);
    expect(await overflowing(admin, 'main')).toEqual([]);
    expect(await documentScrolls(admin)).toBe(false);
    await shoot(admin, 'dashboard-1440');
    await admin.locator('table[data-table="posts"]').scrollIntoViewIfNeeded();
    await shoot(admin, 'posts-1440');

    // "Export CSV" downloads the table by person.
    const download = admin.waitForEvent('download');
    await admin
      .locator('section[data-part="byPerson"]')
      .getByRole('button', { name: 'Export CSV' })
      .click();
    const file = await (await download).path();
    const csv = (await readFile(file, 'utf8')).replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/)[0]).toBe(
      'Person,Handled,First answers,Median first response (seconds),90th percentile first response (seconds)',
    );
    expect(csv).toContain(`${colleague.name},5,5,${median},${p90}`);

    await admin.setViewportSize({ width: 1024, height: 768 });
    await admin.locator('table[data-table="posts"]').waitFor();
    expect(await overflowing(admin, 'main')).toEqual([]);
    await shoot(admin, 'dashboard-1024');
    await admin.locator('section[data-part="volume"]').scrollIntoViewIfNeeded();
    await shoot(admin, 'charts-1024');
  });

  it("shows a non-administrator only their channels' figures", async () => {
    const editor = await signedIn(DEMO.editor);
    const me = await callApi<User>(editor, 'GET', '/api/2/users/me');
    const summary = editor.waitForResponse((r) =>
      r.url().includes('/api/measure/team-performance/summary'),
    );
    await openDashboard(editor);
    const response = await summary;
    const shown = (await response.json()) as TeamPerformanceSummary;
    const query = new URL(response.url()).searchParams;
    // The administrator's figures over the editor's channels are the editor's.
    const admin = await signedIn(DEMO.admin);
    const theirs = new URLSearchParams({
      since: query.get('since') ?? '',
      until: query.get('until') ?? '',
      channels: (me.channelIds ?? []).join(','),
    });
    const all = new URLSearchParams({
      since: theirs.get('since') ?? '',
      until: theirs.get('until') ?? '',
    });
    const overTheirChannels = await callApi<TeamPerformanceSummary>(
      admin,
      'GET',
      `/api/measure/team-performance/summary?${theirs}`,
    );
    const overAll = await callApi<TeamPerformanceSummary>(
      admin,
      'GET',
      `/api/measure/team-performance/summary?${all}`,
    );
    expect(shown).toEqual(overTheirChannels);
    expect(shown.received).toBeLessThan(overAll.received);
    if (shown.received > 0) {
      const received = await editor.locator('[data-figure="received"] dd').innerText();
      expect(Number(received.replace(/\D/g, ''))).toBe(shown.received);
    }
    await expectAccessible(editor);
  });

  it('reads in German, and /measure leads to the dashboard', async () => {
    const page = await signedIn(DEMO.admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(page.url().replace(/#.*$/, '#/measure?lang=de'));
    await page.reload();
    await page.waitForURL(/#\/measure\/dashboards\/home/);
    await openDashboard(page);
    await page.getByRole('heading', { name: 'Team-Leistung' }).waitFor();
    // Custom dates: the days are read in the person's zone (UTC here).
    await page.getByLabel('Zeitraum').selectOption('custom');
    const asked = page.waitForResponse(
      (r) =>
        r.url().includes('/api/measure/team-performance/summary') &&
        r.url().includes('since=2026-11-02'),
    );
    await page.getByLabel('Erster Tag').fill('2026-11-02');
    const since = new URL((await asked).url()).searchParams.get('since');
    expect(since).toBe('2026-11-02T00:00:00.000Z');
    await page.getByLabel('Letzter Tag').fill('2026-11-01');
    await page.getByText('Wählen Sie einen letzten Tag ab dem ersten').waitFor();
    await page.getByLabel('Zeitraum').selectOption('last30');
    await page.locator('table[data-table="posts"]').waitFor();
    expect(await overflowing(page, 'main')).toEqual([]);
    await expectAccessible(page);
    await shoot(page, 'dashboard-de-1440');
  });
});
