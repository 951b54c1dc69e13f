import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const panel = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.md,
});

export const list = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `3px solid ${vars.color.info}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
});

export const noteHeader = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const author = style({ fontWeight: vars.fontWeight.strong });

export const muted = style({ color: vars.color.textMuted });

export const noteText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const noteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

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

export const formActions = style({ display: 'flex', gap: vars.space.sm });

export const quoted = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
