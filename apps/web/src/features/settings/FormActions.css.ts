import { style } from '@vanilla-extract/css';
import { vars } from '@smm/ui/theme';

export const alert = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });

export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
