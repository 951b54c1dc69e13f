import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const banner = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', paddingX: 'lg', paddingY: 'sm' }),
  {
    boxSizing: 'border-box',
    width: '100%',
    borderBottom: '1px solid',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: 1.45,
  },
]);

export const tone = styleVariants({
  info: { background: vars.color.infoSubtle, borderBottomColor: vars.color.info },
  warning: { background: vars.color.warningSubtle, borderBottomColor: vars.color.warning },
});

export const icon = styleVariants({
  info: { color: vars.color.info },
  warning: { color: vars.color.warning },
});

export const message = style({ flex: 1, minWidth: 0 });
