import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '12px 20px minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const unreadRow = style({ background: vars.color.surfaceMuted });

/** The menu's line: no mark button, a fixed width so the menu does not jump. */
export const compact = style({
  display: 'grid',
  gridTemplateColumns: '10px minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space.sm,
  width: '260px',
  maxWidth: '100%',
});

export const dot = style({
  width: '8px',
  height: '8px',
  marginTop: '6px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
});

export const noDot = style({ width: '8px' });

export const icon = style({ color: vars.color.textMuted, paddingTop: '1px' });

export const body = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const text = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 1.4,
  overflowWrap: 'anywhere',
});

export const unreadText = style({ fontWeight: vars.fontWeight.strong });

/** At most two lines in the menu. */
export const clamp = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const open = style({
  padding: 0,
  border: 0,
  background: 'none',
  textAlign: 'start',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
