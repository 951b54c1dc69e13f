import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@smm/ui/theme';

globalStyle('html, body', {
  margin: 0,
  height: '100%',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surfaceMuted,
});

globalStyle('#root', { height: '100%' });

/** Under this width the sidebar is a rail of icons (decision 0063). */
export const RAIL = 'screen and (max-width: 1279px)';
const WIDE = 'screen and (min-width: 1280px)';

/** Hidden from the eye, read by screen readers. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '232px minmax(0, 1fr)',
  height: '100%',
  '@media': { [RAIL]: { gridTemplateColumns: '64px minmax(0, 1fr)' } },
});

export const sidebar = style({
  background: vars.color.sidebar,
  color: vars.color.onSidebar,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': { [RAIL]: { padding: `${vars.space.lg} ${vars.space.sm}`, alignItems: 'center' } },
});

// The area names show beside the icons on a wide sidebar: no tooltip repeats them there.
globalStyle(`${sidebar} [role="tooltip"]`, { '@media': { [WIDE]: { display: 'none' } } });

export const logo = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.01em',
  '@media': { [RAIL]: visuallyHidden },
});

/** The logo's short form, in place of the name on the rail. */
export const logoMark = style({
  display: 'none',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  '@media': { [RAIL]: { display: 'block' } },
});

export const main = style({
  padding: vars.space.xl,
  overflow: 'auto',
  // The containing block of what is positioned inside (visually hidden texts, icons): they
  // scroll with the page's content instead of making the whole document scroll under the
  // sidebar.
  position: 'relative',
  minWidth: 0,
  '@media': { [RAIL]: { padding: vars.space.lg } },
});

export const areas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
});

// The tooltip's wrapper spans the row, so the whole row is the link.
globalStyle(`${areas} > li > span`, { display: 'flex' });

export const area = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  '@media': { [RAIL]: { justifyContent: 'center', padding: vars.space.sm } },
  borderRadius: vars.radius.sm,
  color: vars.color.onSidebar,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const locked = style([area, { opacity: 0.7, cursor: 'not-allowed' }]);

export const lockNote = style({
  fontSize: vars.fontSize.sm,
  '@media': { [RAIL]: visuallyHidden },
});

/** An area's name: beside its icon, or only read out (and on hover) on the rail. */
export const areaName = style({ '@media': { [RAIL]: visuallyHidden } });

export const body = style({
  display: 'grid',
  // The top bar, the banners, the screen, and the cookie consent banner at the bottom.
  gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
  minHeight: 0,
  minWidth: 0,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.xl}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const assuming = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontWeight: vars.fontWeight.strong,
});

export const spacer = style({ flex: 1 });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The bell and the account menu, side by side at the right of the top bar. */
export const menus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
