import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
import { navHeading, navLink, navList } from '../../shell/local-nav.css.js';

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

export const heading = navHeading;

export const list = navList;

export const link = style([
  navLink,
  { '@media': { [NARROW]: { padding: `4px ${vars.space.md}` } } },
]);

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
