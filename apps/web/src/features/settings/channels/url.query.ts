/**
 * The query of a hash location (`/settings/channels?network=linkedin&authorized=3`): the connect
 * flows' callbacks put their outcome there.
 */
export function queryOf(location: string): Record<string, string> {
  const at = location.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(location.slice(at + 1)));
}

/** The query string of a hash location, without its `?` (empty without one). */
export function queryStringOf(location: string): string {
  const at = location.indexOf('?');
  return at < 0 ? '' : location.slice(at + 1);
}
