import { vars } from '@smm/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Under this width the inbox is one column: the feeds open as a drawer over the list and the
 * conversation opens over the list (decision 0063).
 */
export const NARROW = 'screen and (max-width: 1179px)';
const WIDE = 'screen and (min-width: 1180px)';

export const screen = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'clamp(200px, 17vw, 240px) clamp(300px, 27vw, 420px) minmax(0, 1fr)',
  height: '100%',
  minHeight: 0,
  background: vars.color.surface,
  '@media': { [NARROW]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const title = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

/** The feeds: a column, or a drawer over the list on a narrow screen. */
export const feeds = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: 0,
  '@media': {
    [NARROW]: {
      display: 'none',
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      width: 'min(300px, 85%)',
      zIndex: 3,
      boxShadow: vars.shadow.raised,
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});
globalStyle(`${feeds} > nav`, { flex: 1 });

/** Dims the list behind the feeds drawer; a click on it closes the drawer. */
export const scrim = style({
  display: 'none',
  '@media': {
    [NARROW]: {
      selectors: {
        '&[data-open]': {
          display: 'block',
          position: 'absolute',
          inset: 0,
          zIndex: 2,
          border: 0,
          padding: 0,
          background: 'rgb(0 0 0 / 0.3)',
          cursor: 'pointer',
        },
      },
    },
  },
});

export const listColumn = style({ minWidth: 0, minHeight: 0 });

/** The button that opens the feeds drawer: only on a narrow screen. */
export const feedsToggle = style({ '@media': { [WIDE]: { display: 'none' } } });

export const conversation = style({
  minWidth: 0,
  minHeight: 0,
  height: '100%',
  '@media': {
    [NARROW]: {
      display: 'none',
      selectors: {
        '&[data-open]': {
          display: 'block',
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          background: vars.color.surface,
        },
      },
    },
  },
});
// The list stays where the reader left it under the open conversation, out of reach.
globalStyle(`${screen}[data-item-open] ${listColumn}`, {
  '@media': { [NARROW]: { visibility: 'hidden' } },
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  padding: vars.space.xl,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const placeholderTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  margin: 0,
});
