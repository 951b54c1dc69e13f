import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const popoverRoot = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const controlLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: '11rem',
  maxWidth: '20rem',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const summary = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const panel = style({
  position: 'absolute',
  top: '100%',
  insetInlineStart: 0,
  zIndex: vars.zIndex.menu,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: '14rem',
  maxHeight: '20rem',
  overflowY: 'auto',
  marginTop: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const period = style({ minWidth: '11rem' });

export const date = style({ width: '10rem' });
