import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  cutText,
  JsonInputError,
  MAX_ECHO_LENGTH,
  MAX_ERROR_MESSAGE_LENGTH,
  parseJson,
  toApiError,
} from '@smm/model';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.js';
import { SECURITY_HEADERS } from './security-headers.js';

/**
 * The server's edge: how JSON bodies are read, and how every error leaves the server — in the
 * API error shape `{ status, message, errorCode? }` (platform §8) with a bounded message, and
 * for a server fault only "Internal server error" with the request id of its log line (a
 * network's refusal, worded by the server as a 502 or 503, keeps its message and code).
 */

/** What an API error answer carries. */
export interface ErrorAnswer {
  readonly status: number;
  readonly message: string;
  readonly errorCode?: string;
  /** A network's refusal: the network's own code and subcode (engage §8: Instagram 100/33). */
  readonly networkCode?: number;
  readonly networkSubcode?: number;
  /** On a 500: the id of the request, as the error's log line names it. */
  readonly requestId?: string;
}

/** The header a request's id comes in (from a proxy that set one) and every answer carries. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id taken as sent: a short token that is safe in a log line and a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * Every request's id: the `X-Request-Id` a proxy in front already gave it when that is a safe
 * short token (letters, digits, `.`, `_`, `:`, `-`, at most 128), so one id follows the request
 * through every log; else a new UUID, unique across instances and restarts (decision 0101).
 */
export function newRequestId(request: { readonly headers: IncomingHttpHeaders }): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The answer of an error: a client error keeps its message (cut to a bounded length, as any
 * echoed input is) and code; a server fault says nothing of its cause — no SQL state, no stack —
 * only the request id under which it was logged.
 */
export function errorAnswer(error: unknown, requestId: string): ErrorAnswer {
  const { status, message, errorCode } = toApiError(error);
  // A network's refusal the server words itself (a 502 or 503 `HttpError`) says what to do; any
  // other server fault says nothing of its cause.
  if (status >= 500 && (status === 500 || !(error instanceof HttpError))) {
    return { status, message: 'Internal server error', requestId };
  }
  return {
    status,
    message: cutText(message, MAX_ERROR_MESSAGE_LENGTH),
    ...(errorCode === undefined ? {} : { errorCode: cutText(errorCode, MAX_ECHO_LENGTH) }),
    ...(error instanceof HttpError && error.network?.code !== undefined
      ? { networkCode: error.network.code }
      : {}),
    ...(error instanceof HttpError && error.network?.subcode !== undefined
      ? { networkSubcode: error.network.subcode }
      : {}),
  };
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const answer = errorAnswer(error, request.id);
  if (answer.status >= 500) request.log.error({ err: error, requestId: request.id }, 'failed');
  return reply.status(answer.status).send(answer);
}

/**
 * Fastify's own errors raised before routing (a malformed or over-long URL), in the API error
 * shape with the URL cut.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const what =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? `The URL ${JSON.stringify(cutText(request.url))} is not valid`
        : error.message;
  // Raised before any hook runs, so the security headers and the request id are set here.
  void reply.headers(SECURITY_HEADERS);
  void reply.header(REQUEST_ID_HEADER, request.id);
  void sendError(
    Object.assign(new Error(what), { statusCode: error.statusCode, code: error.code }),
    request,
    reply,
  );
}

/**
 * Reads JSON bodies with `@smm/model`'s `parseJson` (nesting refused beyond `MAX_JSON_DEPTH`
 * before anything recursive meets it), answers every error in the API error shape, and says
 * "No route" for unknown paths without echoing more than a readable part of them.
 */
export function registerEdge(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(badRequest('The body is empty; send JSON or leave out the content-type.'), undefined);
      return;
    }
    try {
      done(null, parseJson(text));
    } catch (error) {
      done(
        badRequest(error instanceof JsonInputError ? error.message : 'The body is not JSON.'),
        undefined,
      );
    }
  });

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    void reply.status(404).send({
      status: 404,
      message: `No route for ${request.method} ${cutText(path, MAX_ECHO_LENGTH * 2)}`,
    });
  });
}
