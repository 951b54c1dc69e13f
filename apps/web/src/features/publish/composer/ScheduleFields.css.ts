import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const date = style({ flex: '0 1 180px', minWidth: '150px' });

export const time = style({ flex: '0 1 130px', minWidth: '110px' });

export const zone = style({
  margin: 0,
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const notice = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `3px solid ${vars.color.info}`,
  background: vars.color.infoSubtle,
  fontSize: vars.fontSize.sm,
});

export const problem = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
