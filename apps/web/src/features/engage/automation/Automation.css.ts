import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** An automation screen: its parts one under the other, with room around them. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  maxWidth: 1600,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '75ch' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.strong,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const back = style([link, { alignSelf: 'flex-start' }]);

/** Why something is not offered: a quiet note, never only a dimmed control. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  fontSize: vars.fontSize.sm,
  maxWidth: '75ch',
});

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});
export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
});
export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const cellStack = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The builder beside its preview from 960 px on, the preview under it when narrower. */
export const builder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': {
    'screen and (min-width: 960px)': {
      gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)',
    },
  },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
  gap: vars.space.md,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.md,
});

export const radios = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const radio = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** One condition or action: its choices (wrapping when narrow) with the remove button beside. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});
export const rowInvalid = style({ borderColor: vars.color.danger });
export const rowFields = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});
export const rowPart = style({ flex: '1 1 140px', minWidth: 0 });
/** The remove button, level with the first line of selects (under their labels). */
export const rowRemove = style({ marginTop: `calc(${vars.fontSize.md} * 1.5 + ${vars.space.xs})` });
export const rowFull = style({ gridColumn: '1 / -1', minWidth: 0 });
export const rowError = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});

export const valueLabel = style({
  display: 'block',
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
});

/** Values as chips that turn on and off, or that are removed. */
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const staticChip = style([chip, { cursor: 'default', paddingInlineEnd: 2 }]);
export const chipRemove = style({
  display: 'inline-flex',
  padding: 2,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}` } },
});
export const addValue = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  marginTop: vars.space.xs,
});

/** The preview stays in sight beside the builder while scrolling. */
export const preview = style([panel, { position: 'sticky', top: vars.space.lg }]);
export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const matched = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  minWidth: 0,
});
export const matchedTop = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
});
export const sender = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });
export const excerpt = style({ margin: 0, overflowWrap: 'anywhere' });
export const skipped = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The line in the conversation naming the rule that changed the item. */
export const history = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** What automation did to the item, one line each. */
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** The move buttons of a rule, one above the other. */
export const order = style({ display: 'flex', flexDirection: 'column', alignItems: 'center' });

/** A link at the end of its line. */
export const endLink = style([link, { marginInlineStart: 'auto' }]);

/** A link inside running text. */
export const inlineLink = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A smaller link under a rule's name. */
export const subLink = style([
  link,
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular },
]);
