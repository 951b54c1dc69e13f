import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';
export { page as section, top, heading, lead } from '../SettingsPage.css.js';

export const tableWrap = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const headCell = style({
  padding: vars.space.sm,
  textAlign: 'start',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg },
  },
});

export const row = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const cell = style({
  padding: `${vars.space.md} ${vars.space.sm}`,
  verticalAlign: 'top',
  minWidth: 0,
  overflowWrap: 'anywhere',
  textAlign: 'start',
  fontWeight: 'normal',
  selectors: {
    '&:first-child': { paddingInlineStart: vars.space.lg },
    '&:last-child': { paddingInlineEnd: vars.space.lg },
  },
});

/** Column widths: the query and the rule get the room; the switch and buttons what they need. */
export const colQuery = style({ width: '22%' });
export const colRule = style({ width: '24%' });
export const colRecipients = style({ width: '20%' });
export const colLast = style({ width: '16%' });
export const colActive = style({ width: '8%' });
export const colActions = style({ width: '112px' });

export const queryName = style({ fontWeight: vars.fontWeight.strong, display: 'block' });

export const stack = style({
  minWidth: 0,
  maxWidth: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  alignItems: 'flex-start',
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
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
  fontWeight: vars.fontWeight.strong,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
  gap: vars.space.md,
});

export const people = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.xs,
  maxHeight: '220px',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

/** A link that looks like the primary button (the way to Listen). */
export const linkButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A badge in a narrow cell: its words wrap instead of running out of the column. */
export const wrappingBadge = style({
  maxWidth: '100%',
  selectors: { '&[class]': { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } },
});
