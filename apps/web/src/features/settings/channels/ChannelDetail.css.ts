import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
export { panel as section, back } from '../SettingsPage.css.js';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '75ch' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const header = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.lg,
  rowGap: vars.space.md,
  alignItems: 'start',
});

export const headerTexts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const facts = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const factName = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 260px', minWidth: 0 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

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
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'break-word',
});

export const center = style({ textAlign: 'center' });

export const yes = style({ color: vars.color.success });
export const no = style({ color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const addForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 1fr) minmax(260px, 1.4fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 1151px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const addTitle = style({ gridColumn: '1 / -1', margin: 0, fontSize: vars.fontSize.md });

export const addColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const swatch = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  borderRadius: '50%',
  marginInlineEnd: vars.space.sm,
});

export const rowHeader = style({ fontWeight: 'inherit', textAlign: 'start' });

export const roleCell = style({ minWidth: 180, width: '40%' });

export const fromCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const nowrap = style({ whiteSpace: 'nowrap' });
