import { vars } from '@smm/ui';
import { style, styleVariants } from '@vanilla-extract/css';

/** A post in the calendar: a button the width of its cell, three short lines. */
export const chip = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: 1,
  width: '100%',
  minWidth: 0,
  boxSizing: 'border-box',
  padding: `3px ${vars.space.xs} 3px 6px`,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 12,
  lineHeight: '16px',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

/** The status's colour: the edge and the background (with its icon and word, never alone). */
export const tone = styleVariants({
  neutral: { background: vars.color.surfaceMuted, borderLeftColor: vars.color.neutral },
  info: { background: vars.color.infoSubtle, borderLeftColor: vars.color.info },
  success: { background: vars.color.successSubtle, borderLeftColor: vars.color.success },
  warning: { background: vars.color.warningSubtle, borderLeftColor: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, borderLeftColor: vars.color.danger },
});

export const top = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const time = style({ fontWeight: vars.fontWeight.strong, flexShrink: 0 });

export const networks = style({
  display: 'inline-flex',
  gap: 2,
  marginInlineStart: 'auto',
  minWidth: 0,
  overflow: 'hidden',
  flexShrink: 1,
});

const oneLine = style({
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const words = oneLine;

export const status = style([
  oneLine,
  { color: vars.color.text, fontSize: 11, lineHeight: '15px' },
]);

export const statusIcon = style({ flexShrink: 0, display: 'inline-flex' });
