import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { NARROW } from '../EngageScreen.css.js';

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  background: vars.color.surface,
});
// The item's own toolbar lines up with the header above it.
globalStyle(`${view} > [role="toolbar"]`, { paddingInline: vars.space.md });
export const loading = style({ padding: vars.space.lg });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const title = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
/** Closing the conversation: an icon on a wide screen, "Back to list" where it covers the list. */
export const closeWide = style({ '@media': { [NARROW]: { display: 'none' } } });
export const back = style({
  display: 'none',
  '@media': { [NARROW]: { display: 'inline-flex' } },
});
export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const present = style({
  marginLeft: 'auto',
  display: 'flex',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const presentUser = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
});
export const thread = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});
export const replyingTo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
export const cannotReply = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
});
