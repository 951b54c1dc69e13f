import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Every row is this tall: the list keeps the reader's place by whole rows. */
export const ITEM_ROW_HEIGHT = 96;

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr',
  gridTemplateRows: '1fr auto',
  columnGap: vars.space.sm,
  alignItems: 'start',
  height: ITEM_ROW_HEIGHT,
  boxSizing: 'border-box',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});
export const unread = style({ background: vars.color.surfaceRaised });
export const read = style({});
export const open = style({ boxShadow: `inset 3px 0 0 ${vars.color.brand}` });
export const current = style({ outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' });
export const checkbox = style({ marginTop: '3px', width: '16px', height: '16px' });

export const main = style({
  all: 'unset',
  cursor: 'pointer',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});
export const headline = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});
export const unreadDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  flexShrink: 0,
  alignSelf: 'center',
});
export const sender = style({
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const type = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
export const date = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
export const snippet = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  fontSize: vars.fontSize.md,
  lineHeight: 1.35,
});
export const facts = style({
  gridColumn: '3',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});
export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: '2px' });
// The row's height is fixed: when its facts do not fit, each gives up room and ends in an
// ellipsis rather than running out of the row unseen.
globalStyle(`${facts} > *`, {
  display: 'block',
  minWidth: '1.5em',
  flexShrink: 1,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
globalStyle(`${facts} svg`, { marginRight: '2px', verticalAlign: '-1px' });
export const label = style([
  fact,
  {
    padding: '0 6px',
    borderRadius: vars.radius.pill,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
  },
]);
export const labelDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  marginRight: '4px',
  borderRadius: vars.radius.pill,
});
// Text keeps the muted colour (contrast); the icon says which it is.
export const priority = style([fact, { fontWeight: vars.fontWeight.strong }]);
export const positive = fact;
export const negative = fact;
export const present = style({ display: 'inline-flex', marginLeft: 'auto', gap: '2px' });
globalStyle(`${facts} > ${present}`, {
  display: 'inline-flex',
  flexShrink: 0,
  overflow: 'visible',
});
