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
