import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const name = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontWeight: 600,
});

export const nameText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const swatch = style({
  flexShrink: 0,
  width: 14,
  height: 14,
  borderRadius: '50%',
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.15)`,
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  textAlign: 'right',
});

export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

/** An action the person may not take now: dimmed; its tooltip says why. */
export const unavailable = style({ opacity: 0.45, cursor: 'not-allowed' });
