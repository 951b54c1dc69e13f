import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 240px) minmax(320px, 420px) minmax(0, 1fr)',
  height: 'calc(100vh - 64px)',
  minHeight: 0,
  background: vars.color.surface,
});
export const title = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const conversation = style({ minWidth: 0, minHeight: 0, height: '100%' });
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const placeholderTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  margin: 0,
});
