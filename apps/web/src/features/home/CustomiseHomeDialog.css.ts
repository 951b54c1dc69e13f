import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1.5rem minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});

export const position = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});

export const moves = style({ display: 'flex', gap: vars.space.xs });

// A move that cannot happen (first up, last down) keeps the focus but looks unavailable.
globalStyle(`${moves} [aria-disabled="true"]`, { opacity: 0.4, cursor: 'not-allowed' });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
