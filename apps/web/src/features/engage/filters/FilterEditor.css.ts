import { vars } from '@smm/ui/theme';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** A panel of filters (sources, content, moderation). */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const panelLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

/** A group of choices inside a panel: no frame of its own, its legend styled as a label. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const groupLegend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
});

export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

/** The server's reason a save failed. */
export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.danger}`,
});

/**
 * The buttons stay in view at the bottom of the dialog's scrolling body (over its bottom padding,
 * so that no field shows below them).
 */
export const footer = style({
  position: 'sticky',
  bottom: `calc(-1 * ${vars.space.sm})`,
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  paddingBottom: vars.space.sm,
  background: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
});
