import { MODAL_WIDTHS } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { closeReason, DEFAULT_MODAL_WIDTH, isModalWidth, isOutside } from './modal.rules.js';

describe('closeReason', () => {
  it.each([
    ['closeButton', true, false, 'close'],
    ['closeButton', false, false, 'close'],
    ['escape', true, false, 'escape'],
    ['escape', false, false, null],
    ['backdrop', true, false, 'backdrop'],
    ['backdrop', false, false, null],
    ['closeButton', true, true, null],
    ['escape', true, true, null],
    ['backdrop', true, true, null],
  ] as const)('%s (dismissible %s, blocked %s) gives %j', (kind, dismissible, blocked, reason) => {
    expect(closeReason(kind, dismissible, blocked)).toBe(reason);
  });

  it('is not blocked unless told', () => {
    expect(closeReason('escape', true)).toBe('escape');
  });
});

describe('isOutside', () => {
  const box = { left: 100, top: 50, right: 700, bottom: 450 };
  it.each([
    [400, 200, false],
    [100, 50, false],
    [700, 450, false],
    [99, 200, true],
    [701, 200, true],
    [400, 49, true],
    [400, 451, true],
  ])('(%d, %d) is outside: %s', (x, y, outside) => {
    expect(isOutside(box, x, y)).toBe(outside);
  });
});

describe('isModalWidth', () => {
  it.each([...MODAL_WIDTHS])('accepts %d', (width) => {
    expect(isModalWidth(width)).toBe(true);
  });
  it.each([0, 500, 1000, 600.5])('rejects %d', (width) => {
    expect(isModalWidth(width)).toBe(false);
  });
  it('defaults to 600', () => {
    expect(DEFAULT_MODAL_WIDTH).toBe(600);
  });
});
