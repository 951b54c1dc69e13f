import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const network = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  minHeight: 56,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.strong,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.borderStrong,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'progress', opacity: 0.7 },
  },
});

export const networkName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});

export const accounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  marginBottom: vars.space.sm,
  padding: 0,
  fontWeight: vars.fontWeight.strong,
});

export const account = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const accountIcon = style({ display: 'inline-flex', paddingTop: 2 });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
});

export const problemTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
});

export const success = style([problem, { background: vars.color.successSubtle }]);

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

/** WhatsApp's choice: its button and the sentence on its own flow, side by side. */
export const whatsapp = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 220px) 1fr',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
});
