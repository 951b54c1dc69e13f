import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** Below this width the menu leaves the side of the cards and lies above them, its sections side by side. */
export const NARROW = 'screen and (max-width: 1279px)';

export const menu = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [NARROW]: { position: 'static' } },
});

export const team = style({ minWidth: 0, maxWidth: '20rem' });

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space.md,
    },
  },
});

export const section = style({ minWidth: 0 });

export const heading = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `6px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surface,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.strong,
    },
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
  '@media': { [NARROW]: { padding: `4px ${vars.space.md}` } },
});

export const pro = style({ flexShrink: 0 });

export const legacy = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.md}`,
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});
