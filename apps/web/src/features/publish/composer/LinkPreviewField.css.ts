import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const card = style({
  display: 'grid',
  gridTemplateColumns: '96px minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.md,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const cardNoImage = style({ gridTemplateColumns: 'minmax(0, 1fr) auto' });

export const image = style({
  width: '96px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });

export const site = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
