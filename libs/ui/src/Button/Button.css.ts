import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.2,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.onBrand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandStrong } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
  },
});
