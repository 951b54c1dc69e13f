import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
});

export const filter = style({ minWidth: 160, flex: '0 1 220px' });

export const replay = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

/** Holds the table; on a narrow screen it scrolls sideways instead of cutting columns off. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const nowrap = style({ whiteSpace: 'nowrap' });

export const number = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const topic = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const expandedRow = style({ background: vars.color.surfaceMuted });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.md,
  '@media': { 'screen and (max-width: 1279px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const detailPart = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const pre = style({
  margin: 0,
  padding: vars.space.sm,
  maxHeight: 320,
  overflow: 'auto',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const attempts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const attempt = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.success}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const attemptFailed = style({ borderInlineStartColor: vars.color.danger });

export const attemptHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const code = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.danger, overflowWrap: 'anywhere' });

export const more = style({ alignSelf: 'center' });

export const log = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
});

export const next = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });
