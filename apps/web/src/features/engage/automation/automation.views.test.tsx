import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { AutomationRuleSummary } from '@smm/model';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { storyDryRun } from './automation.story-data.js';
import { AutomationHistoryLine } from './AutomationHistory.js';
import { DryRunPreview } from './DryRunPreview.js';
import { RulesList } from './RulesList.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const render = (node: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const rule = (patch: Partial<AutomationRuleSummary>): AutomationRuleSummary => ({
  id: 'r1',
  name: 'Refunds to care',
  status: 'active',
  matchMode: 'ALL',
  conditions: [],
  actions: [],
  matchedCount: 4210,
  ...patch,
});

describe('RulesList', () => {
  const rules = [
    rule({}),
    rule({ id: 'r2', name: 'Spam', status: 'error', error: 'Zendesk refused 3 tickets' }),
  ];

  it('offers administrators order, activate or pause, edit and delete for each rule', () => {
    const html = render(<RulesList rules={rules} canManage onCommand={() => undefined} />);
    for (const name of [
      'Move Refunds to care down',
      'Pause Refunds to care',
      'Activate Spam',
      'Edit Spam',
      'Delete Spam',
    ]) {
      expect(html).toContain(`aria-label="${name}"`);
    }
    expect(text(html)).toContain('Error: Zendesk refused 3 tickets');
    expect(text(html)).toContain('4,210');
  });

  it('shows others the rules and their run logs without a change to make', () => {
    const html = render(<RulesList rules={rules} canManage={false} onCommand={() => undefined} />);
    expect(html).not.toMatch(/aria-label="(Move|Pause|Activate|Edit|Delete) /);
    expect(html).toContain('href="#/engage/automation/rules/r1/runs"');
  });
});

describe('DryRunPreview', () => {
  const props = {
    days: 7,
    onDays: () => undefined,
    describe: (action: { type: string }) => action.type,
    itemHref: (id: string) => `#/engage/feeds/adhoc/items/${id}`,
  };

  it.each([
    ['en', 'Would have matched 37 of 4,210 items in the last 7 days'],
    ['de', 'Hätte in den letzten 7 Tagen auf 37 von 4.210 Einträgen zugetroffen'],
  ])('says in %s how many items would have matched', (locale, summary) => {
    const i18n = locale === 'de' ? de : en;
    const html = render(
      <DryRunPreview {...props} state={{ status: 'done', result: storyDryRun }} />,
      i18n,
    );
    expect(text(html)).toContain(summary);
  });

  it('lists each matched item with its planned and skipped actions, opening it in the inbox', () => {
    const html = text(
      render(<DryRunPreview {...props} state={{ status: 'done', result: storyDryRun }} />),
    );
    expect(html).toContain('Maya Lopez');
    expect(html).toContain('Skipped: engage.label (The item already has every label.)');
    expect(
      render(<DryRunPreview {...props} state={{ status: 'done', result: storyDryRun }} />),
    ).toContain('href="#/engage/feeds/adhoc/items/i1"');
  });

  it('says why it waits when the definition is refused', () => {
    const html = render(
      <DryRunPreview
        {...props}
        state={{ status: 'invalid', message: 'conditions.0: give at least one value' }}
      />,
    );
    expect(text(html)).toContain(
      'The preview shows once the rule is valid: conditions.0: give at least one value',
    );
  });
});

describe('AutomationHistoryLine', () => {
  it('names the rule and links to its run log', () => {
    const html = render(<AutomationHistoryLine ruleId="r1" ruleName="Refunds to care" />);
    expect(text(html).trim()).toBe('Last changed by automation Refunds to care');
    expect(html).toContain('href="#/engage/automation/rules/r1/runs"');
  });

  it('says a deleted rule when the rule is gone', () => {
    const html = render(<AutomationHistoryLine ruleId="r9" ruleName="" />);
    expect(text(html).trim()).toBe('Last changed by automation a deleted rule');
  });
});
