import { fallbackVar, style } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const dialog = style({
  boxSizing: 'border-box',
  width: `calc(100% - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100% - 2 * ${vars.space.lg})`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  overscrollBehavior: 'contain',
  selectors: {
    '&[open]': { display: 'flex', flexDirection: 'column' },
    // ::backdrop inherits the theme's variables only in newer browsers: keep a fallback.
    '&::backdrop': { background: fallbackVar(vars.color.overlay, 'rgba(15, 18, 25, 0.55)') },
  },
});

export const content = style({ display: 'flex', flexDirection: 'column', minHeight: 0 });

export const header = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'md',
    paddingX: 'xl',
    paddingTop: 'lg',
    paddingBottom: 'sm',
  }),
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.3,
});

export const body = style([
  sprinkles({ paddingX: 'xl', paddingY: 'sm' }),
  { overflowY: 'auto', lineHeight: 1.5 },
]);

export const footer = style([
  sprinkles({
    display: 'flex',
    justifyContent: 'flex-end',
    flexWrap: 'wrap',
    gap: 'sm',
    paddingX: 'xl',
    paddingTop: 'md',
    paddingBottom: 'lg',
  }),
]);
