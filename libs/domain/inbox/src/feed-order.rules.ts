/**
 * The feed ids after moving one up or down by one place; the same ids when it cannot move.
 *
 * @example
 * moveFeed(['a', 'b', 'c'], 'c', -1) // ['a', 'c', 'b']
 */
export function moveFeed(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * The feed ids after dropping one onto another's place (drag and drop).
 *
 * @example
 * dropFeed(['a', 'b', 'c'], 'a', 'c') // ['b', 'c', 'a']
 */
export function dropFeed(ids: readonly string[], id: string, onto: string): string[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(onto);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
