/**
 * A WhatsApp channel's page in the browser against the real server and its sandbox WhatsApp
 * Business Platform (decision 0067): an administrator edits the business profile and finds it
 * kept after a reload, is stopped by a website without http://, uploads a PNG photo and sees it,
 * is told a GIF is not a type WhatsApp takes, submits a message template and sees it in review,
 * reads why the demo's rejected template was rejected, sees the list read again every 30 seconds
 * while a template is in review, and clears the profile after a confirmation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { GIF, png } from './images.js';
import { documentScrolls, keepScreenshot, overflowing } from './layout.js';

const browser = useBrowser();

const CHANNEL = 'whatsapp-demo';

/** Signs in as the administrator and opens the WhatsApp channel's page. */
async function openChannel(page: Page) {
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#/settings/channels/${CHANNEL}`));
  await profile(page).getByLabel('About', { exact: true }).waitFor();
}

const profile = (page: Page) => page.getByRole('form', { name: 'Business profile' });
const templates = (page: Page) => page.getByRole('region', { name: 'Message templates' });
const numbers = (page: Page) => page.getByRole('region', { name: 'Numbers of this account' });

interface Profile {
  readonly about?: string;
  readonly vertical: string;
  readonly websites: readonly string[];
  readonly photoUrl?: string | null;
}

describe("a WhatsApp channel's page", () => {
  it('keeps an edited about text and industry after a reload', async () => {
    const page = await browser.page();
    await openChannel(page);
    await expectAccessible(page);
    // A long page scrolls inside the main area; the sidebar stays where it is.
    await expect(documentScrolls(page)).resolves.toBe(false);
    const about = `Open every day from 7 · ${Date.now() % 100_000}`;
    await profile(page).getByLabel('About', { exact: true }).fill(about);
    await expect(
      profile(page).getByText(`${about.length} of 139 characters`).count(),
    ).resolves.toBe(1);
    await profile(page).getByLabel('Industry').selectOption('Education');
    await profile(page).getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('The business profile was saved.').waitFor();

    await page.reload();
    await profile(page).getByLabel('About', { exact: true }).waitFor();
    await expect(profile(page).getByLabel('About', { exact: true }).inputValue()).resolves.toBe(
      about,
    );
    await expect(profile(page).getByLabel('Industry').inputValue()).resolves.toBe('Education');
    const saved = await callApi<Profile>(page, 'GET', `/api/whatsapp/profile?channelId=${CHANNEL}`);
    expect(saved).toMatchObject({ about, vertical: 'Education' });
  });

  it('shows its profile, numbers and templates without anything cut off at 1440×900 and 1024×768', async () => {
    const page = await browser.page();
    await openChannel(page);
    for (const [width, height] of [
      [1440, 900],
      [1024, 768],
    ] as const) {
      await page.setViewportSize({ width, height });
      await templates(page).getByRole('table').waitFor();
      const where = `the channel page at ${width}×${height}`;
      expect({ where, overflowing: await overflowing(page, 'main') }).toEqual({
        where,
        overflowing: [],
      });
      for (const [name, section] of [
        ['profile', profile(page)],
        ['numbers', numbers(page)],
        ['templates', templates(page)],
      ] as const) {
        await section.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await keepScreenshot(page, `whatsapp-channel-${name}-${width}`);
      }
      await templates(page).getByRole('button', { name: 'New template' }).click();
      const dialog = page.getByRole('dialog', { name: 'New message template' });
      await dialog.waitFor();
      expect({
        where,
        overflowing: await overflowing(page, 'dialog[open], [role="dialog"]'),
      }).toEqual({
        where,
        overflowing: [],
      });
      await keepScreenshot(page, `whatsapp-channel-new-template-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    }
  });

  it('names the problem of a website without http:// and refuses to save it', async () => {
    const page = await browser.page();
    await openChannel(page);
    const before = await callApi<Profile>(
      page,
      'GET',
      `/api/whatsapp/profile?channelId=${CHANNEL}`,
    );
    const form = profile(page);
    if (before.websites.length >= 2) {
      await form.getByRole('button', { name: 'Remove website 2' }).click();
    }
    await form.getByRole('button', { name: 'Add a website' }).click();
    const last = form.getByLabel(/^Website \d$/).last();
    await last.fill('democoffee.example');
    await form.getByText('Enter a web address starting with http:// or https://').waitFor();
    await expect(last.getAttribute('aria-invalid')).resolves.toBe('true');

    await form.getByRole('button', { name: 'Save profile' }).click();
    await form.getByRole('alert').filter({ hasText: 'Correct the marked fields' }).waitFor();
    await expect(last.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const after = await callApi<Profile>(page, 'GET', `/api/whatsapp/profile?channelId=${CHANNEL}`);
    expect(after.websites).toEqual(before.websites);
    await expectAccessible(page);
  });

  it('uploads a PNG photo and shows it; names the type of a GIF before sending it', async () => {
    const page = await browser.page();
    await openChannel(page);
    const form = profile(page);
    // What is being typed stays while the photo is uploaded.
    await form.getByLabel('About', { exact: true }).fill('Typed before the photo');
    await form.getByLabel('Change photo').setInputFiles({
      name: 'storefront.png',
      mimeType: 'image/png',
      buffer: png(64, [107, 66, 38]),
    });
    await form.getByRole('img', { name: 'Preview of storefront.png' }).waitFor();
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await form.getByText('The new profile photo is on WhatsApp.').waitFor();
    const photo = form.getByRole('img', { name: 'The current profile photo' });
    await expect(photo.getAttribute('src')).resolves.toMatch(/\/media\/whatsapp\//);
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(64);
    await expect(form.getByLabel('About', { exact: true }).inputValue()).resolves.toBe(
      'Typed before the photo',
    );

    await form.getByLabel('Change photo').setInputFiles({
      name: 'animation.gif',
      mimeType: 'image/gif',
      buffer: GIF,
    });
    await form
      .getByText('“animation.gif” is a GIF file; WhatsApp takes only JPEG or PNG images.')
      .waitFor();
    await expect(form.getByRole('button', { name: 'Upload photo' }).count()).resolves.toBe(0);
    await expectAccessible(page);
  });

  it('lists the numbers of the account in words, this channel marked; Connect goes on to the flow', async () => {
    const page = await browser.page();
    await openChannel(page);
    // A number of its own, so what other tests connect does not matter here.
    await callApi(page, 'POST', '/api/whatsapp/phone-numbers', {
      businessAccountId: (
        await callApi<{ id: string; name: string }[]>(
          page,
          'GET',
          '/api/whatsapp/business-accounts',
        )
      ).find((account) => account.name === 'Demo Coffee')?.id,
      phoneNumber: '+44 20 7946 0777',
      verifiedName: 'Demo Coffee Catering',
    });
    await page.reload();
    const list = numbers(page);
    await list.getByText('This channel', { exact: true }).waitFor();
    const catering = list.getByRole('row').filter({ hasText: '+44 20 7946 0777' });
    await expect(catering.getByText('SMS code not entered yet').count()).resolves.toBe(1);
    await expect(
      catering.getByRole('button', { name: 'Remove +44 20 7946 0777' }).count(),
    ).resolves.toBe(1);

    // Connect chooses the number and goes on to the channels' WhatsApp connect flow for it.
    const chosen = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/whatsapp/channels') && response.request().method() === 'POST',
    );
    await catering.getByRole('button', { name: 'Connect +44 20 7946 0777' }).click();
    expect((await chosen).ok()).toBe(true);
    await page.waitForURL((url) => /^#\/settings\/channels(\?|$)/.test(url.hash));
    const flow = page.getByRole('dialog', { name: 'Connect a WhatsApp number' });
    await flow.getByRole('button', { name: 'Send code' }).waitFor();

    // Left there, the number is being connected; stopping (confirmed) leaves it in its account.
    await flow.getByRole('button', { name: 'Close' }).last().click();
    const pending = page.getByRole('region', { name: 'WhatsApp numbers being connected' });
    await pending.getByRole('button', { name: 'Stop connecting +44 20 7946 0777' }).click();
    const confirm = page.getByRole('dialog', { name: 'Stop connecting +44 20 7946 0777?' });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Stop connecting' }).click();
    await pending
      .getByRole('button', { name: 'Stop connecting +44 20 7946 0777' })
      .waitFor({ state: 'detached' });
    const left = await callApi<{ displayPhoneNumber: string }[]>(
      page,
      'GET',
      '/api/whatsapp2/channels',
    );
    expect(left.map((number) => number.displayPhoneNumber)).not.toContain('+44 20 7946 0777');
  });

  it('submits a template that is then in review, and shows why one was rejected', async () => {
    const page = await browser.page();
    await openChannel(page);
    const table = templates(page);
    await table.getByRole('table').waitFor();
    const rejected = table.getByRole('row').filter({ hasText: 'Rejected' }).first();
    await expect(rejected.getByText(/^Reason: .+/).count()).resolves.toBe(1);

    await table.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message template' });
    const name = dialog.getByLabel('Name', { exact: true });
    await name.fill('Pickup-Reminder');
    await dialog.getByText('cannot be used').waitFor();
    await expect(dialog.getByText('“P” “-” “R”', { exact: false }).count()).resolves.toBe(1);
    await expectAccessible(page);
    const unique = `pickup_reminder_${Date.now() % 100_000}`;
    await name.fill(unique);
    await expect(dialog.getByText('cannot be used').count()).resolves.toBe(0);
    await dialog.getByLabel('Category').selectOption('UTILITY');
    const text = dialog.getByLabel('Text', { exact: true });
    await text.fill('Hello ');
    await dialog.getByRole('button', { name: 'Insert placeholder {{1}}' }).click();
    await text.press('End');
    await text.pressSequentially(', your order is ready to collect.');
    await expect(text.inputValue()).resolves.toBe('Hello {{1}}, your order is ready to collect.');
    await dialog.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText(`“${unique}” was sent to WhatsApp for review.`).waitFor();

    const row = table.getByRole('row').filter({ hasText: unique });
    await row.getByText('In review').waitFor();
    await expect(row.getByText('{{1}}').count()).resolves.toBe(1);
    await table.getByText('checked again every 30 seconds').waitFor();
  });

  it('reads the templates again every 30 seconds while one is in review', async () => {
    const page = await browser.page();
    await page.clock.install();
    await openChannel(page);
    await templates(page).getByText('In review').first().waitFor();
    let reads = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/whatsapp/templates?')) reads++;
    });
    await page.clock.fastForward(10_000);
    expect(reads).toBe(0);
    await page.clock.fastForward(21_000);
    await expect.poll(() => reads).toBe(1);
  });

  it('resets the profile after saying it clears it on WhatsApp', async () => {
    const page = await browser.page();
    await openChannel(page);
    await profile(page).getByRole('button', { name: 'Reset profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the business profile?' });
    await dialog.getByText('This clears the profile on WhatsApp', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Clear the profile' }).click();
    await page.getByText('The business profile was cleared.').waitFor();
    const form = profile(page);
    await expect(form.getByLabel('About', { exact: true }).inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Industry').inputValue()).resolves.toBe('Other');
    await form.getByRole('img', { name: 'No photo yet' }).waitFor();
    const cleared = await callApi<Profile>(
      page,
      'GET',
      `/api/whatsapp/profile?channelId=${CHANNEL}`,
    );
    expect(cleared).toMatchObject({ vertical: 'Other', websites: [] });
  });
});
