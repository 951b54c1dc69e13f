import type { ReactNode } from 'react';
import type { IconName } from '../Icon/icons.js';

/** An action of a {@link Menu}: a button, or a link when it has an `href`. */
export interface MenuItem {
  readonly kind?: 'item';
  /** Unique within the menu (a React key). */
  readonly id: string;
  readonly label: ReactNode;
  readonly icon?: IconName;
  /** Called when the item is chosen (click, Enter or Space); the menu then closes. */
  readonly onSelect?: () => void;
  /** Makes the item a link to this address. */
  readonly href?: string;
  /** Shown, focusable, but does nothing (`aria-disabled`). */
  readonly disabled?: boolean;
  /** `danger` for destructive actions. */
  readonly tone?: 'danger';
  /**
   * Makes the item one choice of several (`menuitemradio`), chosen or not (`aria-checked`),
   * e.g. the team one works as.
   */
  readonly checked?: boolean;
}

/** A line between items. */
export interface MenuSeparator {
  readonly kind: 'separator';
  readonly id: string;
}

/** Items under a small heading, e.g. "Organisations". */
export interface MenuGroup {
  readonly kind: 'group';
  readonly id: string;
  /** The group's visible heading and accessible name. */
  readonly label: string;
  readonly items: readonly MenuItem[];
}

/** What a menu lists. */
export type MenuEntry = MenuItem | MenuSeparator | MenuGroup;

/**
 * The items of a menu in the order focus moves through them, groups flattened.
 *
 * @example
 * menuItems([a, { kind: 'separator', id: 's' }, { kind: 'group', id: 'g', label: 'G', items: [b] }])
 * // [a, b]
 */
export function menuItems(entries: readonly MenuEntry[]): readonly MenuItem[] {
  return entries.flatMap((entry): readonly MenuItem[] => {
    if (entry.kind === 'separator') return [];
    if (entry.kind === 'group') return entry.items;
    return [entry];
  });
}
