/** The axis the tabs are laid out along; it decides which arrow keys move between them. */
export type TabsOrientation = 'horizontal' | 'vertical';

/**
 * The tab a key moves to in a tab list of `count` tabs, from tab `index`: the arrows along the
 * list's axis move by one and wrap, Home and End go to the ends; other keys do nothing (`null`).
 *
 * @example
 * tabsKey('ArrowRight', 2, 3)          // 0 (wraps)
 * tabsKey('ArrowDown', 0, 3, 'vertical') // 1
 * tabsKey('ArrowDown', 0, 3)           // null: not along a horizontal list
 */
export function tabsKey(
  key: string,
  index: number,
  count: number,
  orientation: TabsOrientation = 'horizontal',
): number | null {
  if (count <= 0) return null;
  const [previous, next] =
    orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
  switch (key) {
    case next:
      return (index + 1) % count;
    case previous:
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The index of the selected tab: the one with the given id, else the first.
 *
 * @example
 * selectedIndex([{ id: 'a' }, { id: 'b' }], 'b')    // 1
 * selectedIndex([{ id: 'a' }, { id: 'b' }], 'gone') // 0
 */
export function selectedIndex(tabs: readonly { readonly id: string }[], id: string | undefined) {
  const index = tabs.findIndex((tab) => tab.id === id);
  return index < 0 ? 0 : index;
}
