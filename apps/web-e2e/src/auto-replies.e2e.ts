/**
 * Automated messages in the browser against the real server (issue 26): an administrator creates
 * an away message on the Instagram demo channel, open only on a day that is not today; a sandbox
 * direct message then gets the away message, sent by automation, within seconds. An editor reads
 * the list and changes nothing.
 */
import type {
  AutoReplyChannel,
  AutoReplyGroupPage,
  ConversationPage,
  SandboxMessageDelivered,
} from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, openInbox, useBrowser } from './browser.js';

const browser = useBrowser();
const GROUPS = '/api/automate/messaging-groups';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Deletes a group by the API, so it answers no other test's messages. */
async function deleteGroup(page: Page, id: string): Promise<void> {
  await page.request.delete(`${new URL(page.url()).origin}${GROUPS}/${id}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
}

/** The automation's answers among a conversation's messages. */
async function automatedAnswers(page: Page, conversationId: string) {
  const conversation = await callApi<ConversationPage>(
    page,
    'POST',
    `/api/engage/conversations/${conversationId}/messages/get`,
    { parentId: conversationId, order: 'asc', size: 50 },
  );
  return conversation.messages.filter((item) => item.engage.moderatorSource === 'automation');
}

describe('automated messages', () => {
  it('creates an away message that answers a direct message outside the opening hours', async () => {
    const page = await openInbox(await browser.page(), DEMO.admin, '/engage/automation');
    const channels = await callApi<AutoReplyChannel[]>(page, 'GET', `${GROUPS}/channels`);
    const instagram = channels.find((channel) => channel.id === 'instagram-demo');
    if (!instagram) throw new Error('The demo lacks its Instagram channel.');
    const name = `Closed today ${Date.now()}`;
    const message = 'We are closed right now and answer on our next opening day.';
    // Two days from today in the browser's time zone: never today, even near midnight.
    const today = await page.evaluate(() => new Date().getDay());
    const openDay = WEEKDAYS[(today + 2) % 7] ?? 'Monday';
    let groupId: string | undefined;
    try {
      await page.getByRole('link', { name: 'Automated messages' }).click();
      await page.getByRole('heading', { name: 'Automated messages', level: 1 }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'New automated message' }).first().click();
      await page.getByRole('heading', { name: 'New automated message', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);
      await page.getByRole('radio', { name: 'Away message' }).check();
      await page.getByRole('textbox', { name: 'Message' }).fill(message);
      await page
        .getByRole('checkbox', { name: `Instagram ${instagram.name}`, exact: true })
        .check();
      await expect
        .poll(() => page.getByText(/of [\d,]+ characters \(limit of Instagram\)/).count())
        .toBe(1);
      for (const day of WEEKDAYS) {
        await page.getByRole('checkbox', { name: `Open on ${day}` }).setChecked(day === openDay);
      }
      await page.getByRole('textbox', { name: `${openDay} from` }).fill('09:00');
      await page.getByRole('textbox', { name: `${openDay} to` }).fill('17:00');
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Automated messages', level: 1 }).waitFor();
      const row = page.locator('tr', { hasText: name });
      await row.waitFor();
      await expect.poll(() => row.getByText('Away', { exact: true }).count()).toBe(1);

      const groups = await callApi<AutoReplyGroupPage>(page, 'GET', `${GROUPS}?limit=100`);
      const group = groups.groups.find((g) => g.name === name);
      groupId = group?.id;
      expect(group?.schedule).toEqual([{ day: openDay.toUpperCase(), from: '09:00', to: '17:00' }]);

      const delivered = await callApi<SandboxMessageDelivered>(
        page,
        'POST',
        '/api/sandbox/messages',
        { channelId: 'instagram-demo', text: 'Are you open?' },
      );
      await expect
        .poll(async () => (await automatedAnswers(page, delivered.conversationId)).length, {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      const [answer] = await automatedAnswers(page, delivered.conversationId);
      expect(JSON.stringify(answer)).toContain(message);
    } finally {
      if (groupId) await deleteGroup(page, groupId);
    }
  });

  it('shows an editor the list read-only', async () => {
    const admin = await openInbox(await browser.page(), DEMO.admin, '/engage');
    const created = await callApi<{ id: string }>(admin, 'POST', GROUPS, {
      name: `Welcome ${Date.now()}`,
      kind: 'WELCOME_MESSAGE',
      message: 'Hello! We answer within the hour.',
      channelIds: [],
      timezone: 'Europe/Berlin',
      enabled: false,
    });
    try {
      const page = await openInbox(
        await browser.page(),
        DEMO.editor,
        '/engage/automation/auto-replies',
      );
      await page.getByRole('heading', { name: 'Automated messages', level: 1 }).waitFor();
      await page.getByText('Only administrators change automated messages').waitFor();
      await page.locator(`tr[data-group-id="${created.id}"]`).waitFor();
      expect(await page.getByRole('button', { name: 'New automated message' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
      expect(await page.getByRole('checkbox', { name: /^Send/ }).first().isDisabled()).toBe(true);
      await expectAccessible(page);
    } finally {
      await deleteGroup(admin, created.id);
    }
  });
});
