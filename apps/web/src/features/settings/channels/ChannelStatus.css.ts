import { vars } from '@smm/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const online = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const dot = styleVariants({
  online: { width: 8, height: 8, borderRadius: '50%', background: vars.color.success },
  offline: {
    width: 8,
    height: 8,
    borderRadius: '50%',
    boxSizing: 'border-box',
    border: `2px solid ${vars.color.textMuted}`,
  },
});

export const step = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({
  padding: `2px ${vars.space.sm}`,
  minHeight: 28,
  fontSize: vars.fontSize.sm,
});
