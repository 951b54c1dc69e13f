/** A circle of radius 9 around the centre of the 24×24 box: the ring of the status icons. */
const ring = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z';

/**
 * The icon set: SVG path data on a 24×24 grid, drawn with a 2 px round stroke in the current
 * text colour. Add an icon by adding its path here.
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
} as const;

/** The name of an icon of the set. */
export type IconName = keyof typeof ICON_PATHS;

/** Every icon name, in the set's order (for pickers and stories). */
export const ICON_NAMES = Object.keys(ICON_PATHS) as IconName[];
