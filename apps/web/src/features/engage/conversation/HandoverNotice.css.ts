import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const notice = style({
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
