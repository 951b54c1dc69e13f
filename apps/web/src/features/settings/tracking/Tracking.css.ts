import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';
export { page as section, top, heading, lead } from '../SettingsPage.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const rows = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const hiddenLegend = style({ padding: 0, float: 'left', width: 0, height: 0 });

export const rowsLegend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

/** Key, value and the remove button side by side; the value gets the most room. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, 2fr) minmax(160px, 3fr) auto',
  gap: vars.space.sm,
  alignItems: 'start',
});

export const columns = style([
  row,
  { color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.strong },
]);

export const remove = style({ marginTop: '2px' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Keys and values in a monospace font, with room below the line for underscores. */
export const mono = style({
  fontFamily: vars.font.mono,
  lineHeight: '20px',
  paddingTop: '7px',
  paddingBottom: '7px',
});

export const add = style({ alignSelf: 'flex-start' });

export const alert = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});

export const previewTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const link = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  color: vars.color.text,
});

export const added = style({
  background: vars.color.infoSubtle,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const cardMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const grow = style({ flex: 1, minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const summary = style({ cursor: 'pointer', fontWeight: vars.fontWeight.strong });

export const detailsBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** An action the person may not take: dimmed; its tooltip says why. */
export const unavailable = style({
  opacity: 0.45,
  cursor: 'not-allowed',
});
