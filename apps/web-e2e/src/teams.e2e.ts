/**
 * The team settings against the real server: an administrator builds a team that grants
 * managing response templates, puts a newly invited colleague and a channel into it, and that
 * colleague can then manage the templates in the inbox (and the API lets them); a team leader
 * sees only the teams they lead, with what they may not do and why.
 */
import type { SearchPage } from '@smm/model';
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

const browser = useBrowser();

/** Signs in and opens `route` of the app, in a page of its own. */
async function open(email: string, route: string, password = 'demo'): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(10_000);
  await signIn(page, email, password);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

/** The status the API answers the person signed in on `page` (no throw on 4xx). */
async function statusOf(page: Page, method: 'POST', path: string, body: unknown) {
  const response = await page.request.fetch(`${inject('base')}${path}`, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  });
  return response.status();
}

const template = { name: 'Thanks', text: 'Thank you for writing to us!' };

describe('team settings', () => {
  it('an administrator creates a team granting response templates, adds a new colleague and a channel, and the colleague manages templates', async () => {
    const password = 'a good long password';
    const admin = await open(DEMO.admin, '/home');
    const nia = await invitedColleague(admin, password);

    // Before: Nia is in no team and may not manage templates.
    const before = await open(nia.email, '/home', password);
    expect(await statusOf(before, 'POST', '/api/engage/responsetemplates', template)).toBe(403);

    await admin.goto(admin.url().replace(/#.*$/, '#/settings/teams'));
    await admin.getByRole('heading', { name: 'Teams', level: 2 }).waitFor();
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'New team' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New team' });
    await dialog.getByLabel('Team name').fill('Reply writers');
    await dialog.getByText('Violet').click();
    await dialog.getByRole('checkbox', { name: 'Manage response templates' }).check();
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Create team' }).click();
    await admin.getByText('Reply writers saved').waitFor();

    await admin.getByRole('link', { name: 'Reply writers' }).click();
    await admin.getByRole('heading', { name: 'Reply writers', level: 2 }).waitFor();
    expect(
      await admin.getByRole('checkbox', { name: 'Manage response templates' }).isChecked(),
    ).toBe(true);
    await admin
      .getByLabel('Person', { exact: true })
      .selectOption({ label: `${nia.name} (${nia.email})` });
    await admin.getByLabel('Role', { exact: true }).selectOption({ label: 'Moderator' });
    await admin.getByRole('button', { name: 'Add', exact: true }).click();
    await admin.getByText(`${nia.name} added to Reply writers`).waitFor();
    await admin.getByRole('row', { name: new RegExp(nia.name) }).waitFor();

    await admin.getByRole('button', { name: 'Add channels' }).click();
    const picker = admin.getByRole('dialog', { name: 'Add channels to Reply writers' });
    await picker.locator('input[data-channel-id="facebook-demo"]').check();
    await picker.getByRole('button', { name: 'Add 1 channel' }).click();
    await admin.getByText('1 channel added').waitFor();
    await admin.locator('[data-channel-id="facebook-demo"]').waitFor();
    await expectAccessible(admin);

    // After: Nia, signed in again, works the Facebook channel and manages response templates.
    const page = await open(nia.email, '/home', password);
    const found = await callApi<SearchPage>(page, 'POST', '/api/engage/search?limit=50', {
      filters: {},
    });
    const item = found.items.find(
      (candidate) =>
        candidate.engage.network === 'facebook' &&
        candidate.engage.type === 'comment' &&
        candidate.sender?.isOwn !== true,
    );
    if (!item) throw new Error('Nia sees no Facebook comment.');
    await page.goto(
      page.url().replace(/#.*$/, `#/engage/feeds/adhoc/items/${encodeURIComponent(item.id)}`),
    );
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await conversation.getByRole('button', { name: 'Templates' }).click();
    const templates = page.getByRole('dialog', { name: 'Response templates' });
    await templates.getByRole('button', { name: 'New template' }).first().click();
    const form = page.getByRole('dialog', { name: 'New response template' });
    await form.getByLabel('Name').fill(template.name);
    await form.getByLabel('Text').fill(template.text);
    await form.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Engage template successfully created').waitFor();
    expect(
      await statusOf(page, 'POST', '/api/engage/responsetemplates', {
        name: 'Sorry',
        text: 'Sorry about that.',
      }),
    ).toBe(201);
  }, 90_000);

  it('a team leader sees only the teams they lead, and why they do not add or remove members there', async () => {
    const page = await open(DEMO.lead, '/settings/teams');
    await page.getByRole('heading', { name: 'Teams', level: 2 }).waitFor();
    const rows = page.getByRole('table', { name: 'Teams' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Care Leads');
    expect(await page.getByRole('button', { name: 'New team' }).count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Care Leads' }).click();
    await page.getByRole('heading', { name: 'Care Leads', level: 2 }).waitFor();
    await page.getByText('Only administrators change this.').waitFor();
    await page
      .getByText(
        'This team makes its members team leaders, so only administrators add members to it or remove them.',
      )
      .waitFor();
    expect(await page.getByRole('button', { name: 'Delete team' }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Lead the team' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Role of Lee Lead').isDisabled()).toBe(true);
    await page.getByText('Only an administrator changes your own role.').waitFor();
    await expectAccessible(page);

    // A team they belong to but do not lead is not theirs to manage, on the screen or the API.
    const care = (await callApi<{ id: string; name: string }[]>(page, 'GET', '/api/2/teams')).find(
      (team) => team.name === 'Customer Care',
    );
    await page.goto(page.url().replace(/#.*$/, `#/settings/teams?team=${care?.id}`));
    await page.getByText('This team does not exist, or you do not manage it.').waitFor();
    expect(await statusOf(page, 'POST', `/api/1/team/${care?.id}`, { name: 'Mine' })).toBe(403);
  });
});
