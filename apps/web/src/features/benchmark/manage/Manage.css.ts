import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: '70ch' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1.6fr) auto',
  gridTemplateAreas: '"name about sending actions"',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': {
    'screen and (max-width: 1279px)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto',
      gridTemplateAreas: '"name about actions" "name sending actions"',
      alignItems: 'start',
    },
  },
});

export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

/** The cells of a row, placed by area so narrower screens can stack them. */
export const area = {
  name: style({ gridArea: 'name' }),
  about: style({ gridArea: 'about' }),
  sending: style({ gridArea: 'sending' }),
  actions: style({ gridArea: 'actions' }),
};

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const meta = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const inline = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.md,
  padding: 0,
});

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.xs,
});

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  padding: `2px 2px 2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
});

export const chipText = style({ overflowWrap: 'anywhere', minWidth: 0 });

export const addRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

/** The add button, level with the input under its label (one line of the label's text and the gap). */
export const addButton = style({
  marginTop: `calc(${vars.fontSize.md} * 1.5 + ${vars.space.xs})`,
  flexShrink: 0,
});

export const grow = style({ flex: 1, minWidth: 0 });

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

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const excerpt = style({
  margin: 0,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const figures = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const strong = style({ fontWeight: 600 });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
});
