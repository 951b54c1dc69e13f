/**
 * The texts of connecting a WhatsApp number (Settings → Channels → Connect → WhatsApp): the
 * business account, the number (add, remove), the SMS code and PIN, activating and verifying,
 * connected; the badges of a number's registration, code verification and name approval; the
 * numbers being connected on the channels screen.
 */
export const whatsappConnectMessages = {
  title: /*i18n*/ { id: 'whatsappConnect.title', message: 'Connect a WhatsApp number' },
  steps: /*i18n*/ { id: 'whatsappConnect.steps', message: 'Steps' },
  stepAccount: /*i18n*/ { id: 'whatsappConnect.stepAccount', message: 'Business account' },
  stepNumber: /*i18n*/ { id: 'whatsappConnect.stepNumber', message: 'Number' },
  stepCode: /*i18n*/ { id: 'whatsappConnect.stepCode', message: 'SMS code' },
  stepActivate: /*i18n*/ { id: 'whatsappConnect.stepActivate', message: 'Activate' },
  stepConnected: /*i18n*/ { id: 'whatsappConnect.stepConnected', message: 'Connected' },
  stepDone: /*i18n*/ { id: 'whatsappConnect.stepDone', message: '{step} (done)' },
  back: /*i18n*/ { id: 'whatsappConnect.back', message: 'Back' },
  close: /*i18n*/ { id: 'whatsappConnect.close', message: 'Close' },
  tryAgain: /*i18n*/ { id: 'whatsappConnect.tryAgain', message: 'Try again' },
  // The business account.
  accountsIntro: /*i18n*/ {
    id: 'whatsappConnect.accountsIntro',
    message: 'Choose the WhatsApp Business account that holds the number to connect.',
  },
  accountsLabel: /*i18n*/ { id: 'whatsappConnect.accountsLabel', message: 'Business accounts' },
  accountsLoading: /*i18n*/ {
    id: 'whatsappConnect.accountsLoading',
    message: 'Loading the business accounts',
  },
  accountsFailed: /*i18n*/ {
    id: 'whatsappConnect.accountsFailed',
    message: 'The business accounts could not be loaded.',
  },
  accountsEmpty: /*i18n*/ {
    id: 'whatsappConnect.accountsEmpty',
    message: 'Your organisation has no WhatsApp Business account.',
  },
  numberCount: /*i18n*/ {
    id: 'whatsappConnect.numberCount',
    message: '{count, plural, one {# number} other {# numbers}}',
  },
  businessVerified: /*i18n*/ {
    id: 'whatsappConnect.businessVerified',
    message: 'Business verified by Meta',
  },
  businessUnverified: /*i18n*/ {
    id: 'whatsappConnect.businessUnverified',
    message: 'Business not verified by Meta',
  },
  chooseAccount: /*i18n*/ { id: 'whatsappConnect.chooseAccount', message: 'Show numbers' },
  chooseAccountNamed: /*i18n*/ {
    id: 'whatsappConnect.chooseAccountNamed',
    message: 'Show the numbers of {account}',
  },
  // The number.
  numbersIntro: /*i18n*/ {
    id: 'whatsappConnect.numbersIntro',
    message: 'Choose the number of {account} to connect, or add a number.',
  },
  numbersLabel: /*i18n*/ { id: 'whatsappConnect.numbersLabel', message: 'Numbers' },
  numbersLoading: /*i18n*/ { id: 'whatsappConnect.numbersLoading', message: 'Loading the numbers' },
  numbersFailed: /*i18n*/ {
    id: 'whatsappConnect.numbersFailed',
    message: 'The numbers could not be loaded.',
  },
  numbersEmpty: /*i18n*/ {
    id: 'whatsappConnect.numbersEmpty',
    message: 'This business account has no number yet: add one.',
  },
  theAccount: /*i18n*/ { id: 'whatsappConnect.theAccount', message: 'the business account' },
  choose: /*i18n*/ { id: 'whatsappConnect.choose', message: 'Connect' },
  chooseNamed: /*i18n*/ { id: 'whatsappConnect.chooseNamed', message: 'Connect {number}' },
  continue: /*i18n*/ { id: 'whatsappConnect.continue', message: 'Continue' },
  continueNamed: /*i18n*/ {
    id: 'whatsappConnect.continueNamed',
    message: 'Continue connecting {number}',
  },
  isChannel: /*i18n*/ { id: 'whatsappConnect.isChannel', message: 'A channel already' },
  remove: /*i18n*/ { id: 'whatsappConnect.remove', message: 'Remove' },
  removeNamed: /*i18n*/ { id: 'whatsappConnect.removeNamed', message: 'Remove {number}' },
  removeTitle: /*i18n*/ { id: 'whatsappConnect.removeTitle', message: 'Remove {number}?' },
  removeBody: /*i18n*/ {
    id: 'whatsappConnect.removeBody',
    message:
      '{number} ({name}) is removed from the business account. Its code, PIN and name review start again if it is added later.',
  },
  removeConfirm: /*i18n*/ { id: 'whatsappConnect.removeConfirm', message: 'Remove the number' },
  addNumber: /*i18n*/ { id: 'whatsappConnect.addNumber', message: 'Add a number' },
  phoneLabel: /*i18n*/ { id: 'whatsappConnect.phoneLabel', message: 'Phone number' },
  phoneHint: /*i18n*/ {
    id: 'whatsappConnect.phoneHint',
    message: 'In international form, with + and the country code: +44 20 7946 0321.',
  },
  phoneInvalid: /*i18n*/ {
    id: 'whatsappConnect.phoneInvalid',
    message: 'Enter the number in international form, starting with + and the country code.',
  },
  nameLabel: /*i18n*/ { id: 'whatsappConnect.nameLabel', message: 'Display name' },
  nameHint: /*i18n*/ {
    id: 'whatsappConnect.nameHint',
    message: 'The name customers see. WhatsApp reviews it.',
  },
  nameMissing: /*i18n*/ { id: 'whatsappConnect.nameMissing', message: 'Enter a display name.' },
  addSubmit: /*i18n*/ { id: 'whatsappConnect.addSubmit', message: 'Add the number' },
  cancel: /*i18n*/ { id: 'whatsappConnect.cancel', message: 'Cancel' },
  addFailed: /*i18n*/ { id: 'whatsappConnect.addFailed', message: 'The number was not added.' },
  removeFailed: /*i18n*/ {
    id: 'whatsappConnect.removeFailed',
    message: 'The number was not removed.',
  },
  chooseFailed: /*i18n*/ {
    id: 'whatsappConnect.chooseFailed',
    message: 'The number could not be chosen.',
  },
  // A number's badges: words, not colour alone.
  statusPending: /*i18n*/ { id: 'whatsappConnect.statusPending', message: 'Not activated' },
  statusActive: /*i18n*/ { id: 'whatsappConnect.statusActive', message: 'Activated' },
  statusInactive: /*i18n*/ { id: 'whatsappConnect.statusInactive', message: 'Inactive' },
  codeVerified: /*i18n*/ { id: 'whatsappConnect.codeVerified', message: 'Code verified' },
  codeUnverified: /*i18n*/ { id: 'whatsappConnect.codeUnverified', message: 'Code not entered' },
  approvalPending: /*i18n*/ {
    id: 'whatsappConnect.approvalPending',
    message: 'Name in review',
  },
  approvalRejected: /*i18n*/ {
    id: 'whatsappConnect.approvalRejected',
    message: 'Name rejected',
  },
  approvalWaiting: /*i18n*/ {
    id: 'whatsappConnect.approvalWaiting',
    message: 'Name approved, awaiting Meta',
  },
  approvalApproved: /*i18n*/ {
    id: 'whatsappConnect.approvalApproved',
    message: 'Name approved',
  },
  approvalReason: /*i18n*/ {
    id: 'whatsappConnect.approvalReason',
    message: 'Why the name was rejected: {reason}',
  },
  // The SMS code.
  codeIntro: /*i18n*/ {
    id: 'whatsappConnect.codeIntro',
    message:
      'WhatsApp sends a code by SMS to {number}. Enter it with the PIN of the number’s two-step verification.',
  },
  sendCode: /*i18n*/ { id: 'whatsappConnect.sendCode', message: 'Send code' },
  sendAgain: /*i18n*/ { id: 'whatsappConnect.sendAgain', message: 'Send again' },
  sendAgainIn: /*i18n*/ { id: 'whatsappConnect.sendAgainIn', message: 'Send again in {wait}' },
  sending: /*i18n*/ { id: 'whatsappConnect.sending', message: 'Sending the code' },
  codeSent: /*i18n*/ {
    id: 'whatsappConnect.codeSent',
    message: 'Code sent to {to}. It works until {time}.',
  },
  sendFailed: /*i18n*/ { id: 'whatsappConnect.sendFailed', message: 'The code was not sent.' },
  codeLabel: /*i18n*/ { id: 'whatsappConnect.codeLabel', message: 'Code from the SMS' },
  codeHint: /*i18n*/ {
    id: 'whatsappConnect.codeHint',
    message: 'Six digits, as the SMS shows them.',
  },
  pinLabel: /*i18n*/ { id: 'whatsappConnect.pinLabel', message: 'Two-step verification PIN' },
  pinHint: /*i18n*/ {
    id: 'whatsappConnect.pinHint',
    message: 'The six-digit PIN set for this number on WhatsApp.',
  },
  pinInvalid: /*i18n*/ { id: 'whatsappConnect.pinInvalid', message: 'The PIN has six digits.' },
  codeMissing: /*i18n*/ { id: 'whatsappConnect.codeMissing', message: 'Enter the code.' },
  verifyCode: /*i18n*/ { id: 'whatsappConnect.verifyCode', message: 'Verify the code' },
  verifyingCode: /*i18n*/ { id: 'whatsappConnect.verifyingCode', message: 'Checking the code' },
  codeFailed: /*i18n*/ {
    id: 'whatsappConnect.codeFailed',
    message: 'The code was not accepted.',
  },
  // Activate and verify.
  activateIntro: /*i18n*/ {
    id: 'whatsappConnect.activateIntro',
    message:
      '{number} is verified. Activating registers it on WhatsApp; then it is checked and added as a channel.',
  },
  activeIntro: /*i18n*/ {
    id: 'whatsappConnect.activeIntro',
    message:
      '{number} is verified and activated on WhatsApp: it is checked and added as a channel.',
  },
  activate: /*i18n*/ { id: 'whatsappConnect.activate', message: 'Activate and connect' },
  connectNumber: /*i18n*/ { id: 'whatsappConnect.connectNumber', message: 'Check and connect' },
  activating: /*i18n*/ { id: 'whatsappConnect.activating', message: 'Activating the number' },
  verifying: /*i18n*/ { id: 'whatsappConnect.verifying', message: 'Checking the number' },
  connecting: /*i18n*/ { id: 'whatsappConnect.connecting', message: 'Adding the channel' },
  activated: /*i18n*/ {
    id: 'whatsappConnect.activated',
    message: 'The number is activated on WhatsApp.',
  },
  activationFailed: /*i18n*/ {
    id: 'whatsappConnect.activationFailed',
    message: 'WhatsApp did not activate the number',
  },
  activationClears: /*i18n*/ {
    id: 'whatsappConnect.activationClears',
    message:
      'This message clears itself 5 minutes after the last try. Fix the cause, then try again.',
  },
  verifyFailed: /*i18n*/ {
    id: 'whatsappConnect.verifyFailed',
    message: 'The number could not be checked',
  },
  connectFailed: /*i18n*/ {
    id: 'whatsappConnect.connectFailed',
    message: 'The number could not be added as a channel',
  },
  // Connected.
  connectedTitle: /*i18n*/ { id: 'whatsappConnect.connectedTitle', message: '{name} is connected' },
  connectedBody: /*i18n*/ {
    id: 'whatsappConnect.connectedBody',
    message:
      'Messages to {number} now reach the inbox. Its business profile and message templates are on the channel’s page.',
  },
  openChannel: /*i18n*/ {
    id: 'whatsappConnect.openChannel',
    message: 'Edit its business profile',
  },
  openInbox: /*i18n*/ { id: 'whatsappConnect.openInbox', message: 'Go to the inbox' },
  done: /*i18n*/ { id: 'whatsappConnect.done', message: 'Done' },
  // The channels screen.
  pendingTitle: /*i18n*/ {
    id: 'whatsappConnect.pendingTitle',
    message: 'WhatsApp numbers being connected',
  },
  pendingNext: /*i18n*/ { id: 'whatsappConnect.pendingNext', message: 'Next: {step}' },
  stop: /*i18n*/ { id: 'whatsappConnect.stop', message: 'Stop connecting' },
  stopNamed: /*i18n*/ { id: 'whatsappConnect.stopNamed', message: 'Stop connecting {number}' },
  stopTitle: /*i18n*/ { id: 'whatsappConnect.stopTitle', message: 'Stop connecting {number}?' },
  stopBody: /*i18n*/ {
    id: 'whatsappConnect.stopBody',
    message: 'The number stays in its business account, and you can connect it again later.',
  },
} as const;
