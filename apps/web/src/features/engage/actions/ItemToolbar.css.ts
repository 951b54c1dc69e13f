import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} 0`,
});

/** A most used action, named in words: as compact as the icon buttons beside it. */
export const named = style({
  padding: `2px ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});
