import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every colour, space, radius and font the components use. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    surface: null,
    surfaceMuted: null,
    sidebar: null,
    onSidebar: null,
    text: null,
    textMuted: null,
    border: null,
    danger: null,
    onDanger: null,
    focus: null,
  },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  radius: { sm: null, md: null, pill: null },
  font: { body: null, mono: null },
  fontSize: { sm: null, md: null, lg: null, xl: null },
  fontWeight: { regular: null, strong: null },
});

/** The light theme, applied to the document root. */
createGlobalTheme(':root', vars, {
  color: {
    brand: '#3b5bdb',
    brandStrong: '#2f4ac0',
    onBrand: '#ffffff',
    surface: '#ffffff',
    surfaceMuted: '#f4f5f7',
    sidebar: '#1f2430',
    onSidebar: '#e9ecf2',
    text: '#1b1f27',
    textMuted: '#5a6272',
    border: '#d8dce3',
    danger: '#c92a2a',
    onDanger: '#ffffff',
    focus: '#74c0fc',
  },
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
  radius: { sm: '4px', md: '8px', pill: '999px' },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: { sm: '13px', md: '14px', lg: '16px', xl: '20px' },
  fontWeight: { regular: '400', strong: '600' },
});
