import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const listView = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const toolbar = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const filter = style({ flex: '1 1 240px' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const failed = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const template = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const templateHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const name = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.strong,
});

export const text = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
