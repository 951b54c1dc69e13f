import { createHash } from 'node:crypto';
import type { ThrottleStore } from './login-throttle.store.js';

/** How sign-ins are throttled (decision 0032). */
export interface ThrottlePolicy {
  /** Failed sign-ins of an account from an address before any delay. */
  readonly freeFailures: number;
  /** The delay after the first failure beyond the free ones, in ms; each further one doubles it. */
  readonly firstDelayMs: number;
  /** The longest delay between two sign-ins of an account from an address, in ms. */
  readonly maxDelayMs: number;
  /** How long an account's failures from an address are remembered after its delay, in ms. */
  readonly memoryMs: number;
  /** Failed sign-ins allowed from one address (any accounts) per window. */
  readonly addressLimit: number;
  /** The per-address window, in ms. */
  readonly addressWindowMs: number;
}

/** The policy of the server: 5 free failures, then 1 s, 2 s, 4 s … up to 15 minutes. */
export const SIGN_IN_POLICY: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 15 * 60 * 1000,
  memoryMs: 24 * 60 * 60 * 1000,
  addressLimit: 100,
  addressWindowMs: 15 * 60 * 1000,
};

/**
 * How long an account must wait at an address after `failures` failed sign-ins there before
 * it may try again: nothing for the free ones, then a delay that doubles with each failure, up
 * to the policy's longest. Never a lock-out: the right password is taken once the delay has
 * passed, and at once from another address.
 *
 * @example
 * signInDelayMs(5) // 0
 * signInDelayMs(6) // 1000
 * signInDelayMs(8) // 4000
 * signInDelayMs(99) // 900000 (15 minutes)
 */
export function signInDelayMs(failures: number, policy: ThrottlePolicy = SIGN_IN_POLICY): number {
  const beyond = failures - policy.freeFailures;
  if (beyond <= 0) return 0;
  // 2^31 ms is weeks: past any sensible longest delay, and still an exact double.
  return Math.min(policy.firstDelayMs * 2 ** Math.min(beyond - 1, 31), policy.maxDelayMs);
}

/**
 * The delays after 1, 2, 3 … failures until the longest, which holds for every further one:
 * the schedule as the stores take it.
 *
 * @example
 * delaySchedule({ ...SIGN_IN_POLICY, freeFailures: 1, maxDelayMs: 3000 }) // [0, 1000, 2000, 3000]
 */
export function delaySchedule(policy: ThrottlePolicy = SIGN_IN_POLICY): number[] {
  const delays: number[] = [];
  // Past 2^31 × the first delay nothing grows any more (see signInDelayMs).
  const last = policy.freeFailures + 32;
  for (let failures = 1; failures <= last && delays.at(-1) !== policy.maxDelayMs; failures++) {
    delays.push(signInDelayMs(failures, policy));
  }
  return delays;
}

/**
 * A wait as a refusal words it: seconds under a minute, else minutes (rounded up).
 *
 * @example
 * waitPhrase(4000) // '4 seconds'
 * waitPhrase(61_000) // '2 minutes'
 */
export function waitPhrase(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60
    ? `${seconds} second${seconds === 1 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * What a refused sign-in is told: when to try again, in seconds under a minute, else minutes.
 *
 * @example
 * retryMessage(4000, 'account') // 'Too many failed sign-ins. Try again in 4 seconds.'
 */
export function retryMessage(waitMs: number, refusedFor: 'account' | 'address'): string {
  const when = waitPhrase(waitMs);
  return refusedFor === 'account'
    ? `Too many failed sign-ins. Try again in ${when}.`
    : `Too many failed sign-ins from your network. Try again in ${when}.`;
}

/** An account as the throttle keys it: the e-mail address as sign-in compares it. */
export const accountOf = (email: string) => email.trim().toLowerCase();

/**
 * Throttles sign-ins per (account, address) with growing delays, under a ceiling per address
 * (decision 0032). Every attempt is counted as a failure when it starts — so attempts sent side
 * by side cannot slip past, and a bad body or a failing request counts too — and a sign-in
 * that succeeds takes its attempt back. Counters live in a {@link ThrottleStore}: this
 * process's memory, or Redis, which every instance shares.
 */
export class LoginThrottle {
  private readonly delays: readonly number[];

  constructor(
    private readonly store: ThrottleStore,
    private readonly policy: ThrottlePolicy = SIGN_IN_POLICY,
    private readonly now: () => number = Date.now,
  ) {
    this.delays = delaySchedule(policy);
  }

  // Keys are hashed: bounded in size whatever was sent, and no e-mail address kept in Redis.
  private pairKey(account: string, address: string): string {
    return createHash('sha256').update(`${account}\u0000${address}`).digest('base64url');
  }

  /** Counts an attempt from `address`; the ms until it may try again when over the ceiling, else 0. */
  claimAddress(address: string): Promise<number> {
    return this.store.claimAddress(
      address,
      this.now(),
      this.policy.addressLimit,
      this.policy.addressWindowMs,
    );
  }

  /** Takes back an attempt from `address` that turned out not to be a failure. */
  releaseAddress(address: string): Promise<void> {
    return this.store.releaseAddress(address, this.now());
  }

  /**
   * Counts an attempt of `account` from `address` as failed until it succeeds; the ms until
   * the pair may try again (nothing counted) when its delay has not passed yet, else 0.
   */
  claimPair(account: string, address: string): Promise<number> {
    return this.store.claimPair(
      this.pairKey(account, address),
      this.now(),
      this.delays,
      this.policy.memoryMs,
    );
  }

  /** A sign-in succeeded: the pair starts afresh and the address gets its attempt back. */
  async succeed(account: string, address: string): Promise<void> {
    await Promise.all([
      this.store.clearPair(this.pairKey(account, address)),
      this.store.releaseAddress(address, this.now()),
    ]);
  }

  /** Lets go of the store (its Redis connection). */
  close(): Promise<void> {
    return this.store.close();
  }
}
