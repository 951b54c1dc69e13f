import { vars } from '@smm/ui/theme';
import { keyframes, style } from '@vanilla-extract/css';
export { page, top, heading, lead, back, panel } from '../SettingsPage.css.js';

export const sectionTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: '75ch' });

export const muted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Why something cannot be done, or what the person may not change: a quiet note. */
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.infoSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  maxWidth: '75ch',
});

export const tableWrap = style({ overflowX: 'auto', minWidth: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.md,
});

export const th = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  textAlign: 'start',
  verticalAlign: 'bottom',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
});

export const number = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.regular });

export const nameCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const link = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const plainLink = style({
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const networks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** A network badge with its name shown on hover. */
export const networkMark = style({ display: 'inline-flex', lineHeight: 0 });

export const actionsCell = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const channelText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const handle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const brandLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const brandChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  padding: `0 0 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  minHeight: 32,
  maxWidth: '100%',
});

export const brandChipReadOnly = style([brandChip, { padding: `2px ${vars.space.sm}` }]);

/** The channel-slot summary: the numbers and a bar of the share used. */
export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const slotsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.strong,
});

export const slotsFigures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  fontVariantNumeric: 'tabular-nums',
});

export const slotsBar = style({
  flex: '1 1 160px',
  minWidth: 120,
  maxWidth: 320,
  height: 8,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
});

export const slotsFill = style({ height: '100%', background: vars.color.brand });

export const slotsFillFull = style({ height: '100%', background: vars.color.warning });

export const slotsAbout = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The handle search: the keyword, the network and the button on one line while there is room. */
export const searchForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const grow = style({ flex: '1 1 240px', minWidth: 0 });

export const networkField = style({ flex: '0 1 200px', minWidth: 160 });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const result = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});

export const resultText = style({
  display: 'flex',
  flex: 1,
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: `0 ${vars.space.sm}`,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const resultName = style({ fontWeight: vars.fontWeight.strong });

export const thumbnail = style({
  display: 'block',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
});

/** The picture with the network's badge on its corner, inside the box so nothing sticks out. */
export const thumbnailWrap = style({
  position: 'relative',
  flexShrink: 0,
  padding: '0 4px 4px 0',
  lineHeight: 0,
});

export const thumbnailNetwork = style({ position: 'absolute', right: 0, bottom: 0, lineHeight: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({
  marginBottom: vars.space.sm,
  padding: 0,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.sm,
});

export const hint = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const headerTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const bigHeading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
});

/** The link that looks like a secondary button ("See insights"). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  lineHeight: 1.2,
  color: vars.color.text,
  background: vars.color.surface,
  fontWeight: vars.fontWeight.strong,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

/** The primary look for a link that starts something ("New brand"). */
export const primaryLink = style({
  borderColor: 'transparent',
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
  },
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 16,
  height: 16,
  flexShrink: 0,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  borderTopColor: vars.color.brand,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${spin} 0.9s linear infinite` },
  },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

/** A badge with an icon: a little room between the icon and the word. */
export const iconBadge = style({ gap: vars.space.xs });

/** A notice of something that stops the person: no slot left, a refusal, a failed search. */
export const warningNotice = style([notice, { background: vars.color.warningSubtle }]);
