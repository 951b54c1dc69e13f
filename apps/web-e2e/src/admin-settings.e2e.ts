import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

/** The current settings area's screen, beside the settings navigation. */
const content = (page: Page) => page.locator('main nav[aria-label="Settings areas"] + div');

/** Signs in and waits for the home area. */
async function signedIn(page: Page, email: string): Promise<void> {
  page.setDefaultTimeout(10_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
}

const go = (page: Page, route: string) => page.goto(page.url().replace(/#.*$/, `#${route}`));

interface Person {
  readonly id: string;
  readonly email: string;
  readonly orgId: string;
}

describe('the audit log', () => {
  it('lists a change with before and after, filters by kind and downloads the entries as CSV', async () => {
    const page = await browser.page();
    await signedIn(page, DEMO.admin);
    // A wrong password of a colleague, and a change an administrator makes to another user.
    const wrong = await page.request.post(`${inject('base')}/auth/login`, {
      data: { email: DEMO.viewer, password: 'not the password' },
    });
    expect(wrong.status()).toBe(401);
    const users = await callApi<Person[]>(page, 'GET', '/api/1/user');
    const viewer = users.find((user) => user.email === DEMO.viewer);
    if (!viewer) throw new Error('The viewer is not listed.');
    await callApi(page, 'PUT', `/api/1/user/${viewer.id}/notification-settings`, {
      preferences: [{ kind: 'bulkFailed', inProduct: true, email: true }],
    });

    await go(page, '/settings/audit-log');
    const main = content(page);
    await main.getByRole('heading', { name: 'Audit log', level: 2 }).waitFor();
    const table = main.getByRole('table', { name: 'Audit log entries' });
    const change = table.locator('tr[data-action="settings.changed"]').first();
    await change.waitFor();
    expect(await change.textContent()).toContain('Changed a setting');
    expect(await change.textContent()).toContain('Notification settings: Vi Viewer');
    const field = change.locator('li', { hasText: 'Bulk actions with failures › E-mail' });
    expect(await field.textContent()).toMatch(/Bulk actions with failures › E-mail: no\s*→\s*yes/);
    expect(await change.textContent()).toContain('Ada Admin');
    await expectAccessible(page);

    // By kind: only sign-ins, the failed one among them.
    await main.getByLabel('Kind').selectOption({ label: 'Sign-ins' });
    await expect
      .poll(async () => table.locator('tr[data-action="settings.changed"]').count())
      .toBe(0);
    await table.locator('tr[data-action="signIn.failed"]').first().waitFor();
    const actions = await table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-action')));
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.every((action) => action?.startsWith('signIn.'))).toBe(true);

    // The CSV has the same filter.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^switchboard-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    expect(csv.split('\n')[0]).toContain('Time (UTC)');
    expect(csv).toContain('signIn.failed');
    expect(csv).not.toContain('settings.changed');
  });

  it('lists an invitation, a team with its member and a label merge, each with before and after', async () => {
    const page = await browser.page();
    await signedIn(page, DEMO.admin);
    const me = await callApi<Person>(page, 'GET', '/api/2/users/me');
    const tag = Math.random().toString(36).slice(2, 7);
    const email = `audit-${tag}@demo.test`;
    const invited = await callApi<{ userId: string }>(
      page,
      'POST',
      `/api/1/org/${me.orgId}/users`,
      {
        email,
        firstName: 'Audrey',
        lastName: `Trail ${tag}`,
      },
    );
    const team = await callApi<{ id: string }>(page, 'PUT', '/api/1/team', {
      name: `Audit crew ${tag}`,
      color: '#1c7ed6',
      permissions: {
        manageAdAccounts: false,
        manageChannels: false,
        manageTemplates: true,
        manageUser: false,
      },
    });
    await callApi(page, 'POST', `/api/1/team/${team.id}`, { name: `Audit squad ${tag}` });
    await callApi(page, 'PUT', `/api/1/team/${team.id}/user/${invited.userId}`, {
      role: 'EDITOR',
    });
    const from = await callApi<{ id: string }>(page, 'POST', '/api/engage/labels', {
      name: `Angry ${tag}`,
    });
    const into = await callApi<{ id: string }>(page, 'POST', '/api/engage/labels', {
      name: `Upset ${tag}`,
    });
    await callApi(page, 'POST', `/labels/${from.id}/merge`, { into: into.id });

    await go(page, '/settings/audit-log');
    const table = content(page).getByRole('table', { name: 'Audit log entries' });
    const row = (action: string, text: string) =>
      table.locator(`tr[data-action="${action}"]`, { hasText: text }).first();
    await row('label.merged', `Angry ${tag}`).waitFor();
    expect(await row('invitation.sent', `Audrey Trail ${tag}`).textContent()).toContain(email);
    expect(await row('team.created', `Audit crew ${tag}`).textContent()).toMatch(/yes/);
    expect(await row('team.updated', `Audit squad ${tag}`).textContent()).toMatch(
      new RegExp(`Audit crew ${tag}\\s*→\\s*Audit squad ${tag}`),
    );
    expect(await row('team.memberAdded', `Audit squad ${tag}`).textContent()).toContain(
      `Audrey Trail ${tag}`,
    );
    expect(await row('label.merged', `Angry ${tag}`).textContent()).toContain(`Upset ${tag}`);
  });

  it('is not in an editor’s settings, and its API answers them 403', async () => {
    const page = await browser.page();
    await signedIn(page, DEMO.editor);
    await go(page, '/settings');
    const nav = page.getByRole('navigation', { name: 'Settings areas' });
    await nav.getByRole('link', { name: 'Your profile' }).waitFor();
    expect(await nav.locator('a[href="#/settings/audit-log"]').count()).toBe(0);
    await go(page, '/settings/audit-log');
    await content(page)
      .getByRole('heading', { name: 'You do not have access to this area' })
      .waitFor();
    expect(await page.getByRole('table', { name: 'Audit log entries' }).count()).toBe(0);
    const me = await callApi<Person>(page, 'GET', '/api/2/users/me');
    const answer = await page.request.get(`${inject('base')}/api/1/org/${me.orgId}/audit-log`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(answer.status()).toBe(403);
    const csv = await page.request.get(`${inject('base')}/api/1/org/${me.orgId}/audit-log/csv`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(csv.status()).toBe(403);
  });
});

describe('notification settings', () => {
  it('keep a switch after a reload', async () => {
    const page = await browser.page();
    await signedIn(page, DEMO.moderator);
    await go(page, '/settings/notifications');
    const main = content(page);
    await main.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor();
    const exportByMail = main.locator('[data-kind="exportReady"] input[name="email"]');
    expect(await exportByMail.isChecked()).toBe(false);
    await exportByMail.check();
    await page.getByText('Notification settings saved.').first().waitFor();
    await expectAccessible(page);

    await page.reload();
    await main.getByRole('heading', { name: 'Notifications', level: 2 }).waitFor();
    await main.locator('[data-kind="exportReady"] input[name="email"]').waitFor();
    expect(await main.locator('[data-kind="exportReady"] input[name="email"]').isChecked()).toBe(
      true,
    );
    expect(
      await main.locator('[data-kind="exportReady"] input[name="inProduct"]').isChecked(),
    ).toBe(true);
  });
});

describe('support staff', () => {
  it('find a user of another organisation, assume them, and the indicator shows', async () => {
    const page = await browser.page();
    await signedIn(page, DEMO.support);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Support' })
      .click();
    await page.getByRole('heading', { name: 'Find a user', level: 2 }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Name or e-mail address').fill('eddie');
    await page.getByRole('button', { name: 'Find' }).click();
    const results = page.getByRole('list', { name: 'Users found' });
    await results.getByText('editor@demo.test · Demo Coffee').waitFor();
    await results.getByRole('button', { name: 'Assume Eddie Editor' }).click();
    await page.getByRole('dialog', { name: 'Assume Eddie Editor’s account?' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Assume account' }).click();

    await page.getByText('Assuming Eddie', { exact: false }).waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/home');
    await page.getByText('You are now working as Eddie Editor of Demo Coffee.').waitFor();
    // As Eddie, there is no support screen.
    expect(
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Support' })
        .count(),
    ).toBe(0);
  });

  it('is nothing to anyone else: no button, and the path shows nothing', async () => {
    const page = await browser.page();
    await signedIn(page, DEMO.admin);
    expect(
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Support' })
        .count(),
    ).toBe(0);
    await go(page, '/support');
    await page.waitForTimeout(300);
    expect(await page.getByRole('heading', { name: 'Find a user' }).count()).toBe(0);
  });
});
