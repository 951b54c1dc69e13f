import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const root = style({ position: 'relative', display: 'inline-block' });

export const button = style([
  focusRing,
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', paddingX: 'sm' }),
  {
    minHeight: '36px',
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover, &[aria-expanded="true"]': {
        background: `color-mix(in srgb, currentColor 12%, transparent)`,
      },
    },
  },
]);

export const menu = style([
  sprinkles({ display: 'flex', flexDirection: 'column', paddingY: 'xs' }),
  {
    position: 'absolute',
    top: `calc(100% + ${vars.space.xs})`,
    zIndex: vars.zIndex.menu,
    minWidth: '200px',
    maxWidth: '320px',
    margin: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
  },
]);

export const align = styleVariants({ start: { left: 0 }, end: { right: 0 } });

export const item = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', paddingX: 'md', paddingY: 'sm' }),
  {
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus': { background: vars.color.surfaceMuted },
      '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
      '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const danger = style({ color: vars.color.danger });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});

export const groupLabel = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

/** The mark of a chosen radio item, and the same room when not chosen, so labels line up. */
export const check = style({ display: 'inline-flex', width: '1em', flexShrink: 0 });
