import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const tableBox = style({
  minWidth: 0,
  overflowX: 'auto',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const head = style([
  cell,
  {
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.textMuted,
    verticalAlign: 'bottom',
    whiteSpace: 'normal',
  },
]);

export const headStart = style([head, { textAlign: 'left' }]);

export const rowHead = style([
  cell,
  { textAlign: 'left', fontWeight: vars.fontWeight.strong, whiteSpace: 'normal' },
]);

export const brandName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const note = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const heatCell = style({
  width: '2rem',
  minWidth: '1.5rem',
  height: '1.75rem',
  padding: 0,
  border: `1px solid ${vars.color.surface}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
});

export const heatHead = style({
  padding: `0 2px`,
  fontSize: '11px',
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const heatRowHead = style({
  paddingInlineEnd: vars.space.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const heatTable = style({ borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const feed = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const post = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const postHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

export const postBrand = style({
  fontWeight: vars.fontWeight.strong,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const postText = style({
  margin: 0,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const postFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const figure = style({ display: 'flex', gap: vars.space.xs });

export const figureValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const feedFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const link = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
});

export const sort = style({ minWidth: '12rem' });

export const caption = style({
  marginBottom: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
});

export const brandPicker = style({ alignSelf: 'flex-start', minWidth: '14rem' });
