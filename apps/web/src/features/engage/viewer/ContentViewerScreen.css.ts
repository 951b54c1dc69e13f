import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100vh',
  minHeight: 0,
  background: vars.color.surface,
  color: vars.color.text,
});
export const title = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const conversation = style({
  flex: '1 1 auto',
  minHeight: 0,
  minWidth: 0,
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  borderInline: `1px solid ${vars.color.border}`,
});
export const empty = style({ margin: 'auto', padding: vars.space.xl });
