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

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '9rem', flex: '0 1 12rem' });

export const searchField = style({ minWidth: '12rem', flex: '1 1 16rem', maxWidth: '24rem' });

export const peopleLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const peopleWithCard = style({
  gridTemplateColumns: 'minmax(0, 1fr) minmax(20rem, 26rem)',
  '@media': { 'screen and (max-width: 1279px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const tableWrap = style({ minWidth: 0, overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.strong,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const selectedRow = style({ background: vars.color.surface });

export const nameButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const accounts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const account = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '4px',
  maxWidth: '14rem',
  overflowWrap: 'anywhere',
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const listFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  position: 'sticky',
  top: 0,
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const personName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const itemText = style({ margin: 0, overflowWrap: 'anywhere' });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.strong,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const bars = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 10rem) minmax(0, 1fr) 3.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const barTrack = style({
  height: '0.6rem',
  borderRadius: vars.radius.md,
  background: vars.color.border,
  overflow: 'hidden',
});

export const barFill = style({ height: '100%', background: vars.color.brand });

export const audienceList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const audienceRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const audienceLink = style({
  flex: '1 1 auto',
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.strong,
  overflowWrap: 'anywhere',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const audiencesLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1279px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
