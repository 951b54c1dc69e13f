import { style } from '@vanilla-extract/css';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const root = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 'sm',
    padding: 'xl',
  }),
  { textAlign: 'center', color: vars.color.text, fontFamily: vars.font.body },
]);

export const icon = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: 'surfaceMuted',
    color: 'textMuted',
  }),
  { width: '56px', height: '56px', borderRadius: '50%' },
]);

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
});

export const body = style({
  maxWidth: '44ch',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
});

export const action = style({ marginTop: vars.space.sm });
