/**
 * The users settings against the real server: an administrator invites a colleague, who follows
 * the e-mailed link, chooses a password and signs in; the administrator changes a user's teams
 * and role; an editor has no users area and the API refuses them; a forgotten password is
 * reset from the sign-in page. Each new screen passes axe.
 */
import type { Team, User } from '@smm/model';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import {
  accessToken,
  callApi,
  DEMO,
  expectAccessible,
  lastMailTo,
  signIn,
  useBrowser,
} from './browser.js';

const browser = useBrowser();

/** Signs in and opens a hash route of the app. */
async function open(email: string, route: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(10_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

/** The row of a user in the users table, by the e-mail address it shows. */
const rowOf = (page: Page, email: string) =>
  page.getByRole('row').filter({ has: page.getByText(email, { exact: true }) });

/** The link of the last e-mail of a kind sent to an address. */
async function linkIn(address: string, page: 'invitation' | 'reset-password'): Promise<string> {
  const mail = await lastMailTo(address);
  const link = new RegExp(`(http\\S+#/${page}/[\\w-]+)`).exec(mail)?.[1];
  if (!link) throw new Error(`No ${page} link in the e-mail to ${address}`);
  return link;
}

describe('users settings', () => {
  it('invites a colleague, who follows the e-mailed link, chooses a password and signs in', async () => {
    const page = await open(DEMO.admin, '/settings/users');
    await page.getByRole('heading', { name: 'Users', level: 2 }).waitFor();
    await rowOf(page, DEMO.editor).waitFor();
    await expectAccessible(page);

    const email = `ivy-${Date.now()}@example.test`;
    await page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a user' });
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('First name').fill('Ivy');
    await dialog.getByLabel('Last name').fill('Invited');
    await dialog.getByLabel('Default channel role').selectOption('MODERATOR');
    await dialog.getByLabel('Customer Care').check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${email}`).waitFor();
    const row = rowOf(page, email);
    await row.getByText('Invitation pending').waitFor();
    await expect(row.getByRole('cell').first().textContent()).resolves.toBe('Moderator');
    // Sent again: a new link; the first one stops working.
    const first = await linkIn(email, 'invitation');
    await row.getByRole('button', { name: 'Resend invitation' }).click();
    await page.getByText(`Invitation sent again to ${email}`).waitFor();
    let link = await linkIn(email, 'invitation');
    for (let i = 0; link === first && i < 20; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      link = await linkIn(email, 'invitation');
    }
    expect(link).not.toBe(first);

    // The invitee, in a browser of their own: the old link says what to do, the new one works.
    const invitee = await browser.page();
    invitee.setDefaultTimeout(10_000);
    await invitee.goto(first);
    await invitee.getByRole('heading', { name: 'Join Switchboard' }).waitFor();
    await invitee.getByLabel('New password', { exact: true }).fill('a good long password');
    await invitee.getByLabel('Repeat the password').fill('a good long password');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByText('This link does not work any more', { exact: false }).waitFor();
    await invitee
      .getByText('Ask your administrator to send you a new invitation.', {
        exact: false,
      })
      .waitFor();
    await expectAccessible(invitee);

    await invitee.goto(link);
    await invitee.getByRole('heading', { name: 'Join Switchboard' }).waitFor();
    await expectAccessible(invitee);
    await invitee.getByLabel('New password', { exact: true }).fill('a good long password');
    await invitee.getByLabel('Repeat the password').fill('another long password');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByText('The two passwords are not the same.').waitFor();
    await invitee.getByLabel('Repeat the password').fill('a good long password');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByText(`Your account is ready. Sign in with ${email}.`).waitFor();
    await invitee.getByRole('button', { name: 'Go to sign-in' }).click();
    expect(await invitee.getByLabel('E-mail address').inputValue()).toBe(email);
    await invitee.getByLabel('Password', { exact: true }).fill('a good long password');
    await invitee.getByRole('button', { name: 'Sign in' }).click();
    await invitee.getByRole('heading', { name: 'Home' }).waitFor();
    const me = await callApi<User>(invitee, 'GET', '/api/2/users/me');
    expect(me).toMatchObject({ email, defaultChannelRole: 'MODERATOR' });

    // The administrator's list no longer says pending.
    await page.reload();
    await rowOf(page, email).waitFor();
    expect(await rowOf(page, email).getByText('Invitation pending').count()).toBe(0);

    // Deleting them says first what happens to their work.
    await rowOf(page, email).getByRole('button', { name: 'Delete Ivy Invited' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Ivy Invited?' });
    await confirm
      .getByText('Items assigned to them go back to unassigned', { exact: false })
      .waitFor();
    await confirm
      .getByText('Their feeds shared with others become yours', { exact: false })
      .waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete user' }).click();
    await page.getByText('Ivy Invited deleted').waitFor();
    await expect.poll(() => rowOf(page, email).count()).toBe(0);
    await invitee.reload();
    await invitee.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('withdraws a pending invitation after asking, and its link then says what to do', async () => {
    const page = await open(DEMO.admin, '/settings/users');
    const { orgId } = await callApi<User>(page, 'GET', '/api/2/users/me');
    const email = `wes-${Date.now()}@example.test`;
    await callApi(page, 'POST', `/api/1/org/${orgId}/users`, {
      email,
      firstName: 'Wes',
      lastName: 'Withdrawn',
    });
    await page.reload();
    const row = rowOf(page, email);
    await row.getByRole('button', { name: 'Withdraw invitation' }).click();
    const confirm = page.getByRole('dialog', { name: `Withdraw the invitation to ${email}?` });
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByText(`Invitation to ${email} withdrawn`).waitFor();
    await expect.poll(() => rowOf(page, email).count()).toBe(0);

    const invitee = await browser.page();
    invitee.setDefaultTimeout(10_000);
    await invitee.goto(await linkIn(email, 'invitation'));
    await invitee.getByLabel('New password', { exact: true }).fill('a good long password');
    await invitee.getByLabel('Repeat the password').fill('a good long password');
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByText('This link does not work any more', { exact: false }).waitFor();
    await invitee.getByRole('button', { name: 'Go to sign-in' }).click();
    await invitee.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('changes a user’s teams and role, and finds them by search, team and role', async () => {
    const page = await open(DEMO.admin, '/settings/users');
    const row = rowOf(page, DEMO.viewer);
    await row.waitFor();
    const listed = await callApi<User[]>(page, 'GET', '/api/1/user');
    const name = listed.find((user) => user.email === DEMO.viewer)?.name ?? '';
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
    await dialog.getByLabel('Default channel role').selectOption('CONTENT_CREATOR');
    await dialog.getByLabel('Social Marketing').check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} saved`).waitFor();
    await row.getByText('Content creator').waitFor();
    await row.getByText('Social Marketing').waitFor();
    const viewer = await callApi<User[]>(page, 'GET', '/api/1/user').then((users) =>
      users.find((user) => user.email === DEMO.viewer),
    );
    const teams = await callApi<Team[]>(page, 'GET', '/api/2/teams');
    const social = teams.find((team) => team.name === 'Social Marketing');
    expect(viewer?.defaultChannelRole).toBe('CONTENT_CREATOR');
    expect(viewer?.teamIds).toContain(social?.id);

    // Search, team and role narrow the list.
    await page.getByLabel('Search by name or e-mail').fill(DEMO.viewer);
    await page.getByText('1 user', { exact: true }).waitFor();
    await page.getByLabel('Search by name or e-mail').fill('');
    await page.getByLabel('Role', { exact: true }).selectOption('administrator');
    await rowOf(page, DEMO.admin).waitFor();
    expect(await rowOf(page, DEMO.editor).count()).toBe(0);
    await page.getByLabel('Role', { exact: true }).selectOption('');
    await page.getByLabel('Team', { exact: true }).selectOption({ label: 'Social Marketing' });
    await rowOf(page, DEMO.viewer).waitFor();
    expect(await rowOf(page, DEMO.editor).count()).toBe(0);
  });

  it('has no users area for an editor, whose API calls are refused', async () => {
    const page = await open(DEMO.editor, '/settings');
    const nav = page.getByRole('navigation', { name: 'Settings areas' });
    await nav.getByRole('link').first().waitFor();
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    const token = await accessToken(page);
    const me = await callApi<User>(page, 'GET', '/api/2/users/me');
    const refused = await page.request.fetch(`${inject('base')}/api/1/org/${me.orgId}/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      data: { email: 'nobody@example.test', firstName: 'No', lastName: 'Body' },
    });
    expect(refused.status()).toBe(403);
    const editAttempt = await page.request.fetch(`${inject('base')}/api/1/org/${me.orgId}/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      data: { userId: me.id, isAdmin: true },
    });
    expect(editAttempt.status()).toBe(403);
  });

  it('resets a forgotten password from the sign-in page', async () => {
    // A colleague of their own, invited and signed up through the API.
    const admin = await open(DEMO.admin, '/home');
    const { orgId } = await callApi<User>(admin, 'GET', '/api/2/users/me');
    const email = `rita-${Date.now()}@example.test`;
    await callApi(admin, 'POST', `/api/1/org/${orgId}/users`, {
      email,
      firstName: 'Rita',
      lastName: 'Reset',
    });
    const token = /#\/invitation\/([\w-]+)/.exec(await linkIn(email, 'invitation'))?.[1];
    const accepted = await admin.request.fetch(`${inject('base')}/smm/accounts/accept-invitation`, {
      method: 'POST',
      data: { token, password: 'the first long password' },
    });
    expect(accepted.status()).toBe(200);

    const page = await browser.page();
    page.setDefaultTimeout(10_000);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page
      .getByText(`If ${email} has an account, a link to choose a new password`, {
        exact: false,
      })
      .waitFor();

    await page.goto(await linkIn(email, 'reset-password'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('New password', { exact: true }).fill('a brand new password');
    await page.getByLabel('Repeat the password').fill('a brand new password');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText(`Your password is changed. Sign in with ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Go to sign-in' }).click();
    expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('the first long password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a brand new password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
  });
});
