import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { Shell, type ShellProps } from './Shell.js';

const props: ShellProps = {
  buttons: [
    { id: 'home', label: 'Home', path: '/home', locked: false },
    { id: 'publish', label: 'Publish', path: '/publish', locked: true },
  ],
  path: '/home',
  userName: 'Ada Admin',
  assuming: false,
  menu: <button type="button">menu</button>,
  children: 'content',
};

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});
const render = (shell: ShellProps, i18n = en) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Shell {...shell} />
    </I18nProvider>,
  );

describe('Shell', () => {
  it('shows the sidebar logo "Social Media Management" (platform §2), the menu and the screen', () => {
    const html = render(props);
    expect(html).toMatch(/<h1[^>]*>Social Media Management<\/h1>/);
    expect(html).toContain('content');
    expect(html).toContain('>menu</button>');
  });

  it('links the areas, marks the current one, and shows locked ones without a link', () => {
    const html = render(props);
    expect(html).toMatch(
      /<a[^>]*href="#\/home"[^>]*aria-current="page"[^>]*><svg[^]*?>Home<\/span><\/a>/,
    );
    expect(html).not.toContain('href="#/publish"');
    expect(html).toMatch(/aria-disabled="true"[^>]*><svg[^]*?>Publish<\/span>/);
  });

  it('gives every area an icon and a tooltip with its name, for the narrow rail', () => {
    const html = render(props);
    const links = [
      ...html.matchAll(/<a[^>]*href="#\/(\w+)"[^>]*aria-describedby="([^"]+)"[^>]*><svg/g),
    ];
    expect(links.map(([, area]) => area)).toEqual(['home']);
    for (const [, , tip] of links) {
      expect(html).toMatch(new RegExp(`role="tooltip" id="${tip}"[^>]*><span[^>]*>Home<`));
    }
  });

  it('shows the assuming indicator only while a support user assumes the account', () => {
    expect(render(props)).not.toContain('Assuming');
    expect(render({ ...props, assuming: true })).toContain('Assuming Ada Admin');
  });

  it('speaks the active language: area names and the logo in German', () => {
    const html = render({ ...props, assuming: true }, de);
    expect(html).toMatch(/<h1[^>]*>Social-Media-Management<\/h1>/);
    expect(html).toMatch(/>Startseite<\/span><\/a>/);
    expect(html).toContain('Angemeldet als Ada Admin');
    expect(html).toContain('aria-label="Hauptnavigation"');
  });
});
