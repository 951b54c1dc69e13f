import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/**
 * An area's local navigation (settings, benchmark): group headings, their lists and links, the
 * current one marked with the brand's edge.
 */
export const navHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
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
});
