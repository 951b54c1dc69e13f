/**
 * @smm/ui: the design system. Importing it applies the theme; components use its `vars`.
 */
export { vars } from './theme/theme.css.js';
export { Button } from './Button/Button.js';
export type { ButtonProps, ButtonVariant } from './Button/Button.js';
