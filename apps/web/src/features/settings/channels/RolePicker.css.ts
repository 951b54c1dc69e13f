import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  marginBottom: vars.space.xs,
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand, background: vars.color.surfaceMuted },
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const radio = style({ margin: '3px 0 0', accentColor: vars.color.brand });

export const optionTexts = style({ display: 'flex', flexDirection: 'column', gap: 2 });

export const optionName = style({ fontWeight: vars.fontWeight.strong });

export const optionSentence = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
