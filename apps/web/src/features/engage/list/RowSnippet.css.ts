import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The author in front of a row's text. */
export const author = style({ fontWeight: vars.fontWeight.strong, color: vars.color.textMuted });
