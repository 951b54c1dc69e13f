import { style } from '@vanilla-extract/css';

/** The form of submit mode: it only groups the fields, the dialog lays them out. */
export const form = style({ display: 'contents' });
