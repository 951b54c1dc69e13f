import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const picker = style({
  position: 'relative',
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 260,
  maxWidth: '100%',
  minHeight: 36,
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'default', color: vars.color.textMuted },
  },
});

export const chevron = style({ marginInlineStart: 'auto', flexShrink: 0 });

export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const currency = style({
  flexShrink: 0,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const listbox = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInlineStart: 0,
  zIndex: vars.zIndex.menu,
  minWidth: '100%',
  maxWidth: 'min(480px, 90vw)',
  maxHeight: 320,
  overflowY: 'auto',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  selectors: { '&:focus': { outline: 'none' } },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.strong },
    '&[data-active="true"]': {
      background: vars.color.infoSubtle,
      outline: `2px solid ${vars.color.focus}`,
      outlineOffset: -2,
    },
  },
});

export const check = style({ marginInlineStart: 'auto', flexShrink: 0, color: vars.color.brand });

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
