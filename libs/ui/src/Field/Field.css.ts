import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const field = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xs', color: 'danger' }),
  { margin: 0, fontSize: vars.fontSize.sm },
]);

/** The box of text inputs and selects. */
export const control = style([
  focusRing,
  {
    boxSizing: 'border-box',
    width: '100%',
    minHeight: '36px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    selectors: {
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    },
  },
]);
