/**
 * Connecting a WhatsApp number in the browser against the real server and its sandbox WhatsApp
 * Business Platform: an administrator goes Settings → Channels → Connect → WhatsApp, chooses
 * Demo Coffee's "Demo Coffee Orders" number, asks for its SMS code, reads the code on the
 * sandbox's SMS page in another page, enters it with a PIN, activates and verifies the number,
 * and finds it listed as a channel. The Demo Coffee Events number, left half way, is listed as
 * being connected and goes on with Continue; its first activation fails: the dialog shows
 * WhatsApp's cause, and trying again connects it. A WhatsApp channel's Reconnect opens the same
 * flow for its number. Every step passes axe; a person who works in German gets it in German.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { png } from './images.js';
import { keepScreenshot, overflowing } from './layout.js';

const browser = useBrowser();

const PIN = '246810';

/**
 * Each step at 1440×900 and 1024×768: nothing in the open dialogs (or, with none, the main
 * area) is wider than its box or cut off, and a screenshot of it is kept as a test artefact
 * (`whatsapp-flow-<name>-<width>.png`).
 */
async function shot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    const root =
      (await page.getByRole('dialog').count()) > 0 ? 'dialog[open], [role="dialog"]' : 'main';
    const where = `${name} at ${width}×${height}`;
    expect({ where, overflowing: await overflowing(page, root) }).toEqual({
      where,
      overflowing: [],
    });
    await keepScreenshot(page, `whatsapp-flow-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Signs in and opens the channel settings. */
async function openChannels(page: Page, email: string, home = /^(Home|Startseite)$/) {
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.getByRole('heading', { name: home }).waitFor();
  await page.goto(page.url().replace(/#.*$/, '#/settings/channels'));
}

/** Connect a channel → WhatsApp: the WhatsApp dialog. */
async function openWhatsApp(page: Page, shots = false) {
  await page.getByRole('button', { name: 'Connect a channel' }).first().click();
  const choose = page.getByRole('dialog', { name: 'Connect a channel' });
  await choose.getByRole('button', { name: 'Connect WhatsApp' }).waitFor();
  if (shots) {
    await expectAccessible(page);
    await shot(page, '0-networks');
  }
  await choose.getByRole('button', { name: 'Connect WhatsApp' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a WhatsApp number' });
  await dialog.waitFor();
  return dialog;
}

/** The newest code the sandbox sent to a number, read on its SMS page in a page of its own. */
async function smsCode(number: string): Promise<string> {
  const sms = await browser.page();
  await sms.goto(
    `${inject('base')}/sandbox/whatsapp/sms?number=${encodeURIComponent(number.replace(/\s/g, ''))}`,
  );
  const code = await sms.locator('li.sms').first().getAttribute('data-code');
  await sms.close();
  if (!code) throw new Error(`No SMS to ${number} on the sandbox page.`);
  return code;
}

/** From the numbers of an account: chooses a number, asks for its code and enters it. */
async function verifyByCode(page: Page, number: string, shots = false) {
  const dialog = page.getByRole('dialog', { name: 'Connect a WhatsApp number' });
  await dialog.getByRole('button', { name: `Connect ${number}` }).click();
  await dialog.getByLabel('Code from the SMS').waitFor();
  if (shots) {
    await expectAccessible(page);
    await shot(page, '3-code');
  }
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByText(/^Code sent to /).waitFor();
  await expect(
    dialog.getByRole('button', { name: /^Send again in [01]:[0-5]\d$/ }).count(),
  ).resolves.toBe(1);
  if (shots) {
    await expectAccessible(page);
    await shot(page, '3-code-sent');
  }
  const code = await smsCode(number);
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByLabel('Code from the SMS').fill(code);
  await dialog.getByLabel('Two-step verification PIN').fill(PIN);
  await dialog.getByRole('button', { name: 'Verify the code' }).click();
  await dialog.getByRole('button', { name: 'Activate and connect' }).waitFor();
}

describe('connecting a WhatsApp number', () => {
  it('business account → number → SMS code → activate and verify → connected, then listed', async () => {
    const page = await browser.page();
    await openChannels(page, DEMO.admin);
    const dialog = await openWhatsApp(page, true);

    await dialog
      .getByRole('button', { name: 'Show the numbers of Demo Coffee', exact: true })
      .waitFor();
    await expect(dialog.getByText('Business verified by Meta').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, '1-accounts');
    await dialog
      .getByRole('button', { name: 'Show the numbers of Demo Coffee', exact: true })
      .click();

    await dialog.getByRole('button', { name: 'Connect +44 20 7946 0321' }).waitFor();
    // The connected support number is said as such; the new one's badges in words.
    await dialog.getByText('A channel already').waitFor();
    await expect(dialog.getByText('Code not entered').count()).resolves.toBeGreaterThan(0);
    await expectAccessible(page);
    await shot(page, '2-numbers');
    await dialog.getByRole('button', { name: 'Add a number' }).click();
    await dialog.getByLabel('Phone number').fill('020 7946 0555');
    await dialog.getByLabel('Display name').fill('Demo Coffee Pop-up');
    await dialog.getByRole('button', { name: 'Add the number' }).click();
    await dialog
      .getByText('Enter the number in international form, starting with + and the country code.')
      .waitFor();
    await expectAccessible(page);
    await shot(page, '2-add-number');
    await dialog.getByLabel('Phone number').fill('+44 20 7946 0555');
    await dialog.getByRole('button', { name: 'Add the number' }).click();
    await dialog.getByRole('button', { name: 'Remove +44 20 7946 0555' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove +44 20 7946 0555?' });
    await expectAccessible(page);
    await shot(page, '2-remove-number');
    await confirm.getByRole('button', { name: 'Remove the number' }).click();
    await dialog
      .getByRole('button', { name: 'Remove +44 20 7946 0555' })
      .waitFor({ state: 'detached' });

    await verifyByCode(page, '+44 20 7946 0321', true);
    await expectAccessible(page);
    await shot(page, '4-activate');
    await dialog.getByRole('button', { name: 'Activate and connect' }).click();

    await dialog.getByText('Demo Coffee Orders is connected').waitFor();
    await dialog.getByRole('link', { name: 'Edit its business profile' }).waitFor();
    await dialog.getByRole('link', { name: 'Go to the inbox' }).waitFor();
    await expectAccessible(page);
    await shot(page, '5-connected');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page
      .getByRole('table', { name: 'Channels you manage' })
      .getByRole('link', { name: 'Demo Coffee Orders', exact: true })
      .waitFor();
  });

  it('the number just connected: its profile and photo are edited, and a customer who writes to it is answered in the inbox', async () => {
    const page = await browser.page();
    await openChannels(page, DEMO.admin);
    const numbers = await callApi<{ id: string; displayPhoneNumber: string; connected: boolean }[]>(
      page,
      'GET',
      '/api/whatsapp2/channels',
    );
    const orders = numbers.find((n) => n.displayPhoneNumber === '+44 20 7946 0321');
    expect(orders?.connected).toBe(true);
    const channelId = orders?.id ?? '';

    // Its page, from the channel list: the business profile and a photo.
    await page
      .getByRole('table', { name: 'Channels you manage' })
      .getByRole('link', { name: 'Demo Coffee Orders', exact: true })
      .click();
    const form = page.getByRole('form', { name: 'Business profile' });
    const about = 'Order ahead and collect at the counter.';
    await form.getByLabel('About', { exact: true }).fill(about);
    await form.getByLabel('Industry').selectOption('Restaurant');
    await form.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('The business profile was saved.').waitFor();
    await form.getByLabel('Change photo').setInputFiles({
      name: 'orders.png',
      mimeType: 'image/png',
      buffer: png(192, [38, 96, 64]),
    });
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await form.getByText('The new profile photo is on WhatsApp.').waitFor();
    await expectAccessible(page);
    const profile = await callApi<{ about?: string; vertical: string; photoUrl?: string | null }>(
      page,
      'GET',
      `/api/whatsapp/profile?channelId=${encodeURIComponent(channelId)}`,
    );
    expect(profile).toMatchObject({ about, vertical: 'Restaurant' });
    expect(profile.photoUrl).toMatch(/\/media\/whatsapp\//);

    // A customer writes to the number; the conversation is answered from the inbox.
    const question = 'Hi! Can I order two flat whites for 9:30?';
    const delivered = await callApi<{ itemId: string; conversationId: string }>(
      page,
      'POST',
      '/api/sandbox/whatsapp/messages',
      { channelId, text: question, name: 'Ana Ruiz' },
    );
    await page.goto(
      page.url().replace(/#.*$/, `#/engage/feeds/adhoc/items/${delivered.conversationId}`),
    );
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByText(question).first().waitFor();
    await conversation.getByText('Demo Coffee Orders', { exact: false }).first().waitFor();
    const answer = 'Of course, Ana: two flat whites at 9:30.';
    await conversation.getByTestId('composer-text').fill(answer);
    await conversation.getByRole('button', { name: 'Send', exact: true }).click();
    await conversation
      .locator('article')
      .filter({ hasText: answer })
      .getByText('Delivered')
      .waitFor({ timeout: 15_000 });
  });

  it('Demo Coffee Events: the activation failure shows its cause, and trying again connects it', async () => {
    const page = await browser.page();
    await openChannels(page, DEMO.admin);
    const dialog = await openWhatsApp(page);
    await dialog.getByRole('button', { name: 'Show the numbers of Demo Coffee Events' }).click();
    await verifyByCode(page, '+44 20 7946 0399');
    // Closed half way, the number is listed as being connected, and goes on where it stopped.
    await dialog.getByRole('button', { name: 'Close' }).click();
    const pending = page.getByRole('region', { name: 'WhatsApp numbers being connected' });
    await pending.getByText('Next: Activate').waitFor();
    await expectAccessible(page);
    await shot(page, '6-being-connected');
    await pending.getByRole('button', { name: 'Continue connecting +44 20 7946 0399' }).click();
    await dialog.getByRole('button', { name: 'Activate and connect' }).click();

    const alert = dialog.getByRole('alert').filter({ hasText: 'WhatsApp did not activate' });
    await alert.waitFor();
    await alert
      .getByText('still registered in the WhatsApp Business app', { exact: false })
      .waitFor();
    await alert.getByText('clears itself 5 minutes after the last try', { exact: false }).waitFor();
    await expectAccessible(page);
    await shot(page, '4-activation-failed');

    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByText('Demo Coffee Events is connected').waitFor();
    await expect(alert.count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('table', { name: 'Channels you manage' })
      .getByRole('link', { name: 'Demo Coffee Events', exact: true })
      .waitFor();
    await pending.waitFor({ state: 'detached' });
  });

  it('a WhatsApp channel’s reconnect opens the same flow for its number', async () => {
    const page = await browser.page();
    await openChannels(page, DEMO.admin);
    await page.goto(page.url().replace(/#.*$/, '#/settings/channels/whatsapp-demo'));
    await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a WhatsApp number' });
    // Verified and activated already: it is checked and connected again.
    await dialog
      .getByText('+44 20 7946 0018 is verified and activated on WhatsApp', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await shot(page, '4-reconnect');
    await dialog.getByRole('button', { name: 'Check and connect' }).click();
    await dialog.getByText('Demo Coffee Support is connected').waitFor();
  });

  it('a person who works in German gets the flow in German', async () => {
    const page = await browser.page();
    await openChannels(page, 'sam@demo.test');
    await page.getByRole('button', { name: 'Kanal verbinden' }).first().click();
    await page
      .getByRole('dialog', { name: 'Kanal verbinden' })
      .getByRole('button', { name: 'WhatsApp verbinden' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'WhatsApp-Nummer verbinden' });
    await dialog.getByRole('button', { name: 'Nummern von Demo Coffee zeigen' }).click();
    await dialog.getByRole('button', { name: 'Nummer hinzufügen' }).waitFor();
    await expectAccessible(page);
    await shot(page, 'de-2-numbers');
  });
});
