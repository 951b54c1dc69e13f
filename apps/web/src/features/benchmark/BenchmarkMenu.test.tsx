import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BenchmarkMenu } from './BenchmarkMenu.js';
import { STORY_EDITOR, STORY_TEAMS, storyMenu } from './benchmark.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});
const render = (menu: ReturnType<typeof storyMenu>, i18n = en) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <BenchmarkMenu
        menu={menu}
        hrefOf={(item) => `${item.href}?kept`}
        onGated={() => undefined}
        onTeamChange={() => undefined}
      />
    </I18nProvider>,
  );
const texts = (html: string) =>
  [...html.matchAll(/<a [^>]*>(?:<span>)?([^<]*)</g)].map((match) => match[1]);

describe('the benchmark menu', () => {
  it('names its entries with words, in sections, the active one marked', () => {
    const html = render(storyMenu({ url: '/#/benchmark/content-analysis#reach' }));
    expect(texts(html)).toEqual([
      'Overview',
      'Fans',
      'Reach',
      'Impressions',
      'Engagement',
      'Content feed',
      'Analysis summary',
      'Publishing activity',
      'Reach',
      'Impressions',
      'Sentiment',
      'Engagement',
      'Scheduled reports',
      'Saved queries',
      'Outliers',
    ]);
    expect(html).toContain('Brand insights');
    expect(html).toMatch(/href="\/#\/benchmark\/content-analysis#reach\?kept" aria-current="page"/);
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it('hides reach and impressions with YouTube, and sentiment', () => {
    const html = render(storyMenu({ selectedNetworks: ['facebook', 'youtube'] }));
    expect(texts(html)).not.toContain('Reach');
    expect(texts(html)).not.toContain('Impressions');
    expect(texts(html)).not.toContain('Sentiment');
  });

  it('labels the scheduled entries Pro, gated for a standard-package user only', () => {
    const standard = render(storyMenu({ flags: { '@package_standard': true } }));
    expect(standard.match(/Part of Benchmark Pro/g)).toHaveLength(3);
    expect(standard.match(/data-gated="true"/g)).toHaveLength(3);
    const suite = render(storyMenu({}));
    expect(suite.match(/Part of Benchmark Pro/g)).toHaveLength(3);
    expect(suite).not.toContain('data-gated');
  });

  it('gives a non-administrator the team selector, the first team chosen; an admin none', () => {
    const html = render(storyMenu({ user: STORY_EDITOR, teams: [...STORY_TEAMS] }));
    expect(html).toContain('Team');
    expect(html).toMatch(/<option value="team-care" selected="">Customer Care<\/option>/);
    expect(render(storyMenu({ teams: [...STORY_TEAMS] }))).not.toContain('<select');
  });

  it('shows the legacy link in a new tab with its flag only', () => {
    const html = render(storyMenu({ flags: { benchmarkLegacyAccess: true } }));
    expect(html).toMatch(/href="\/api\/benchmark\/legacy\/sso" target="_blank"/);
    expect(render(storyMenu({}))).not.toContain('legacy');
  });

  it('speaks German', () => {
    const html = render(storyMenu({}), de);
    expect(html).toContain('Marken-Insights');
    expect(texts(html)).toContain('Geplante Berichte');
  });
});
