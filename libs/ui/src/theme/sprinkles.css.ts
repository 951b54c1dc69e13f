import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme.css.js';

const space = { none: '0', ...vars.space };

const layout = defineProperties({
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
  },
});

/**
 * Atomic classes for the common layout and colour properties, from the theme's tokens only.
 * Use it in `.css.ts` files (`style([sprinkles({ display: 'flex' }), {...}])`) or at runtime in
 * components (`className={sprinkles({ gap: 'sm' })}`).
 *
 * @example
 * sprinkles({ display: 'flex', alignItems: 'center', gap: 'sm', paddingX: 'lg', color: 'textMuted' })
 */
export const sprinkles = createSprinkles(layout, colors);

/** The properties {@link sprinkles} accepts. */
export type Sprinkles = Parameters<typeof sprinkles>[0];
