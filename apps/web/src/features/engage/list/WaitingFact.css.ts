import { globalStyle, style } from '@vanilla-extract/css';
import { facts } from './ItemCard.css.js';

/** The waiting time: it gives up room (ellipsis) like the row's other facts. */
export const waiting = style({});
/** The Overdue badge keeps its room: it is what the reader must not miss. */
export const overdue = style({});
globalStyle(`${facts} > ${overdue}`, {
  display: 'inline-flex',
  flexShrink: 0,
  overflow: 'visible',
});
