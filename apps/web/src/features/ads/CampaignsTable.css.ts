import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const wrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  background: vars.color.surfaceMuted,
});

export const numeric = style({
  selectors: { '&&': { textAlign: 'right' } },
  fontVariantNumeric: 'tabular-nums',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  minWidth: 180,
});

export const sub = style({
  display: 'block',
  marginTop: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 'normal',
  whiteSpace: 'nowrap',
});

export const total = style({
  fontWeight: vars.fontWeight.strong,
  background: vars.color.surfaceMuted,
  borderBottom: 0,
});

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
});

export const pagerText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
