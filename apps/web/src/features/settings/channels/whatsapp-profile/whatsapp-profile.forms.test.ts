import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fileSize,
  nextPlaceholder,
  problemsByField,
  templateNameProblem,
  templateParts,
} from './whatsapp-profile.forms.js';

describe('templateNameProblem', () => {
  it.each([
    ['order_ready', null],
    ['a1_b2', null],
    ['', { reason: 'empty' }],
    ['Order-ready', { reason: 'characters', bad: ['O', '-'] }],
    ['order ready', { reason: 'characters', bad: [' '] }],
    ['bestätigung', { reason: 'characters', bad: ['ä'] }],
  ])('%j → %j', (name, problem) => {
    expect(templateNameProblem(name)).toEqual(problem);
  });

  it('accepts exactly the names of lower-case letters, digits and underscores', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => {
        expect(templateNameProblem(name) === null).toBe(/^[a-z0-9_]+$/.test(name));
      }),
    );
  });
});

describe('templateParts', () => {
  it('sets each placeholder apart from the words', () => {
    expect(templateParts('Hi {{1}}, order {{2}}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', number: 1 },
      { kind: 'text', text: ', order ' },
      { kind: 'placeholder', number: 2 },
      { kind: 'text', text: '!' },
    ]);
  });

  it('gives back the text it was given, joined', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const joined = templateParts(text)
          .map((part) => (part.kind === 'text' ? part.text : `{{${part.number}}}`))
          .join('');
        expect(joined).toBe(text.replace(/\{\{0*(\d+)\}\}/g, (_, n: string) => `{{${Number(n)}}}`));
      }),
    );
  });
});

describe('nextPlaceholder', () => {
  it.each([
    ['', '{{1}}'],
    ['Hi {{1}}', '{{2}}'],
    ['{{3}} and {{1}}', '{{4}}'],
  ])('%j → %s', (text, next) => expect(nextPlaceholder(text)).toBe(next));
});

describe('problemsByField', () => {
  it('files each problem under its field and website', () => {
    const { of } = problemsByField({
      about: '',
      address: '',
      description: '',
      email: 'hello',
      vertical: 'Other',
      websites: ['https://ok.example', 'nope.example'],
    });
    expect(of('email')).toEqual({ field: 'email', reason: 'notEmail' });
    expect(of('websites', 0)).toBeUndefined();
    expect(of('websites', 1)).toEqual({ field: 'websites', reason: 'notWebsite', index: 1 });
    expect(of('about')).toBeUndefined();
  });
});

describe('fileSize', () => {
  it.each([
    [500, '1 KB'],
    [820 * 1024, '820 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [6.2 * 1024 * 1024, '6.2 MB'],
  ])('%d bytes → %s', (bytes, words) => expect(fileSize(bytes)).toBe(words));
});
