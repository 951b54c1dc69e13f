import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  maxWidth: '1600px',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '11rem', flex: '0 1 14rem' });

export const zone = style({
  margin: 0,
  alignSelf: 'flex-end',
  paddingBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const grid = style({
  display: 'grid',
  // Two cards side by side only where their tables keep durations and names on one line (≥ 1920 px).
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 46rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
});

export const problemText = style({ margin: 0, flex: '1 1 12rem' });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const headerCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'right',
  fontWeight: vars.fontWeight.strong,
  verticalAlign: 'bottom',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':hover': { textDecoration: 'underline' },
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  verticalAlign: 'top',
  selectors: { '&:first-child': { textAlign: 'left' } },
});

export const textCell = style({
  textAlign: 'left',
  overflowWrap: 'anywhere',
  minWidth: '12rem',
});

export const channelCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'left',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.brandStrong });
