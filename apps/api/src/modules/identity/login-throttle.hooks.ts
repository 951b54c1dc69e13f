import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onResponseAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { accountOf, retryMessage, type LoginThrottle } from './login-throttle.js';

/** The route the throttle guards. */
export const SIGN_IN_ROUTE = { method: 'POST', url: '/auth/login' } as const;

/** What the throttle knows of one sign-in attempt while it runs. */
interface Attempt {
  readonly address: string;
  /** Known once the body is parsed ('' when it names none). */
  account?: string;
  /** Refused because the pair's delay had not passed: no password was checked. */
  refusedForPair?: boolean;
}

const attempts = new WeakMap<FastifyRequest, Attempt>();

/** The account a sign-in body names, whatever else is wrong with it (decoded later). */
function accountIn(body: unknown): string {
  const email =
    typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? accountOf(email) : '';
}

/** 429 with `Retry-After` (seconds) and a message saying when to try again. */
function refuse(reply: FastifyReply, waitMs: number, refusedFor: 'account' | 'address') {
  const message = retryMessage(waitMs, refusedFor);
  return reply
    .status(429)
    .header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .send({ status: 429, message, errorCode: 'TOO_MANY_ATTEMPTS' });
}

/** The store could not be asked: refuse rather than let sign-ins go unthrottled. */
function unavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error(error, 'The sign-in throttle could not reach its store');
  return reply.status(503).send({
    status: 503,
    message: 'Signing in is not possible right now. Try again in a minute.',
    errorCode: 'UNAVAILABLE',
  });
}

/**
 * Throttles `POST /auth/login` at the edge, before anything else of the request is looked at
 * (decision 0032): the address's ceiling when the request arrives (so a body that cannot even
 * be parsed counts), the (account, address) pair's delay once the body is parsed but before it
 * is decoded or the database asked (so a bad body counts and cannot slip past). Each attempt is
 * counted as failed when it starts; a sign-in that succeeds (200) takes it back, and so does a
 * refusal for the pair's delay, which checked no password. The store is closed with the server.
 * Call it before the routes are registered: the hooks are attached to the sign-in route itself.
 */
export function throttleSignIn(app: FastifyInstance, throttle: LoginThrottle): void {
  const onRequest: onRequestAsyncHookHandler = async (request, reply) => {
    const attempt: Attempt = { address: request.ip };
    attempts.set(request, attempt);
    let wait: number;
    try {
      wait = await throttle.claimAddress(attempt.address);
    } catch (error) {
      return unavailable(request, reply, error);
    }
    if (wait > 0) return refuse(reply, wait, 'address');
  };

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const attempt = attempts.get(request);
    if (!attempt) return;
    attempt.account = accountIn(request.body);
    let wait: number;
    try {
      wait = await throttle.claimPair(attempt.account, attempt.address);
    } catch (error) {
      return unavailable(request, reply, error);
    }
    if (wait > 0) {
      attempt.refusedForPair = true;
      return refuse(reply, wait, 'account');
    }
  };

  const onResponse: onResponseAsyncHookHandler = async (request, reply) => {
    const attempt = attempts.get(request);
    if (!attempt) return;
    try {
      if (reply.statusCode === 200 && attempt.account !== undefined) {
        await throttle.succeed(attempt.account, attempt.address);
      } else if (attempt.refusedForPair) {
        await throttle.releaseAddress(attempt.address);
      }
    } catch (error) {
      request.log.error(error, 'The sign-in throttle could not reach its store');
    }
  };

  // The hooks belong to the sign-in route alone: no other request pays for them.
  const withHook = <H>(existing: H | H[] | undefined, hook: H): H[] => [
    ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
    hook,
  ];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== SIGN_IN_ROUTE.url || !methods.includes(SIGN_IN_ROUTE.method)) return;
    route.onRequest = withHook(route.onRequest, onRequest);
    route.preHandler = withHook(route.preHandler, preHandler);
    route.onResponse = withHook(route.onResponse, onResponse);
  });
  app.addHook('onClose', () => throttle.close());
}
