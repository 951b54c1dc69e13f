import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** Below this width the local navigation lies above the page instead of beside it. */
export const NARROW = 'screen and (max-width: 1099px)';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  minWidth: 0,
  maxWidth: '1600px',
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '220px minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg } },
});

export const menu = style({
  position: 'sticky',
  top: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  '@media': {
    [NARROW]: {
      position: 'static',
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space.md,
    },
  },
});

export const menuSection = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const linkText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const pageHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.md });
