import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const root = sprinkles({ display: 'flex', alignItems: 'flex-start', gap: 'md' });

export const lines = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'sm' }),
  { flex: 1, minWidth: 0 },
]);

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

export const block = style({
  display: 'block',
  flexShrink: 0,
  background: `linear-gradient(90deg, ${vars.color.skeleton} 25%, ${vars.color.skeletonHighlight} 50%, ${vars.color.skeleton} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', background: vars.color.skeleton },
  },
});

export const shape = styleVariants({
  text: { height: '0.9em', borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});
