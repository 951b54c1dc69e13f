import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const media = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const thumbs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const thumb = style({
  position: 'relative',
  width: '96px',
  height: '96px',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const thumbImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
});

export const remove = style({
  position: 'absolute',
  top: '4px',
  right: '4px',
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});

export const uploads = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const upload = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const uploadName = style({ overflowWrap: 'anywhere' });

export const progress = style({ width: '100%', gridColumn: '1 / -1', height: '6px' });

export const error = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const fileInput = style({ display: 'none' });
