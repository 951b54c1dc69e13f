/**
 * What a key pressed in an open menu does: move focus to an item (its index), activate the
 * focused item, close the menu and return focus to its button (`'close'`, Escape), close it and
 * let focus move on (`'leave'`, Tab), or nothing (`null`). Moving wraps around.
 */
export type MenuKeyAction = number | 'activate' | 'close' | 'leave' | null;

/**
 * The action of a key in an open menu of `count` items whose item `index` has focus (-1: none).
 *
 * @example
 * menuKey('ArrowDown', 2, 3) // 0 (wraps to the first)
 * menuKey('End', 0, 3)       // 2
 * menuKey(' ', 1, 3)         // 'activate'
 * menuKey('Escape', 1, 3)    // 'close'
 */
export function menuKey(key: string, index: number, count: number): MenuKeyAction {
  switch (key) {
    case 'Escape':
      return 'close';
    case 'Tab':
      return 'leave';
    case 'Enter':
    case ' ':
      return index >= 0 && index < count ? 'activate' : null;
  }
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index < 0 ? 0 : (index + 1) % count;
    case 'ArrowUp':
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Which item a key on the closed menu's button opens the menu at: ArrowDown the first, ArrowUp
 * the last; other keys do nothing here (Enter and Space click the button, which opens it at the
 * first item).
 *
 * @example
 * menuButtonKey('ArrowUp') // 'last'
 * menuButtonKey('a')       // null
 */
export function menuButtonKey(key: string): 'first' | 'last' | null {
  if (key === 'ArrowDown') return 'first';
  if (key === 'ArrowUp') return 'last';
  return null;
}
