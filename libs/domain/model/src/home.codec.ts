import * as t from 'io-ts';
import { oneOf } from './codec.utils.js';

/**
 * A widget of the home area (engage §2): the publishing items of the week around today, the
 * inbox, the organisation's performance, the audience and listening. Which ones a person has
 * follows their package (`@smm/access`'s `homeWidgets`).
 */
export const HomeWidget = oneOf(['publishing', 'engage', 'measure', 'audience', 'listen']);
export type HomeWidget = t.TypeOf<typeof HomeWidget>;

/** One widget of a person's home: shown or hidden. The list's order is the order on the page. */
export const HomeWidgetSetting = t.type(
  { widget: HomeWidget, visible: t.boolean },
  'HomeWidgetSetting',
);
export type HomeWidgetSetting = t.TypeOf<typeof HomeWidgetSetting>;

/**
 * A person's home configuration (platform §7: the home's POST with an empty path answers
 * `items`): every widget their package has, in their order, shown or hidden.
 */
export const HomeConfig = t.type({ items: t.array(HomeWidgetSetting) }, 'HomeConfig');
export type HomeConfig = t.TypeOf<typeof HomeConfig>;

/**
 * The home's POST: without `items` it reads the configuration; with them it saves their order
 * and visibility (widgets the package lacks are ignored, missing ones are added at the end).
 */
export const HomeConfigChange = t.partial(
  {
    items: t.refinement(
      t.array(HomeWidgetSetting),
      (items) => items.length <= HomeWidget.values.length,
      `at most ${HomeWidget.values.length} widgets`,
    ),
  },
  'HomeConfigChange',
);
export type HomeConfigChange = t.TypeOf<typeof HomeConfigChange>;
