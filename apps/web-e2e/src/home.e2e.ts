import type { HomeConfig, HomeEngage, PublishPost, User } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  accessToken,
  callApi,
  DEMO,
  expectAccessible,
  invitedColleague,
  signIn,
  useBrowser,
} from './browser.js';
import { documentScrolls, overflowing } from './layout.js';

const browser = useBrowser();

/** The widgets on Home, in their order on the page. */
const widgetsOn = (page: Page) =>
  page
    .locator('section[data-widget]')
    .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-widget')));

/** Schedules a post on Demo Coffee's Facebook page a day and a half ahead; answers it. */
async function scheduledPost(page: Page, text: string): Promise<PublishPost> {
  const at = new Date(Date.now() + 36 * 60 * 60 * 1000);
  at.setUTCSeconds(0, 0);
  return callApi<PublishPost>(page, 'POST', '/api/publish/posts', {
    channelIds: ['facebook-demo'],
    text,
    action: 'schedule',
    scheduledAt: at.toISOString(),
  });
}

/** The time of day of a moment in a zone, as Home shows it. */
const clock = (at: string, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(at));

async function signedIn(email: string, password = 'demo'): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(10_000);
  await signIn(page, email, password);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  return page;
}

describe('home', () => {
  it('shows the widgets of the package with their data, each leading to its area', async () => {
    const page = await signedIn(DEMO.admin);
    await page.setViewportSize({ width: 1440, height: 900 });
    const post = await scheduledPost(page, 'Winter blend tasting on Saturday, all day');
    await page.reload();
    const publishing = page.locator('section[data-widget="publishing"]');
    const row = publishing.locator('li', { hasText: 'Winter blend tasting on Saturday' });
    await row.getByText('Scheduled').waitFor();
    expect(await row.locator('time').innerText()).toBe(clock(post.at, 'UTC'));
    expect(await widgetsOn(page)).toEqual([
      'publishing',
      'engage',
      'measure',
      'audience',
      'listen',
    ]);
    const engage = await callApi<HomeEngage>(page, 'GET', '/api/home/engage');
    const inbox = page.locator('section[data-widget="engage"]');
    await inbox.getByText('Waiting longest for an answer').waitFor();
    await expect
      .poll(() => inbox.locator('dd').first().innerText())
      .toBe(engage.unread.toLocaleString('en-GB'));
    const first = engage.waiting[0];
    if (!first) throw new Error('The demo has nobody waiting.');
    await page.locator('section[data-widget="listen"]').getByText('Demo Coffee mentions').waitFor();
    await page.locator('section[data-widget="measure"]').getByText('Received').waitFor();
    await page.locator('section[data-widget="audience"]').getByText('People who wrote').waitFor();
    for (const [widget, link] of [
      ['publishing', 'Open Publish'],
      ['engage', 'Open the inbox'],
      ['measure', 'Open Measure'],
      ['audience', 'Open Audience'],
      ['listen', 'Open Listen'],
    ] as const) {
      await page
        .locator(`section[data-widget="${widget}"]`)
        .getByRole('link', { name: link })
        .waitFor();
    }
    expect(await overflowing(page, 'main')).toEqual([]);
    expect(await documentScrolls(page)).toBe(false);
    await expectAccessible(page);
    // A waiting customer opens in the inbox.
    await inbox
      .getByRole('link', { name: `Open the message of ${first.sender} in the inbox` })
      .click();
    await expect
      .poll(() => new URL(page.url()).hash)
      .toBe(`#/engage/feeds/adhoc/items/${first.id}`);
    const removed = await page.request.delete(`${inject('base')}/api/publish/posts/${post.id}`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(removed.ok()).toBe(true);
  });

  it('gives the essentials package no audience or listen widget', async () => {
    const page = await signedIn('admin@other.test');
    await page.locator('section[data-widget="engage"]').waitFor();
    expect(await widgetsOn(page)).toEqual(['publishing', 'engage', 'measure']);
  });

  it('hides and moves widgets with Customise home, kept after a reload', async () => {
    const admin = await signedIn(DEMO.admin);
    const person = await invitedColleague(admin, 'a home of my own', 'Hana', 'Home');
    const page = await signedIn(person.email, 'a home of my own');
    await page.locator('section[data-widget="listen"]').waitFor();
    await page.getByRole('button', { name: 'Customise home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customise home' });
    await dialog.getByRole('checkbox', { name: 'Show Audience' }).uncheck();
    // Listening up twice with the keyboard: above Audience, then above Performance.
    const up = dialog.getByRole('button', { name: 'Move Listening up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await dialog.getByText('Listening is now in place 3 of 5.').waitFor({ state: 'attached' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your home is saved.').waitFor();
    expect(await widgetsOn(page)).toEqual(['publishing', 'engage', 'listen', 'measure']);
    await page.reload();
    await page.locator('section[data-widget="listen"]').waitFor();
    expect(await widgetsOn(page)).toEqual(['publishing', 'engage', 'listen', 'measure']);
    const saved = await callApi<HomeConfig>(page, 'POST', '/api/home', {});
    expect(saved.items).toContainEqual({ widget: 'audience', visible: false });
  });

  it("shows times in the profile's time zone", async () => {
    const page = await signedIn(DEMO.lead);
    const me = await callApi<User>(page, 'GET', '/api/2/users/me');
    try {
      await callApi(page, 'PUT', '/smm/accounts/me', { id: me.id, timeZone: 'UTC' });
      await page.reload();
      const engage = await callApi<HomeEngage>(page, 'GET', '/api/home/engage');
      const since = engage.waiting[0]?.waitingSince;
      if (!since) throw new Error('Nobody waits on the lead’s channels.');
      const waiting = page.locator('section[data-widget="engage"] li').first();
      await expect.poll(() => waiting.innerText()).toContain(clock(since, 'UTC'));
      // The profile's choice of Tokyo moves every time shown by nine hours.
      await page.goto(page.url().replace(/#.*$/, '#/settings/profile'));
      await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
      await page.getByText('Time zone saved').waitFor();
      await expectAccessible(page);
      await page.goto(page.url().replace(/#.*$/, '#/home'));
      await page.getByText('times in Asia/Tokyo', { exact: false }).waitFor();
      await expect.poll(() => waiting.innerText()).toContain(clock(since, 'Asia/Tokyo'));
      expect(clock(since, 'Asia/Tokyo')).not.toBe(clock(since, 'UTC'));
      // The browser's own zone again.
      await page.goto(page.url().replace(/#.*$/, '#/settings/profile'));
      await page.getByRole('combobox', { name: 'Time zone' }).selectOption('');
      await expect
        .poll(async () => (await callApi<User>(page, 'GET', '/api/2/users/me')).timeZone)
        .toBeNull();
    } finally {
      await callApi(page, 'PUT', '/smm/accounts/me', { id: me.id, timeZone: null });
    }
  });
});
