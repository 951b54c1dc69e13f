import { describe, expect, it } from 'vitest';
import { menuButtonKey, menuKey } from './menu.keys.js';

describe('menuKey', () => {
  it.each([
    ['ArrowDown', 0, 3, 1],
    ['ArrowDown', 2, 3, 0],
    ['ArrowDown', -1, 3, 0],
    ['ArrowUp', 1, 3, 0],
    ['ArrowUp', 0, 3, 2],
    ['ArrowUp', -1, 3, 2],
    ['Home', 2, 3, 0],
    ['End', 0, 3, 2],
    ['PageUp', 2, 3, 0],
    ['PageDown', 0, 3, 2],
    ['ArrowDown', 0, 1, 0],
    ['Enter', 1, 3, 'activate'],
    [' ', 0, 3, 'activate'],
    ['Enter', -1, 3, null],
    ['Escape', 1, 3, 'close'],
    ['Escape', 0, 0, 'close'],
    ['Tab', 1, 3, 'leave'],
    ['ArrowDown', 0, 0, null],
    ['ArrowRight', 0, 3, null],
    ['a', 0, 3, null],
  ] as const)('%j at %d of %d gives %j', (key, index, count, action) => {
    expect(menuKey(key, index, count)).toBe(action);
  });
});

describe('menuButtonKey', () => {
  it.each([
    ['ArrowDown', 'first'],
    ['ArrowUp', 'last'],
    ['Enter', null],
    [' ', null],
    ['Escape', null],
  ] as const)('%j opens at %j', (key, at) => {
    expect(menuButtonKey(key)).toBe(at);
  });
});
