import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
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
  borderLeft: `3px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
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

export const mention = style({
  padding: '0 2px',
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
});

export const more = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const noteActions = style({ display: 'flex', gap: '2px', marginLeft: 'auto' });
