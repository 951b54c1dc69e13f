import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdAccountPicker } from './AdAccountPicker.js';
import { storyAdAccounts } from './ads.story-data.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const render = (props: Partial<Parameters<typeof AdAccountPicker>[0]> = {}, i18n = en) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <AdAccountPicker
        accounts={storyAdAccounts}
        selectedId={storyAdAccounts[1]?.id ?? null}
        onChange={() => undefined}
        {...props}
      />
    </I18nProvider>,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the ad-account picker', () => {
  it('shows the chosen account with its network badge, name and currency on a listbox button', () => {
    const html = render();
    expect(html).toContain('aria-haspopup="listbox"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-network="facebook"');
    expect(text(html)).toContain('Demo Coffee — US USD');
    expect(html).toContain('title="Demo Coffee — US, Facebook &amp; Instagram, USD"');
  });

  it('asks for a choice when none is made, or the chosen account is not connected', () => {
    expect(text(render({ selectedId: null }))).toContain('Choose an ad account');
    const disconnected = storyAdAccounts.find((a) => a.status === 'disconnected')?.id ?? null;
    expect(text(render({ selectedId: disconnected }))).toContain('Choose an ad account');
  });

  it('says so when no account is connected, in the active language', () => {
    expect(text(render({ accounts: [] }))).toContain('No ad account connected');
    expect(text(render({ accounts: [] }, de))).toContain('Kein Werbekonto verbunden');
    expect(render({ accounts: [] })).not.toContain('listbox');
  });
});
