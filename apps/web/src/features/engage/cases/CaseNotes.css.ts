import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
import * as notesStyles from '../notes/NotesSection.css.js';

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

/** A case's annotation note: an item note's look, in the information colour. */
export const note = style([
  notesStyles.note,
  { borderLeftColor: vars.color.info, background: vars.color.infoSubtle },
]);

export const noteActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

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
