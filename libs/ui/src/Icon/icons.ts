/**
 * A circle as one closed subpath (two half arcs), so that icons can combine circles and lines in
 * the single `d` of their path.
 */
function circle(cx: number, cy: number, r: number): string {
  return `M${cx} ${cy + r}a${r} ${r} 0 1 0 0-${2 * r} ${r} ${r} 0 0 0 0 ${2 * r}z`;
}

/** A dot: a circle of radius 1 that the 2 px stroke fills, for the dotted icons. */
function dot(cx: number, cy: number): string {
  return circle(cx, cy, 1);
}

/** A circle of radius 9 around the centre of the 24×24 box: the ring of the status icons. */
const ring = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z';

/** The eyes of the face icons. */
const eyes = 'M9 9.5h.01M15 9.5h.01';

/** A square of 18 px with rounded corners, filling the box less its margin. */
const box = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z';

/** The outline of an envelope. */
const envelope = 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z';

/**
 * The icon set: SVG path data on a 24×24 grid, drawn with a 2 px round stroke in the current
 * text colour, never filled. One entry is one `<path>`; a shape of several parts is one `d` of
 * several subpaths (each starting with `M`). Add an icon by adding its path here.
 */
export const ICON_PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7',
  bell: 'M18 16v-5a6 6 0 1 0-12 0v5l-2 2h16l-2-2zM10 20a2 2 0 0 0 4 0',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  link: 'M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1',
  logout: 'M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3M16 8l4 4-4 4M20 12H10',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM12 19a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  info: `${ring}M12 11v5M12 8h.01`,
  warning: 'M12 3L2 20h20L12 3zM12 10v4M12 17h.01',
  error: `${ring}M15 9l-6 6M9 9l6 6`,
  success: `${ring}M8 12.5l2.5 2.5L16 9.5`,

  // Reactions and actions on an item of the inbox.
  reply: 'M9 17l-5-5 5-5M4 12h10a6 6 0 0 1 6 6v1',
  forward: 'M15 17l5-5-5-5M20 12H10a6 6 0 0 0-6 6v1',
  comment: 'M21 11.5a8.5 8.5 0 0 1-12.6 7.4L3 21l2.1-5.4A8.5 8.5 0 1 1 21 11.5z',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  heart: 'M12 20l-7.5-7.6a4.9 4.9 0 0 1 7-6.9l.5.5.5-.5a4.9 4.9 0 0 1 7 6.9z',
  thumbUp:
    'M7 10v11M7 10l4-7a2.5 2.5 0 0 1 3 2.5V9h5a2 2 0 0 1 2 2.3l-1.3 7.5a2.5 2.5 0 0 1-2.5 2.2H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1z',
  repost: 'M17 3l3 3-3 3M4 11V9a3 3 0 0 1 3-3h13M7 21l-3-3 3-3M20 13v2a3 3 0 0 1-3 3H4',
  quote: 'M4 18c3-1 6-3 6-7V6H4v6h6M14 18c3-1 6-3 6-7V6h-6v6h6',
  eye: `M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z${circle(12, 12, 3)}`,
  hide: 'M3 3l18 18M10.6 5.1A9.8 9.8 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.4M6.6 6.6C3.7 8.3 2 12 2 12s3.6 7 10 7c2 0 3.8-.7 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  trash:
    'M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3',
  spam: 'M8.3 3h7.4L21 8.3v7.4L15.7 21H8.3L3 15.7V8.3zM12 8v5M12 16h.01',
  flag: 'M5 21V4M5 4s1.5-1 4-1 4.5 2 7 2 3-1 3-1v10s-.5 1-3 1-4.5-2-7-2-4 1-4 1',
  pin: 'M12 17v5M8 3h8M9 3v7l-3 4v3h12v-3l-3-4V3',
  share: `${circle(18, 5, 3)}${circle(6, 12, 3)}${circle(18, 19, 3)}M8.6 13.5l6.8 4M15.4 6.5l-6.8 4`,
  edit: 'M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4zM15 5l3 3',
  send: 'M21 3L10 14M21 3l-6.5 18-4.5-7-7-4.5z',
  download: 'M12 3v12M7 10l5 5 5-5M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2',
  refresh: 'M20 11a8 8 0 0 0-14.5-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.5 4.5L20 16M20 20v-4h-4',
  more: `${dot(5, 12)}${dot(12, 12)}${dot(19, 12)}`,
  grip: `${dot(9, 5)}${dot(9, 12)}${dot(9, 19)}${dot(15, 5)}${dot(15, 12)}${dot(15, 19)}`,
  externalLink: 'M18 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h5M14 3h7v7M10 14L21 3',

  // Sentiment.
  smile: `${ring}M8 14s1.5 2 4 2 4-2 4-2${eyes}`,
  meh: `${ring}M8 15h8${eyes}`,
  frown: `${ring}M16 16s-1.5-2-4-2-4 2-4 2${eyes}`,

  // People, mail and case work.
  userPlus: 'M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M19 8v6M16 11h6',
  users:
    'M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 4.1a4 4 0 0 1 0 7.8M18 14.3a7 7 0 0 1 4 6.7',
  at: `${circle(12, 12, 4)}M16 8v5a3 3 0 0 0 6 0v-1a10 10 0 1 0-4 8`,
  mail: `${envelope}M3 7l9 6 9-6`,
  unread: `M13 5H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-6M3 7l9 6 4-2.7${circle(18.5, 5.5, 2.5)}`,
  read: 'M3 10l9-6 9 6v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zM3 10l9 6 9-6',
  tag: `M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z${dot(7.5, 7.5)}`,
  ticket:
    'M3 9V7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a3 3 0 0 0 0-6zM14 5v2M14 11v2M14 17v2',
  case: 'M5 7h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18',
  template:
    'M4 3h16a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM4 14h5a1 1 0 0 1 1 1v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5a1 1 0 0 1 1-1zM14 14h7M14 17.5h7M14 21h7',
  note: 'M5 3h14a2 2 0 0 1 2 2v10l-6 6H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM21 15h-4a2 2 0 0 0-2 2v4M7 8h10M7 12h6',
  star: 'M12 2.6L14.6 9l6.9.5-5.3 4.5 1.7 6.7L12 17l-5.9 3.7L7.8 14 2.5 9.5 9.4 9z',
  lock: 'M6 11h12a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-7a2 2 0 0 1 2-2zM8 11V7a4 4 0 0 1 8 0v4',
  bellOff: 'M3 3l18 18M9 5.8A6 6 0 0 1 18 11v3M15 18H4l2-2v-5a6 6 0 0 1 .8-3M10 20a2 2 0 0 0 4 0',

  // Attachments.
  paperclip:
    'M20 11.5l-8.2 8.2a5 5 0 0 1-7.1-7.1l8.9-8.9a3.5 3.5 0 0 1 5 5l-8.9 8.9a2 2 0 0 1-2.8-2.8l8.2-8.2',
  image: `${box}${circle(9, 9, 1.5)}M21 15l-5-5L5 21`,
  video: 'M4 6h10a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2zM16 10l6-4v12l-6-4',
  audio: `M9 18V5l12-2v13${circle(6, 18, 3)}${circle(18, 16, 3)}`,
  document: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6',
  play: 'M7 4l13 8-13 8z',

  // Areas of the product (the sidebar's rail).
  home: 'M3 11l9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5',
  calendar:
    'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM16 3v4M8 3v4M3 11h18',
  inbox: 'M4 13l2.5-8h11l2.5 8v6a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zM4 13h5l1 3h4l1-3h5',
  barChart: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  trendingUp: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  radio: `${circle(12, 12, 2)}M7.8 16.2a6 6 0 0 1 0-8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 19.1a10 10 0 0 1 0-14.2M19.1 4.9a10 10 0 0 1 0 14.2`,
  megaphone: 'M3 10v4h3l8 5V5L6 10zM18 9a3 3 0 0 1 0 6M6 14l1 6h3l-1-5',
  lifeBuoy: `${circle(12, 12, 9)}${circle(12, 12, 4)}M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6`,
  // Controls.
  search: `${circle(11, 11, 7)}M21 21l-5-5`,
  filter: 'M3 4h18l-7 8.5V19l-4 2v-8.5z',
  plus: 'M12 5v14M5 12h14',
  keyboard:
    'M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2zM6 9h.01M10 9h.01M14 9h.01M18 9h.01M6 13h.01M10 13h.01M14 13h.01M18 13h.01M8 16h8',
  arrowUp: 'M12 19V5M5 12l7-7 7 7',
  arrowDown: 'M12 5v14M19 12l-7 7-7-7',
  chevronUp: 'M6 15l6-6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  checkSquare: `${box}M8 12l3 3 5-6`,
  square: box,
} as const;

/** The name of an icon of the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon name, in the set's order (for pickers and stories). */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
