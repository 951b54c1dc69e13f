import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstLink } from './link.rules.js';

describe('firstLink: the first web link of a post’s text', () => {
  it.each([
    [
      'a link with its scheme',
      'Autumn menu: https://demo.coffee/autumn',
      'https://demo.coffee/autumn',
    ],
    [
      'the sentence’s full stop is not the address’s',
      'See https://demo.coffee/autumn.',
      'https://demo.coffee/autumn',
    ],
    [
      'a query stays',
      'Book: https://demo.coffee/book?table=2&time=18',
      'https://demo.coffee/book?table=2&time=18',
    ],
    [
      'brackets around it are not the address’s',
      'Hours (https://demo.coffee/hours) changed',
      'https://demo.coffee/hours',
    ],
    [
      'written without a scheme, as X links it',
      'See demo.coffee/hours today',
      'https://demo.coffee/hours',
    ],
    ['www. without a scheme', 'www.example.org has it', 'https://www.example.org'],
    ['the first of two', 'demo.coffee/a then https://example.com/b', 'https://demo.coffee/a'],
    [
      'the first of two, the first with its scheme',
      'https://example.com/b then demo.coffee/a',
      'https://example.com/b',
    ],
    [
      'a development server X does not link',
      'Try http://localhost:8080/sandbox/sites/demo-coffee/autumn-menu now',
      'http://localhost:8080/sandbox/sites/demo-coffee/autumn-menu',
    ],
    [
      'an IP address written with its scheme',
      'http://127.0.0.1:8080/x, then demo.coffee',
      'http://127.0.0.1:8080/x',
    ],
    ['a plain http link', 'http://demo.coffee', 'http://demo.coffee'],
  ])('%s', (_case, text, url) => {
    expect(firstLink(text)?.url).toBe(url);
  });

  it.each([
    ['no link', 'Pumpkin spice is back'],
    ['an e-mail address', 'Write to hello@demo.coffee'],
    ['another scheme', 'ftp://demo.coffee/menu'],
    ['empty', ''],
    ['a scheme without a host', 'https:// is how it starts'],
  ])('none: %s', (_case, text) => {
    expect(firstLink(text)).toBeUndefined();
  });

  it('says where the link is written', () => {
    expect(firstLink('Menu: demo.coffee/autumn!')).toEqual({
      url: 'https://demo.coffee/autumn',
      text: 'demo.coffee/autumn',
      start: 6,
      end: 24,
    });
  });

  it('finds a link wherever it is put in any text, and the text at its place is the link', () => {
    const words = fc.stringMatching(/^[a-z ]{0,20}$/);
    fc.assert(
      fc.property(words, words, (before, after) => {
        const text = `${before} https://demo.coffee/p ${after}`;
        const link = firstLink(text);
        expect(link?.url).toBe('https://demo.coffee/p');
        expect(text.slice(link?.start, link?.end)).toBe(link?.text);
      }),
    );
  });
});
