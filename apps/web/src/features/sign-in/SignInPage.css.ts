import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  width: 'min(360px, 90vw)',
  padding: vars.space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });

export const form = style({ display: 'grid', gap: vars.space.md });

/** A quiet action under the sign-in button ("Forgot your password?"). */
export const aside = style({ justifySelf: 'start' });
