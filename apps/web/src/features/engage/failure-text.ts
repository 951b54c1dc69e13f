import type { I18n, MessageDescriptor } from '@lingui/core';
import { engageFailureMessage, translate } from '@smm/i18n';
import { type SendFailure, toApiError } from '@smm/model';

/**
 * What a failed engage call says in the reader's language (engage §8): the localised message of
 * its error code (Instagram's 100/33 and SMM_ENG_ERR_2 included, from the network's code and
 * subcode the API passes on), else `fallback`, else the server's own message.
 *
 * @example
 * toast({ type: 'error', message: failureText(i18n, error, item.engage.network) })
 */
export function failureText(
  i18n: I18n,
  error: unknown,
  network: string | undefined,
  fallback?: MessageDescriptor,
): string {
  const failure = toApiError(error);
  return (
    sendFailureText(i18n, failure, network) ??
    (fallback === undefined ? failure.message : i18n._(fallback))
  );
}

/**
 * The localised text of a failure (a failed call's, or a failed send's `failure`), or
 * `undefined` when its code has none.
 */
export function sendFailureText(
  i18n: I18n,
  failure: SendFailure,
  network: string | undefined,
): string | undefined {
  const message = engageFailureMessage({ ...failure, network });
  return message === undefined ? undefined : translate(i18n, message.descriptor, message.values);
}
