import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The banner: a band at the bottom of the page, below the screen, never over it. */
export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.xl}`,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.borderStrong}`,
  boxShadow: vars.shadow.raised,
});

export const bannerTexts = style({
  flex: '1 1 420px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const bannerTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const bannerText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const item = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const alert = style({ margin: 0, color: vars.color.danger });
