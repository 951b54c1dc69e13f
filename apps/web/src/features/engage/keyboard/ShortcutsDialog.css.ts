import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const key = style({
  display: 'inline-block',
  minWidth: '24px',
  padding: '2px 6px',
  marginRight: vars.space.xs,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
});
export const text = style({ margin: 0 });
