import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const base = style([
  focusRing,
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: 'xs' }),
  {
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.8 },
    },
  },
]);

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** The busy indicator: a ring turning, still (but shown) when motion is reduced. */
export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
