import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The ads area: the header with the account picker, then the campaigns. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  maxWidth: 1800,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const tools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  minWidth: 0,
});

/** The picker's box: wide enough that its open list is no wider than it. */
export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  width: 340,
  maxWidth: '100%',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const filter = style({ minWidth: 180 });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

// The open list is as wide as the picker, its padding and border included.
globalStyle(`${picker} [role="listbox"]`, { boxSizing: 'border-box' });
