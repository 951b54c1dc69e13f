import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const toast = style([
  sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'sm', padding: 'md' }),
  {
    boxSizing: 'border-box',
    width: '100%',
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: '4px',
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    pointerEvents: 'auto',
  },
]);

export const tone = styleVariants({
  success: { borderLeftColor: vars.color.success },
  info: { borderLeftColor: vars.color.info },
  warning: { borderLeftColor: vars.color.warning },
  danger: { borderLeftColor: vars.color.danger },
});

export const icon = styleVariants({
  success: { color: vars.color.success, marginTop: '2px' },
  info: { color: vars.color.info, marginTop: '2px' },
  warning: { color: vars.color.warning, marginTop: '2px' },
  danger: { color: vars.color.danger, marginTop: '2px' },
});

export const message = style({ flex: 1, margin: 0, lineHeight: 1.45, overflowWrap: 'anywhere' });

export const dismiss = style({ marginTop: '-4px', marginRight: '-4px' });

export const region = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    width: `min(380px, calc(100vw - 2 * ${vars.space.lg}))`,
    // The region spans no clicks of its own: only its toasts take them.
    pointerEvents: 'none',
  },
]);

export const placement = styleVariants({
  'bottom-end': { right: vars.space.lg, bottom: vars.space.lg },
  'top-end': { right: vars.space.lg, top: vars.space.lg },
  'bottom-start': { left: vars.space.lg, bottom: vars.space.lg },
  'top-start': { left: vars.space.lg, top: vars.space.lg },
});
