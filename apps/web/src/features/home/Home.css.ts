import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: '1600px',
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const area = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const greeting = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: '24px',
  fontWeight: vars.fontWeight.strong,
});

export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  alignItems: 'start',
});

/** Figures side by side: a label over a large number. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  // The value on top in every tile, however many lines a label takes.
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  margin: 0,
  fontSize: '28px',
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.1,
  overflowWrap: 'anywhere',
});

export const figureLink = style({
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const figureSmall = style({ fontSize: vars.fontSize.lg });

export const listTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const rowLink = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceMuted },
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const rowLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const strong = style({ fontWeight: vars.fontWeight.strong });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const excerpt = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const days = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
});

export const post = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
});

export const networks = style({ display: 'inline-flex', gap: '2px', alignItems: 'center' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = style({
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const query = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});
