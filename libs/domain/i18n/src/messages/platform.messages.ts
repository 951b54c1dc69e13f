import type { MessageDescriptor } from '@lingui/core';

/**
 * The platform's error catalogue and session texts (platform.md §8), as Lingui message
 * descriptors: `i18n._(platformMessages.tokenRefreshFailed)`. Extracted by `npm run i18n:extract`.
 */
export const platformMessages = {
  requestFailed: /*i18n*/ {
    id: 'platform.requestFailed',
    message: 'Request failed',
    comment: 'A call failed without a message of its own (platform §8).',
  },
  tokenRefreshFailed: /*i18n*/ {
    id: 'platform.tokenRefreshFailed',
    message: 'Could not update token',
    comment: 'The session could not be renewed; the user is sent to sign in.',
  },
  identityNotLoaded: /*i18n*/ {
    id: 'platform.identityNotLoaded',
    message: 'The identity library was not loaded.',
  },
  cookiesDisabled: /*i18n*/ {
    id: 'platform.cookiesDisabled',
    message: 'Cookies are not enabled in the browser.',
  },
  authenticationError: /*i18n*/ {
    id: 'platform.authenticationError',
    message: 'Authentication error: {reason}',
  },
  unsupportedBrowser: /*i18n*/ {
    id: 'platform.unsupportedBrowser',
    message: 'Unsupported browser',
  },
  localeWarning: /*i18n*/ {
    id: 'platform.localeWarning',
    message:
      "We've encountered an error. If you notice unexpected behaviour in the application please contact support.",
    comment: 'Locale registration failed or took longer than 5 s.',
  },
  localeOverridden: /*i18n*/ {
    id: 'platform.localeOverridden',
    message:
      'This page is shown in a language chosen by the link you opened. Your preferred language is unchanged.',
    comment: 'Banner while the lang query parameter overrides the preferred locale.',
  },
  organisationNotFound: /*i18n*/ {
    id: 'platform.organisationNotFound',
    message: 'Organization with id {id} not found',
  },
  profileUpdated: /*i18n*/ {
    id: 'platform.profileUpdated',
    message: 'Your profile has been updated successfully',
  },
  profileUpdateFailed: /*i18n*/ {
    id: 'platform.profileUpdateFailed',
    message: 'There was an error while updating your profile',
  },
  profilePictureUpdated: /*i18n*/ {
    id: 'platform.profilePictureUpdated',
    message: 'Your profile picture has been updated successfully',
  },
  profilePictureFailed: /*i18n*/ {
    id: 'platform.profilePictureFailed',
    message: 'Failed to update your profile picture',
  },
  aiConsentUpdated: /*i18n*/ {
    id: 'platform.aiConsentUpdated',
    message: 'OpenAI have been updated',
    comment: "Toast shown for 10 s after the organisation's OpenAI consent changed.",
  },
  aiConsentFailed: /*i18n*/ {
    id: 'platform.aiConsentFailed',
    message: 'Something went wrong. Failed to update OpenAI consent',
    comment: 'Toast shown for 10 s.',
  },
  webhookTestUnknownError: /*i18n*/ {
    id: 'platform.webhookTestUnknownError',
    message: 'Unknown Error',
    comment: 'A webhook test failed without a message.',
  },
  filterContainerDefined: /*i18n*/ {
    id: 'platform.filterContainerDefined',
    message: 'The filter container {container} is already defined.',
  },
  filterFieldDefined: /*i18n*/ {
    id: 'platform.filterFieldDefined',
    message: 'The field {field} is already defined in the container {container}.',
  },
  filterFieldMissing: /*i18n*/ {
    id: 'platform.filterFieldMissing',
    message: 'The field {field} is not defined in the container {container}.',
  },
  realtimeTokenFailed: /*i18n*/ {
    id: 'platform.realtimeTokenFailed',
    message: 'Could not obtain buzzard token',
    comment: 'Buzzard is the name of the realtime service.',
  },
  realtimeNotEnabled: /*i18n*/ {
    id: 'platform.realtimeNotEnabled',
    message: 'not enabled',
    comment: 'The realtime connection was requested while realtime is disabled.',
  },
  realtimeCallbackMissing: /*i18n*/ {
    id: 'platform.realtimeCallbackMissing',
    message: 'Buzzard data callback missing!',
  },
  metricFailed: /*i18n*/ {
    id: 'platform.metricFailed',
    message: 'This metric could not be loaded.',
  },
  localisationFailed: /*i18n*/ {
    id: 'platform.localisationFailed',
    message: 'Your language settings could not be loaded.',
  },
  exportSucceeded: /*i18n*/ {
    id: 'platform.exportSucceeded',
    message: 'Your export has started. You will receive it by e-mail when it is ready.',
  },
  exportFailed: /*i18n*/ {
    id: 'platform.exportFailed',
    message: 'The export could not be started. Please try again.',
  },
  whatsappProfileFailed: /*i18n*/ {
    id: 'platform.whatsappProfileFailed',
    message: 'The WhatsApp business profile could not be updated.',
  },
  whatsappPhotoFailed: /*i18n*/ {
    id: 'platform.whatsappPhotoFailed',
    message: 'The profile photo could not be uploaded.',
  },
  whatsappActivationFailed: /*i18n*/ {
    id: 'platform.whatsappActivationFailed',
    message: 'The WhatsApp number could not be activated: {cause}',
  },
} as const satisfies Record<string, MessageDescriptor>;
