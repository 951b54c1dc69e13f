import type { MessageDescriptor } from '@lingui/core';
import type { BulkEstimate } from '@smm/model';
import { EngageErrorKind, THIRD_PARTY_CONTROL_ERROR_CODE } from '@smm/model';
import { engageMessages } from './messages/engage.messages.js';

/**
 * The message of an engage error code (engage §8): each error kind its own, SMM_ENG_ERR_2 the
 * third-party-control message, anything else (or nothing) the unknown-error message.
 *
 * @example
 * i18n._(engageErrorMessage('notFound'))
 */
export function engageErrorMessage(errorCode: string | undefined): MessageDescriptor {
  if (errorCode === THIRD_PARTY_CONTROL_ERROR_CODE) return engageMessages.thirdPartyControl;
  if (EngageErrorKind.is(errorCode)) return engageMessages[errorCode];
  return engageMessages.unknownError;
}

/** What a network said about a failed reply. */
export interface ReplyFailure {
  readonly errorCode?: string | undefined;
  readonly network?: string | undefined;
  /** The network's own error code and subcode (Instagram: 100 and 33). */
  readonly code?: number | undefined;
  readonly subcode?: number | undefined;
}

/** Where Instagram's platform status is explained (for the code 100/33 message). */
export const INSTAGRAM_STATUS_LINK = 'https://metastatus.com/instagram';

/**
 * The message of a failed reply (engage §8): Instagram code 100 subcode 33 is the platform
 * infrastructure message (pass `{ link: INSTAGRAM_STATUS_LINK }`), SMM_ENG_ERR_2 third-party
 * control, otherwise "An error occurred, please try again or contact support.".
 *
 * @example
 * translate(i18n, replyErrorMessage({ network: 'instagram', code: 100, subcode: 33 }), { link: INSTAGRAM_STATUS_LINK })
 */
export function replyErrorMessage(failure: ReplyFailure): MessageDescriptor {
  if (failure.network === 'instagram' && failure.code === 100 && failure.subcode === 33) {
    return engageMessages.instagramInfrastructure;
  }
  if (failure.errorCode === THIRD_PARTY_CONTROL_ERROR_CODE) return engageMessages.thirdPartyControl;
  return engageMessages.replyFailed;
}

const BULK_ESTIMATE_MESSAGES: Readonly<Record<BulkEstimate, MessageDescriptor>> = {
  underAMinute: engageMessages.bulkUnderAMinute,
  aboutTenMinutes: engageMessages.bulkAboutTenMinutes,
  considerableTime: engageMessages.bulkConsiderableTime,
};

/**
 * The message of a bulk action's time estimate (engage §8).
 *
 * @example
 * i18n._(bulkEstimateMessage(bulkEstimate(250))) // 'This will take about ten minutes.'
 */
export function bulkEstimateMessage(estimate: BulkEstimate): MessageDescriptor {
  return BULK_ESTIMATE_MESSAGES[estimate];
}
