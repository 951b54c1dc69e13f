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
  emailConfirmationSent: /*i18n*/ {
    id: 'settings.emailConfirmationSent',
    message:
      'We sent a confirmation link to {email}. Your sign-in address changes when you open it, within {hours} hours; until then you keep signing in with your current address.',
  },
  signInAgainNeeded: /*i18n*/ {
    id: 'settings.signInAgainNeeded',
    message:
      'For your security, sign in again before you change your e-mail address or password: it needs a sign-in within the last 10 minutes.',
  },
  signInAgain: /*i18n*/ { id: 'settings.signInAgain', message: 'Sign in again' },
  passwordTitle: /*i18n*/ { id: 'settings.passwordTitle', message: 'Password' },
  currentPassword: /*i18n*/ { id: 'settings.currentPassword', message: 'Current password' },
  newPassword: /*i18n*/ { id: 'settings.newPassword', message: 'New password' },
  repeatPassword: /*i18n*/ { id: 'settings.repeatPassword', message: 'Repeat the new password' },
  passwordHint: /*i18n*/ {
    id: 'settings.passwordHint',
    message: 'At least {min} characters.',
  },
  passwordTooShort: /*i18n*/ {
    id: 'settings.passwordTooShort',
    message: 'Choose a password of {min} to {max} characters.',
  },
  passwordsDiffer: /*i18n*/ {
    id: 'settings.passwordsDiffer',
    message: 'The two new passwords are not the same.',
  },
  currentPasswordWrong: /*i18n*/ {
    id: 'settings.currentPasswordWrong',
    message: 'The current password is not right.',
  },
  changePassword: /*i18n*/ { id: 'settings.changePassword', message: 'Change password' },
  passwordChanged: /*i18n*/ {
    id: 'settings.passwordChanged',
    message: 'Your password has been changed. Your other sessions have been signed out.',
  },
  passwordChangeFailed: /*i18n*/ {
    id: 'settings.passwordChangeFailed',
    message: 'Your password could not be changed.',
  },
  confirmEmailTitle: /*i18n*/ {
    id: 'settings.confirmEmailTitle',
    message: 'Confirm your new sign-in address',
  },
  confirmEmailLead: /*i18n*/ {
    id: 'settings.confirmEmailLead',
    message:
      'From now on you will sign in to Switchboard with the address this link was sent to. You will be signed out everywhere and sign in again with it.',
  },
  confirmEmail: /*i18n*/ { id: 'settings.confirmEmail', message: 'Confirm e-mail address' },
  emailConfirmed: /*i18n*/ {
    id: 'settings.emailConfirmed',
    message: 'You now sign in with {email}.',
  },
  emailLinkInvalid: /*i18n*/ {
    id: 'settings.emailLinkInvalid',
    message:
      'This confirmation link does not work any more: it has expired, was used already or a newer one was sent. Ask for the change again in your profile.',
  },
  emailInUse: /*i18n*/ {
    id: 'settings.emailInUse',
    message: 'This e-mail address is already in use.',
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
