import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';
import { darkColors, lightColors } from './palette.js';

/** The theme contract: every colour, space, radius, font and shadow the components use. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    sidebar: null,
    onSidebar: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    danger: null,
    onDanger: null,
    dangerSubtle: null,
    success: null,
    onSuccess: null,
    successSubtle: null,
    warning: null,
    onWarning: null,
    warningSubtle: null,
    info: null,
    onInfo: null,
    infoSubtle: null,
    neutral: null,
    onNeutral: null,
    tooltip: null,
    onTooltip: null,
    focus: null,
    overlay: null,
    skeleton: null,
    skeletonHighlight: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, pill: null },
  font: { body: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null },
  fontWeight: { regular: null, strong: null },
  shadow: { raised: null, overlay: null },
  zIndex: { menu: null, tooltip: null, toast: null },
});

const darkShadow = {
  raised: '0 2px 8px rgba(0, 0, 0, 0.5)',
  overlay: '0 12px 32px rgba(0, 0, 0, 0.6)',
};

/** The light theme, on the document root: the default. */
createGlobalTheme(':root', vars, {
  color: lightColors,
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { sm: '13px', md: '14px', lg: '16px', xl: '20px' },
  fontWeight: { regular: '400', strong: '600' },
  shadow: {
    raised: '0 2px 8px rgba(15, 18, 25, 0.12)',
    overlay: '0 12px 32px rgba(15, 18, 25, 0.24)',
  },
  zIndex: { menu: '100', tooltip: '200', toast: '300' },
});
globalStyle(':root', { colorScheme: 'light' });

/** The dark theme, chosen explicitly with `<html data-theme="dark">`. */
globalStyle(':root[data-theme="dark"]', {
  colorScheme: 'dark',
  vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) },
});

/** The dark theme by the system's preference, unless the page asks for light. */
globalStyle(':root:not([data-theme="light"])', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      colorScheme: 'dark',
      vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) },
    },
  },
});
