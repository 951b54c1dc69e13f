import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
import { navHeading, navLink, navList } from '../../shell/local-nav.css.js';

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

export const groupHeading = navHeading;

export const list = navList;

export const link = navLink;

export const lockedLink = style({ color: vars.color.textMuted });

export const lock = style({ display: 'inline-flex', flexShrink: 0 });

export const content = style({ minWidth: 0 });
