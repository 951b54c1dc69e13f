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

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '232px 1fr',
  height: '100%',
});

export const sidebar = style({
  background: vars.color.sidebar,
  color: vars.color.onSidebar,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const logo = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.01em',
});

export const main = style({
  padding: vars.space.xl,
  overflow: 'auto',
});

export const areas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const area = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.onSidebar,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const locked = style([area, { opacity: 0.7, cursor: 'not-allowed' }]);

export const lockNote = style({ fontSize: vars.fontSize.sm });

export const body = style({
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr',
  minHeight: 0,
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
