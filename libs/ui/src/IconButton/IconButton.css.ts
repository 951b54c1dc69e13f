import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const base = style([
  focusRing,
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    position: 'relative',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.55 } },
  },
]);

export const size = styleVariants({
  sm: { width: '28px', height: '28px' },
  md: { width: '36px', height: '36px' },
});

export const variant = styleVariants({
  ghost: {
    background: 'transparent',
    color: 'inherit',
    selectors: {
      '&:hover:not(:disabled)': { background: `color-mix(in srgb, currentColor 12%, transparent)` },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
});

/** The count in the top right corner. */
export const badge = style({
  position: 'absolute',
  top: '-4px',
  right: '-4px',
  pointerEvents: 'none',
});
