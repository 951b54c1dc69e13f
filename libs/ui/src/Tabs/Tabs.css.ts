import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../theme/focus.css.js';
import { sprinkles } from '../theme/sprinkles.css.js';
import { vars } from '../theme/theme.css.js';

export const root = styleVariants({
  horizontal: [sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })],
  vertical: [sprinkles({ display: 'flex', flexDirection: 'row', gap: 'xl' })],
});

export const list = styleVariants({
  horizontal: [
    sprinkles({ display: 'flex', gap: 'xs' }),
    { borderBottom: `1px solid ${vars.color.border}` },
  ],
  vertical: [
    sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xs' }),
    { borderRight: `1px solid ${vars.color.border}`, minWidth: '160px' },
  ],
});

export const tab = style([
  focusRing,
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xs', paddingX: 'md' }),
  {
    minHeight: '36px',
    border: 0,
    borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
    background: 'transparent',
    color: vars.color.textMuted,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
      '&[aria-selected="true"]': {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.strong,
      },
    },
  },
]);

/** The line under (or beside) the selected tab. */
export const indicator = styleVariants({
  horizontal: {
    marginBottom: '-1px',
    borderBottom: '2px solid transparent',
    selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.color.brand } },
  },
  vertical: {
    justifyContent: 'flex-start',
    marginRight: '-1px',
    borderRight: '2px solid transparent',
    borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
    selectors: { '&[aria-selected="true"]': { borderRightColor: vars.color.brand } },
  },
});

export const panel = style([focusRing, { flex: 1, minWidth: 0 }]);
