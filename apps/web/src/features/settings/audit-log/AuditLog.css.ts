import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
export { page as section, top, heading, lead } from '../SettingsPage.css.js';

export const filters = style({
  display: 'grid',
  gridTemplateColumns:
    'minmax(160px, 1.4fr) minmax(150px, 1.2fr) minmax(140px, 1fr) minmax(140px, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.md,
  '@media': {
    'screen and (max-width: 1279px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const clear = style({ justifySelf: 'start', alignSelf: 'end' });

export const tableWrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflowX: 'auto',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const columnHeader = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const colTime = style({ width: '17%' });
export const colPerson = style({ width: '20%' });
export const colWhat = style({ width: '24%' });
export const colChange = style({ width: '27%' });
export const colAddress = style({ width: '12%' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
