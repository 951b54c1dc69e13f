import { vars } from '@smm/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/** A cell of the week (an hour of a day) or of the month (a day): its posts stacked. */
export const cell = style({
  position: 'relative',
  verticalAlign: 'top',
  padding: 3,
  borderTop: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  minWidth: 0,
  overflow: 'hidden',
});

export const kind = styleVariants({
  hour: { height: 52 },
  day: { height: 116 },
});

/** Today's column or day. */
export const today = style({ background: vars.color.infoSubtle });

/** A day of the month before or after the one shown. */
export const outside = style({ background: vars.color.surfaceMuted });

/** A slot that is over: no new post there. */
export const past = style({});

export const stack = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 3,
  minWidth: 0,
  // Clicks on the empty space reach the add button under it; the posts take their own.
  pointerEvents: 'none',
});

globalStyle(`${stack} > *`, { pointerEvents: 'auto' });

export const dayNumber = style({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 24,
  height: 24,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  pointerEvents: 'none',
});

export const dayNumberToday = style({ background: vars.color.brand, color: vars.color.onBrand });

export const dayNumberOutside = style({ color: vars.color.textMuted, fontWeight: 400 });

/** The empty space of a slot: a button under the posts that creates a post at its time. */
export const add = style({
  position: 'absolute',
  inset: 0,
  zIndex: 0,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
  padding: vars.space.xs,
  margin: 0,
  border: 'none',
  background: 'transparent',
  color: 'transparent',
  cursor: 'copy',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
      color: vars.color.textMuted,
    },
  },
});

export const more = style({
  position: 'relative',
  zIndex: 1,
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  font: 'inherit',
  fontSize: 12,
  fontWeight: vars.fontWeight.strong,
  lineHeight: '18px',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}` },
  },
});
