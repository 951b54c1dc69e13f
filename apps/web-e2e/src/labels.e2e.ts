/**
 * Label management against the real server: two labels merged in the settings leave the inbox's
 * items carrying the one kept; a deleted label's job is followed until it is done; a label is
 * renamed and recoloured; an editor has neither the screen nor the routes. Each screen passes axe.
 */
import type { Label, LabelUsage, SearchPage } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';

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

/** The newest inbox items, as the inbox lists them first. */
async function newestItems(page: Page, count: number): Promise<string[]> {
  const found = await callApi<SearchPage>(page, 'POST', '/api/engage/search?limit=20', {
    filters: {},
  });
  return found.items.slice(0, count).map((item) => item.id);
}

/** Creates a label and puts it on items, through the API. */
async function labelled(page: Page, name: string, itemIds: readonly string[]): Promise<Label> {
  const label = await callApi<Label>(page, 'POST', '/api/engage/labels', { name });
  for (const id of itemIds) {
    await callApi(page, 'PUT', `/api/engage/contents/${id}/labels/${label.id}`);
  }
  return label;
}

/** The labels an item carries, by name. */
async function labelNamesOf(page: Page, itemId: string): Promise<string[]> {
  const labels = await callApi<LabelUsage[]>(page, 'GET', '/labels');
  const found = await callApi<SearchPage>(page, 'POST', '/api/engage/search?limit=20', {
    filters: {},
  });
  const item = found.items.find((entry) => entry.id === itemId);
  return (item?.engage.labels ?? []).map(
    (id) => labels.find((label) => label.id === id)?.name ?? id,
  );
}

/** What calling the API as the person on the page answers: the status of a refusal, or 200. */
async function statusOf(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
) {
  try {
    await callApi(page, method, path, body);
    return 200;
  } catch (error) {
    return Number(/: (\d{3}) /.exec(String(error))?.[1] ?? 0);
  }
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Labels' }).getByRole('listitem', { name, exact: true });

describe('label management', () => {
  it('merges two labels: the inbox’s items then carry the label kept, once', async () => {
    const page = await open(DEMO.admin, '/settings/label-management');
    const [onlyAngry, both] = await newestItems(page, 2);
    if (!onlyAngry || !both) throw new Error('The demo inbox has too few items.');
    await labelled(page, 'E2E Angry', [onlyAngry, both]);
    await labelled(page, 'E2E Upset', [both]);
    await page.reload();
    await page.getByRole('heading', { name: 'Label management', level: 2 }).waitFor();
    await page.getByRole('searchbox', { name: 'Search labels' }).fill('e2e');
    await page.getByText('2 labels').waitFor();
    await rowOf(page, 'E2E Angry').getByText('2 items').waitFor();
    await expectAccessible(page);

    await rowOf(page, 'E2E Angry')
      .getByRole('button', { name: 'Merge E2E Angry with another label' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Merge E2E Angry with another label' });
    await dialog.getByLabel('Merge with').selectOption({ label: 'E2E Upset (1 item)' });
    await dialog.getByRole('radio', { name: 'E2E Upset' }).waitFor();
    await dialog
      .getByText('2 items move from E2E Angry to E2E Upset. E2E Angry is then deleted', {
        exact: false,
      })
      .waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Merge labels' }).click();
    await page
      .getByRole('list', { name: 'Progress' })
      .getByText('E2E Angry merged into E2E Upset: 2 items moved.')
      .waitFor();
    await rowOf(page, 'E2E Upset').getByText('2 items').waitFor();
    expect(await rowOf(page, 'E2E Angry').count()).toBe(0);
    expect(await labelNamesOf(page, onlyAngry)).toContain('E2E Upset');
    expect((await labelNamesOf(page, both)).filter((name) => name.startsWith('E2E'))).toEqual([
      'E2E Upset',
    ]);

    // The inbox shows the items with the label kept.
    await page.goto(page.url().replace(/#.*$/, '#/engage'));
    for (const id of [onlyAngry, both]) {
      const card = page.locator(`[data-item-id="${id}"]`);
      await card.getByText('E2E Upset').waitFor();
      expect(await card.getByText('E2E Angry').count()).toBe(0);
    }
  });

  it('deletes a label and follows its job until it is done; renames and recolours another', async () => {
    const page = await open(DEMO.admin, '/settings/label-management');
    const items = await newestItems(page, 3);
    await labelled(page, 'E2E Old campaign', items);
    await labelled(page, 'E2E Typo', []);
    await page.reload();
    await rowOf(page, 'E2E Old campaign').getByText('3 items').waitFor();

    await rowOf(page, 'E2E Old campaign')
      .getByRole('button', { name: 'Delete E2E Old campaign' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete the label E2E Old campaign?' });
    await confirm.getByText('It is taken off 3 items. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete label' }).click();
    const progress = page.getByRole('list', { name: 'Progress' });
    await progress.getByText('E2E Old campaign deleted: taken off 3 items.').waitFor();
    await expectAccessible(page);
    expect(await rowOf(page, 'E2E Old campaign').count()).toBe(0);
    for (const id of items) {
      expect(await labelNamesOf(page, id)).not.toContain('E2E Old campaign');
    }
    await progress.getByRole('button', { name: 'Dismiss' }).click();
    expect(await progress.count()).toBe(0);

    await rowOf(page, 'E2E Typo')
      .getByRole('button', { name: 'Rename or recolour E2E Typo' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit label' });
    await edit.getByLabel('Name').fill('E2E Fixed');
    await edit.getByRole('radio', { name: 'Colour #2f9e44' }).click();
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save label' }).click();
    await page.getByText('Label E2E Fixed saved').waitFor();
    await rowOf(page, 'E2E Fixed').waitFor();
    const labels = await callApi<LabelUsage[]>(page, 'GET', '/labels');
    expect(labels.find((label) => label.name === 'E2E Fixed')?.color).toBe('#2f9e44');
  });

  it('lets an administrator switch the restriction on creating labels', async () => {
    const page = await open(DEMO.admin, '/settings/label-management');
    const restriction = page.getByRole('checkbox', { name: 'Only administrators create labels' });
    await expect.poll(() => restriction.isChecked()).toBe(true);
    await restriction.uncheck();
    await page.getByText('Everyone can create labels now.').waitFor();
    expect(await callApi(page, 'GET', '/labels/settings')).toMatchObject({ restrict: false });
    await restriction.check();
    await page.getByText('Only administrators create labels now.').waitFor();
    expect(await callApi(page, 'GET', '/labels/settings')).toMatchObject({ restrict: true });
  });

  it('is neither shown to an editor nor open to their calls', async () => {
    const page = await open(DEMO.editor, '/settings/label-management');
    await page.getByRole('heading', { name: 'You do not have access to this area' }).waitFor();
    expect(await page.getByRole('link', { name: 'Label management' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New label' }).count()).toBe(0);
    await expectAccessible(page);
    const labels = await callApi<Label[]>(page, 'GET', '/api/engage/labels');
    const some = labels[0]?.id ?? '00000000-0000-4000-8000-000000000000';
    const other = labels[1]?.id ?? some;
    expect(await statusOf(page, 'GET', '/labels')).toBe(403);
    expect(await statusOf(page, 'DELETE', `/labels/${some}`)).toBe(403);
    expect(await statusOf(page, 'POST', `/labels/${some}/merge`, { into: other })).toBe(403);
    expect(await statusOf(page, 'GET', '/labels/jobs')).toBe(403);
  });
});
