import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrackingParameter } from './parameters.rules.js';
import type { TrackingContext } from './placeholder.rules.js';
import { linksInText, tagLinksInText } from './text-links.rules.js';

const context: TrackingContext = { network: 'facebook', channel: 'Demo Coffee', post: 'p-1' };
const utm: TrackingParameter[] = [
  { key: 'utm_source', value: '{network}' },
  { key: 'utm_medium', value: 'social' },
];

describe('linksInText', () => {
  it.each([
    [
      'a link in a sentence',
      'Our menu: https://example.com/menu see you',
      ['https://example.com/menu'],
    ],
    ['a full stop after a link', 'See https://example.com/menu.', ['https://example.com/menu']],
    ['a link in parentheses', '(https://example.com/menu)', ['https://example.com/menu']],
    [
      'parentheses the link opens',
      'https://en.wikipedia.org/wiki/Latte_(drink)!',
      ['https://en.wikipedia.org/wiki/Latte_(drink)'],
    ],
    [
      'two links',
      'http://a.example and https://b.example/x?y=1',
      ['http://a.example', 'https://b.example/x?y=1'],
    ],
    ['no scheme, no link', 'visit example.com today', []],
    ['a scheme alone', 'https:// is not a link', []],
    ['other schemes', 'mailto:hello@example.com', []],
  ])('finds %s', (_, text, links) => {
    expect(linksInText(text).map((link) => link.url)).toEqual(links);
  });
});

describe('tagLinksInText', () => {
  it('tags every web link and keeps the text around them', () => {
    expect(
      tagLinksInText(
        'Menu: https://example.com/menu. Shop (https://shop.example/?a=1)!',
        utm,
        context,
      ),
    ).toBe(
      'Menu: https://example.com/menu?utm_source=facebook&utm_medium=social. Shop (https://shop.example/?a=1&utm_source=facebook&utm_medium=social)!',
    );
  });

  it('leaves text without links, and any text without parameters, as it is', () => {
    expect(tagLinksInText('No links here.', utm, context)).toBe('No links here.');
    expect(tagLinksInText('https://example.com', [], context)).toBe('https://example.com');
  });

  it('is idempotent and keeps the text outside links (fast-check)', () => {
    const word = fc.stringMatching(/^[a-z .,!]{0,12}$/);
    const link = fc.constantFrom(
      'https://example.com/a',
      'http://b.example/?q=1',
      'https://c.example/x#y',
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(word, link), { maxLength: 4 }), word, (parts, tail) => {
        const text = parts.map(([before, url]) => `${before} ${url} `).join('') + tail;
        const once = tagLinksInText(text, utm, context);
        expect(tagLinksInText(once, utm, context)).toBe(once);
        expect(once.replace(/\?[^\s#]*|#\S*/g, '')).toBe(text.replace(/\?[^\s#]*|#\S*/g, ''));
      }),
    );
  });
});
