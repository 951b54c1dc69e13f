import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '75ch' });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

export const rowHeader = style([td, { textAlign: 'start', fontWeight: vars.fontWeight.regular }]);

export const nameCell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const nowrap = style({ whiteSpace: 'nowrap', overflowWrap: 'normal' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** A table row's buttons: side by side. */
export const rowActions = style([actions, { minWidth: 'max-content' }]);

/** Words stay whole (buttons, zones); lines break between them. */
export const keepWords = style({ overflowWrap: 'normal', wordBreak: 'normal' });

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  lineHeight: 1.2,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandStrong } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  flex: '1 1 240px',
  minWidth: 0,
});

export const cardName = style({ fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: {
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.fontWeight.strong },
  },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

export const networks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const networkButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 64,
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const networkText = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 720,
});

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.md,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const legend = style({ padding: `0 ${vars.space.xs}`, fontWeight: vars.fontWeight.strong });
