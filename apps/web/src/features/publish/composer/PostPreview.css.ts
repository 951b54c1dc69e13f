import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '420px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  fontSize: vars.fontSize.md,
  lineHeight: 1.45,
});

/** The look of each network family: a thread (X, Threads) or a feed post (the others). */
export const family = styleVariants({
  thread: {
    display: 'grid',
    gridTemplateColumns: '32px minmax(0, 1fr) auto',
    gap: vars.space.sm,
    padding: vars.space.md,
  },
  feed: { display: 'flex', flexDirection: 'column' },
  photo: { display: 'flex', flexDirection: 'column' },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.sm}`,
});

export const threadHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  minWidth: 0,
});

export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const network = style({ marginLeft: 'auto', flexShrink: 0 });

export const text = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const feedText = style({ padding: `0 ${vars.space.md} ${vars.space.sm}` });

export const photoText = style({ padding: vars.space.md });

export const link = style({ color: vars.color.brand, textDecoration: 'none' });

export const media = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: '2px',
  background: vars.color.border,
});

export const threadMedia = style({
  marginTop: vars.space.sm,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const mediaItem = style({
  display: 'block',
  width: '100%',
  maxHeight: '280px',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

export const square = style({ aspectRatio: '1 / 1', maxHeight: 'none' });

export const photoPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '1 / 1',
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  padding: vars.space.md,
  textAlign: 'center',
});

export const linkCard = style({
  display: 'block',
  color: 'inherit',
  textDecoration: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const threadLinkCard = style({
  marginTop: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const linkImage = style({
  display: 'block',
  width: '100%',
  maxHeight: '200px',
  objectFit: 'cover',
});

export const linkBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  padding: `${vars.space.sm} ${vars.space.md}`,
});

export const linkTitle = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const linkDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

export const threadActions = style({
  display: 'flex',
  gap: vars.space.xl,
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
});
