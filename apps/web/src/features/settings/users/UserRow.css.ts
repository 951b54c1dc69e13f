import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.sm}`,
  verticalAlign: 'top',
  minWidth: 0,
  overflowWrap: 'anywhere',
  textAlign: 'start',
  fontWeight: 'normal',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg },
  },
});

export const person = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  alignItems: 'start',
});

export const names = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const invitation = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

export const small = style({ fontSize: vars.fontSize.sm, paddingBlock: 2 });

export const number = style({ fontVariantNumeric: 'tabular-nums' });

/** A role label or a date: wrapped between words only, never inside one. */
export const words = style({ overflowWrap: 'normal' });

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
