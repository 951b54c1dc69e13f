import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Menu } from './Menu.js';
import type { MenuEntry } from './menu.types.js';
import { menuItems } from './menu.types.js';

const profile = { id: 'profile', label: 'Your profile', icon: 'user', href: '#/profile' } as const;
const acme = { id: 'acme', label: 'Acme' };
const globex = { id: 'globex', label: 'Globex', disabled: true };
const signOut = { id: 'logout', label: 'Sign out', tone: 'danger' } as const;
const entries: MenuEntry[] = [
  profile,
  { kind: 'separator', id: 'sep' },
  { kind: 'group', id: 'orgs', label: 'Organisations', items: [acme, globex] },
  signOut,
];

describe('menuItems', () => {
  it('lists the items in focus order, groups flattened, separators left out', () => {
    expect(menuItems(entries)).toEqual([profile, acme, globex, signOut]);
    expect(menuItems([])).toEqual([]);
  });
});

describe('Menu', () => {
  it('is a closed menu button at first', () => {
    const html = renderToStaticMarkup(<Menu label="Account" items={entries} />);
    expect(html).toMatch(/<button id="[^"]+-button" type="button"/);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-controls');
    expect(html).not.toContain('role="menu"');
  });

  it('names an icon-only button by its buttonLabel', () => {
    const html = renderToStaticMarkup(<Menu label="AL" buttonLabel="Account menu" items={[]} />);
    expect(html).toContain('aria-label="Account menu"');
  });

  it('lists its items, separators and groups when open', () => {
    const html = renderToStaticMarkup(<Menu label="Account" items={entries} defaultOpen />);
    const buttonId = /<button id="([^"]+)"/.exec(html)?.[1];
    const menuId = /role="menu" id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain(`aria-controls="${menuId}"`);
    expect(html).toContain(`aria-labelledby="${buttonId}"`);
    expect(html.match(/role="menuitem"/g)).toHaveLength(4);
    expect(html.match(/tabindex="-1"/g)).toHaveLength(4);
    expect(html).toContain('role="separator"');
    expect(html).toContain('role="group" aria-label="Organisations"');
    expect(html).toMatch(/<a role="menuitem"[^>]*href="#\/profile"/);
    expect(html).toMatch(/<button role="menuitem"[^>]*aria-disabled="true"[^>]*type="button"/);
  });

  it('marks one choice of several as a checked radio item', () => {
    const teams: MenuEntry[] = [
      {
        kind: 'group',
        id: 'teams',
        label: 'Working as team',
        items: [
          { id: 'admin', label: 'Admin', checked: true },
          { id: 'care', label: 'Care', checked: false },
        ],
      },
      signOut,
    ];
    const html = renderToStaticMarkup(<Menu label="Account" items={teams} defaultOpen />);
    expect(html.match(/role="menuitemradio"/g)).toHaveLength(2);
    expect(html).toMatch(/role="menuitemradio" aria-checked="true"[^>]*>.*Admin/);
    expect(html).toMatch(/role="menuitemradio" aria-checked="false"[^>]*>.*Care/);
    expect(html.match(/role="menuitem"/g)).toHaveLength(1);
  });
});
