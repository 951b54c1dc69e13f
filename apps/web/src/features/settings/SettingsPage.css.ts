import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

/** A settings screen: its parts one under the other. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The screen's heading and its main action, side by side while there is room. */
export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

/** What the screen is for, under its heading, in lines short enough to read. */
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

/** The way back from one object's page to the list. */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  alignSelf: 'flex-start',
  color: vars.color.brand,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.strong,
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

/** A bordered part of one object's page: its permissions, members, channels. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
