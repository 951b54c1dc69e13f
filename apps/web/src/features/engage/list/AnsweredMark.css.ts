import { vars } from '@smm/ui';
import { style } from '@vanilla-extract/css';

/** The "Answered" mark among a row's facts. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  color: vars.color.text,
});
