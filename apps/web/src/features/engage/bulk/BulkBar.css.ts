import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const info = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const progress = style({ width: '100%' });
export const problems = style({ fontSize: vars.fontSize.sm });
