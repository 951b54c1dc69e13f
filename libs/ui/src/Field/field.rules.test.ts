import { describe, expect, it } from 'vitest';
import { describedBy, fieldAria, fieldIds, hasText } from './field.rules.js';

describe('describedBy', () => {
  it.each([
    [[], undefined],
    [[undefined, false], undefined],
    [['a'], 'a'],
    [['a', undefined, 'b'], 'a b'],
    [['', ' ', 'c'], 'c'],
  ] as const)('joins %j as %s', (ids, expected) => {
    expect(describedBy(...ids)).toBe(expected);
  });
});

describe('hasText', () => {
  it.each([
    [undefined, false],
    [null, false],
    [false, false],
    ['', false],
    ['Required', true],
    [0, true],
  ])('of %j is %s', (node, expected) => {
    expect(hasText(node)).toBe(expected);
  });
});

describe('fieldAria', () => {
  it('derives the ids of the hint and the error from the control', () => {
    expect(fieldIds('email')).toEqual({ hint: 'email-hint', error: 'email-error' });
  });

  it.each([
    [{}, undefined, { 'aria-describedby': undefined, 'aria-invalid': undefined }],
    [{ hint: 'Work' }, undefined, { 'aria-describedby': 'email-hint', 'aria-invalid': undefined }],
    [{ error: 'Required' }, undefined, { 'aria-describedby': 'email-error', 'aria-invalid': true }],
    [
      { hint: 'Work', error: 'Required' },
      'own',
      { 'aria-describedby': 'own email-hint email-error', 'aria-invalid': true },
    ],
    [{ hint: '', error: '' }, 'own', { 'aria-describedby': 'own', 'aria-invalid': undefined }],
  ])('of texts %j and own ids %s is %j', (texts, own, expected) => {
    expect(fieldAria('email', texts, own)).toEqual(expected);
  });
});
