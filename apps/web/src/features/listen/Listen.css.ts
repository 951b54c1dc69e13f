import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The screen fills the shell's main area exactly: only the tool inside the frame scrolls. */
export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  height: '100%',
  minHeight: 0,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const titles = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const stage = style({
  position: 'relative',
  flex: 1,
  minHeight: '20rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});

export const frame = style({
  display: 'block',
  width: '100%',
  height: '100%',
  border: 0,
});

/** The frame stays in place (and loading) under the opening and failure notices. */
export const hiddenFrame = style({ visibility: 'hidden' });

export const notice = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xl,
  background: vars.color.surface,
  overflow: 'auto',
});
