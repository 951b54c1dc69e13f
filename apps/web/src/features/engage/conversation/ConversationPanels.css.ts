import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The context above the open item: the post, then the comment it answers. */
export const context = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const contextCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
});
export const contextHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
export const contextText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const collapsed = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const thumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const thumb = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const link = style({ color: vars.color.brandStrong, overflowWrap: 'anywhere' });

/** The history disclosure and its lines. */
export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  minWidth: 0,
});
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: '240px',
  overflowY: 'auto',
  borderInlineStart: `2px solid ${vars.color.border}`,
});
export const historyLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const time = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

/** The sender's name as the button that opens the identity card. */
export const senderButton = style({
  all: 'unset',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  textDecoration: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '3px',
  ':hover': { textDecorationStyle: 'solid' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

/** The identity card. */
export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const profile = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  minWidth: 0,
});
export const profileText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  flex: '1 1 200px',
});
export const profileName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const otherItem = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.regular,
  textDecoration: 'none',
  minWidth: 0,
  ':hover': { background: vars.color.surfaceMuted },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}` },
});
export const otherText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});
export const snippet = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflowWrap: 'anywhere',
});
export const note = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const notice = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  fontSize: vars.fontSize.sm,
});
export const noteForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.sm,
});
export const noteField = style({ width: '100%' });
export const noteSave = style({ alignSelf: 'flex-start' });

/** The reply quota line above the composer. */
export const quota = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const quotaLow = style({ color: vars.color.danger, fontWeight: vars.fontWeight.strong });
