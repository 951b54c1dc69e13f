import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const row = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm' });

export const input = style([
  focusRing,
  {
    width: '16px',
    height: '16px',
    margin: '2px 0 0',
    flexShrink: 0,
    accentColor: vars.color.brand,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);

export const texts = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' });

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
