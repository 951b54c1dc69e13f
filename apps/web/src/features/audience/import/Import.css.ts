import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: 600 });

export const columnTitle = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const examples = style({
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  maxWidth: '28rem',
});

export const select = style({
  minWidth: '12rem',
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

export const problem = style({ margin: 0, color: vars.color.danger });

export const progressTrack = style({
  height: '12px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.brand,
  transition: 'width 200ms ease-out',
});

export const recent = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const recentItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
});
