import { describe, expect, it } from 'vitest';
import {
  DEMO,
  expectAccessible,
  invitedColleague,
  lastMailTo,
  openMenu,
  signIn,
  useBrowser,
} from './browser.js';

const browser = useBrowser();

/**
 * A colleague of the test's own, signed in on a new page: the demo's accounts keep their names,
 * addresses and passwords for the other tests.
 */
async function colleague(firstName: string, lastName: string, password = 'the first password') {
  const admin = await browser.page();
  await signIn(admin, DEMO.admin);
  await admin.getByRole('heading', { name: 'Home' }).waitFor();
  const person = await invitedColleague(admin, password, firstName, lastName);
  await admin.close();
  const page = await browser.page();
  await signIn(page, person.email, password);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  return { ...person, page, password };
}

describe('settings', () => {
  it('renames the user from the profile screen, with the spec’s toast', async () => {
    const { page } = await colleague('Erin', 'Editor');
    await openMenu(page);
    await page.getByRole('menuitem', { name: 'Your profile' }).click();
    await page.getByLabel('First name').waitFor();
    expect(new URL(page.url()).hash).toBe('#/settings/profile');
    await expectAccessible(page);
    await page.getByLabel('First name').fill('Edwina');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been updated successfully').waitFor();
    await page.getByRole('button', { name: /^Account menu of Edwina Editor/ }).waitFor();
    // A refused e-mail address says why, at the field and in the profile toast.
    await page.getByLabel('New e-mail address').fill('admin@demo.test');
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByText('There was an error while updating your profile').waitFor();
    await page.getByText('This e-mail address is already in use.').waitFor();
  });

  it('changes the sign-in address only through the link sent to it, then signs in with it', async () => {
    const mo = await colleague('Mo', 'Mover');
    const page = mo.page;
    await page.goto(page.url().replace(/#.*$/, '#/settings/profile'));
    const newEmail = `mo-${Date.now()}@example.test`;
    await page.getByLabel('New e-mail address').fill(newEmail);
    await page.getByRole('button', { name: 'Change e-mail address' }).click();
    await page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false }).waitFor();
    // Nothing changed yet.
    await page.getByText(`You sign in with ${mo.email}.`).waitFor();
    await expectAccessible(page);

    // The link in the e-mail, opened in another browser.
    const mail = await lastMailTo(newEmail);
    const link = /(http\S+#\/confirm-email\/[\w-]+)/.exec(mail)?.[1] ?? '';
    expect(link).not.toBe('');
    const elsewhere = await browser.page();
    await elsewhere.goto(link);
    await elsewhere.getByRole('heading', { name: 'Confirm your new sign-in address' }).waitFor();
    await expectAccessible(elsewhere);
    await elsewhere.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await elsewhere.getByText(`You now sign in with ${newEmail}.`).waitFor();
    await elsewhere.getByRole('button', { name: 'Sign in' }).click();
    expect(await elsewhere.getByLabel('E-mail address').inputValue()).toBe(newEmail);
    await signIn(elsewhere, newEmail, mo.password);
    await elsewhere.getByRole('heading', { name: 'Home' }).waitFor();

    // The first browser's session ended with the change: its next call shows the sign-in page.
    await page.getByLabel('First name').fill('Mona');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('changes the password, keeping this session and ending the other ones', async () => {
    const pat = await colleague('Pat', 'Password');
    const page = pat.page;
    const other = await browser.page();
    await signIn(other, pat.email, 'the first password');
    await other.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/settings/profile'));
    await page.getByLabel('Current password').fill('the first password');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Choose a password of 10 to 1024 characters.').waitFor();
    await page.getByLabel('Current password').fill('not the password');
    await page.getByLabel('New password', { exact: true }).fill('a longer password');
    await page.getByLabel('Repeat the new password').fill('a longer password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The current password is not right.').waitFor();
    await page.getByLabel('Current password').fill('the first password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page
      .getByText('Your password has been changed. Your other sessions have been signed out.')
      .waitFor();
    await expectAccessible(page);
    // This session goes on; the other browser's ended.
    await page.getByLabel('First name').fill('Leo');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Your profile has been updated successfully').waitFor();
    await other.goto(other.url().replace(/#.*$/, '#/settings/profile'));
    await other.reload();
    await other.getByRole('button', { name: 'Sign in' }).waitFor();
    await signIn(other, pat.email, 'a longer password');
    await other.getByLabel('First name').waitFor();
  });

  it('asks before withdrawing the AI consent; Escape keeps it, Yes withdraws it', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/settings/ai'));
    const consent = page.getByLabel('Allow OpenAI features for the organisation');
    await consent.waitFor();
    await expectAccessible(page);
    if (!(await consent.isChecked())) {
      // Giving the consent does not ask; the box shows the server's answer.
      await consent.click();
      await page.getByText('OpenAI have been updated').waitFor();
      await expect.poll(() => consent.isChecked()).toBe(true);
    }
    await consent.click();
    const dialog = page.getByRole('dialog', { name: 'Turn off OpenAI features?' });
    await dialog.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await consent.isChecked()).toBe(true);

    await consent.click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('OpenAI have been updated').waitFor();
    await expect.poll(() => consent.isChecked()).toBe(false);
    await page.reload();
    await expect.poll(() => consent.isChecked()).toBe(false);
  });

  it('shows a non-admin the consent without letting them change it', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.viewer);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/settings/ai'));
    const consent = page.getByLabel('Allow OpenAI features for the organisation');
    await consent.waitFor();
    expect(await consent.isDisabled()).toBe(true);
    await page.getByText("Only an administrator can change the organisation's consent.").waitFor();
  });
});

describe('languages', () => {
  it('shows the app in German for ?lang=de with the banner, and keeps English preferred', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/home?lang=de'));
    await page.reload();
    await page.getByRole('heading', { name: 'Startseite' }).waitFor();
    await page
      .getByText('Diese Seite wird in einer Sprache angezeigt, die der geöffnete Link vorgibt.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Einstellungen' }).count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await expectAccessible(page);
    // Without the link the preferred language is back.
    await page.goto(page.url().replace(/#.*$/, '#/home'));
    await page.reload();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
  });

  it('keeps a language the user chooses in the profile', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.viewer);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/settings/profile'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('heading', { name: 'Votre profil' }).first().waitFor();
    await page.reload();
    await page.getByRole('link', { name: 'Paramètres' }).waitFor();
  });
});
