import type { ResponseTemplate } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { draftErrors, filterTemplates, withTemplate } from './template.rules.js';

const template = (id: string, name: string, text = `${name} text`): ResponseTemplate => ({
  id,
  name,
  text,
});
const apology = template('t1', 'Apology', 'We are sorry for the delay.');
const refund = template('t2', 'Refund', 'Votre commande sera remboursée.');
const welcome = template('t3', 'welcome', 'Thanks for writing to us!');
const all = [apology, refund, welcome];

describe('filterTemplates', () => {
  it.each([
    ['all for a blank query', '  ', all],
    ['by name, ignoring case', 'WELC', [welcome]],
    ['by text', 'delay', [apology]],
    ['ignoring accents', 'rembourse', [refund]],
    ['accents in the query too', 'REMBOURSÉE', [refund]],
    ['trimming the query', ' sorry ', [apology]],
    ['none', 'invoice', []],
  ] as const)('%s', (_, query, expected) => {
    expect(filterTemplates(all, query)).toEqual(expected);
  });
});

describe('withTemplate', () => {
  it.each([
    ['a new one where its name sorts', [apology, welcome], refund, [apology, refund, welcome]],
    ['a new one first', [refund, welcome], apology, [apology, refund, welcome]],
    ['a new one last, ignoring case', [apology, refund], welcome, [apology, refund, welcome]],
    ['into an empty list', [], refund, [refund]],
    [
      'a changed one in its place, even renamed',
      all,
      template('t1', 'Zed apology'),
      [template('t1', 'Zed apology'), refund, welcome],
    ],
  ] as const)('%s', (_, list, saved, expected) => {
    expect(withTemplate(list, saved)).toEqual(expected);
  });
});

describe('draftErrors', () => {
  it.each([
    ['nothing for a full draft', { name: 'Hi', text: 'Hello' }, {}],
    ['a blank name', { name: '  ', text: 'Hello' }, { name: 'required' }],
    ['a blank text', { name: 'Hi', text: '\n' }, { text: 'required' }],
    ['both', { name: '', text: '' }, { name: 'required', text: 'required' }],
  ] as const)('%s', (_, draft, expected) => {
    expect(draftErrors(draft)).toEqual(expected);
  });
});
