/**
 * The colours of both themes as plain data, so that their contrast can be checked in tests
 * (`contrast.test.ts`) and the theme files stay declarations only.
 */

/** Every colour of the theme contract, by role. */
export interface ThemeColors {
  /** The brand colour: primary buttons, selected tabs, links. */
  readonly brand: string;
  /** The brand colour on hover or press. */
  readonly brandStrong: string;
  /** Text and icons on `brand` and `brandStrong`. */
  readonly onBrand: string;
  /** The page and card background. */
  readonly surface: string;
  /** A quieter background: the app's canvas, hovered rows, neutral badges. */
  readonly surfaceMuted: string;
  /** Floating things above the page: menus, dialogs, toasts, tooltips' opposite. */
  readonly surfaceRaised: string;
  readonly sidebar: string;
  readonly onSidebar: string;
  /** Body text, readable on every surface and every subtle tone. */
  readonly text: string;
  /** Secondary text (hints, descriptions), still ≥ 4.5:1 on every surface. */
  readonly textMuted: string;
  /** Decorative dividers and card edges. */
  readonly border: string;
  /** Edges of form controls: ≥ 3:1 against the surface (WCAG 1.4.11). */
  readonly borderStrong: string;
  readonly danger: string;
  readonly onDanger: string;
  readonly dangerSubtle: string;
  readonly success: string;
  readonly onSuccess: string;
  readonly successSubtle: string;
  readonly warning: string;
  readonly onWarning: string;
  readonly warningSubtle: string;
  readonly info: string;
  readonly onInfo: string;
  readonly infoSubtle: string;
  /** The neutral badge's fill and its text. */
  readonly neutral: string;
  readonly onNeutral: string;
  /** Tooltips: inverted colours. */
  readonly tooltip: string;
  readonly onTooltip: string;
  /** The keyboard focus outline. */
  readonly focus: string;
  /** The dimmed page behind a modal dialog. */
  readonly overlay: string;
  /** Skeleton blocks and their moving highlight. */
  readonly skeleton: string;
  readonly skeletonHighlight: string;
}

/** The light theme's colours (the default). */
export const lightColors: ThemeColors = {
  brand: '#3b5bdb',
  brandStrong: '#2f4ac0',
  onBrand: '#ffffff',
  surface: '#ffffff',
  surfaceMuted: '#f4f5f7',
  surfaceRaised: '#ffffff',
  sidebar: '#1f2430',
  onSidebar: '#e9ecf2',
  text: '#1b1f27',
  textMuted: '#5a6272',
  border: '#d8dce3',
  borderStrong: '#7b8494',
  danger: '#c92a2a',
  onDanger: '#ffffff',
  dangerSubtle: '#fff0f0',
  success: '#237032',
  onSuccess: '#ffffff',
  successSubtle: '#ebfbee',
  warning: '#a65300',
  onWarning: '#ffffff',
  warningSubtle: '#fff4e0',
  info: '#1971c2',
  onInfo: '#ffffff',
  infoSubtle: '#e7f5ff',
  neutral: '#5a6272',
  onNeutral: '#ffffff',
  tooltip: '#1b1f27',
  onTooltip: '#f4f5f7',
  focus: '#1971c2',
  overlay: 'rgba(15, 18, 25, 0.55)',
  skeleton: '#e9ecef',
  skeletonHighlight: '#f8f9fa',
};

/** The dark theme's colours. */
export const darkColors: ThemeColors = {
  brand: '#91a7ff',
  brandStrong: '#bac8ff',
  onBrand: '#0b1020',
  surface: '#1b1f27',
  surfaceMuted: '#12151c',
  surfaceRaised: '#262b36',
  sidebar: '#0e1117',
  onSidebar: '#e9ecf2',
  text: '#e9ecf2',
  textMuted: '#a5adbb',
  border: '#3a4150',
  borderStrong: '#7a8396',
  danger: '#ff8787',
  onDanger: '#1b1f27',
  dangerSubtle: '#3d1f22',
  success: '#69db7c',
  onSuccess: '#0b1f10',
  successSubtle: '#173321',
  warning: '#ffc078',
  onWarning: '#1b1f27',
  warningSubtle: '#3b2c14',
  info: '#74c0fc',
  onInfo: '#0b1020',
  infoSubtle: '#142a3d',
  neutral: '#a5adbb',
  onNeutral: '#12151c',
  tooltip: '#e9ecf2',
  onTooltip: '#1b1f27',
  focus: '#74c0fc',
  overlay: 'rgba(0, 0, 0, 0.65)',
  skeleton: '#2a303c',
  skeletonHighlight: '#363d4b',
};
