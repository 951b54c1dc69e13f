import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const form = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const context = style({
  margin: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
});

export const label = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });

export const field = style({ position: 'relative' });

export const text = style({
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  resize: 'vertical',
  minHeight: '64px',
  padding: vars.space.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});

export const suggestions = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.menu,
  minWidth: '220px',
  maxWidth: '100%',
  maxHeight: '240px',
  overflowY: 'auto',
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.infoSubtle,
      outline: `1px solid ${vars.color.info}`,
    },
    '&:hover': { background: vars.color.surfaceMuted },
  },
});

export const tag = style({
  marginLeft: 'auto',
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const error = style({ margin: 0, color: vars.color.danger });

export const actions = style({ display: 'flex', gap: vars.space.sm });
