import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const warning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const text = style({
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  minHeight: '64px',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
});
export const footer = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const counter = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const over = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
});
export const error = style({ color: vars.color.text, fontSize: vars.fontSize.sm });
export const tools = style({ marginLeft: 'auto', display: 'flex', gap: vars.space.sm });
