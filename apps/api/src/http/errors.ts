import { cutText, MAX_ECHO_LENGTH } from '@smm/model';

/** An error with an HTTP status, answered in the API error shape `{ status, message, errorCode? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode?: string,
    /** A network's refusal: the network's own code and subcode (Instagram's 100 and 33). */
    readonly network?: {
      readonly code?: number | undefined;
      readonly subcode?: number | undefined;
    },
  ) {
    super(message);
  }
}

/** 400: the request is malformed (the decoder's readable message). */
export const badRequest = (message: string) => new HttpError(400, message, 'INVALID_REQUEST');
/** 401: no valid token. */
export const unauthorised = (message = 'Sign in to continue.') =>
  new HttpError(401, message, 'UNAUTHORIZED');
/** 403: signed in, but this needs other rights. */
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
/**
 * 404: no such thing, or not the caller's to see (never another organisation's data). `what`
 * may name what was asked for (`User 7c1e…`); it is cut to a readable length.
 */
export const notFound = (what: string) =>
  new HttpError(404, `${cutText(what, MAX_ECHO_LENGTH + 40)} not found`, 'NOT_FOUND');
/** 409: the change conflicts with what is stored. */
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');
