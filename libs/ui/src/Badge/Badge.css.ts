import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const base = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    minWidth: '1.5em',
    padding: `1px ${vars.space.sm}`,
    borderRadius: vars.radius.pill,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.strong,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    boxSizing: 'border-box',
  },
]);

export const tone = styleVariants({
  neutral: { background: vars.color.neutral, color: vars.color.onNeutral },
  info: { background: vars.color.info, color: vars.color.onInfo },
  success: { background: vars.color.success, color: vars.color.onSuccess },
  warning: { background: vars.color.warning, color: vars.color.onWarning },
  danger: { background: vars.color.danger, color: vars.color.onDanger },
});
