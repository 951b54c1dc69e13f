import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of ad accounts (platform §2 `/settings/adaccounts/…`; docs/decisions/0091, 0092):
 * the ad-account picker, the list of connected and disconnected accounts, the connect flow
 * (network, consent, accounts) and the editor.
 */
export const adAccountMessages = {
  pickerLabel: /*i18n*/ {
    id: 'adAccounts.pickerLabel',
    message: 'Ad account',
    comment: 'Ad-account picker: its label.',
  },
  pickerNone: /*i18n*/ {
    id: 'adAccounts.pickerNone',
    message: 'No ad account connected',
    comment: 'Ad-account picker: shown instead of a choice when no ad account is connected.',
  },
  pickerChoose: /*i18n*/ {
    id: 'adAccounts.pickerChoose',
    message: 'Choose an ad account',
    comment: 'Ad-account picker: shown on the button while no account is chosen.',
  },
  accountSummary: /*i18n*/ {
    id: 'adAccounts.accountSummary',
    message: '{name}, {network}, {currency}',
    comment:
      'Ad-account picker: how screen readers read one account. {name} the account, {network} the ad network (e.g. LinkedIn), {currency} a code like EUR.',
  },
  title: /*i18n*/ {
    id: 'adAccounts.title',
    message: 'Ad accounts',
    comment: 'Ad-account settings: heading of the list.',
  },
  lead: /*i18n*/ {
    id: 'adAccounts.lead',
    message:
      'The ad accounts your organisation runs ads with on Facebook and Instagram, LinkedIn, X and TikTok. Link each to the channels whose posts it boosts.',
    comment: 'Ad-account settings: what the screen is for, under its heading.',
  },
  readOnly: /*i18n*/ {
    id: 'adAccounts.readOnly',
    message:
      'Only administrators and members of a team that manages ad accounts change ad accounts. You can see them here.',
    comment: 'Ad-account settings: note for people who may read but not change ad accounts.',
  },
  connect: /*i18n*/ {
    id: 'adAccounts.connect',
    message: 'Connect ad accounts',
    comment: 'Ad-account settings: the button that starts connecting ad accounts.',
  },
  connectedTable: /*i18n*/ {
    id: 'adAccounts.connectedTable',
    message: 'Connected ad accounts',
    comment: 'Ad-account settings: heading and accessible name of the table of connected accounts.',
  },
  columnAccount: /*i18n*/ {
    id: 'adAccounts.columnAccount',
    message: 'Account',
    comment: 'Ad-account table: heading of the column of account names.',
  },
  columnNetwork: /*i18n*/ {
    id: 'adAccounts.columnNetwork',
    message: 'Ad network',
    comment:
      'Ad-account table and editor: the ad network (Facebook & Instagram, LinkedIn, X, TikTok).',
  },
  columnCurrency: /*i18n*/ {
    id: 'adAccounts.columnCurrency',
    message: 'Currency',
    comment: "Ad-account table and editor: the account's currency.",
  },
  columnTimeZone: /*i18n*/ {
    id: 'adAccounts.columnTimeZone',
    message: 'Time zone',
    comment: "Ad-account table and editor: the account's time zone.",
  },
  columnChannels: /*i18n*/ {
    id: 'adAccounts.columnChannels',
    message: 'Linked channels',
    comment: 'Ad-account table and editor: the channels whose posts the account boosts.',
  },
  columnAutoBoost: /*i18n*/ {
    id: 'adAccounts.columnAutoBoost',
    message: 'Auto-boost',
    comment: 'Ad-account table: whether published posts are boosted automatically.',
  },
  columnActions: /*i18n*/ {
    id: 'adAccounts.columnActions',
    message: 'Actions',
    comment: 'Ad-account table: heading of the column of buttons.',
  },
  on: /*i18n*/ {
    id: 'adAccounts.on',
    message: 'On',
    comment: 'Ad-account table: auto-boost is on.',
  },
  off: /*i18n*/ {
    id: 'adAccounts.off',
    message: 'Off',
    comment: 'Ad-account table: auto-boost is off.',
  },
  noChannels: /*i18n*/ {
    id: 'adAccounts.noChannels',
    message: 'None',
    comment: 'Ad-account table: no channel is linked to the account.',
  },
  channelCount: /*i18n*/ {
    id: 'adAccounts.channelCount',
    message: '{count, plural, one {# channel} other {# channels}}',
    comment: 'Ad-account table: how many channels are linked.',
  },
  edit: /*i18n*/ {
    id: 'adAccounts.edit',
    message: 'Edit',
    comment: "Ad-account table: link to the account's editor.",
  },
  editNamed: /*i18n*/ {
    id: 'adAccounts.editNamed',
    message: 'Edit {name}',
    comment: 'Ad-account table: accessible name of the edit link of the account {name}.',
  },
  disconnect: /*i18n*/ {
    id: 'adAccounts.disconnect',
    message: 'Disconnect',
    comment: 'Ad-account table: button that disconnects an account.',
  },
  disconnectNamed: /*i18n*/ {
    id: 'adAccounts.disconnectNamed',
    message: 'Disconnect {name}',
    comment: 'Ad-account table: accessible name of the disconnect button of {name}.',
  },
  emptyTitle: /*i18n*/ {
    id: 'adAccounts.emptyTitle',
    message: 'No ad accounts connected yet',
    comment: 'Ad-account settings: title when the organisation has no connected ad account.',
  },
  emptyManager: /*i18n*/ {
    id: 'adAccounts.emptyManager',
    message:
      'Connect the ad accounts you run ads with to see their campaigns and boost published posts.',
    comment: 'Ad-account settings: the empty list, for people who may connect accounts.',
  },
  emptyReader: /*i18n*/ {
    id: 'adAccounts.emptyReader',
    message: 'An administrator connects the ad accounts your organisation runs ads with.',
    comment: 'Ad-account settings: the empty list, for people who may not connect accounts.',
  },
  disconnectedTitle: /*i18n*/ {
    id: 'adAccounts.disconnectedTitle',
    message: 'Disconnected ad accounts',
    comment: 'Ad-account settings: heading of the list of disconnected accounts.',
  },
  disconnectedLead: /*i18n*/ {
    id: 'adAccounts.disconnectedLead',
    message:
      'Disconnected accounts keep their settings and linked channels. Reconnect one to use it again, or remove it for good.',
    comment: 'Ad-account settings: what the disconnected list is, under its heading.',
  },
  disconnectedEmpty: /*i18n*/ {
    id: 'adAccounts.disconnectedEmpty',
    message: 'No disconnected ad accounts.',
    comment: 'Ad-account settings: the disconnected list is empty.',
  },
  disconnectedSince: /*i18n*/ {
    id: 'adAccounts.disconnectedSince',
    message: 'Disconnected on {date}',
    comment: 'Ad-account settings: when an account was disconnected. {date} a date.',
  },
  reconnect: /*i18n*/ {
    id: 'adAccounts.reconnect',
    message: 'Reconnect',
    comment: 'Disconnected ad accounts: button that connects an account again.',
  },
  reconnectNamed: /*i18n*/ {
    id: 'adAccounts.reconnectNamed',
    message: 'Reconnect {name}',
    comment: 'Disconnected ad accounts: accessible name of the reconnect button of {name}.',
  },
  remove: /*i18n*/ {
    id: 'adAccounts.remove',
    message: 'Remove',
    comment: 'Disconnected ad accounts: button that removes an account for good.',
  },
  removeNamed: /*i18n*/ {
    id: 'adAccounts.removeNamed',
    message: 'Remove {name}',
    comment: 'Disconnected ad accounts: accessible name of the remove button of {name}.',
  },
  confirmDisconnectTitle: /*i18n*/ {
    id: 'adAccounts.confirmDisconnectTitle',
    message: 'Disconnect {name}?',
    comment: 'Confirmation dialog title before disconnecting an ad account.',
  },
  confirmDisconnectBody: /*i18n*/ {
    id: 'adAccounts.confirmDisconnectBody',
    message:
      'Its campaigns no longer show and its posts are no longer boosted until you reconnect it. Its settings and linked channels are kept.',
    comment: 'Confirmation dialog body before disconnecting an ad account.',
  },
  confirmRemoveTitle: /*i18n*/ {
    id: 'adAccounts.confirmRemoveTitle',
    message: 'Remove {name}?',
    comment: 'Confirmation dialog title before removing a disconnected ad account.',
  },
  confirmRemoveBody: /*i18n*/ {
    id: 'adAccounts.confirmRemoveBody',
    message:
      'The account, its settings and its linked channels are removed from your organisation. You can connect it again later through its ad network.',
    comment: 'Confirmation dialog body before removing an ad account.',
  },
  disconnected: /*i18n*/ {
    id: 'adAccounts.disconnected',
    message: '{name} disconnected',
    comment: 'Toast after an ad account was disconnected.',
  },
  reconnected: /*i18n*/ {
    id: 'adAccounts.reconnected',
    message: '{name} reconnected',
    comment: 'Toast after an ad account was reconnected.',
  },
  removed: /*i18n*/ {
    id: 'adAccounts.removed',
    message: '{name} removed',
    comment: 'Toast after an ad account was removed.',
  },
  reauthorise: /*i18n*/ {
    id: 'adAccounts.reauthorise',
    message: '{network} needs your consent again to reconnect {name}.',
    comment: "Message when reconnecting needs the ad network's consent page again.",
  },
  reauthoriseAction: /*i18n*/ {
    id: 'adAccounts.reauthoriseAction',
    message: 'Continue to {network}',
    comment: 'Button that starts the consent flow of an ad network. {network} e.g. LinkedIn.',
  },
  loadFailed: /*i18n*/ {
    id: 'adAccounts.loadFailed',
    message: 'Could not load the ad accounts.',
    comment: "Ad-account settings: the list could not be loaded; the API's message follows.",
  },
  retry: /*i18n*/ {
    id: 'adAccounts.retry',
    message: 'Try again',
    comment: 'Ad-account settings: retry after a failure.',
  },
  connectTitle: /*i18n*/ {
    id: 'adAccounts.connectTitle',
    message: 'Connect ad accounts',
    comment: 'Connect flow: heading.',
  },
  allAccounts: /*i18n*/ {
    id: 'adAccounts.allAccounts',
    message: 'All ad accounts',
    comment: 'Connect flow and editor: link back to the list.',
  },
  steps: /*i18n*/ {
    id: 'adAccounts.steps',
    message: 'Steps',
    comment: 'Connect flow: accessible name of the list of steps.',
  },
  stepNetwork: /*i18n*/ {
    id: 'adAccounts.stepNetwork',
    message: 'Choose an ad network',
    comment: 'Connect flow: step 1.',
  },
  stepConsent: /*i18n*/ {
    id: 'adAccounts.stepConsent',
    message: 'Allow access',
    comment: "Connect flow: step 2 (the ad network's consent page).",
  },
  stepAccounts: /*i18n*/ {
    id: 'adAccounts.stepAccounts',
    message: 'Choose ad accounts',
    comment: 'Connect flow: step 3.',
  },
  stepCurrent: /*i18n*/ {
    id: 'adAccounts.stepCurrent',
    message: '(current step)',
    comment: "Connect flow: read after the current step's name by screen readers.",
  },
  networkLead: /*i18n*/ {
    id: 'adAccounts.networkLead',
    message:
      'Choose where your ad accounts are. The ad network asks you which accounts Switchboard may use.',
    comment: 'Connect flow: text above the ad networks.',
  },
  facebookHint: /*i18n*/ {
    id: 'adAccounts.facebookHint',
    message: "Facebook's ad accounts also run Instagram's ads.",
    comment: 'Connect flow: hint under Facebook & Instagram.',
  },
  opening: /*i18n*/ {
    id: 'adAccounts.opening',
    message: 'Opening {network}…',
    comment: "Connect flow: the browser is being sent to the ad network's consent page.",
  },
  exchanging: /*i18n*/ {
    id: 'adAccounts.exchanging',
    message: 'Reading the ad accounts you allowed…',
    comment: 'Connect flow: the code is being exchanged.',
  },
  chooseLead: /*i18n*/ {
    id: 'adAccounts.chooseLead',
    message: '{network} gave access to these ad accounts. Choose the ones to connect.',
    comment: 'Connect flow: text above the granted accounts.',
  },
  grantedList: /*i18n*/ {
    id: 'adAccounts.grantedList',
    message: 'Ad accounts you allowed',
    comment: 'Connect flow: legend of the granted accounts.',
  },
  statusConnected: /*i18n*/ {
    id: 'adAccounts.statusConnected',
    message: 'Already connected',
    comment: 'Connect flow: a granted account the organisation already has connected.',
  },
  statusDisconnected: /*i18n*/ {
    id: 'adAccounts.statusDisconnected',
    message: 'Disconnected: connecting it reconnects it',
    comment: 'Connect flow: a granted account that is in the disconnected list.',
  },
  connectChosen: /*i18n*/ {
    id: 'adAccounts.connectChosen',
    message: '{count, plural, one {Connect # account} other {Connect # accounts}}',
    comment: 'Connect flow: the button that connects the chosen accounts.',
  },
  chooseOne: /*i18n*/ {
    id: 'adAccounts.chooseOne',
    message: 'Choose at least one ad account.',
    comment: 'Connect flow: nothing is chosen.',
  },
  connectedToast: /*i18n*/ {
    id: 'adAccounts.connectedToast',
    message: '{count, plural, one {# ad account connected} other {# ad accounts connected}}',
    comment: 'Toast after connecting.',
  },
  noneGranted: /*i18n*/ {
    id: 'adAccounts.noneGranted',
    message: '{network} gave access to no ad account. Start again and tick the accounts to use.',
    comment: 'Connect flow: the consent returned no account.',
  },
  startAgain: /*i18n*/ {
    id: 'adAccounts.startAgain',
    message: 'Start again',
    comment: 'Connect flow: back to choosing a network after a failure.',
  },
  connectFailed: /*i18n*/ {
    id: 'adAccounts.connectFailed',
    message: 'Connecting did not work.',
    comment: 'Connect flow: heading of a failure; the reason follows.',
  },
  cancel: /*i18n*/ {
    id: 'adAccounts.cancel',
    message: 'Cancel',
    comment: 'Connect flow: leave the flow, back to the list.',
  },
  editorTitle: /*i18n*/ {
    id: 'adAccounts.editorTitle',
    message: 'Ad account',
    comment: 'Editor: heading while the account loads.',
  },
  accountId: /*i18n*/ {
    id: 'adAccounts.accountId',
    message: 'Account ID',
    comment: "Editor: the ad network's id of the account.",
  },
  name: /*i18n*/ {
    id: 'adAccounts.name',
    message: 'Name',
    comment: "Editor: the account's name field.",
  },
  nameHint: /*i18n*/ {
    id: 'adAccounts.nameHint',
    message: 'How the account is called in Switchboard; the ad network keeps its own name.',
    comment: 'Editor: hint under the name field.',
  },
  channelsLegend: /*i18n*/ {
    id: 'adAccounts.channelsLegend',
    message: 'Linked channels',
    comment: 'Editor: legend of the channels linked to the account.',
  },
  channelsHint: /*i18n*/ {
    id: 'adAccounts.channelsHint',
    message: 'Posts of these channels can be boosted with this account.',
    comment: 'Editor: hint under the linked channels.',
  },
  autoBoost: /*i18n*/ {
    id: 'adAccounts.autoBoost',
    message: 'Boost published posts of the linked channels automatically',
    comment: 'Editor: the auto-boost checkbox.',
  },
  autoBoostHint: /*i18n*/ {
    id: 'adAccounts.autoBoostHint',
    message:
      "Each post published on a linked channel is promoted with this account's default budget.",
    comment: 'Editor: hint under auto-boost.',
  },
  save: /*i18n*/ {
    id: 'adAccounts.save',
    message: 'Save',
    comment: 'Editor: the submit button.',
  },
  saved: /*i18n*/ {
    id: 'adAccounts.saved',
    message: '{name} saved',
    comment: 'Toast after saving an ad account.',
  },
  editorDisconnected: /*i18n*/ {
    id: 'adAccounts.editorDisconnected',
    message: 'This ad account is disconnected. Reconnect it to boost posts with it.',
    comment: 'Editor: notice on a disconnected account.',
  },
  nameRequired: /*i18n*/ {
    id: 'adAccounts.nameRequired',
    message: 'Enter a name.',
    comment: 'Editor: the name is empty.',
  },
  editorLoadFailed: /*i18n*/ {
    id: 'adAccounts.editorLoadFailed',
    message: 'Could not load the ad account.',
    comment: "Editor: the account could not be loaded; the API's message follows.",
  },
} satisfies Record<string, MessageDescriptor>;
