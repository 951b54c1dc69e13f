import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The tools above the list: they wrap, so a 320 px list column keeps every one reachable. */
export const toolbar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const searchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
});
export const searchIcon = style({
  position: 'absolute',
  left: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
export const search = style({
  flex: 1,
  minWidth: 0,
  height: '32px',
  padding: `0 32px 0 30px`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  '::placeholder': { color: vars.color.textMuted },
  // The box has a clear button of its own, named and shown on hover.
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
});
export const clearSearch = style({ position: 'absolute', right: '2px' });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  minHeight: '26px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});
export const chipsLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
export const menus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
export const menuButton = style({ fontSize: vars.fontSize.sm, maxWidth: '100%' });
export const clearAll = style({ marginLeft: 'auto' });
export const sortLabel = style({ display: 'inline-flex', alignItems: 'center', gap: '2px' });
