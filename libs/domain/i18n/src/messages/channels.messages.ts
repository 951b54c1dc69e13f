/**
 * The texts of the channel settings: the list of channels, the connect dialog and a channel's
 * page (its name, people and roles, teams, post permissions, URL tracking, connection history).
 */
export const channelsMessages = {
  title: /*i18n*/ { id: 'channels.title', message: 'Channels' },
  count: /*i18n*/ {
    id: 'channels.count',
    message: '{count, plural, one {# channel} other {# channels}}',
  },
  counting: /*i18n*/ { id: 'channels.counting', message: 'Counting channels' },
  intro: /*i18n*/ {
    id: 'channels.intro',
    message:
      'The channels you manage: how they are connected, what their indexing found and who works on them.',
  },
  connect: /*i18n*/ { id: 'channels.connect', message: 'Connect a channel' },
  loading: /*i18n*/ { id: 'channels.loading', message: 'Loading channels' },
  loadFailed: /*i18n*/ { id: 'channels.loadFailed', message: 'The channels could not be loaded.' },
  tryAgain: /*i18n*/ { id: 'channels.tryAgain', message: 'Try again' },
  noAccessTitle: /*i18n*/ {
    id: 'channels.noAccessTitle',
    message: 'Channel management is not open to you',
  },
  noAccessBody: /*i18n*/ {
    id: 'channels.noAccessBody',
    message:
      'Administrators and members of a team that manages channels connect and manage channels here. Ask an administrator if you need to.',
  },
  // The list's search and filters.
  search: /*i18n*/ { id: 'channels.search', message: 'Search channels' },
  searchHint: /*i18n*/ {
    id: 'channels.searchHint',
    message: 'Name, name on the network or username',
  },
  network: /*i18n*/ { id: 'channels.network', message: 'Network' },
  allNetworks: /*i18n*/ { id: 'channels.allNetworks', message: 'All networks' },
  state: /*i18n*/ { id: 'channels.state', message: 'Online or offline' },
  allStates: /*i18n*/ { id: 'channels.allStates', message: 'Online and offline' },
  online: /*i18n*/ { id: 'channels.online', message: 'Online' },
  offline: /*i18n*/ { id: 'channels.offline', message: 'Offline' },
  status: /*i18n*/ { id: 'channels.status', message: 'Status' },
  allStatuses: /*i18n*/ { id: 'channels.allStatuses', message: 'All statuses' },
  team: /*i18n*/ { id: 'channels.team', message: 'Team' },
  allTeams: /*i18n*/ { id: 'channels.allTeams', message: 'All teams' },
  clearFilters: /*i18n*/ { id: 'channels.clearFilters', message: 'Clear filters' },
  shown: /*i18n*/ { id: 'channels.shown', message: '{shown} of {total} shown' },
  noMatchTitle: /*i18n*/ { id: 'channels.noMatchTitle', message: 'No channel matches' },
  noMatchBody: /*i18n*/ {
    id: 'channels.noMatchBody',
    message: 'Try other words, or clear the filters to see every channel.',
  },
  emptyTitle: /*i18n*/ { id: 'channels.emptyTitle', message: 'No channels yet' },
  emptyBody: /*i18n*/ {
    id: 'channels.emptyBody',
    message:
      'Connect your organisation’s pages and accounts to work on their comments, messages and reviews here.',
  },
  // The list's table.
  tableLabel: /*i18n*/ { id: 'channels.tableLabel', message: 'Channels you manage' },
  columnChannel: /*i18n*/ { id: 'channels.columnChannel', message: 'Channel' },
  columnStatus: /*i18n*/ { id: 'channels.columnStatus', message: 'Status' },
  columnFollowers: /*i18n*/ { id: 'channels.columnFollowers', message: 'Followers' },
  columnAdded: /*i18n*/ { id: 'channels.columnAdded', message: 'Added' },
  columnTeams: /*i18n*/ { id: 'channels.columnTeams', message: 'Teams' },
  sortedAscending: /*i18n*/ {
    id: 'channels.sortedAscending',
    message: 'Sorted by {column}, ascending',
  },
  sortedDescending: /*i18n*/ {
    id: 'channels.sortedDescending',
    message: 'Sorted by {column}, descending',
  },
  noTeam: /*i18n*/ { id: 'channels.noTeam', message: 'No team' },
  notYetKnown: /*i18n*/ { id: 'channels.notYetKnown', message: 'Not known yet' },
  onNetwork: /*i18n*/ { id: 'channels.onNetwork', message: 'On {network}: {name}' },
  // Statuses and what to do about them.
  statusIndexing: /*i18n*/ { id: 'channels.statusIndexing', message: 'Indexing…' },
  statusFailed: /*i18n*/ { id: 'channels.statusFailed', message: 'Indexing failed' },
  statusIndexed: /*i18n*/ { id: 'channels.statusIndexed', message: 'Indexed' },
  statusIssue: /*i18n*/ { id: 'channels.statusIssue', message: 'Issue' },
  stepWait: /*i18n*/ {
    id: 'channels.stepWait',
    message: 'Reading its followers and recent activity from the network: this takes a moment.',
  },
  stepReconnectWithRole: /*i18n*/ {
    id: 'channels.stepReconnectWithRole',
    message:
      'The network did not grant access: reconnect as someone with a role on the page or account.',
  },
  stepReconnect: /*i18n*/ {
    id: 'channels.stepReconnect',
    message: 'Its access to the network expired or stopped working: reconnect it.',
  },
  stepRenewFacebook: /*i18n*/ {
    id: 'channels.stepRenewFacebook',
    message:
      'Facebook asks channels last connected before 21 September 2019 to be connected again: reconnect it.',
  },
  stepTryLater: /*i18n*/ {
    id: 'channels.stepTryLater',
    message: 'The network is busy or has a problem right now: index it again later.',
  },
  stepIndexAgain: /*i18n*/ {
    id: 'channels.stepIndexAgain',
    message: 'Indexing did not finish: index it again.',
  },
  stepOtherFlow: /*i18n*/ {
    id: 'channels.stepOtherFlow',
    message:
      'WhatsApp numbers reconnect through the WhatsApp connect flow: Reconnect opens it for this number.',
  },
  reconnect: /*i18n*/ { id: 'channels.reconnect', message: 'Reconnect' },
  reconnectNamed: /*i18n*/ { id: 'channels.reconnectNamed', message: 'Reconnect {name}' },
  indexAgain: /*i18n*/ { id: 'channels.indexAgain', message: 'Index again' },
  indexAgainNamed: /*i18n*/ { id: 'channels.indexAgainNamed', message: 'Index again: {name}' },
  indexingStarted: /*i18n*/ {
    id: 'channels.indexingStarted',
    message: 'Indexing {name} again.',
  },
  needsReconnection: /*i18n*/ {
    id: 'channels.needsReconnection',
    message:
      '{count, plural, one {# Facebook channel was} other {# Facebook channels were}} last connected before 21 September 2019: Facebook asks for a new connection to keep them working.',
  },
  needsReconnectionBadge: /*i18n*/ {
    id: 'channels.needsReconnectionBadge',
    message: 'Reconnect needed',
  },
  showThem: /*i18n*/ { id: 'channels.showThem', message: 'Show them' },
  // The connect dialog.
  connectIntro: /*i18n*/ {
    id: 'channels.connectIntro',
    message:
      'Choose a network. You sign in there and choose which pages and accounts to connect; then you come back here.',
  },
  networks: /*i18n*/ { id: 'channels.networks', message: 'Networks' },
  connectNetwork: /*i18n*/ { id: 'channels.connectNetwork', message: 'Connect {network}' },
  opening: /*i18n*/ { id: 'channels.opening', message: 'Opening {network}…' },
  whatsappNote: /*i18n*/ {
    id: 'channels.whatsappNote',
    message:
      'WhatsApp numbers connect through their WhatsApp Business account: choose the number, enter its SMS code, activate it.',
  },
  accountsTitle: /*i18n*/ {
    id: 'channels.accountsTitle',
    message: 'Choose the {network} accounts to add',
  },
  accountsIntro: /*i18n*/ {
    id: 'channels.accountsIntro',
    message:
      '{count, plural, one {You allowed access to # account on the network.} other {You allowed access to # accounts on the network.}} Choose the ones to add.',
  },
  accountsLoading: /*i18n*/ {
    id: 'channels.accountsLoading',
    message: 'Loading the accounts you allowed',
  },
  accountsLabel: /*i18n*/ { id: 'channels.accountsLabel', message: 'Accounts' },
  accountAdded: /*i18n*/ { id: 'channels.accountAdded', message: 'Already added' },
  accountTaken: /*i18n*/ {
    id: 'channels.accountTaken',
    message: 'Connected by another organisation',
  },
  noneAvailable: /*i18n*/ {
    id: 'channels.noneAvailable',
    message:
      'Every account you allowed is added already or connected by another organisation. Allow other accounts to add more.',
  },
  addChannels: /*i18n*/ {
    id: 'channels.addChannels',
    message: '{count, plural, =0 {Add channels} one {Add # channel} other {Add # channels}}',
  },
  adding: /*i18n*/ { id: 'channels.adding', message: 'Adding channels' },
  allowOther: /*i18n*/ { id: 'channels.allowOther', message: 'Allow other accounts' },
  otherNetwork: /*i18n*/ { id: 'channels.otherNetwork', message: 'Choose another network' },
  legacyProgress: /*i18n*/ {
    id: 'channels.legacyProgress',
    message: 'Connecting in the background: {connected} of {total} connected.',
  },
  added: /*i18n*/ {
    id: 'channels.added',
    message:
      '{count, plural, one {# channel added. It is being indexed and shows Indexed when it is ready.} other {# channels added. They are being indexed and show Indexed when they are ready.}}',
  },
  skippedWhatsapp: /*i18n*/ {
    id: 'channels.skippedWhatsapp',
    message:
      'WhatsApp numbers were left out: connect them with Connect a channel → WhatsApp, which asks for their SMS code.',
  },
  connectAnother: /*i18n*/ { id: 'channels.connectAnother', message: 'Connect another network' },
  done: /*i18n*/ { id: 'channels.done', message: 'Done' },
  theNetwork: /*i18n*/ { id: 'channels.theNetwork', message: 'the network' },
  // Why a connect failed, and the next step.
  failedAccessDenied: /*i18n*/ {
    id: 'channels.failedAccessDenied',
    message: 'Access was not allowed',
  },
  failedAccessDeniedBody: /*i18n*/ {
    id: 'channels.failedAccessDeniedBody',
    message:
      'Access was not allowed on {network}, so nothing changed. Try again and choose Allow on the network’s page.',
  },
  failedExpired: /*i18n*/ { id: 'channels.failedExpired', message: 'The connection timed out' },
  failedExpiredBody: /*i18n*/ {
    id: 'channels.failedExpiredBody',
    message:
      'Signing in on {network} took longer than 10 minutes, or its link was used already. Start again.',
  },
  failedInvalidGrant: /*i18n*/ {
    id: 'channels.failedInvalidGrant',
    message: 'The network did not accept the sign-in',
  },
  failedInvalidGrantBody: /*i18n*/ {
    id: 'channels.failedInvalidGrantBody',
    message:
      '{network} did not accept the sign-in, for example because it was used twice. Start again.',
  },
  failedServerError: /*i18n*/ {
    id: 'channels.failedServerError',
    message: 'Something went wrong on our side',
  },
  failedServerErrorBody: /*i18n*/ {
    id: 'channels.failedServerErrorBody',
    message: 'The connection to {network} failed on our side. Try again in a moment.',
  },
  failedTaken: /*i18n*/ {
    id: 'channels.failedTaken',
    message: 'Connected by another organisation',
  },
  failedTakenBody: /*i18n*/ {
    id: 'channels.failedTakenBody',
    message:
      'An account you chose is connected by another organisation, and an account belongs to one organisation only. Ask them to remove it, or choose other accounts.',
  },
  failedOtherAccount: /*i18n*/ {
    id: 'channels.failedOtherAccount',
    message: 'The channel’s account was not allowed',
  },
  failedOtherAccountBody: /*i18n*/ {
    id: 'channels.failedOtherAccountBody',
    message:
      'You allowed access to other accounts than this channel’s, so it was not reconnected. Reconnect and tick this channel’s account on the {network} page.',
  },
  failedUnknown: /*i18n*/ {
    id: 'channels.failedUnknown',
    message: 'The connection did not finish',
  },
  failedUnknownBody: /*i18n*/ {
    id: 'channels.failedUnknownBody',
    message: '{network} did not finish the connection. Try again.',
  },
  failedStart: /*i18n*/ {
    id: 'channels.failedStart',
    message: 'The network could not be opened',
  },
  failedAccounts: /*i18n*/ {
    id: 'channels.failedAccounts',
    message: 'The accounts you allowed could not be loaded',
  },
  failedAdd: /*i18n*/ { id: 'channels.failedAdd', message: 'The channels could not be added' },
  failedLegacy: /*i18n*/ { id: 'channels.failedLegacy', message: 'Connecting failed' },
  failedLegacyBody: /*i18n*/ {
    id: 'channels.failedLegacyBody',
    message: 'The background connection stopped without a reason.',
  },
  failedLegacySlow: /*i18n*/ {
    id: 'channels.failedLegacySlow',
    message: 'Connecting takes longer than expected',
  },
  failedLegacySlowBody: /*i18n*/ {
    id: 'channels.failedLegacySlowBody',
    message:
      'The channels go on connecting in the background and appear in the list when they are ready.',
  },
  // LinkedIn's kinds of account.
  linkedInCompany: /*i18n*/ { id: 'channels.linkedInCompany', message: 'Company page' },
  linkedInShowcase: /*i18n*/ { id: 'channels.linkedInShowcase', message: 'Showcase page' },
  linkedInProfile: /*i18n*/ { id: 'channels.linkedInProfile', message: 'Profile' },
  // A channel's page.
  allChannels: /*i18n*/ { id: 'channels.allChannels', message: 'All channels' },
  channelLoading: /*i18n*/ { id: 'channels.channelLoading', message: 'Loading the channel' },
  notFoundTitle: /*i18n*/ { id: 'channels.notFoundTitle', message: 'This channel is not here' },
  notFoundBody: /*i18n*/ {
    id: 'channels.notFoundBody',
    message: 'It may have been marked for deletion, or you do not manage it.',
  },
  reconnected: /*i18n*/ {
    id: 'channels.reconnected',
    message: 'The channel is connected again. It is being indexed now.',
  },
  followers: /*i18n*/ { id: 'channels.followers', message: 'Followers' },
  firstAdded: /*i18n*/ { id: 'channels.firstAdded', message: 'First added' },
  lastConnected: /*i18n*/ { id: 'channels.lastConnected', message: 'Last connected' },
  markForDeletion: /*i18n*/ { id: 'channels.markForDeletion', message: 'Mark for deletion' },
  markTitle: /*i18n*/ { id: 'channels.markTitle', message: 'Mark {name} for deletion?' },
  markBody: /*i18n*/ {
    id: 'channels.markBody',
    message:
      'The channel leaves every list, inbox, feed and team at once. Its items and settings are kept for 30 days and come back if it is connected again within that time; after that they are deleted.',
  },
  marked: /*i18n*/ { id: 'channels.marked', message: '{name} is marked for deletion.' },
  // Its name.
  nameTitle: /*i18n*/ { id: 'channels.nameTitle', message: 'Name' },
  nameLabel: /*i18n*/ { id: 'channels.nameLabel', message: 'Name shown in the product' },
  nameHint: /*i18n*/ {
    id: 'channels.nameHint',
    message: 'Everyone in your organisation sees this name. On {network} it stays {name}.',
  },
  nameRequired: /*i18n*/ { id: 'channels.nameRequired', message: 'Enter a name.' },
  saveName: /*i18n*/ { id: 'channels.saveName', message: 'Save name' },
  useNetworkName: /*i18n*/ {
    id: 'channels.useNetworkName',
    message: 'Use the name on the network',
  },
  nameSaved: /*i18n*/ { id: 'channels.nameSaved', message: 'The name is saved.' },
  // Its people and their roles.
  peopleTitle: /*i18n*/ { id: 'channels.peopleTitle', message: 'People and roles' },
  peopleIntro: /*i18n*/ {
    id: 'channels.peopleIntro',
    message:
      'Who works on this channel and what they may do. A person’s own role on the channel wins over the role a team gives them. Administrators may do everything on every channel.',
  },
  peopleEmpty: /*i18n*/ {
    id: 'channels.peopleEmpty',
    message: 'Nobody has a role on this channel yet.',
  },
  columnPerson: /*i18n*/ { id: 'channels.columnPerson', message: 'Person' },
  columnRole: /*i18n*/ { id: 'channels.columnRole', message: 'Role' },
  columnFrom: /*i18n*/ { id: 'channels.columnFrom', message: 'Where the role comes from' },
  fromOwn: /*i18n*/ { id: 'channels.fromOwn', message: 'Own role' },
  fromTeams: /*i18n*/ { id: 'channels.fromTeams', message: 'Team: {teams}' },
  fromOwnOverTeams: /*i18n*/ {
    id: 'channels.fromOwnOverTeams',
    message: 'Own role, in place of the team role ({teams})',
  },
  administrator: /*i18n*/ { id: 'channels.administrator', message: 'Administrator' },
  roleOf: /*i18n*/ { id: 'channels.roleOf', message: 'Role of {name}' },
  removeOwnRole: /*i18n*/ { id: 'channels.removeOwnRole', message: 'Remove own role' },
  removeOwnRoleOf: /*i18n*/ {
    id: 'channels.removeOwnRoleOf',
    message: 'Remove own role: {name}',
  },
  roleSaved: /*i18n*/ { id: 'channels.roleSaved', message: '{name} is {role} on this channel.' },
  roleRemoved: /*i18n*/ {
    id: 'channels.roleRemoved',
    message: 'The own role of {name} is removed.',
  },
  addPersonTitle: /*i18n*/ { id: 'channels.addPersonTitle', message: 'Give someone a role' },
  person: /*i18n*/ { id: 'channels.person', message: 'Person' },
  choosePerson: /*i18n*/ { id: 'channels.choosePerson', message: 'Choose a person' },
  role: /*i18n*/ { id: 'channels.role', message: 'Role' },
  giveRole: /*i18n*/ { id: 'channels.giveRole', message: 'Give role' },
  nobodyToAdd: /*i18n*/ {
    id: 'channels.nobodyToAdd',
    message: 'Everyone in your organisation has a role of their own on this channel.',
  },
  overrideTitle: /*i18n*/ { id: 'channels.overrideTitle', message: 'Replace the role?' },
  overrideBody: /*i18n*/ {
    id: 'channels.overrideBody',
    message:
      'Their own role on this channel takes the place of the other one here; their teams and other channels stay as they are.',
  },
  overrideConfirm: /*i18n*/ { id: 'channels.overrideConfirm', message: 'Replace role' },
  // Roles and what they allow.
  roleEditor: /*i18n*/ { id: 'channels.roleEditor', message: 'Editor' },
  roleContentCreator: /*i18n*/ { id: 'channels.roleContentCreator', message: 'Content creator' },
  roleModerator: /*i18n*/ { id: 'channels.roleModerator', message: 'Moderator' },
  roleViewOnly: /*i18n*/ { id: 'channels.roleViewOnly', message: 'View only' },
  roleWorkPublish: /*i18n*/ {
    id: 'channels.roleWorkPublish',
    message: 'Works the inbox, and creates, approves and publishes posts.',
  },
  roleWorkSubmit: /*i18n*/ {
    id: 'channels.roleWorkSubmit',
    message: 'Works the inbox, and writes posts and drafts to submit for approval.',
  },
  roleWorkNone: /*i18n*/ {
    id: 'channels.roleWorkNone',
    message: 'Works the inbox (replies, moderates, assigns); no posts.',
  },
  roleReadPublish: /*i18n*/ {
    id: 'channels.roleReadPublish',
    message: 'Reads the inbox only, and creates, approves and publishes posts.',
  },
  roleReadSubmit: /*i18n*/ {
    id: 'channels.roleReadSubmit',
    message: 'Reads the inbox only, and writes posts and drafts to submit for approval.',
  },
  roleReadNone: /*i18n*/ {
    id: 'channels.roleReadNone',
    message: 'Reads the inbox only; no posts.',
  },
  // Its teams.
  teamsTitle: /*i18n*/ { id: 'channels.teamsTitle', message: 'Teams' },
  teamsIntro: /*i18n*/ {
    id: 'channels.teamsIntro',
    message: 'The members of these teams work on the channel with the role their team gives them.',
  },
  teamsEmpty: /*i18n*/ { id: 'channels.teamsEmpty', message: 'No team holds this channel.' },
  teamsReadOnly: /*i18n*/ {
    id: 'channels.teamsReadOnly',
    message: 'Administrators and team leaders choose which teams hold a channel.',
  },
  addToTeam: /*i18n*/ { id: 'channels.addToTeam', message: 'Add to team' },
  chooseTeam: /*i18n*/ { id: 'channels.chooseTeam', message: 'Choose a team' },
  removeFromTeam: /*i18n*/ { id: 'channels.removeFromTeam', message: 'Remove from {team}' },
  addedToTeam: /*i18n*/ { id: 'channels.addedToTeam', message: 'Added to {team}.' },
  removedFromTeam: /*i18n*/ { id: 'channels.removedFromTeam', message: 'Removed from {team}.' },
  // Post permissions by role.
  permissionsTitle: /*i18n*/ {
    id: 'channels.permissionsTitle',
    message: 'Post permissions by role',
  },
  permissionsIntro: /*i18n*/ {
    id: 'channels.permissionsIntro',
    message: 'What each role may do with this channel’s posts.',
  },
  approvePost: /*i18n*/ { id: 'channels.approvePost', message: 'Approve posts' },
  createPost: /*i18n*/ { id: 'channels.createPost', message: 'Create posts' },
  publishPost: /*i18n*/ { id: 'channels.publishPost', message: 'Publish posts' },
  savePostAsDraft: /*i18n*/ { id: 'channels.savePostAsDraft', message: 'Save drafts' },
  submitPostForApproval: /*i18n*/ {
    id: 'channels.submitPostForApproval',
    message: 'Submit for approval',
  },
  allowed: /*i18n*/ { id: 'channels.allowed', message: 'Allowed' },
  notAllowed: /*i18n*/ { id: 'channels.notAllowed', message: 'Not allowed' },
  // URL tracking.
  trackingTitle: /*i18n*/ { id: 'channels.trackingTitle', message: 'URL tracking' },
  trackingOn: /*i18n*/ {
    id: 'channels.trackingOn',
    message: 'URL tracking is on: links in this channel’s posts get your campaign parameters.',
  },
  trackingOff: /*i18n*/ {
    id: 'channels.trackingOff',
    message: 'URL tracking is off: links in this channel’s posts stay as they are written.',
  },
  trackingSettings: /*i18n*/ {
    id: 'channels.trackingSettings',
    message: 'Open campaign tracking',
  },
  // The connection history.
  historyTitle: /*i18n*/ { id: 'channels.historyTitle', message: 'Connection history' },
  historyEmpty: /*i18n*/ {
    id: 'channels.historyEmpty',
    message: 'Nothing has happened to this connection yet.',
  },
  columnEvent: /*i18n*/ { id: 'channels.columnEvent', message: 'What happened' },
  columnWho: /*i18n*/ { id: 'channels.columnWho', message: 'Who' },
  columnWhen: /*i18n*/ { id: 'channels.columnWhen', message: 'When' },
  byNetwork: /*i18n*/ { id: 'channels.byNetwork', message: 'The network' },
  bySomeone: /*i18n*/ { id: 'channels.bySomeone', message: 'Someone you do not see' },
  eventConnected: /*i18n*/ { id: 'channels.eventConnected', message: 'Connected' },
  eventReconnected: /*i18n*/ { id: 'channels.eventReconnected', message: 'Reconnected' },
  eventIndexingStarted: /*i18n*/ {
    id: 'channels.eventIndexingStarted',
    message: 'Indexing started',
  },
  eventIndexed: /*i18n*/ { id: 'channels.eventIndexed', message: 'Indexed' },
  eventIndexingFailed: /*i18n*/ { id: 'channels.eventIndexingFailed', message: 'Indexing failed' },
  eventAccessLost: /*i18n*/ {
    id: 'channels.eventAccessLost',
    message: 'The network stopped accepting its access',
  },
  eventRenamed: /*i18n*/ { id: 'channels.eventRenamed', message: 'Renamed' },
  eventRoleChanged: /*i18n*/ { id: 'channels.eventRoleChanged', message: 'Role given' },
  eventRoleRemoved: /*i18n*/ { id: 'channels.eventRoleRemoved', message: 'Own role removed' },
  eventTeamAdded: /*i18n*/ { id: 'channels.eventTeamAdded', message: 'Added to a team' },
  eventTeamRemoved: /*i18n*/ { id: 'channels.eventTeamRemoved', message: 'Removed from a team' },
  eventMarkedForDeletion: /*i18n*/ {
    id: 'channels.eventMarkedForDeletion',
    message: 'Marked for deletion',
  },
} as const;
