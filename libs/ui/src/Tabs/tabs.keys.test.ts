import { describe, expect, it } from 'vitest';
import { selectedIndex, tabsKey } from './tabs.keys.js';

describe('tabsKey', () => {
  it.each([
    ['ArrowRight', 0, 3, 'horizontal', 1],
    ['ArrowRight', 2, 3, 'horizontal', 0],
    ['ArrowLeft', 0, 3, 'horizontal', 2],
    ['ArrowLeft', 2, 3, 'horizontal', 1],
    ['Home', 2, 3, 'horizontal', 0],
    ['End', 0, 3, 'horizontal', 2],
    ['ArrowDown', 0, 3, 'horizontal', null],
    ['ArrowUp', 0, 3, 'horizontal', null],
    ['ArrowDown', 0, 3, 'vertical', 1],
    ['ArrowUp', 0, 3, 'vertical', 2],
    ['ArrowRight', 0, 3, 'vertical', null],
    ['Home', 1, 3, 'vertical', 0],
    ['ArrowRight', 0, 1, 'horizontal', 0],
    ['ArrowRight', 0, 0, 'horizontal', null],
    ['Enter', 1, 3, 'horizontal', null],
  ] as const)('%s from %d of %d (%s) goes to %j', (key, index, count, orientation, next) => {
    expect(tabsKey(key, index, count, orientation)).toBe(next);
  });

  it('is horizontal unless told otherwise', () => {
    expect(tabsKey('ArrowRight', 0, 2)).toBe(1);
  });
});

describe('selectedIndex', () => {
  const tabs = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  it.each([
    ['a', 0],
    ['c', 2],
    ['missing', 0],
    [undefined, 0],
  ])('of %j is %d', (id, index) => {
    expect(selectedIndex(tabs, id)).toBe(index);
  });
});
