import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const waiting = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  whiteSpace: 'nowrap',
});
