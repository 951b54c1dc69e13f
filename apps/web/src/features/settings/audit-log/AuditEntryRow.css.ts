import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.md,
});

export const strong = style({ fontWeight: vars.fontWeight.strong });

export const muted = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const changes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const field = style({ color: vars.color.textMuted });

export const before = style({ textDecoration: 'line-through', color: vars.color.textMuted });

export const arrow = style({ color: vars.color.textMuted, paddingInline: vars.space.xs });

export const address = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });
