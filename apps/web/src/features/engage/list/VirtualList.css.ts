import { style } from '@vanilla-extract/css';

export const scroller = style({
  height: '100%',
  overflowY: 'auto',
  overflowAnchor: 'none',
  contain: 'strict',
});

export const canvas = style({ position: 'relative', width: '100%' });

export const row = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  contain: 'strict',
});
