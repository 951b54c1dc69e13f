import fc from 'fast-check';
import { characterCount } from '@smm/model';
import { maxPostLength } from '@smm/networks';
import { describe, expect, it } from 'vitest';
import { postCounter, postLength, postProblems } from './post-length.rules.js';

const photo = { id: 'upload-1' };

describe('post content maximum by network (platform §5)', () => {
  it.each([
    ['twitter', 280],
    ['instagram', 2200],
    ['threads', 500],
    ['linkedIn', 3000],
    ['linkedin', 3000],
    ['facebook', -1],
    ['reddit', -1],
  ])('%s takes posts of up to %i characters (-1: no limit)', (network, max) => {
    expect(postCounter(network, '').max).toBe(max);
    expect(postCounter(network, '').max).toBe(maxPostLength(network));
  });

  it.each([
    ['twitter', 280],
    ['instagram', 2200],
    ['threads', 500],
    ['linkedIn', 3000],
  ])('%s: %i characters fit, one more is too long', (network, max) => {
    expect(postProblems({ network, text: 'a'.repeat(max) })).toEqual([]);
    expect(postProblems({ network, text: 'a'.repeat(max + 1) })).toEqual([
      { kind: 'tooLong', count: max + 1, max },
    ]);
  });
});

describe('postLength: X as X counts, the others in characters', () => {
  it.each([
    [
      'a link counts 23 on X, however long',
      'twitter',
      'https://example.com/' + 'a'.repeat(100),
      23,
    ],
    ['a short link counts 23 on X too', 'twitter', 'see x.co', 4 + 23],
    ['an emoji counts 2 on X', 'twitter', '😀', 2],
    ['CJK characters count 2 each on X', 'twitter', '日本語', 6],
    ['Latin letters with accents count 1 on X', 'twitter', 'Café', 4],
    ['X counts text normalised (NFC)', 'twitter', 'Cafe\u0301', 4],
    ['an emoji counts 1 on Instagram', 'instagram', '😀', 1],
    ['a link counts its characters on LinkedIn', 'linkedIn', 'https://example.com/abc', 23],
    [
      'a long link counts in full on Threads',
      'threads',
      'https://example.com/' + 'a'.repeat(100),
      120,
    ],
    ['CJK characters count 1 each on Threads', 'threads', '日本語', 3],
    ['spaces and line breaks count', 'instagram', ' a\nb ', 5],
  ])('%s', (_, network, text, count) => {
    expect(postLength(network, text)).toBe(count);
  });

  it('X refuses 141 emoji (282) and takes 140 (280)', () => {
    expect(postCounter('twitter', '😀'.repeat(140))).toEqual({ count: 280, max: 280, over: false });
    expect(postCounter('twitter', '😀'.repeat(141))).toEqual({ count: 282, max: 280, over: true });
  });

  it('Instagram counts 2,200 emoji as 2,200', () => {
    expect(postCounter('instagram', '😀'.repeat(2200)).over).toBe(false);
  });

  it('a 281-character X variant is refused (acceptance)', () => {
    expect(postProblems({ network: 'twitter', text: 'x'.repeat(281) })).toEqual([
      { kind: 'tooLong', count: 281, max: 280 },
    ]);
  });
});

describe('postProblems (platform §5)', () => {
  it.each([
    [
      'LinkedIn with an attachment and no text',
      'linkedIn',
      '',
      [photo],
      [{ kind: 'textRequired' }],
    ],
    [
      'LinkedIn with an attachment and only spaces',
      'linkedin',
      '  \n',
      [photo],
      [{ kind: 'textRequired' }],
    ],
    ['LinkedIn with an attachment and text', 'linkedIn', 'Our new menu', [photo], []],
    ['LinkedIn with text only', 'linkedIn', 'Our new menu', [], []],
    ['Instagram with an attachment and no text', 'instagram', '', [photo], []],
    ['X with an attachment and no text', 'twitter', '', [photo], []],
    ['nothing at all', 'twitter', '', [], [{ kind: 'empty' }]],
    ['only spaces', 'facebook', '   ', undefined, [{ kind: 'empty' }]],
    ['LinkedIn without text or attachment', 'linkedIn', '', [], [{ kind: 'empty' }]],
    ['a Facebook post of any length', 'facebook', 'a'.repeat(100_000), [], []],
  ])('%s', (_, network, text, attachments, problems) => {
    expect(postProblems({ network, text, attachments })).toEqual(problems);
  });

  it('text of only spaces is no text, however long: LinkedIn asks for text', () => {
    expect(
      postProblems({ network: 'linkedIn', text: ' '.repeat(3001), attachments: [photo] }),
    ).toEqual([{ kind: 'textRequired' }]);
  });
});

describe('invariants', () => {
  const networks = fc.constantFrom('twitter', 'instagram', 'threads', 'linkedIn', 'facebook');
  const texts = fc.string({ unit: 'grapheme', maxLength: 400 });

  it('the counter is over exactly when postProblems says tooLong, with the same figures', () => {
    fc.assert(
      fc.property(networks, texts, (network, text) => {
        const counter = postCounter(network, text);
        const tooLong = postProblems({ network, text }).find((p) => p.kind === 'tooLong');
        expect(tooLong !== undefined).toBe(counter.over);
        if (tooLong)
          expect(tooLong).toEqual({ kind: 'tooLong', count: counter.count, max: counter.max });
      }),
    );
  });

  it('networks other than X count code points', () => {
    fc.assert(
      fc.property(fc.constantFrom('instagram', 'threads', 'linkedIn'), texts, (network, text) => {
        expect(postLength(network, text)).toBe(characterCount(text));
        expect(postLength(network, text)).toBe([...text].length);
      }),
    );
  });

  it('a variant with text and attachments has at most the tooLong problem', () => {
    fc.assert(
      fc.property(
        networks,
        texts.filter((t) => t.trim().length > 0),
        (network, text) => {
          const problems = postProblems({ network, text, attachments: [photo] });
          expect(problems.every((p) => p.kind === 'tooLong')).toBe(true);
        },
      ),
    );
  });
});
