import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';
export { page as section, top, heading, lead } from '../SettingsPage.css.js';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardTop = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const grow = style({ flex: 1, minWidth: 0 });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const channels = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  fontSize: vars.fontSize.sm,
});

export const channelName = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** An action the person may not take: dimmed; its tooltip says why. */
export const unavailable = style({
  opacity: 0.45,
  cursor: 'not-allowed',
});
