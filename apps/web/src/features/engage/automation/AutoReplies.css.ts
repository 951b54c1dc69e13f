import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.strong,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  selectors: { '&:hover': { color: vars.color.text } },
});
export const tabCurrent = style({ color: vars.color.brand, borderBottomColor: vars.color.brand });

export const channels = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const channel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const nameCell = style({ minWidth: 140 });
export const rowButtons = style({ display: 'flex', flexWrap: 'nowrap', gap: vars.space.xs });

export const week = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const day = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(130px, 170px) minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const dayWindows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
export const window = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const time = style({ width: 140 });
export const timeField = style({ flex: '0 0 auto', width: 'auto', gap: 0 });
export const windowNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const windowError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm });
export const closed = style({
  color: vars.color.textMuted,
  paddingTop: vars.space.xs,
});
export const dayActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const channelChoice = style({ display: 'flex', flexDirection: 'column', gap: 2 });
export const count = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const countOver = style({ color: vars.color.danger });
