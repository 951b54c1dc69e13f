import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The week's table scrolls its hours under the days' headings. */
export const weekScroller = style({
  maxHeight: 'max(420px, calc(100vh - 250px))',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const monthFrame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
});

export const gutter = style({ width: 56 });

export const columnHeading = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  borderInlineStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const gutterHeading = style([columnHeading, { borderInlineStart: 'none' }]);

export const dayHeading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
});

export const dayNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 28,
  height: 28,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const dayNumberToday = style({ background: vars.color.brand, color: vars.color.onBrand });

export const todayHeading = style({ color: vars.color.brand, fontWeight: vars.fontWeight.strong });

export const hourHeading = style({
  padding: `2px ${vars.space.xs} 0 0`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'end',
  fontSize: 12,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
