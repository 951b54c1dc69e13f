import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/**
 * Below this width the shell's sidebar leaves too little room for the settings navigation
 * beside a screen: the navigation folds into a button above it (a 1024 px screen among them).
 */
const narrow = 'screen and (max-width: 1151px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 960px)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const nav = style({ minWidth: 0 });

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
  '@media': { [narrow]: { display: 'flex' } },
});

export const toggleLabel = style({ fontWeight: vars.fontWeight.strong });

export const toggleCurrent = style({
  flex: 1,
  minWidth: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [narrow]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      marginTop: vars.space.sm,
      padding: vars.space.lg,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const groupHeading = style({
  margin: `0 0 ${vars.space.xs}`,
  padding: `0 ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `6px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.surface,
      boxShadow: `inset 3px 0 0 ${vars.color.brand}`,
      fontWeight: vars.fontWeight.strong,
    },
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});

export const lockedLink = style({ color: vars.color.textMuted });

export const lock = style({ display: 'inline-flex', flexShrink: 0 });

export const content = style({ minWidth: 0 });
