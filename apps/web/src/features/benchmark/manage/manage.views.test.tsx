import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { frequencyText } from './manage.format.js';
import { storyBrands, storyOutliers, storyReports, STORY_ZONE } from './manage.story-data.js';
import { OutlierCard } from './OutlierCard.js';
import { ReportList } from './ReportList.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const render = (node: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const noop = () => undefined;

describe('frequencyText', () => {
  it.each([
    ['daily', { frequency: 'daily', hour: 18 }, 'en', 'Every day at 18:00'],
    ['weekly', { frequency: 'weekly', weekday: 1, hour: 9 }, 'en', 'Every Monday at 09:00'],
    [
      'weekly on Sunday',
      { frequency: 'weekly', weekday: 7, hour: 0 },
      'en',
      'Every Sunday at 00:00',
    ],
    [
      'monthly',
      { frequency: 'monthly', dayOfMonth: 28, hour: 7 },
      'en',
      'Monthly on day 28 at 07:00',
    ],
    [
      'weekly in German',
      { frequency: 'weekly', weekday: 3, hour: 8 },
      'de',
      'Jeden Mittwoch um 08:00',
    ],
  ] as const)('%s', (_, report, locale, expected) => {
    expect(frequencyText(locale === 'de' ? de : en, report)).toBe(expected);
  });
});

describe('ReportList', () => {
  const list = (canManage: boolean) =>
    text(
      render(
        <ReportList
          reports={storyReports}
          brands={storyBrands}
          zone={STORY_ZONE}
          canManage={canManage}
          onEdit={noop}
          onToggle={noop}
          onSend={noop}
          onDelete={noop}
        />,
      ),
    );

  it('shows the next sending in the person’s zone, or that the report is paused', () => {
    const shown = list(true);
    // 09:00 UTC on 30 November is 09:00 in London.
    expect(shown).toContain('Next: Mon, 30 Nov 2026, 09:00');
    expect(shown).toContain('Paused');
    expect(shown).toContain('Not sent yet');
    expect(shown).toContain('Every Monday at 09:00 · Europe/London');
    expect(shown).toContain('Demo Coffee, Bean Brothers, Leaf &amp; Co');
  });

  it('offers the actions only to those who manage reports', () => {
    const managing = render(
      <ReportList
        reports={storyReports.slice(0, 2)}
        brands={storyBrands}
        zone={STORY_ZONE}
        canManage
        onEdit={noop}
        onToggle={noop}
        onSend={noop}
        onDelete={noop}
      />,
    );
    expect(managing).toContain('aria-label="Pause Weekly competitors"');
    expect(managing).toContain('aria-label="Send Weekly competitors now"');
    expect(managing).toContain('aria-label="Resume Monthly board pack');
    expect(list(false)).not.toContain('Send Weekly competitors now');
  });
});

describe('OutlierCard', () => {
  it.each([
    [0, 'Above usual', '13.6× usual', 'Engagement 4,210 · usual 310'],
    [1, 'Below usual', '0.041× usual', 'Engagement 12 · usual 295'],
  ])('outlier %i: %s', (index, badge, ratio, figures) => {
    const outlier = storyOutliers[index];
    if (!outlier) throw new Error('no such story outlier');
    const shown = text(render(<OutlierCard outlier={outlier} zone={STORY_ZONE} />));
    expect(shown).toContain(badge);
    expect(shown).toContain(ratio);
    expect(shown).toContain(figures);
    expect(shown).toContain('Bean Brothers on Facebook');
  });
});
