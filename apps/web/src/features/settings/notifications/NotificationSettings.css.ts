import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
export { heading, lead } from '../SettingsPage.css.js';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  maxWidth: '960px',
});

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const kindTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const kindAbout = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const switches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  justifyContent: 'flex-end',
});

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
});

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
