import { style } from '@vanilla-extract/css';
import { control } from '../Field/Field.css.js';
import { vars } from '../theme/theme.css.js';

export const wrapper = style({ position: 'relative', display: 'block' });

export const select = style([
  control,
  { appearance: 'none', paddingRight: `calc(${vars.space.md} * 2 + 16px)`, cursor: 'pointer' },
]);

export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
});
