import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(280px, 2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  paddingBottom: vars.space.md,
});

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const error = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  outline: 'none',
});

export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderLeft: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSubtle,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
});

export const version = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});

export const versionBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const textArea = style({ minHeight: '140px' });

export const customise = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const preview = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});

export const previewBody = style({ paddingTop: vars.space.md });

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.lg} 0`,
});

export const footer = style({ width: '100%' });
