import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.sm,
});
export const previewHeading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});
export const preview = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
export const error = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  marginRight: 'auto',
});
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
