import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.js';

/**
 * The visible keyboard-focus outline every interactive primitive composes. Only `:focus-visible`,
 * so a mouse click does not draw it.
 */
export const focusRing = style({
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
