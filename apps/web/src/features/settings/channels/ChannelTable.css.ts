import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
import { columns } from './ChannelRow.css.js';

export const table = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const header = style([
  columns,
  {
    alignItems: 'end',
    background: vars.color.surfaceMuted,
    borderBottom: `1px solid ${vars.color.border}`,
    paddingTop: vars.space.sm,
    paddingBottom: vars.space.sm,
  },
]);

export const columnHeader = style({
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The scrolling part: the rows in view, the rest stood in for by the content's height. */
export const scroller = style({
  height: 'max(360px, calc(100vh - 380px))',
  overflowY: 'auto',
  overflowX: 'hidden',
  contain: 'strict',
});

export const rows = style({ position: 'relative', width: '100%' });

export const positioned = style({ position: 'absolute', top: 0, left: 0, width: '100%' });
