import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
});

export const reason = style({
  margin: 0,
  marginRight: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  flex: '1 1 240px',
  minWidth: 0,
});

/** The footer's menu opens upwards, inside the dialog. */
export const more = style({});
globalStyle(`${more} [role="menu"]`, {
  top: 'auto',
  bottom: `calc(100% + ${vars.space.xs})`,
});
