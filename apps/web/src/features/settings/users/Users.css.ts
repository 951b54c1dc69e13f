import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
export { page as section, top, heading, lead } from '../SettingsPage.css.js';

/** Search, filters and sort: one line when there is room, wrapping at 1024 px. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 2fr) repeat(3, minmax(150px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': {
    'screen and (max-width: 1180px)': {
      gridTemplateColumns: 'repeat(2, minmax(180px, 1fr))',
    },
  },
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const tableWrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
});

export const headCell = style({
  padding: `${vars.space.sm} ${vars.space.sm}`,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  // A long heading in a narrow column ("Anmeldungen") breaks rather than runs into the next.
  hyphens: 'auto',
  overflowWrap: 'anywhere',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg, textAlign: 'end' },
  },
});

/** Column widths: name and e-mail take what the others leave. */
export const colName = style({ width: 'auto' });
export const colRole = style({ width: '16%' });
export const colTeams = style({ width: '19%' });
export const colLastLogin = style({ width: '16%' });
export const colActions = style({ width: 104 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
});

export const teams = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  gridColumn: '1 / -1',
  padding: 0,
  marginBottom: vars.space.sm,
  fontWeight: vars.fontWeight.strong,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const consequences = style({
  margin: `${vars.space.sm} 0 0`,
  paddingInlineStart: vars.space.xl,
});
