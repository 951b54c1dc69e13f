import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The column of a settings form: as wide as a form reads well. */
export const formColumn = style({ maxWidth: '720px' });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  marginBottom: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
