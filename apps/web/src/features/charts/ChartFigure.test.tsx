import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChartFigure } from './ChartFigure.js';
import { STORY_EMPTY, STORY_STACKED } from './chart.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const render = (node: ReactElement, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const cells = (html: string) =>
  [...html.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((match) => match[1]);

describe('ChartFigure', () => {
  it('holds every value in its table, by label and series, next to the named picture', () => {
    const html = render(<ChartFigure title="Volume" axisLabel="Network" data={STORY_STACKED} />);
    expect(cells(html).slice(0, 4)).toEqual(['Network', 'Comments', 'Messages', 'Mentions']);
    expect(cells(html).slice(4, 8)).toEqual(['Facebook', '120', '60', '4']);
    expect(html).toContain(
      'role="img" aria-label="Volume: Comments, Messages, Mentions, from Facebook to LinkedIn.',
    );
    expect(html).toContain('Show as table');
  });

  it('formats days and numbers in the language', () => {
    const data = {
      kind: 'line' as const,
      axis: 'day' as const,
      labels: ['2026-11-25'],
      series: [{ label: 'Bean Brothers', values: [12345] }],
    };
    expect(cells(render(<ChartFigure title="Fans" axisLabel="Tag" data={data} />, de))).toEqual([
      'Tag',
      'Bean Brothers',
      '25. Nov.',
      '12.345',
    ]);
  });

  it('uses the caller’s format and shows an unknown value as a dash', () => {
    const data = {
      kind: 'bar' as const,
      axis: 'category' as const,
      labels: ['Facebook', 'YouTube'],
      series: [{ label: 'Reach', values: [90, null] }],
    };
    const html = render(
      <ChartFigure
        title="Reach"
        axisLabel="Network"
        data={data}
        formatValue={(v) => `${v} people`}
      />,
    );
    expect(cells(html)).toContain('90 people');
    expect(cells(html)).toContain('–');
  });

  it('says there is no data instead of drawing an empty chart', () => {
    const html = render(<ChartFigure title="Reach" axisLabel="Day" data={STORY_EMPTY} />);
    expect(html).toContain('No data for this period.');
    expect(html).not.toContain('<canvas');
    expect(html).not.toContain('Show as table');
  });
});
