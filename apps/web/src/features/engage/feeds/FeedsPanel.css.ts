import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.sm,
  minHeight: 0,
  overflowY: 'auto',
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
// "New feed" stays on one line; in a narrow column it goes under the heading.
globalStyle(`${top} > button`, { whiteSpace: 'nowrap' });
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
});
export const dragging = style({ opacity: 0.5 });
export const grip = style({ color: vars.color.textMuted, cursor: 'grab', flexShrink: 0 });
export const link = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surfaceRaised,
      fontWeight: vars.fontWeight.strong,
    },
    '&:hover': { background: vars.color.surfaceRaised },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});
/** A feed's name, and its sharing badge on a line of its own below it. */
export const title = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  minWidth: 0,
});
export const name = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const menuButton = style({ padding: '2px 6px' });
/** The way from the feeds to the automation rules, under them. */
export const automation = style({
  flex: 'none',
  paddingTop: vars.space.sm,
  // A long word ("Automatisierungsregeln") breaks in a narrow column rather than overflow.
  overflowWrap: 'anywhere',
  borderTop: `1px solid ${vars.color.border}`,
});
