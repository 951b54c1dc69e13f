import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.js';

const tabs = [
  { id: 'profile', label: 'Profile', content: 'Your name' },
  { id: 'email', label: 'Email', content: 'Your address' },
  { id: 'ai', label: 'AI features', content: 'OpenAI consent' },
];

/** The opening tags of the elements with a role, in order. */
const tagsWithRole = (html: string, role: string) =>
  html.match(new RegExp(`<[a-z]+ [^>]*role="${role}"[^>]*>`, 'g')) ?? [];

describe('Tabs', () => {
  it('is a named tab list with one panel per tab, the first selected by default', () => {
    const html = renderToStaticMarkup(<Tabs label="Settings sections" tabs={tabs} />);
    expect(html).toContain('role="tablist" aria-label="Settings sections"');
    expect(html).toContain('aria-orientation="horizontal"');
    const tabTags = tagsWithRole(html, 'tab');
    expect(tabTags).toHaveLength(3);
    expect(tabTags.map((tag) => /aria-selected="(\w+)"/.exec(tag)?.[1])).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(tabTags.map((tag) => /tabindex="(-?\d)"/.exec(tag)?.[1])).toEqual(['0', '-1', '-1']);
    expect(tagsWithRole(html, 'tabpanel')).toHaveLength(3);
    expect(html).toContain('Your name');
    expect(html).not.toContain('Your address');
  });

  it('ties each tab to its panel both ways', () => {
    const html = renderToStaticMarkup(<Tabs label="Sections" tabs={tabs} />);
    for (const tag of tagsWithRole(html, 'tab')) {
      const id = /id="([^"]+)"/.exec(tag)?.[1];
      const controls = /aria-controls="([^"]+)"/.exec(tag)?.[1];
      expect(html).toContain(`id="${controls}" aria-labelledby="${id}"`);
    }
  });

  it.each([
    [{ selected: 'ai' }, 'OpenAI consent'],
    [{ defaultSelected: 'email' }, 'Your address'],
    [{ selected: 'gone' }, 'Your name'],
  ])('shows the panel of the selected tab (%j)', (props, content) => {
    const html = renderToStaticMarkup(<Tabs label="Sections" tabs={tabs} {...props} />);
    expect(html).toContain(content);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
  });
});
