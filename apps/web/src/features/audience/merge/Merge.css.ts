import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const pair = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const pairHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const reasons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const reason = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.infoSubtle,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const people = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const person = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
    '&:focus-within': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const personHead = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  minWidth: 0,
});

export const name = style({
  fontWeight: 600,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const detail = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const identities = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const identity = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

/** Where the last action's confirmation and Undo stay in sight while the list scrolls. */
export const undoArea = style({ position: 'sticky', top: 0, zIndex: 1 });

export const undoBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  border: `1px solid ${vars.color.success}`,
});

export const undoText = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const error = style({ margin: 0, color: vars.color.danger });
