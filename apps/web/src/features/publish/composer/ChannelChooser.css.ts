import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const chooser = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const search = style({ flex: '1 1 220px', minWidth: 0 });

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  paddingBottom: vars.space.sm,
});

export const scroller = style({
  maxHeight: '232px',
  overflowY: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});

export const section = style({ padding: `${vars.space.xs} 0` });

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const optionName = style({ overflowWrap: 'anywhere' });

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const empty = style({ margin: 0, color: vars.color.textMuted });
