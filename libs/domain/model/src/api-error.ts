import * as t from 'io-ts';
import { struct, withDefault } from './codec.utils.js';

/** The message of a failed call that says nothing of its own (platform §8). */
export const DEFAULT_ERROR_MESSAGE = 'Request failed';

/** The status of a failed call that has none (platform §8). */
export const DEFAULT_ERROR_STATUS = 500;

/**
 * The error of a failed call (platform §8, engage §8): status (default 500), message (default
 * "Request failed"), an optional engage error code and an optional cause; a network's refusal
 * also carries the network's own code and subcode (Instagram's 100 and 33).
 */
export const ApiError = struct(
  'ApiError',
  {
    status: withDefault(t.number, DEFAULT_ERROR_STATUS),
    message: withDefault(t.string, DEFAULT_ERROR_MESSAGE),
  },
  { errorCode: t.string, cause: t.unknown, networkCode: t.number, networkSubcode: t.number },
);
export type ApiError = t.TypeOf<typeof ApiError>;

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null;

const nonEmpty = (u: unknown): string | undefined =>
  typeof u === 'string' && u.trim().length > 0 ? u : undefined;

const integer = (u: unknown): number | undefined =>
  typeof u === 'number' && Number.isInteger(u) ? u : undefined;

const statusOf = (u: unknown): number | undefined =>
  typeof u === 'number' && Number.isInteger(u) && u >= 100 && u <= 599 ? u : undefined;

/**
 * Normalises anything thrown or returned by a failed call into an {@link ApiError}.
 *
 * Reads `status` (or `statusCode`), `message` (or `error`, or a string body), `errorCode` (or
 * `code`), `networkCode`, `networkSubcode` and `cause`; an `Error` keeps its message and becomes
 * the cause.
 *
 * @example
 * toApiError({ status: 404, message: 'Not found' }) // { status: 404, message: 'Not found' }
 * toApiError(new Error('timeout'))                   // { status: 500, message: 'timeout', cause: Error }
 * toApiError(undefined)                              // { status: 500, message: 'Request failed' }
 */
export function toApiError(error: unknown): ApiError {
  if (typeof error === 'string') {
    return { status: DEFAULT_ERROR_STATUS, message: nonEmpty(error) ?? DEFAULT_ERROR_MESSAGE };
  }
  if (!isRecord(error)) return { status: DEFAULT_ERROR_STATUS, message: DEFAULT_ERROR_MESSAGE };
  const body = isRecord(error['body']) ? error['body'] : undefined;
  const status =
    statusOf(error['status']) ?? statusOf(error['statusCode']) ?? statusOf(body?.['status']);
  const message =
    nonEmpty(body?.['message']) ??
    nonEmpty(error['message']) ??
    nonEmpty(body?.['error']) ??
    nonEmpty(error['error']) ??
    DEFAULT_ERROR_MESSAGE;
  const code =
    nonEmpty(error['errorCode']) ?? nonEmpty(body?.['errorCode']) ?? nonEmpty(error['code']);
  const cause = error instanceof Error ? (error.cause ?? error) : error['cause'];
  const networkCode = integer(error['networkCode']) ?? integer(body?.['networkCode']);
  const networkSubcode = integer(error['networkSubcode']) ?? integer(body?.['networkSubcode']);
  return {
    status: status ?? DEFAULT_ERROR_STATUS,
    message,
    ...(code === undefined ? {} : { errorCode: code }),
    ...(networkCode === undefined ? {} : { networkCode }),
    ...(networkSubcode === undefined ? {} : { networkSubcode }),
    ...(cause === undefined ? {} : { cause }),
  };
}
