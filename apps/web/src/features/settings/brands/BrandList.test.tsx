import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BrandList } from './BrandList.js';
import { storyBrandNames, storyBrands, storyPublicChannels } from './brands.story-data.js';
import { PublicChannelList } from './PublicChannelList.js';
import { SlotSummary } from './SlotSummary.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const render = (node: ReactNode, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const rows = (html: string) => [...html.matchAll(/<tr data-[a-z-]+="([^"]+)"/g)].map((m) => m[1]);
const buttonNames = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);

describe('the brand list', () => {
  const html = () =>
    render(
      <BrandList
        brands={storyBrands}
        href={(b) => `#/settings/brands/list/${b.id}`}
        timeZone="UTC"
      />,
    );

  it('shows own brands first, then the others by name', () => {
    expect(rows(html())).toEqual(['brand-demo', 'brand-bean', 'brand-leaf', 'brand-new']);
  });

  it('names each network of a brand once, its channels, its history and its creation day', () => {
    const bean = html().split('data-brand-id="brand-bean"')[1]?.split('</tr>')[0] ?? '';
    expect([...bean.matchAll(/role="img" aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'Facebook',
      'Instagram',
      'YouTube',
      'X',
    ]);
    expect(text(bean)).toContain('4 public channels');
    expect(text(bean)).toContain('Ready');
    expect(text(bean)).toContain('20 Aug 2026');
    expect(text(html())).toContain('Own brand');
    const fresh = html().split('data-brand-id="brand-new"')[1] ?? '';
    expect(text(fresh)).toContain('No public channels yet');
    expect(text(fresh)).toContain('Not collected');
  });
});

describe('the channel slots', () => {
  it('say used of total and what remains, in the person’s language', () => {
    expect(text(render(<SlotSummary used={12} total={50} remaining={38} />))).toContain(
      '12 of 50 used 38 remaining',
    );
    expect(text(render(<SlotSummary used={50} total={50} remaining={0} />))).toContain(
      'none remaining',
    );
    expect(text(render(<SlotSummary used={1200} total={2000} remaining={800} />, de))).toContain(
      '1.200 von 2.000 belegt',
    );
  });
});

describe('the public channel list', () => {
  const list = (manager: boolean) =>
    render(
      <PublicChannelList
        channels={storyPublicChannels}
        brands={storyBrandNames}
        brandHref={(id) => `#/settings/brands/list/${id}`}
        onRemove={manager ? () => undefined : undefined}
      />,
    );

  it('links every brand following a channel, and offers who may change brands to stop it', () => {
    const html = list(true);
    expect(html).toContain('href="#/settings/brands/list/brand-leaf"');
    expect(buttonNames(html)).toContain('Stop following @democoffee for Demo Coffee');
    expect(buttonNames(html).filter((name) => name?.includes('@democoffee'))).toHaveLength(2);
  });

  it('says a brand the person’s teams do not see follows it, without naming it', () => {
    const leaf = list(true).split('data-channel-id="tiktok-public-leafandco"')[1] ?? '';
    expect(text(leaf)).toContain('A brand your team does not see');
    expect(leaf).not.toContain('brand-hidden');
  });

  it('has no buttons for who reads only', () => {
    expect(buttonNames(list(false))).toEqual([]);
    expect(text(list(false))).toContain('Not collected yet');
  });
});
