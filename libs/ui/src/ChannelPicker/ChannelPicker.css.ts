import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.js';

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const search = style({ flex: '1 1 220px', minWidth: 0 });

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const sectionLegend = style({
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '280px',
  overflowY: 'auto',
});

export const item = style({ minWidth: 0, padding: `${vars.space.xs} 0` });

/** The badge beside the names, which wrap beside it. */
export const option = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const optionText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const icon = style({ flexShrink: 0, marginTop: '1px' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
