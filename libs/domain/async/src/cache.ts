/** The default expiry of cached API answers (platform §9). */
export const DEFAULT_CACHE_TTL_MS = 30_000;

/** The expiry of organisation user names and legacy assignable channels (platform §7, §9). */
export const LONG_CACHE_TTL_MS = 60_000;

/** A cache whose entries expire; time comes from the clock it is given. */
export interface ExpiringCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
  /** The number of entries that have not expired. */
  size(): number;
}

/**
 * An expiring cache with an injected clock (milliseconds), default ttl 30 s.
 *
 * @example
 * const names = createExpiringCache<string[]>({ now: () => clock.now(), ttlMs: LONG_CACHE_TTL_MS });
 * names.set('org-1', ['Ada', 'Bo']);
 * names.get('org-1') // ['Ada', 'Bo'] for 60 s, then undefined
 */
export function createExpiringCache<V>(options: {
  readonly now: () => number;
  readonly ttlMs?: number;
}): ExpiringCache<V> {
  const ttl = options.ttlMs ?? DEFAULT_CACHE_TTL_MS;
  const entries = new Map<string, { value: V; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (options.now() >= entry.expiresAt) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    get: (key) => live(key)?.value,
    set: (key, value, ttlMs = ttl) => {
      entries.set(key, { value, expiresAt: options.now() + ttlMs });
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
    size: () => [...entries.keys()].filter((key) => live(key) !== undefined).length,
  };
}
