import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The profile's fields: two columns while there is room, one below 1152 px. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1151px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const websites = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});

export const websiteRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

/** The website's remove button, level with the input under its label. */
export const removeWebsite = style({ marginTop: 24 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.strong,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The photo: the picture, then what can be done with it. */
export const photo = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const picture = style({
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const placeholder = style([
  picture,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textAlign: 'center',
    padding: vars.space.sm,
    boxSizing: 'border-box',
    fontSize: vars.fontSize.sm,
    color: vars.color.textMuted,
  },
]);

export const photoSide = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '60ch',
});

export const subtitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const success = style({
  margin: 0,
  color: vars.color.success,
  fontWeight: vars.fontWeight.strong,
});

/** A number's or a template's facts, one under the other in a cell. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const mono = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const reason = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger });

/** "Standard" under a standard template's name (it has no delete button). */
export const standard = style({
  display: 'block',
  width: 'fit-content',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const topTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 400px',
});

/** A placeholder `{{1}}` in a template's text, set apart from the words. */
export const placeholderChip = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
});

export const templateText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const textCell = style({ minWidth: 180 });

/** The review's cell: wide enough that a rejection's reason reads as a sentence. */
export const reviewCell = style({ minWidth: 130, maxWidth: 220 });

/** A template's name: monospaced, wrapping anywhere (names may be long). */
export const name = style({
  fontFamily: vars.font.mono,
  overflowWrap: 'anywhere',
});

/** The name's cell: room for a usual name (`order_update`) on one line. */
export const nameCell = style({ minWidth: 120 });

export const placeholderButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
});
