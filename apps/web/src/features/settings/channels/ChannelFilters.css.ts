import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 2fr) repeat(4, minmax(120px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    'screen and (max-width: 1151px)': {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    },
  },
});

export const search = style({
  '@media': { 'screen and (max-width: 1151px)': { gridColumn: '1 / -1' } },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 32,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
