import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** The selects share a row, each as wide as its longest option; they wrap when the row is full. */
export const selects = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const select = style({ flex: '1 1 auto', minWidth: 140 });

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 32,
  margin: `${vars.space.sm} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
