/**
 * Audience's tools against the real server (decisions 0097, 0098): a person imports 1,000 people
 * from a CSV file — the column mapping suggested from the header, a progress bar, a bad row
 * reported with its line and reason — and merges two likely-same people, then undoes it. Each
 * screen passes axe and clips nothing at 1440×900 and 1024×768, in English and German.
 */
import type { AudienceImport, MergeNomineesPage } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';
import { keepScreenshot, looksRightAtBothSizes } from './layout.js';

const browser = useBrowser();

/** Signs in and opens a hash route of the app at 1440×900. */
async function open(email: string, route: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(15_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, email);
  await page.getByRole('heading', { name: /^(Home|Startseite)$/ }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

/** Nothing of the screen is clipped at either size; a screenshot of each is kept. */
const looksRight = (page: Page, name: string): Promise<void> =>
  looksRightAtBothSizes(page, `issue32-audience-${name}`);

describe('audience tools', () => {
  it('imports 1,000 people from a CSV file with progress and reports the bad row', async () => {
    const page = await open(DEMO.admin, '/audience/import');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Import people', level: 2 }).waitFor();
    const stamp = Date.now();
    const lines = ['Full name,E-mail,Mobile,Instagram,Notes'];
    for (let i = 0; i < 1000; i++) {
      lines.push(
        `Imported Person ${i},imp${stamp}-${i}@example.com,+1 555 ${100000 + i},imp${stamp}_${i},`,
      );
      if (i === 499) lines.push('Broken Row,not-an-e-mail,,,');
    }
    await main.getByLabel('CSV file').setInputFiles({
      name: 'customers.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(lines.join('\n')),
    });
    // The preview and the mapping suggested from the header.
    await main.getByRole('heading', { name: 'Columns and preview' }).waitFor();
    await main.getByText('customers.csv: 1,001 rows').waitFor();
    const holds = (column: string) => main.getByLabel(`What column ${column} holds`);
    await expect.poll(() => holds('Full name').inputValue()).toBe('name');
    expect(await holds('E-mail').inputValue()).toBe('email');
    expect(await holds('Mobile').inputValue()).toBe('phone');
    expect(await holds('Instagram').inputValue()).toBe('handle:instagram');
    expect(await holds('Notes').inputValue()).toBe('ignore');
    await expectAccessible(page);
    await looksRight(page, 'import-mapping');

    // Without a name column the import cannot start; with it, it does.
    await holds('Full name').selectOption('ignore');
    await main.getByRole('alert').filter({ hasText: 'holds each person’s name' }).waitFor();
    expect(await main.getByRole('button', { name: 'Import 1,001 rows' }).isDisabled()).toBe(true);
    await holds('Full name').selectOption('name');
    await main.getByRole('button', { name: 'Import 1,001 rows' }).click();

    const bar = main.getByRole('progressbar', { name: 'Import progress' });
    await bar.waitFor();
    const first = Number(await bar.getAttribute('aria-valuenow'));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThanOrEqual(100);
    expect(await bar.getAttribute('aria-valuemax')).toBe('100');
    await main.locator('[data-import-state="done"]').waitFor({ timeout: 60_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    await main.getByText('1,000 people were imported from customers.csv.').waitFor();
    await main.getByText('1 row was not imported:').waitFor();
    const bad = main.locator('table[data-import-errors] tr[data-line="502"]');
    await bad.waitFor();
    expect(await bad.locator('td').allInnerTexts()).toEqual([
      '502',
      'Not a valid e-mail address',
      'E-mail',
      'not-an-e-mail',
    ]);
    await expectAccessible(page);
    await looksRight(page, 'import-result');

    // The server holds the 1,000 people, and the import as done.
    const imports = await callApi<AudienceImport[]>(page, 'GET', '/api/audience/imports');
    expect(imports[0]).toMatchObject({ fileName: 'customers.csv', imported: 1000, skipped: 1 });
  });

  it('merges two likely-same people and undoes it', async () => {
    const page = await open(DEMO.admin, '/audience/merge');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Merge people', level: 2 }).waitFor();
    const pair = main.getByRole('region', { name: 'Chloe Martin and Chloé Martin' });
    await pair.waitFor();
    await pair.getByText('Same phone number: +33612345678').waitFor();
    await pair.getByText('Same name').waitFor();
    await expectAccessible(page);
    await looksRight(page, 'merge');

    // Keep the second one, merge, and the pair leaves the list.
    await pair.getByRole('radio', { name: 'Keep this person: Chloé Martin' }).check();
    await pair.getByRole('button', { name: 'Merge' }).click();
    await main.getByText('Chloe Martin was merged into Chloé Martin.').waitFor();
    await pair.waitFor({ state: 'detached' });
    let nominees = await callApi<MergeNomineesPage>(page, 'GET', '/api/audience/merge/nominees');
    expect(nominees.nominees.map((n) => n.a.name)).not.toContain('Chloe Martin');
    await keepScreenshot(page, 'issue32-audience-merge-done-1440');

    // Undo: the two are as before, and suggested again.
    await main.getByRole('button', { name: 'Undo' }).click();
    await main.getByText('Undone: Chloé Martin and Chloe Martin are as before.').waitFor();
    await main.getByRole('region', { name: 'Chloe Martin and Chloé Martin' }).waitFor();
    nominees = await callApi<MergeNomineesPage>(page, 'GET', '/api/audience/merge/nominees');
    const again = nominees.nominees.find((n) => n.a.name === 'Chloe Martin');
    expect(again?.a.identities.map((i) => i.network)).toEqual(['whatsapp']);
    expect(again?.b.identities.map((i) => i.network)).toEqual(['tiktok']);
  });

  it('speaks German', async () => {
    const page = await open(DEMO.admin, '/audience/merge?lang=de');
    await page.reload();
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Personen zusammenführen', level: 2 }).waitFor();
    await main.getByRole('button', { name: 'Zusammenführen' }).first().waitFor();
    await expectAccessible(page);
    await looksRight(page, 'merge-de');
    await page.goto(page.url().replace(/#.*$/, '#/audience/import'));
    await main.getByRole('heading', { name: 'Personen importieren', level: 2 }).waitFor();
    await main.getByLabel('CSV-Datei').setInputFiles({
      name: 'kunden.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name;E-Mail;Telefon\nLena Vogel;lena@example.de;+49 30 1234567\n'),
    });
    await main.getByRole('heading', { name: 'Spalten und Vorschau' }).waitFor();
    await looksRight(page, 'import-mapping-de');
  });
});
