import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';
export { top, heading, lead } from '../SettingsPage.css.js';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  maxWidth: 1100,
});

export const card = style({
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const search = style({ flex: '1 1 280px', maxWidth: 420 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});

export const jobs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const job = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const jobText = style({ margin: 0, overflowWrap: 'anywhere' });

export const bar = style({
  width: '100%',
  height: 8,
  gridColumn: '1 / -1',
  accentColor: vars.color.brand,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: 600 });

export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const swatch = style({
  width: 28,
  height: 28,
  borderRadius: '50%',
  border: `2px solid transparent`,
  cursor: 'pointer',
  padding: 0,
  boxShadow: `inset 0 0 0 1px rgba(0, 0, 0, 0.15)`,
  selectors: {
    '&[aria-checked="true"]': {
      outline: `2px solid ${vars.color.text}`,
      outlineOffset: 2,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const custom = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

export const colourInput = style({
  width: 36,
  height: 28,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: 'none',
  cursor: 'pointer',
});

export const preview = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  maxWidth: '100%',
  overflowWrap: 'anywhere',
});

export const dot = style({ width: 10, height: 10, borderRadius: '50%', flexShrink: 0 });

export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const outcome = style({ margin: 0 });

export const alert = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
