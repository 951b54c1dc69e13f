import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';
export { panel as section, top, lead, back } from '../SettingsPage.css.js';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

export const sectionTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '75ch' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Why an action is not available: a quiet note with an icon, never only a dimmed control. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxWidth: '75ch',
});

export const swatch = style({
  display: 'inline-block',
  flexShrink: 0,
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: `1px solid ${vars.color.borderStrong}`,
  verticalAlign: 'middle',
});

export const bigSwatch = style([swatch, { width: 20, height: 20 }]);

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
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'break-word',
});

export const number = style({ fontVariantNumeric: 'tabular-nums' });

export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.regular });

export const teamLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const personName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const actionsCell = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const roleCell = style({ minWidth: 200 });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 220px', minWidth: 0 });

export const dialogForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const colours = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  marginBottom: vars.space.sm,
  padding: 0,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
});

export const colourOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      boxShadow: `0 0 0 1px ${vars.color.brand}`,
    },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const colourInput = style({ position: 'absolute', opacity: 0, width: 1, height: 1 });

export const permissions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const channelList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const channelItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const channelName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** An action the person may not take: dimmed; its tooltip and a note say why. */
export const unavailable = style({ opacity: 0.45, cursor: 'not-allowed' });
