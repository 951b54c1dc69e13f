import { inject, describe, expect, it } from 'vitest';
import { DEMO, expectAccessible, openMenu, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

describe('signing in and out', () => {
  it('signs in as the demo admin, lands on /home in the shell, and signs out', async () => {
    const page = await browser.page();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectAccessible(page);
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/home');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main navigation' }).textContent())
      .toContain('Social Media Management');
    await expectAccessible(page);
    await openMenu(page);
    await expectAccessible(page);

    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // Signed out for good: reloading does not sign in again.
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('says why a wrong password is refused', async () => {
    const page = await browser.page();
    await page.getByLabel('E-mail address').fill(DEMO.admin);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The e-mail address or password is not right.');
  });

  it('keeps the session across a reload, and opens Ads on the first ad account', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByRole('link', { name: 'Ads', exact: true }).click();
    await page.getByRole('heading', { name: 'Ads', level: 1 }).waitFor();
    // The first available ad account is preselected: its id becomes the address's fifth segment.
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/ads\/[0-9a-f-]{36}$/);
  });

  it('sends a listening-only organisation to /listen, which shows the listening tool', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.listener);
    await page.getByRole('heading', { name: 'Listen', level: 1 }).waitFor();
    await page.locator('iframe[title="Listening tool"]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/listen/tool');
    const areas = await page.getByRole('navigation', { name: 'Main navigation' }).textContent();
    expect(areas).not.toContain('Engage');
    expect(areas).not.toContain('Publish');
  });

  it('shows an unsupported browser the unsupported-browser page', async () => {
    const page = await browser.page('', () => {
      Reflect.deleteProperty(window, 'HTMLDialogElement');
    });
    await page.getByRole('heading', { name: 'Unsupported browser' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(0);
  });
});

describe('the platform menu', () => {
  it('lets an admin switch team, and does not offer it to an editor', async () => {
    const admin = await browser.page();
    await signIn(admin, DEMO.admin);
    await admin.getByRole('heading', { name: 'Home' }).waitFor();
    await openMenu(admin);
    const teams = admin.getByRole('group', { name: 'Working as team' });
    expect(await teams.getByRole('menuitemradio', { checked: true }).textContent()).toContain(
      'Admin (whole organisation)',
    );
    await teams.getByRole('menuitemradio', { name: 'Customer Care' }).click();
    // The switch reloads the app in the team's context.
    await admin.getByRole('heading', { name: 'Home' }).waitFor();
    await openMenu(admin);
    await expect
      .poll(() =>
        admin
          .getByRole('group', { name: 'Working as team' })
          .getByRole('menuitemradio', { checked: true })
          .textContent(),
      )
      .toContain('Customer Care');
    await admin.getByRole('menuitemradio', { name: 'Admin (whole organisation)' }).click();
    await admin.getByRole('heading', { name: 'Home' }).waitFor();

    const editor = await browser.page();
    await signIn(editor, DEMO.editor);
    await editor.getByRole('heading', { name: 'Home' }).waitFor();
    await openMenu(editor);
    expect(await editor.getByRole('group', { name: 'Working as team' }).count()).toBe(0);
  });

  it('switches to the same person’s account in another organisation', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await openMenu(page);
    const organisations = page.getByRole('group', { name: 'Switch organisation' });
    expect(await organisations.getByRole('menuitemradio', { checked: true }).textContent()).toBe(
      'Demo Coffee',
    );
    await organisations.getByRole('menuitemradio', { name: 'Other Tea Company' }).click();
    await page.getByRole('button', { name: /^Account menu of Otto Other/ }).waitFor();
    expect(new URL(page.url()).hash).toBe('#/home');
    // The new session is kept: a reload stays in the other organisation.
    await page.reload();
    await page.getByRole('button', { name: /^Account menu of Otto Other/ }).waitFor();
  });

  it('shortens a link, except on /home', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.editor);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await openMenu(page);
    expect(await page.getByRole('menuitem', { name: 'Shorten a link' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Publish', exact: true }).click();
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Shorten a link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Shorten a link' });
    await dialog.getByLabel('Link to shorten').fill('https://example.com/winter-menu');
    await dialog.getByRole('button', { name: 'Shorten' }).click();
    const link = dialog.getByRole('link', { name: /\/s\// });
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${inject('base')}/s/\\w{7}$`));
    const followed = await fetch(href ?? '', { redirect: 'manual' });
    expect(followed.headers.get('location')).toBe('https://example.com/winter-menu');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows a maintenance notice until the user dismisses it, for that user only', async () => {
    const support = await fetch(`${inject('base')}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.support, password: 'demo' }),
    });
    const { accessToken } = (await support.json()) as { accessToken: string };
    const scheduled = await fetch(`${inject('base')}/api/maintenance-notices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endsAt: new Date(Date.now() + 7_200_000).toISOString(),
        message: 'The inbox is read-only during the upgrade.',
      }),
    });
    expect(scheduled.status).toBe(200);
    const page = await browser.page();
    await signIn(page, DEMO.viewer);
    const notice = page.getByText(/The inbox is read-only during the upgrade\./);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/^Scheduled maintenance from /);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await notice.count()).toBe(0);
  });
});
