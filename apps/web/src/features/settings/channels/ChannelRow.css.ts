import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The table's columns: channel, status, followers, added, teams (header and rows alike). */
export const columns = style({
  display: 'grid',
  gridTemplateColumns:
    'minmax(180px, 2.4fr) minmax(160px, 2fr) minmax(76px, 0.8fr) minmax(92px, 0.9fr) minmax(100px, 1.2fr)',
  columnGap: vars.space.md,
  alignItems: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  boxSizing: 'border-box',
});

export const row = style([
  columns,
  {
    borderBottom: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.surfaceMuted },
      '&:focus-within': { background: vars.color.surfaceMuted },
    },
  },
]);

export const cell = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const channel = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  alignItems: 'start',
  minWidth: 0,
});

export const icon = style({ display: 'inline-flex', paddingTop: 2 });

export const names = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const name = style({
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });
