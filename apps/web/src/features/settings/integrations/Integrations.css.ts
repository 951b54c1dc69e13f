import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';
export { back, heading, lead, page, panel, top } from '../SettingsPage.css.js';

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

/** One webhook: what it is and how it does on the left, its switch and buttons on the right. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const rowTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

/** The webhook's name, a button that opens its page, looking like a link. */
export const nameButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.md,
  color: vars.color.brand,
  textAlign: 'start',
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  minWidth: 0,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const url = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const rowActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

/** A badge that may hold a sentence (a reason): it wraps instead of running off. */
export const wrappingBadge = style({ whiteSpace: 'normal', textAlign: 'start' });

export const marks = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mark = style({
  display: 'block',
  width: 12,
  height: 12,
  borderRadius: '50%',
  cursor: 'default',
});

export const markOk = style({ background: vars.color.success });

export const markFailed = style({
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 3px ${vars.color.danger}`,
});

export const switchRow = style({ whiteSpace: 'nowrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const topicGroups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: vars.space.md,
  minWidth: 0,
});

export const topicGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const groupLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.strong,
});

export const topicName = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const unavailable = style({ opacity: 0.45, cursor: 'not-allowed' });

export const secretRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const secretValue = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  overflowWrap: 'anywhere',
  minWidth: 0,
  flex: '1 1 320px',
});

export const note = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  fontSize: vars.fontSize.sm,
});

export const noteTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const code = style({ fontFamily: vars.font.mono, fontSize: '0.95em' });

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.strong });

export const linkButton = style([nameButton, { fontSize: vars.fontSize.sm }]);

export const pageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minWidth: 0,
});

export const testResult = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const toggles = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const errorText = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const pickerLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
});

/** A button that looks like the text around it (the way back). */
export const plainButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  cursor: 'pointer',
});

export const marksRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
