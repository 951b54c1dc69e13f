import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

/** The fields of a dialog, stacked. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xs,
});

/** A label, a control and its texts (as the design system's fields). */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** A multi-line text box, drawn like the design system's inputs. */
export const textarea = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '80px',
  resize: 'vertical',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceMuted },
  },
});

/** The characters left under a text box. */
export const counter = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'end',
});

export const counterOver = style([
  counter,
  { color: vars.color.danger, fontWeight: vars.fontWeight.strong },
]);

/** A group of radio buttons or checkboxes. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style([label, { padding: 0, marginBottom: vars.space.sm }]);

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const radio = style({
  width: '16px',
  height: '16px',
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const optionTexts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const optionLabel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
});

/** A label's colour, before its name. */
export const swatch = style({
  display: 'inline-block',
  width: '10px',
  height: '10px',
  marginInlineEnd: vars.space.xs,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  verticalAlign: 'baseline',
});

/** The item an action is about, quoted. */
export const quoted = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const quotedText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 6,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const quotedBy = style({
  marginTop: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** Who the item is assigned to now, with the Unassign button. */
export const current = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  margin: 0,
});

/** What went wrong with the dialog's call: it stays open, this says why. */
export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
