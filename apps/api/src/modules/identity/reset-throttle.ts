import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { accountOf, waitPhrase } from './login-throttle.js';
import type { ThrottleStore } from './login-throttle.store.js';

/** How requests for password reset links are limited (docs/decisions/0042). */
export interface ResetPolicy {
  /** Requests from one address (any accounts) per window. */
  readonly addressLimit: number;
  /** Requests for one e-mail address (from anywhere) per window. */
  readonly accountLimit: number;
  /** The window, in ms, from a key's first request. */
  readonly windowMs: number;
}

/** The server's policy: 3 links an address per 15 minutes, 20 requests an address. */
export const RESET_POLICY: ResetPolicy = {
  addressLimit: 20,
  accountLimit: 3,
  windowMs: 15 * 60 * 1000,
};

/** The route the reset throttle guards. */
export const RESET_ROUTE = { method: 'POST', url: '/smm/accounts/password-reset' } as const;

/**
 * Limits requests for password reset links with the sign-in throttle's store (its memory, or
 * Redis shared by every instance): a count per requesting address and one per e-mail address
 * asked about, each in a window. Every request counts — the answer is the same whether or not
 * the address has an account, so nothing is taken back.
 */
export class ResetThrottle {
  constructor(
    private readonly store: ThrottleStore,
    private readonly policy: ResetPolicy = RESET_POLICY,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a request from `address`; the ms until it may ask again when over the limit, else 0. */
  claimAddress(address: string): Promise<number> {
    return this.store.claimAddress(
      `reset:address:${address}`,
      this.now(),
      this.policy.addressLimit,
      this.policy.windowMs,
    );
  }

  /** Counts a request for `email`; the ms until it may be asked for again when over, else 0. */
  claimAccount(email: string): Promise<number> {
    // Hashed: bounded whatever was sent, and no e-mail address kept in Redis.
    const key = createHash('sha256').update(accountOf(email)).digest('base64url');
    return this.store.claimAddress(
      `reset:account:${key}`,
      this.now(),
      this.policy.accountLimit,
      this.policy.windowMs,
    );
  }
}

/**
 * What a refused request is told, with when to ask again.
 *
 * @example
 * resetRetryMessage(600_000) // 'Too many password reset requests. Try again in 10 minutes.'
 */
export function resetRetryMessage(waitMs: number): string {
  return `Too many password reset requests. Try again in ${waitPhrase(waitMs)}.`;
}

/**
 * Throttles `POST /smm/accounts/password-reset` at the edge: the requesting address when the
 * request arrives, the e-mail address once the body is parsed, before anything is looked up or
 * sent. Over a limit: 429 `TOO_MANY_ATTEMPTS` with `Retry-After`; a store that cannot be asked
 * refuses (503) rather than let requests through unlimited. Call it before the routes are
 * registered: the hooks attach to that route alone.
 */
export function throttlePasswordResets(app: FastifyInstance, throttle: ResetThrottle): void {
  const refuse = async (
    reply: Parameters<onRequestAsyncHookHandler>[1],
    claim: () => Promise<number>,
    log: Parameters<onRequestAsyncHookHandler>[0]['log'],
  ) => {
    let wait: number;
    try {
      wait = await claim();
    } catch (error) {
      log.error(error, 'The password reset throttle could not reach its store');
      return reply.status(503).send({
        status: 503,
        message: 'Asking for a password reset is not possible right now. Try again in a minute.',
        errorCode: 'UNAVAILABLE',
      });
    }
    if (wait <= 0) return undefined;
    return reply
      .status(429)
      .header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))))
      .send({ status: 429, message: resetRetryMessage(wait), errorCode: 'TOO_MANY_ATTEMPTS' });
  };
  const onRequest: onRequestAsyncHookHandler = async (request, reply) =>
    refuse(reply, () => throttle.claimAddress(request.ip), request.log);
  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const body = request.body;
    const email =
      typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
    // A body without an address is refused by its decoding; nothing to count against.
    if (typeof email !== 'string') return undefined;
    return refuse(reply, () => throttle.claimAccount(email), request.log);
  };
  const withHook = <H>(existing: H | H[] | undefined, hook: H): H[] => [
    ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    hook,
  ];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== RESET_ROUTE.url || !methods.includes(RESET_ROUTE.method)) return;
    route.onRequest = withHook(route.onRequest, onRequest);
    route.preHandler = withHook(route.preHandler, preHandler);
  });
}
