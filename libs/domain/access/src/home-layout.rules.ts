import type { HomeWidget } from './shell.rules.js';

/** One widget of a person's home: shown or hidden. A list's order is the order on the page. */
export interface HomeWidgetSetting {
  readonly widget: HomeWidget;
  readonly visible: boolean;
}

/**
 * A person's home as it shows (decision 0073): their saved widgets in their order, only those
 * the package has (`available`, from {@link homeWidgets}) and each once; the package's widgets
 * they never placed follow at the end, shown, in the package's order. Without anything saved it
 * is the package's widgets, all shown.
 *
 * @example
 * homeLayout(
 *   [{ widget: 'listen', visible: true }, { widget: 'engage', visible: false }],
 *   ['publishing', 'engage', 'measure'],
 * )
 * // [{ widget: 'engage', visible: false }, { widget: 'publishing', visible: true },
 * //  { widget: 'measure', visible: true }]
 */
export function homeLayout(
  saved: readonly HomeWidgetSetting[],
  available: readonly HomeWidget[],
): HomeWidgetSetting[] {
  const layout: HomeWidgetSetting[] = [];
  const placed = new Set<HomeWidget>();
  for (const setting of saved) {
    if (!available.includes(setting.widget) || placed.has(setting.widget)) continue;
    placed.add(setting.widget);
    layout.push({ widget: setting.widget, visible: setting.visible });
  }
  for (const widget of available) {
    if (!placed.has(widget)) layout.push({ widget, visible: true });
  }
  return layout;
}

/**
 * The layout with `widget` moved `by` places (−1 up, +1 down), kept within the list; the same
 * list when it cannot move (first up, last down, not in the list).
 *
 * @example
 * moveWidget([{ widget: 'publishing', visible: true }, { widget: 'engage', visible: true }], 'engage', -1)
 * // [{ widget: 'engage', visible: true }, { widget: 'publishing', visible: true }]
 */
export function moveWidget(
  layout: readonly HomeWidgetSetting[],
  widget: HomeWidget,
  by: number,
): readonly HomeWidgetSetting[] {
  const from = layout.findIndex((setting) => setting.widget === widget);
  const to = from + Math.trunc(by);
  if (from < 0 || to < 0 || to >= layout.length || to === from) return layout;
  const next = [...layout];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * The layout with `widget` shown or hidden; its place stays.
 *
 * @example
 * showWidget([{ widget: 'engage', visible: true }], 'engage', false) // [{ widget: 'engage', visible: false }]
 */
export function showWidget(
  layout: readonly HomeWidgetSetting[],
  widget: HomeWidget,
  visible: boolean,
): HomeWidgetSetting[] {
  return layout.map((setting) => (setting.widget === widget ? { ...setting, visible } : setting));
}
