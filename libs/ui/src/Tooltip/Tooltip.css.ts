import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const root = style({ position: 'relative', display: 'inline-flex' });

/** The positioned box: its padding bridges the gap, so moving onto the tooltip keeps it. */
export const tooltip = style({
  position: 'absolute',
  left: '50%',
  zIndex: vars.zIndex.tooltip,
  width: 'max-content',
  maxWidth: '280px',
  transform: 'translateX(-50%)',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const placement = styleVariants({
  top: { bottom: '100%', paddingBottom: vars.space.sm },
  bottom: { top: '100%', paddingTop: vars.space.sm },
  right: { left: '100%', top: '50%', transform: 'translateY(-50%)', paddingLeft: vars.space.sm },
});

export const bubble = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.tooltip,
  color: vars.color.onTooltip,
  boxShadow: vars.shadow.raised,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  lineHeight: 1.4,
  textAlign: 'center',
  whiteSpace: 'normal',
});
