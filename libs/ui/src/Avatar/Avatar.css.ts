import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const base = style([
  sprinkles({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'brand',
    color: 'onBrand',
  }),
  {
    flexShrink: 0,
    borderRadius: '50%',
    overflow: 'hidden',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1,
    userSelect: 'none',
    objectFit: 'cover',
  },
]);

export const size = styleVariants({
  sm: { width: '24px', height: '24px', fontSize: '10px' },
  md: { width: '32px', height: '32px', fontSize: vars.fontSize.sm },
  lg: { width: '48px', height: '48px', fontSize: vars.fontSize.lg },
});
