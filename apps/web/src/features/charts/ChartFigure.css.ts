import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const canvasBox = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});

export const tableBox = style({
  maxHeight: '320px',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const rowHeader = style([
  cell,
  { textAlign: 'left', fontWeight: vars.fontWeight.regular, color: vars.color.text },
]);

export const columnHeader = style([
  cell,
  {
    position: 'sticky',
    top: 0,
    background: vars.color.surfaceMuted,
    fontWeight: vars.fontWeight.strong,
  },
]);

export const empty = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.lg} 0`,
  textAlign: 'center',
});

/** The table while the chart shows: out of sight, still read by screen readers. */
export const hiddenTable = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
