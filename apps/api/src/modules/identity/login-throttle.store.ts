import { Redis } from 'ioredis';

/**
 * Where the sign-in throttle keeps its counters. Every operation is atomic, so instances
 * sharing a store (Redis) and requests running side by side count every attempt once.
 */
export interface ThrottleStore {
  /**
   * Claims an attempt of a pair: when its delay has not passed at `now`, answers the ms left
   * and counts nothing; else counts the attempt as its n-th failure, sets its delay to
   * `delays[min(n, delays.length) - 1]` from `now`, keeps it `memoryMs` beyond that, and
   * answers 0.
   */
  claimPair(key: string, now: number, delays: readonly number[], memoryMs: number): Promise<number>;
  /** Forgets a pair's failures. */
  clearPair(key: string): Promise<void>;
  /**
   * Counts an attempt of an address in its window (`windowMs` from its first attempt);
   * answers the ms until the window ends when the count is over `limit`, else 0.
   */
  claimAddress(key: string, now: number, limit: number, windowMs: number): Promise<number>;
  /** Takes one attempt of an address back (never below none). */
  releaseAddress(key: string, now: number): Promise<void>;
  close(): Promise<void>;
}

interface PairEntry {
  readonly failures: number;
  readonly nextAt: number;
  readonly expiresAt: number;
}

interface AddressEntry {
  readonly count: number;
  readonly expiresAt: number;
}

/** Operations between two sweeps of expired entries out of the memory store. */
const SWEEP_EVERY = 1000;

/**
 * The counters in this process's memory: one instance. Expired entries are swept out now and
 * then, so made-up accounts do not pile up. The throttle passes its clock to every call.
 */
export function memoryThrottleStore(): ThrottleStore {
  const pairs = new Map<string, PairEntry>();
  const addresses = new Map<string, AddressEntry>();
  let operations = 0;
  const live = <T extends { readonly expiresAt: number }>(
    map: Map<string, T>,
    key: string,
    now: number,
  ): T | undefined => {
    if (++operations % SWEEP_EVERY === 0) {
      for (const store of [pairs, addresses] as Map<string, { expiresAt: number }>[]) {
        for (const [k, entry] of store) if (entry.expiresAt <= now) store.delete(k);
      }
    }
    const entry = map.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  return {
    async claimPair(key, now, delays, memoryMs) {
      const entry = live(pairs, key, now);
      if (entry && now < entry.nextAt) return entry.nextAt - now;
      const failures = (entry?.failures ?? 0) + 1;
      const delay = delays[Math.min(failures, delays.length) - 1] ?? 0;
      pairs.set(key, { failures, nextAt: now + delay, expiresAt: now + delay + memoryMs });
      return 0;
    },
    async clearPair(key) {
      pairs.delete(key);
    },
    async claimAddress(key, now, limit, windowMs) {
      const entry = live(addresses, key, now);
      const next = entry
        ? { count: entry.count + 1, expiresAt: entry.expiresAt }
        : { count: 1, expiresAt: now + windowMs };
      addresses.set(key, next);
      return next.count > limit ? next.expiresAt - now : 0;
    },
    async releaseAddress(key, now) {
      const entry = live(addresses, key, now);
      if (entry && entry.count > 0) addresses.set(key, { ...entry, count: entry.count - 1 });
    },
    async close() {
      pairs.clear();
      addresses.clear();
    },
  };
}

/** Where the counters live in Redis. */
export const REDIS_PREFIX = 'smm:sign-in:';

// KEYS[1] the pair; ARGV: now, memoryMs, then the delays after 1, 2, … failures.
const CLAIM_PAIR = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return nextAt - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local delay = tonumber(ARGV[math.min(failures, #ARGV - 2) + 2])
redis.call('HSET', KEYS[1], 'next', string.format('%d', now + delay))
redis.call('PEXPIRE', KEYS[1], string.format('%d', delay + tonumber(ARGV[2])))
return 0`;

// KEYS[1] the address; ARGV: limit, windowMs. The window is Redis's own clock (PEXPIRE).
const CLAIM_ADDRESS = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  left = tonumber(ARGV[2])
end
if count > tonumber(ARGV[1]) then return left end
return 0`;

const RELEASE_ADDRESS = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

interface ThrottleCommands {
  claimPair(key: string, now: number, memoryMs: number, ...delays: number[]): Promise<number>;
  claimAddress(key: string, limit: number, windowMs: number): Promise<number>;
  releaseAddress(key: string): Promise<number>;
}

/**
 * The counters in Redis (`REDIS_URL`), shared by every instance of the server: a hash per pair
 * (failures, next allowed time) and a counter per address, each with its expiry, changed by
 * Lua scripts so that each claim is one atomic step. ioredis reconnects by itself; a command
 * that fails after its retries rejects, and the sign-in is refused.
 */
export async function redisThrottleStore(
  url: string,
  onError: (error: Error) => void = () => undefined,
): Promise<ThrottleStore> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  redis.on('error', onError);
  await redis.connect();
  redis.defineCommand('claimPair', { numberOfKeys: 1, lua: CLAIM_PAIR });
  redis.defineCommand('claimAddress', { numberOfKeys: 1, lua: CLAIM_ADDRESS });
  redis.defineCommand('releaseAddress', { numberOfKeys: 1, lua: RELEASE_ADDRESS });
  const commands = redis as unknown as ThrottleCommands;
  const pair = (key: string) => `${REDIS_PREFIX}pair:${key}`;
  const address = (key: string) => `${REDIS_PREFIX}address:${key}`;
  return {
    claimPair: (key, now, delays, memoryMs) =>
      commands.claimPair(pair(key), now, memoryMs, ...delays),
    async clearPair(key) {
      await redis.del(pair(key));
    },
    claimAddress: (key, _now, limit, windowMs) =>
      commands.claimAddress(address(key), limit, windowMs),
    async releaseAddress(key) {
      await commands.releaseAddress(address(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}
