import { describe, expect, it } from 'vitest';
import { DEMO, expectAccessible, signIn, useBrowser } from './browser.js';

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
      .poll(() => page.getByRole('navigation', { name: 'Main' }).textContent())
      .toContain('Social Media Management');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Sign out' }).click();
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

  it('keeps the session across a reload, and shows areas not built yet as coming soon', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.getByRole('link', { name: 'Publish' }).click();
    await page.getByText('Publish is coming soon to Switchboard.').waitFor();
    expect(new URL(page.url()).hash).toBe('#/publish');
  });

  it('shows the team switcher to an admin and not to an editor', async () => {
    const admin = await browser.page();
    await signIn(admin, DEMO.admin);
    await admin.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await admin.getByLabel('Team').count()).toBe(1);
    const editor = await browser.page();
    await signIn(editor, DEMO.editor);
    await editor.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await editor.getByLabel('Team').count()).toBe(0);
  });
});
