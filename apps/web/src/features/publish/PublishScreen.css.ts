import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The publish area: the header, the tabs and the view, one under the other. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  maxWidth: 1800,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });

/** Calendar | List | Approvals: links with the look of tabs. */
export const tabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  marginBottom: -1,
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '75ch' });

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
