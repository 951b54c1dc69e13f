import type { MessageDescriptor } from '@lingui/core';

/** The texts of the settings screens: the profile and the organisation's AI consent. */
export const settingsMessages = {
  navigation: /*i18n*/ { id: 'settings.navigation', message: 'Settings areas' },
  profileTitle: /*i18n*/ { id: 'settings.profileTitle', message: 'Your profile' },
  firstName: /*i18n*/ { id: 'settings.firstName', message: 'First name' },
  lastName: /*i18n*/ { id: 'settings.lastName', message: 'Last name' },
  saveProfile: /*i18n*/ { id: 'settings.saveProfile', message: 'Save profile' },
  nameRequired: /*i18n*/ {
    id: 'settings.nameRequired',
    message: 'Enter a first and a last name.',
  },
  emailTitle: /*i18n*/ { id: 'settings.emailTitle', message: 'E-mail address' },
  currentEmail: /*i18n*/ {
    id: 'settings.currentEmail',
    message: 'You sign in with {email}.',
  },
  newEmail: /*i18n*/ { id: 'settings.newEmail', message: 'New e-mail address' },
  changeEmail: /*i18n*/ { id: 'settings.changeEmail', message: 'Change e-mail address' },
  emailInvalid: /*i18n*/ {
    id: 'settings.emailInvalid',
    message: 'Enter an e-mail address such as name@example.com.',
  },
  pictureTitle: /*i18n*/ { id: 'settings.pictureTitle', message: 'Profile picture' },
  pictureOf: /*i18n*/ { id: 'settings.pictureOf', message: 'Profile picture of {name}' },
  choosePicture: /*i18n*/ { id: 'settings.choosePicture', message: 'Choose a picture' },
  pictureHint: /*i18n*/ {
    id: 'settings.pictureHint',
    message: 'A PNG, JPEG, GIF or WebP image of at most 1 MB.',
  },
  pictureTooLarge: /*i18n*/ {
    id: 'settings.pictureTooLarge',
    message: 'The picture is larger than 1 MB.',
  },
  aiTitle: /*i18n*/ { id: 'settings.aiTitle', message: 'AI features' },
  aiDescription: /*i18n*/ {
    id: 'settings.aiDescription',
    message:
      'With your consent, Switchboard sends the texts of messages to OpenAI to suggest replies and summaries for everyone in {organisation}.',
  },
  aiConsent: /*i18n*/ {
    id: 'settings.aiConsent',
    message: 'Allow OpenAI features for the organisation',
  },
  aiConfirmTitle: /*i18n*/ {
    id: 'settings.aiConfirmTitle',
    message: 'Turn off OpenAI features?',
  },
  aiConfirmBody: /*i18n*/ {
    id: 'settings.aiConfirmBody',
    message:
      'Nobody in {organisation} will get suggestions from OpenAI until it is turned on again.',
  },
  aiAdminsOnly: /*i18n*/ {
    id: 'settings.aiAdminsOnly',
    message: "Only an administrator can change the organisation's consent.",
  },
  language: /*i18n*/ { id: 'settings.language', message: 'Language' },
} as const satisfies Record<string, MessageDescriptor>;
