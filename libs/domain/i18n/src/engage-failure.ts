import type { MessageDescriptor } from '@lingui/core';
import { type EngageErrorKind, THIRD_PARTY_CONTROL_ERROR_CODE } from '@smm/model';
import { engageErrorMessage, INSTAGRAM_STATUS_LINK } from './error.messages.js';
import { engageMessages } from './messages/engage.messages.js';

/** A failed engage call or send, as the API tells of it. */
export interface EngageFailure {
  /** The API's error code (`NOT_FOUND`, `SMM_ENG_ERR_2`, `NETWORK_PLATFORM_ISSUE`, a rule's). */
  readonly errorCode?: string | undefined;
  /** The network of the item the call was about. */
  readonly network?: string | undefined;
  /** The network's own error code and subcode (Instagram: 100 and 33). */
  readonly networkCode?: number | undefined;
  readonly networkSubcode?: number | undefined;
}

/**
 * The engage error kind (engage §8) of each error code the API answers with. Codes not listed
 * — a capability rule's refusal such as `hide.deleted`, a form's `forward.emails` — have no kind:
 * the server's own message says more than a general one would.
 */
export const ERROR_CODE_KINDS: Readonly<Record<string, EngageErrorKind>> = {
  INVALID_REQUEST: 'invalidRequest',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'unauthorized',
  NOT_FOUND: 'notFound',
  CONFLICT: 'conflict',
  NETWORK_RATE_LIMITED: 'networkRequestError',
  NETWORK_TOKEN_EXPIRED: 'networkRequestError',
  NETWORK_MISSING_PERMISSION: 'networkRequestError',
  NETWORK_INVALID: 'networkRequestError',
  NETWORK_NOT_FOUND: 'notFound',
  NETWORK_PLATFORM_ISSUE: 'networkGeneralError',
};

/** A message and the values it is translated with. */
export interface FailureMessage {
  readonly descriptor: MessageDescriptor;
  readonly values?: Readonly<Record<string, string>>;
}

/**
 * The localised message of a failed engage call (engage §8): Instagram's code 100 subcode 33 is
 * the platform-infrastructure message with its help link, SMM_ENG_ERR_2 the third-party-control
 * message, an error code of a known kind that kind's message; `undefined` when the code has no
 * kind, so the caller shows the server's message (or its own default).
 *
 * @example
 * engageFailureMessage({ errorCode: 'NETWORK_PLATFORM_ISSUE', network: 'instagram', networkCode: 100, networkSubcode: 33 })
 * // { descriptor: engageMessages.instagramInfrastructure, values: { link: INSTAGRAM_STATUS_LINK } }
 * engageFailureMessage({ errorCode: 'NOT_FOUND' }) // { descriptor: engageMessages.notFound }
 * engageFailureMessage({ errorCode: 'hide.deleted' }) // undefined
 */
export function engageFailureMessage(failure: EngageFailure): FailureMessage | undefined {
  if (
    failure.network === 'instagram' &&
    failure.networkCode === 100 &&
    failure.networkSubcode === 33
  ) {
    return {
      descriptor: engageMessages.instagramInfrastructure,
      values: { link: INSTAGRAM_STATUS_LINK },
    };
  }
  const code = failure.errorCode;
  if (code === undefined) return undefined;
  if (code === THIRD_PARTY_CONTROL_ERROR_CODE)
    return { descriptor: engageMessages.thirdPartyControl };
  const kind = Object.hasOwn(ERROR_CODE_KINDS, code) ? ERROR_CODE_KINDS[code] : code;
  const descriptor = engageErrorMessage(kind);
  return descriptor === engageMessages.unknownError ? undefined : { descriptor };
}
