import type { ModalCloseReason } from '@smm/model';
import { MODAL_WIDTHS } from '@smm/model';

/** A modal's width in px: 400, 600, 800 or 1200 (platform §2). */
export type ModalWidth = (typeof MODAL_WIDTHS)[number];

/** The width of a modal unless it asks for another. */
export const DEFAULT_MODAL_WIDTH: ModalWidth = 600;

/** What the user did to close a modal: its close button, Escape, or a click on the backdrop. */
export type ModalCloseKind = 'closeButton' | 'escape' | 'backdrop';

/**
 * Why a modal closes when the user does `kind`, or `null` when it must stay open: Escape and
 * the backdrop close only a dismissible modal; nothing closes a blocked one (e.g. while its
 * action runs).
 *
 * @example
 * closeReason('escape', true)          // 'escape'
 * closeReason('backdrop', false)       // null
 * closeReason('closeButton', false)    // 'close'
 * closeReason('closeButton', true, true) // null: blocked
 */
export function closeReason(
  kind: ModalCloseKind,
  dismissible: boolean,
  blocked = false,
): ModalCloseReason | null {
  if (blocked) return null;
  switch (kind) {
    case 'closeButton':
      return 'close';
    case 'escape':
      return dismissible ? 'escape' : null;
    case 'backdrop':
      return dismissible ? 'backdrop' : null;
  }
}

/** A box on the screen, as `getBoundingClientRect` gives it. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * Whether a click at (x, y) fell outside the dialog's box, i.e. on its backdrop.
 *
 * @example
 * isOutside({ left: 10, top: 10, right: 110, bottom: 60 }, 5, 20)  // true
 * isOutside({ left: 10, top: 10, right: 110, bottom: 60 }, 50, 20) // false
 */
export function isOutside(box: Box, x: number, y: number): boolean {
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * Whether a number is one of the modal widths.
 *
 * @example
 * isModalWidth(800) // true
 * isModalWidth(500) // false
 */
export function isModalWidth(width: number): width is ModalWidth {
  return (MODAL_WIDTHS as readonly number[]).includes(width);
}
