import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const legend = style({
  width: '100%',
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
});
export const hint = style({
  width: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});
export const progress = style({ width: '100%', height: '8px' });
export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const download = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
});
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
