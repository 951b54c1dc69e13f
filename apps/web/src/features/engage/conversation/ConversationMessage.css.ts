import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  maxWidth: '85%',
});
export const own = style({ alignSelf: 'flex-end', background: vars.color.infoSubtle });
export const highlighted = style({ outline: `2px solid ${vars.color.brand}` });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  flexWrap: 'wrap',
});
export const sender = style({ fontWeight: vars.fontWeight.strong });
export const muted = style({ color: vars.color.textMuted });
export const badge = style({
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
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
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const mediaList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const media = style({ maxWidth: '240px', maxHeight: '180px', borderRadius: vars.radius.sm });
export const blurred = style({ filter: 'blur(16px)' });
export const attachment = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  color: vars.color.text,
});
export const delivery = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const link = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  alignSelf: 'flex-start',
});
