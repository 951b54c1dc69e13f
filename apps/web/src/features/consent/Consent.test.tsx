import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { ACCEPT_ALL } from '@smm/model';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { PrivacySettings } from '../settings/privacy/PrivacySettings.js';
import { ConsentBanner } from './ConsentBanner.js';
import { ConsentCategoryList } from './ConsentCategoryList.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});
const render = (node: ReactNode, i18n = en) =>
  renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const none = () => undefined;

describe('the consent banner (decision 0103)', () => {
  it('is a named region with the three answers and takes no focus', () => {
    const html = render(
      <ConsentBanner onAcceptAll={none} onOnlyNecessary={none} onChoose={none} />,
    );
    expect(html).toMatch(/<section[^>]*aria-label="Cookie consent"/);
    for (const answer of ['Accept all', 'Only necessary', 'Choose']) {
      expect(html).toContain(`>${answer}</button>`);
    }
    expect(html).not.toContain('autofocus');
  });

  it('speaks German', () => {
    const html = render(
      <ConsentBanner onAcceptAll={none} onOnlyNecessary={none} onChoose={none} />,
      de,
    );
    expect(html).toContain('Alle akzeptieren');
    expect(html).toContain('Nur erforderliche');
  });
});

describe('the consent categories', () => {
  it('lists the five categories in the spec’s order, strictly necessary on and disabled', () => {
    const html = render(
      <ConsentCategoryList
        value={{ C0001: false, C0002: false, C0003: true, C0004: false, C0005: false }}
        onChange={none}
      />,
    );
    const order = [...html.matchAll(/data-category="(C000\d)"/g)].map((m) => m[1]);
    expect(order).toEqual(['C0001', 'C0002', 'C0003', 'C0004', 'C0005']);
    const necessary = /<input[^>]*name="C0001"[^>]*>/.exec(html)?.[0] ?? '';
    expect(necessary).toContain('checked');
    expect(necessary).toContain('disabled');
    expect(/<input[^>]*name="C0002"[^>]*>/.exec(html)?.[0]).not.toContain('checked');
    expect(/<input[^>]*name="C0003"[^>]*>/.exec(html)?.[0]).toContain('checked');
  });
});

describe('the privacy settings', () => {
  const base = {
    timeZone: 'UTC',
    onSave: async () => ({ categories: ACCEPT_ALL, decidedAt: '2026-11-20T09:30:00.000Z' }),
    onRetry: none,
  };

  it('says when the person decided', () => {
    const html = render(
      <PrivacySettings
        {...base}
        state={{
          kind: 'known',
          consent: { categories: ACCEPT_ALL, decidedAt: '2026-11-20T09:30:00.000Z' },
        }}
      />,
    );
    expect(html).toContain('You last decided on 20 Nov 2026, 09:30.');
    expect(html).toContain('>Save</button>');
  });

  it('says that nothing is sent before the person decides', () => {
    const html = render(<PrivacySettings {...base} state={{ kind: 'known', consent: null }} />);
    expect(html).toContain('Until you do, no product analytics are sent.');
  });
});
