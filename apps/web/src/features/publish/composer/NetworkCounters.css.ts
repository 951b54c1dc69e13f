import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const counters = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const counter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const over = style({
  color: vars.color.danger,
  borderColor: vars.color.danger,
  background: vars.color.dangerSubtle,
  fontWeight: vars.fontWeight.strong,
});

export const customised = style({ borderStyle: 'dashed' });

export const problems = style({
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
