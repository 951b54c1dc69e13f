import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_TEMPLATE_BODY_LENGTH,
  placeholderCount,
  templateDraftState,
  templateParameterError,
  templateParameters,
} from './index.js';

const ORDER = 'Hello {{1}}, your order {{2}} is on its way.';

describe('a WhatsApp template parameter', () => {
  it.each([
    ['Ana', undefined],
    ['Order #4821', undefined],
    ['a    b', undefined],
    ['', 'empty'],
    ['   ', 'empty'],
    ['line\nbreak', 'lineBreak'],
    ['carriage\rreturn', 'lineBreak'],
    ['tab\there', 'lineBreak'],
    ['five     spaces', 'tooManySpaces'],
  ] as const)('%j is %s', (value, error) => {
    expect(templateParameterError(value)).toBe(error);
  });
});

describe('the template composer', () => {
  it('has a field per placeholder, fills the preview as values come, keeps missing ones', () => {
    const state = templateDraftState(ORDER, ['Ana']);
    expect(state.fields).toEqual([
      { index: 1, value: 'Ana' },
      { index: 2, value: '', error: 'empty' },
    ]);
    expect(state.preview).toBe('Hello Ana, your order {{2}} is on its way.');
    expect(state.canSend).toBe(false);
  });

  it('may send once every value is valid; the preview uses trimmed values', () => {
    const state = templateDraftState(ORDER, [' Ana ', '#4821']);
    expect(state.preview).toBe('Hello Ana, your order #4821 is on its way.');
    expect(state.canSend).toBe(true);
  });

  it('a template without placeholders can be sent as it is', () => {
    const state = templateDraftState('Thanks for writing to us.', []);
    expect(state.fields).toEqual([]);
    expect(state.canSend).toBe(true);
  });

  it('refuses a value WhatsApp would refuse', () => {
    expect(templateDraftState(ORDER, ['Ana', 'a\nb']).canSend).toBe(false);
  });

  it(`refuses a body longer than ${MAX_TEMPLATE_BODY_LENGTH} characters once filled`, () => {
    const long = 'x'.repeat(MAX_TEMPLATE_BODY_LENGTH);
    const state = templateDraftState(ORDER, ['Ana', long]);
    expect(state.tooLong).toBe(true);
    expect(state.canSend).toBe(false);
  });

  it('sends one trimmed value per placeholder, ignoring extra ones', () => {
    expect(templateParameters(ORDER, [' Ana ', '1', 'extra'])).toEqual(['Ana', '1']);
    expect(templateParameters(ORDER, [])).toEqual(['', '']);
  });

  it('always has exactly as many fields as placeholders, and sendable means every value is valid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 7 }),
        (count, values) => {
          const text = Array.from({ length: count }, (_, i) => `{{${i + 1}}}`).join(' and ');
          const state = templateDraftState(text, values);
          expect(state.fields).toHaveLength(placeholderCount(text));
          expect(state.canSend).toBe(
            state.fields.every((field) => templateParameterError(field.value) === undefined),
          );
        },
      ),
    );
  });
});
