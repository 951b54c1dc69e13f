import { style } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  borderRadius: '50%',
});
