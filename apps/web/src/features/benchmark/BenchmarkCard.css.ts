import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  scrollMarginTop: vars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus': { outline: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
});

export const problemText = style({ margin: 0, flex: '1 1 12rem' });
