import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const field = style({ flex: '1 1 240px', minWidth: 0 });
