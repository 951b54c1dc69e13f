import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** "Our reply" on a message of ours. */
export const mark = style({
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.strong,
});
/** Who sent it. */
export const sentBy = style({ color: vars.color.textMuted });
