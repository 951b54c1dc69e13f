import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InboxCommand, inboxCommand, type KeyPress, moveFocus, SHORTCUTS } from './index.js';

describe('inboxCommand', () => {
  it.each<[string, InboxCommand]>([
    ['j', 'next'],
    ['k', 'previous'],
    ['Enter', 'open'],
    ['r', 'reply'],
    ['a', 'assign'],
    ['e', 'markRead'],
    ['?', 'help'],
    ['Escape', 'close'],
  ])('%s → %s', (key, command) => {
    expect(inboxCommand({ key }, { editable: false })).toBe(command);
  });

  it.each(['J', 'x', 'ArrowDown', ' ', 'Tab', 'Shift', '/'])('%j does nothing', (key) => {
    expect(inboxCommand({ key }, { editable: false })).toBeUndefined();
  });

  it.each<[string, KeyPress]>([
    ['ctrl', { key: 'j', ctrlKey: true }],
    ['meta', { key: 'r', metaKey: true }],
    ['alt', { key: 'e', altKey: true }],
    ['ctrl with Escape', { key: 'Escape', ctrlKey: true }],
  ])('does nothing with %s held', (_what, press) => {
    expect(inboxCommand(press, { editable: false })).toBeUndefined();
  });

  it('does nothing while the reader types, except Escape', () => {
    for (const { keys, command } of SHORTCUTS) {
      for (const key of keys) {
        expect(inboxCommand({ key }, { editable: true })).toBe(
          command === 'close' ? 'close' : undefined,
        );
      }
    }
  });

  it('ignores modifiers set to false', () => {
    expect(
      inboxCommand(
        { key: 'j', ctrlKey: false, metaKey: false, altKey: false },
        { editable: false },
      ),
    ).toBe('next');
  });
});

describe('SHORTCUTS', () => {
  it('lists every command once, in the order of the help dialog', () => {
    expect(SHORTCUTS.map((shortcut) => shortcut.command)).toEqual([
      'next',
      'previous',
      'open',
      'reply',
      'assign',
      'markRead',
      'help',
      'close',
    ]);
  });

  it('agrees with inboxCommand for every key it lists', () => {
    for (const { keys, command } of SHORTCUTS) {
      for (const key of keys) expect(inboxCommand({ key }, { editable: false })).toBe(command);
    }
  });
});

describe('moveFocus', () => {
  const list = ['a', 'b', 'c'];
  it.each<[string, readonly string[], string | null, 'next' | 'previous', string | null]>([
    ['next', list, 'a', 'next', 'b'],
    ['previous', list, 'b', 'previous', 'a'],
    ['stays at the end', list, 'c', 'next', 'c'],
    ['stays at the start', list, 'a', 'previous', 'a'],
    ['first item when none has the focus (next)', list, null, 'next', 'a'],
    ['first item when none has the focus (previous)', list, null, 'previous', 'a'],
    ['first item when the focused one left the list', list, 'z', 'next', 'a'],
    ['null for an empty list', [], 'a', 'next', null],
    ['null for an empty list without focus', [], null, 'previous', null],
  ])('%s', (_what, order, current, direction, expected) => {
    expect(moveFocus(order, current, direction)).toBe(expected);
  });

  it('always lands on an item of the list, one step at most from a focused one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string(), { minLength: 1 }),
        fc.nat(),
        fc.constantFrom('next' as const, 'previous' as const),
        (order, at, direction) => {
          const current = order[at % order.length] as string;
          const moved = moveFocus(order, current, direction);
          expect(order).toContain(moved);
          const step = order.indexOf(moved as string) - order.indexOf(current);
          expect(Math.abs(step)).toBeLessThanOrEqual(1);
          expect(direction === 'next' ? step >= 0 : step <= 0).toBe(true);
        },
      ),
    );
  });
});
