/** Failed sign-ins allowed per account within the window. */
export const ACCOUNT_LIMIT = 5;
/** Failed sign-ins allowed per address within the window. */
export const ADDRESS_LIMIT = 20;
/** The window, in ms. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/** Counts failed sign-ins per account and per address in a sliding window. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private recent(key: string): number[] {
    const since = this.now() - THROTTLE_WINDOW_MS;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Ms until the account or address may try again; 0 when it may now. */
  retryAfter(account: string, address: string): number {
    const waits = [
      [`account:${account}`, ACCOUNT_LIMIT],
      [`address:${address}`, ADDRESS_LIMIT],
    ] as const;
    let wait = 0;
    for (const [key, limit] of waits) {
      const recent = this.recent(key);
      if (recent.length >= limit) {
        const oldest = recent[recent.length - limit] ?? this.now();
        wait = Math.max(wait, oldest + THROTTLE_WINDOW_MS - this.now());
      }
    }
    return wait;
  }

  /** Records a failed sign-in. */
  fail(account: string, address: string): void {
    for (const key of [`account:${account}`, `address:${address}`]) {
      this.failures.set(key, [...this.recent(key), this.now()]);
    }
  }

  /** Forgets an account's failures after it signs in. */
  succeed(account: string): void {
    this.failures.delete(`account:${account}`);
  }
}
