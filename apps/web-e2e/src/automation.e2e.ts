/**
 * Automation rules in the browser against the real server (issue 26's acceptance): an
 * administrator builds "Instagram comments containing 'refund' → assign to Customer Care and
 * label Order issue", sees its preview, saves and activates it; a sandbox comment with the word
 * is then assigned and labelled within seconds, and its conversation names the rule.
 */
import type {
  AutomationRuleSummary,
  AutomationSources,
  Label,
  SandboxCommentDelivered,
  SavedItem,
  Team,
} from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accessToken, callApi, DEMO, expectAccessible, openInbox, useBrowser } from './browser.js';

const browser = useBrowser();

/** Deletes a rule by the API, so no rule stays to act on other tests' items. */
async function deleteRule(page: Page, id: string): Promise<void> {
  const base = new URL(page.url()).origin;
  await page.request.delete(`${base}/api/automate/rules/${id}`, {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
}

describe('automation rules', () => {
  it('builds, previews, saves and activates a rule that then assigns and labels a new comment', async () => {
    const page = await openInbox(await browser.page(), DEMO.admin, '/engage');
    const name = `Instagram refunds to care ${Date.now()}`;
    const [teams, labels, sources] = await Promise.all([
      callApi<Team[]>(page, 'GET', '/api/2/teams'),
      callApi<Label[]>(page, 'GET', '/api/engage/labels'),
      callApi<AutomationSources>(page, 'GET', '/api/automate/sources'),
    ]);
    const care = teams.find((team) => team.name === 'Customer Care');
    const orderIssue = labels.find((label) => label.name === 'Order issue');
    const instagram = sources.channels.find((channel) => channel.network === 'instagram');
    if (!care || !orderIssue || !instagram)
      throw new Error('The demo lacks its team, label or channel.');
    let ruleId: string | undefined;
    try {
      // From the inbox to the rules, and on to a new one.
      await page
        .getByRole('navigation', { name: 'Feeds' })
        .getByRole('link', { name: 'Automation rules' })
        .click();
      await page.getByRole('heading', { name: 'Automation rules', level: 1 }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'New rule' }).first().click();
      await page.getByRole('heading', { name: 'New rule', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill(name);

      // Instagram, comments, containing "refund".
      const condition = (n: number) => page.getByRole('group', { name: `Condition ${n}` });
      await page.getByRole('button', { name: 'Add condition' }).click();
      await condition(1).getByRole('combobox', { name: 'Field' }).selectOption('network');
      await condition(1).getByRole('button', { name: 'Instagram' }).click();
      await page.getByRole('button', { name: 'Add condition' }).click();
      await condition(2).getByRole('combobox', { name: 'Field' }).selectOption('messageType');
      await condition(2).getByRole('button', { name: 'Comment', exact: true }).click();
      await page.getByRole('button', { name: 'Add condition' }).click();
      await condition(3).getByRole('textbox', { name: 'Word or phrase' }).fill('refund');
      await condition(3).getByRole('textbox', { name: 'Word or phrase' }).press('Enter');
      await expect.poll(() => condition(3).getByText('refund', { exact: true }).count()).toBe(1);

      // Assign without saying to whom: the server's refusal shows on that action.
      const action = (n: number) => page.getByRole('group', { name: `Action ${n}` });
      await page.getByRole('button', { name: 'Add action' }).click();
      await page.getByRole('button', { name: 'Save rule' }).click();
      await action(1).getByRole('alert').filter({ hasText: 'assign to one person' }).waitFor();
      await action(1)
        .getByRole('combobox', { name: 'Assign to' })
        .selectOption({ label: 'Customer Care' });
      await page.getByRole('button', { name: 'Add action' }).click();
      await action(2).getByRole('combobox', { name: 'Action' }).selectOption('engage.label');
      await action(2).getByRole('button', { name: 'Order issue' }).click();

      // The preview of the last 7 days, then of 30.
      const summary = page.getByTestId('preview-summary');
      await expect
        .poll(() => summary.textContent(), { timeout: 10_000 })
        .toMatch(/^Would have matched [\d,]+ of [\d,]+ items in the last 7 days$/);
      await page.getByRole('combobox', { name: 'Look back' }).selectOption('30');
      await expect
        .poll(() => summary.textContent(), { timeout: 10_000 })
        .toMatch(/in the last 30 days$/);
      await expectAccessible(page);

      // Saved as a draft, then activated from the list.
      await page.getByRole('button', { name: 'Save rule' }).click();
      const row = page.locator('tr', { hasText: name });
      await row.getByText('Draft').waitFor();
      await row.getByRole('button', { name: `Activate ${name}` }).click();
      await row.getByText('Active', { exact: true }).waitFor();
      const rules = await callApi<AutomationRuleSummary[]>(page, 'GET', '/api/automate/rules');
      const rule = rules.find((candidate) => candidate.name === name);
      ruleId = rule?.id;
      expect(rule).toMatchObject({
        status: 'active',
        matchMode: 'ALL',
        conditions: [
          { field: 'network', operator: 'IS_ANY', values: ['instagram'] },
          { field: 'messageType', operator: 'IS_ANY', values: ['comment'] },
          { field: 'text', operator: 'CONTAINS_ANY', values: ['refund'] },
        ],
        actions: [
          { type: 'engage.assign', config: { teamId: care.id } },
          { type: 'engage.label', config: { labelIds: [orderIssue.id] } },
        ],
      });

      // A customer asks for a refund on Instagram: assigned and labelled within seconds.
      const delivered = await callApi<SandboxCommentDelivered>(
        page,
        'POST',
        '/api/sandbox/comments',
        {
          channelId: instagram.id,
          text: `Where is my refund for order ${Date.now() % 10_000}?`,
        },
      );
      await expect
        .poll(
          async () => {
            const item = await callApi<SavedItem>(
              page,
              'GET',
              `/api/engage/contents/${delivered.itemId}`,
            );
            return { assigneeId: item.engage.assigneeId, labels: item.engage.labels };
          },
          { timeout: 10_000, interval: 500 },
        )
        .toEqual({ assigneeId: care.id, labels: expect.arrayContaining([orderIssue.id]) });

      // Its history in the conversation names the rule and what it did; the name links to the
      // run log with what each action did.
      await page.goto(page.url().replace(/#.*$/, `#/engage/feeds/adhoc/items/${delivered.itemId}`));
      const history = page.getByRole('list', { name: 'Automation' });
      await expect
        .poll(
          async () => (await history.getByTestId('automation-history').allTextContents()).sort(),
          {
            timeout: 10_000,
          },
        )
        .toEqual([
          `Automation ${name} assigned this to Customer Care`,
          `Automation ${name} labelled this Order issue`,
        ]);
      await history.getByRole('link', { name }).first().click();
      await page.getByRole('heading', { name: `Run log of ${name}` }).waitFor();
      const run = page.locator(`[data-run-item="${delivered.itemId}"]`);
      await run.getByText('Assign to Customer Care').waitFor();
      await run.getByText('Label Order issue').waitFor();
      expect(await run.getByText('Done', { exact: true }).count()).toBe(2);
      await expectAccessible(page);

      // Deleted after a confirmation: it stops at once.
      await page.getByRole('link', { name: 'Back to the rules' }).click();
      await page
        .locator('tr', { hasText: name })
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
      await expect.poll(() => page.locator('tr', { hasText: name }).count()).toBe(0);
      const left = await callApi<AutomationRuleSummary[]>(page, 'GET', '/api/automate/rules');
      expect(left.some((candidate) => candidate.id === ruleId)).toBe(false);
      ruleId = undefined;
    } finally {
      if (ruleId) await deleteRule(page, ruleId);
    }
  });

  it('shows the rules to a non-administrator without offering changes', async () => {
    const page = await openInbox(await browser.page(), DEMO.editor, '/engage/automation');
    await page.getByRole('heading', { name: 'Automation rules', level: 1 }).waitFor();
    await page.getByText('Only administrators create and change rules.').waitFor();
    expect(await page.getByRole('button', { name: 'New rule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Activate|Pause|Delete) / }).count()).toBe(0);
    await expectAccessible(page);
  });
});
