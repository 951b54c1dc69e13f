import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, gridColumn: '1 / -1' });

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const products = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const meterRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const meterText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const track = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({ height: '100%', background: vars.color.brand });

export const fillFull = style({ background: vars.color.danger });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const lockedProduct = style({ display: 'inline-flex', alignItems: 'center', gap: '3px' });
