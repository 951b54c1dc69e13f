import { style } from '@vanilla-extract/css';

export const area = style({ resize: 'vertical', lineHeight: 1.4 });
