import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const overview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const cardLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    // The whole card follows the link.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none' },
  },
});

export const about = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const lockNote = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const lockIcon = style({ flexShrink: 0, marginTop: '2px' });
