import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UTM_PARAMETERS, type TrackingParameter } from './parameters.rules.js';
import { fillPlaceholders, type TrackingContext } from './placeholder.rules.js';
import { isTrackableUrl, MAX_TAGGED_URL_LENGTH, queryKeys, tagUrl } from './tag-url.rules.js';

const context: TrackingContext = { network: 'facebook', channel: 'Demo Coffee', post: 'p-1' };
const utm: TrackingParameter[] = [
  { key: 'utm_source', value: '{network}' },
  { key: 'utm_medium', value: 'social' },
  { key: 'utm_campaign', value: 'Spring sale' },
];

describe('tagUrl', () => {
  it.each([
    [
      'adds the parameters to a link without a query',
      'https://example.com/menu',
      'https://example.com/menu?utm_source=facebook&utm_medium=social&utm_campaign=Spring%20sale',
    ],
    [
      'keeps the query and puts the parameters after it',
      'https://example.com/menu?size=l&milk=oat',
      'https://example.com/menu?size=l&milk=oat&utm_source=facebook&utm_medium=social&utm_campaign=Spring%20sale',
    ],
    [
      'keeps the fragment last',
      'http://example.com/#menu',
      'http://example.com/?utm_source=facebook&utm_medium=social&utm_campaign=Spring%20sale#menu',
    ],
    [
      'keeps a parameter the link has already, and adds the others',
      'https://example.com/?utm_source=newsletter',
      'https://example.com/?utm_source=newsletter&utm_medium=social&utm_campaign=Spring%20sale',
    ],
    [
      'reads an existing key encoded',
      'https://example.com/?utm%5Fsource=x&utm_medium=y&utm_campaign=z',
      'https://example.com/?utm%5Fsource=x&utm_medium=y&utm_campaign=z',
    ],
    [
      'does not add a separator after a trailing "?"',
      'https://example.com/?',
      'https://example.com/?utm_source=facebook&utm_medium=social&utm_campaign=Spring%20sale',
    ],
    [
      'does not add a separator after a trailing "&"',
      'https://example.com/?a=1&',
      'https://example.com/?a=1&utm_source=facebook&utm_medium=social&utm_campaign=Spring%20sale',
    ],
    [
      'separates the parameters from a query that is only a "?"',
      'https://example.com/??',
      'https://example.com/??&utm_source=facebook&utm_medium=social&utm_campaign=Spring%20sale',
    ],
    ['leaves a mailto: link alone', 'mailto:hello@example.com', 'mailto:hello@example.com'],
    ['leaves a tel: link alone', 'tel:+442079460018', 'tel:+442079460018'],
    ['leaves a relative link alone', '/menu?size=l', '/menu?size=l'],
    ['leaves a link with a space alone', 'https://example.com/a b', 'https://example.com/a b'],
    ['leaves an ftp link alone', 'ftp://example.com/file', 'ftp://example.com/file'],
    ['leaves text alone', 'not a link', 'not a link'],
  ])('%s', (_, url, expected) => {
    expect(tagUrl(url, utm, context)).toBe(expected);
  });

  it('reads HTTPS in capitals as a web link', () => {
    expect(tagUrl('HTTPS://EXAMPLE.COM', [{ key: 'a', value: 'b' }], context)).toBe(
      'HTTPS://EXAMPLE.COM?a=b',
    );
  });

  it('fills the placeholders and encodes the values', () => {
    const tagged = tagUrl(
      'https://example.com',
      [
        { key: 'utm_content', value: '{channel}/{post}' },
        { key: 'utm_term', value: 'café & co=1 #1 😀' },
      ],
      context,
    );
    expect(tagged).toBe(
      'https://example.com?utm_content=Demo%20Coffee%2Fp-1&utm_term=caf%C3%A9%20%26%20co%3D1%20%231%20%F0%9F%98%80',
    );
  });

  it('leaves out a parameter whose value is empty once filled, and a key given twice', () => {
    const tagged = tagUrl(
      'https://example.com',
      [
        { key: 'utm_content', value: '{post}' },
        { key: 'utm_campaign', value: '' },
        { key: 'utm_source', value: 'one' },
        { key: 'utm_source', value: 'two' },
        { key: '', value: 'keyless' },
      ],
      { ...context, post: '' },
    );
    expect(tagged).toBe('https://example.com?utm_source=one');
  });

  it('keeps text in braces that is no placeholder', () => {
    expect(tagUrl('https://example.com', [{ key: 'x', value: '{netwrok}' }], context)).toBe(
      'https://example.com?x=%7Bnetwrok%7D',
    );
  });

  it('does not tag a link that would grow too long, and leaves a too long link alone', () => {
    const near = `https://example.com/${'a'.repeat(MAX_TAGGED_URL_LENGTH - 30)}`;
    expect(tagUrl(near, utm, context)).toBe(near);
    const long = `https://example.com/${'a'.repeat(MAX_TAGGED_URL_LENGTH)}`;
    expect(isTrackableUrl(long)).toBe(false);
    expect(tagUrl(long, utm, context)).toBe(long);
  });

  it('answers the link unchanged when there is nothing to add', () => {
    expect(tagUrl('https://example.com/x', [], context)).toBe('https://example.com/x');
  });
});

describe('queryKeys', () => {
  it.each([
    ['https://example.com', []],
    ['https://example.com/?a=1&b&c=&&d=4#e=5', ['a', 'b', 'c', 'd']],
    ['https://example.com/?a+b=1&%E2%9C%93=2&bad%zz=3', ['a b', '✓', 'bad%zz']],
  ])('%s', (url, keys) => {
    expect(queryKeys(url)).toEqual(keys);
  });
});

// Property tests: invariants of tagging over any link, parameters and context.

const links = fc.oneof(
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webUrl().map((url) => `${url}?`),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('mailto:a@example.com', 'tel:123', '/relative?x=1', 'javascript:alert(1)', ''),
);
const keys = fc.oneof(
  fc.constantFrom(...UTM_PARAMETERS, 'ref', 'a+b', 'é', ''),
  fc.string({ unit: 'binary', maxLength: 10 }),
);
const parameters = fc.array(
  fc.record({ key: keys, value: fc.string({ unit: 'binary', maxLength: 40 }) }),
  { maxLength: 8 },
);
const contexts = fc.record({
  network: fc.constantFrom('facebook', 'linkedin', ''),
  channel: fc.string({ unit: 'binary', maxLength: 30 }),
  post: fc.string({ maxLength: 12 }),
});

/** Lone halves of surrogate pairs as U+FFFD, as encoders write them. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
const withoutFragment = (url: string) => url.split('#', 1)[0] ?? '';
const fragmentOf = (url: string) => (url.includes('#') ? url.slice(url.indexOf('#')) : '');

describe('tagUrl invariants', () => {
  it('leaves every link tagging does not apply to exactly as it was', () => {
    fc.assert(
      fc.property(links, parameters, contexts, (url, list, ctx) => {
        if (!isTrackableUrl(url)) expect(tagUrl(url, list, ctx)).toBe(url);
      }),
    );
  });

  it('never tags twice: tagging a tagged link changes nothing', () => {
    fc.assert(
      fc.property(links, parameters, contexts, (url, list, ctx) => {
        const once = tagUrl(url, list, ctx);
        expect(tagUrl(once, list, ctx)).toBe(once);
      }),
    );
  });

  it('keeps the link, its own parameters in order and its fragment', () => {
    fc.assert(
      fc.property(links, parameters, contexts, (url, list, ctx) => {
        const tagged = tagUrl(url, list, ctx);
        expect(tagged.startsWith(withoutFragment(url))).toBe(true);
        expect(fragmentOf(tagged)).toBe(fragmentOf(url));
        expect(queryKeys(tagged).slice(0, queryKeys(url).length)).toEqual(queryKeys(url));
      }),
    );
  });

  it('stays within the length limit (or leaves the link as it was)', () => {
    fc.assert(
      fc.property(links, parameters, contexts, (url, list, ctx) => {
        const tagged = tagUrl(url, list, ctx);
        expect(tagged === url || tagged.length <= MAX_TAGGED_URL_LENGTH).toBe(true);
      }),
    );
  });

  it('adds each missing parameter with a value once, its value encoded so it decodes back', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true, withFragments: true }),
        parameters,
        contexts,
        (url, list, ctx) => {
          const tagged = tagUrl(url, list, ctx);
          if (tagged === url) return;
          const before = new Set(queryKeys(url));
          const query = withoutFragment(tagged).slice(withoutFragment(url).length);
          const added = query
            .split('&')
            .filter((pair) => pair !== '' && pair !== '?')
            .map((pair) => pair.replace(/^\?/, '').split('='));
          const expected = new Map<string, string>();
          for (const { key, value } of list) {
            const filled = fillPlaceholders(value, ctx);
            const wellFormedKey = wellFormed(key);
            if (wellFormedKey === '' || before.has(wellFormedKey) || expected.has(wellFormedKey))
              continue;
            if (filled === '') continue;
            expected.set(wellFormedKey, filled);
          }
          expect(added.map(([key]) => decodeURIComponent(key ?? ''))).toEqual([...expected.keys()]);
          for (const [key, value] of added) {
            const wanted = expected.get(decodeURIComponent(key ?? '')) ?? '';
            expect(decodeURIComponent(value ?? '')).toBe(wellFormed(wanted));
          }
        },
      ),
    );
  });
});
