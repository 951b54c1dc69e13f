import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 720px)',
  gap: vars.space.xl,
  alignItems: 'start',
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surfaceMuted,
      fontWeight: vars.fontWeight.strong,
    },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  marginBottom: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
