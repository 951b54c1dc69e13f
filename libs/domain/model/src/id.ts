/**
 * Normalises an identifier by removing its dashes (platform §5).
 *
 * @example
 * normaliseId('0f8fad5b-d9cb-469f-a165-70867728950e') // '0f8fad5bd9cb469fa16570867728950e'
 */
export function normaliseId(id: string): string {
  return id.includes('-') ? id.replaceAll('-', '') : id;
}

/**
 * Formats an identifier as 8-4-4-4-12 (platform §5). An id that is not 32 characters once its
 * dashes are removed is returned normalised but otherwise unchanged.
 *
 * @example
 * formatId('0f8fad5bd9cb469fa16570867728950e') // '0f8fad5b-d9cb-469f-a165-70867728950e'
 */
export function formatId(id: string): string {
  const plain = normaliseId(id);
  if (plain.length !== 32) return plain;
  return [
    plain.slice(0, 8),
    plain.slice(8, 12),
    plain.slice(12, 16),
    plain.slice(16, 20),
    plain.slice(20),
  ].join('-');
}

/** Whether two identifiers are the same once dashes are ignored. */
export function sameId(a: string, b: string): boolean {
  return a === b || normaliseId(a) === normaliseId(b);
}
