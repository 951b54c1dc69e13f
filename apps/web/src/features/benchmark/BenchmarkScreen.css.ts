import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';
import { NARROW } from './BenchmarkMenu.css.js';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const problem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
});

export const problemText = style({ margin: 0, flex: '1 1 12rem' });

export const action = style({
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.strong,
});
