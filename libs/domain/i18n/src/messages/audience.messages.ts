/**
 * The texts of Audience (issue 32, decisions 0095, 0096): the area's local navigation, the
 * overview, the people list and a person's card, saved audiences, and the audience role.
 */
export const audienceMessages = {
  title: /*i18n*/ {
    id: 'audience.title',
    message: 'Audience',
    comment: "Audience: the area's heading.",
  },
  navigation: /*i18n*/ {
    id: 'audience.navigation',
    message: 'Audience sections',
    comment: "Audience: the accessible name of the area's local navigation.",
  },
  navOverview: /*i18n*/ {
    id: 'audience.nav.overview',
    message: 'Overview',
    comment: 'Audience: local navigation entry for the overview.',
  },
  navPeople: /*i18n*/ {
    id: 'audience.nav.people',
    message: 'People',
    comment: 'Audience: local navigation entry for the people list.',
  },
  navAudiences: /*i18n*/ {
    id: 'audience.nav.audiences',
    message: 'Audiences',
    comment: 'Audience: local navigation entry for the saved audiences.',
  },
  navMerge: /*i18n*/ {
    id: 'audience.nav.merge',
    message: 'Merge',
    comment: 'Audience: local navigation entry for merging people who are the same person.',
  },
  navImport: /*i18n*/ {
    id: 'audience.nav.import',
    message: 'Import',
    comment: 'Audience: local navigation entry for importing people from a CSV file.',
  },
  navPinned: /*i18n*/ {
    id: 'audience.nav.pinned',
    message: 'Pinned audiences',
    comment: "Audience: heading of the local navigation's list of pinned audiences.",
  },
  navTools: /*i18n*/ {
    id: 'audience.nav.tools',
    message: 'Tools',
    comment: "Audience: heading of the local navigation's merge and import entries.",
  },
  overviewTitle: /*i18n*/ {
    id: 'audience.overview.title',
    message: 'Overview',
    comment: 'Audience overview: heading.',
  },
  overviewIntro: /*i18n*/ {
    id: 'audience.overview.intro',
    message: 'The people who write to you on every network, built from your inbox.',
    comment: 'Audience overview: line under the heading.',
  },
  figurePeople: /*i18n*/ {
    id: 'audience.figure.people',
    message: 'People',
    comment: 'Audience overview: figure of how many people there are.',
  },
  figureNewThisWeek: /*i18n*/ {
    id: 'audience.figure.newThisWeek',
    message: 'New this week',
    comment: 'Audience overview: figure of people first seen in the last 7 days.',
  },
  figureIdentities: /*i18n*/ {
    id: 'audience.figure.identities',
    message: 'Network accounts',
    comment: 'Audience overview: figure of how many network accounts (identities) the people have.',
  },
  figureWithEmail: /*i18n*/ {
    id: 'audience.figure.withEmail',
    message: 'With e-mail',
    comment: 'Audience overview: figure of people with an e-mail address.',
  },
  newPerDay: /*i18n*/ {
    id: 'audience.chart.newPerDay',
    message: 'New people per day',
    comment: 'Audience overview: title of the chart of new people per day over 14 days.',
  },
  newPerDayAxis: /*i18n*/ {
    id: 'audience.chart.newPerDayAxis',
    message: 'People',
    comment: 'Audience overview: the chart value axis label.',
  },
  byNetwork: /*i18n*/ {
    id: 'audience.overview.byNetwork',
    message: 'By network',
    comment: 'Audience overview: heading of people per network.',
  },
  bySentiment: /*i18n*/ {
    id: 'audience.overview.bySentiment',
    message: 'By sentiment',
    comment: 'Audience overview: heading of people per sentiment.',
  },
  pinnedTitle: /*i18n*/ {
    id: 'audience.overview.pinned',
    message: 'Pinned audiences',
    comment: 'Audience overview: heading of the pinned audiences.',
  },
  noPinned: /*i18n*/ {
    id: 'audience.overview.noPinned',
    message: 'No audience is pinned yet. Pin one under Audiences to keep it here.',
    comment: 'Audience overview: shown when no audience is pinned.',
  },
  updatedAt: /*i18n*/ {
    id: 'audience.overview.updatedAt',
    message: 'People last brought up to date {time}',
    comment: 'Audience overview: when the aggregation last ran. {time} is a date and time.',
  },
  notUpdated: /*i18n*/ {
    id: 'audience.overview.notUpdated',
    message: 'People are brought up to date from your inbox every minute.',
    comment: 'Audience overview: shown before the first aggregation.',
  },
  peopleCount: /*i18n*/ {
    id: 'audience.people.count',
    message: '{count, plural, one {# person} other {# people}}',
    comment: 'Audience: how many people a list or audience holds.',
  },
  sentimentPositive: /*i18n*/ {
    id: 'audience.sentiment.positive',
    message: 'Positive',
    comment: 'Audience: sentiment value.',
  },
  sentimentNeutral: /*i18n*/ {
    id: 'audience.sentiment.neutral',
    message: 'Neutral',
    comment: 'Audience: sentiment value.',
  },
  sentimentNegative: /*i18n*/ {
    id: 'audience.sentiment.negative',
    message: 'Negative',
    comment: 'Audience: sentiment value.',
  },
  sentimentUnknown: /*i18n*/ {
    id: 'audience.sentiment.unknown',
    message: 'Not rated',
    comment: 'Audience: a person whose sentiment is not known.',
  },
  peopleTitle: /*i18n*/ {
    id: 'audience.people.title',
    message: 'People',
    comment: 'Audience people list: heading.',
  },
  peopleIntro: /*i18n*/ {
    id: 'audience.people.intro',
    message:
      'Everyone who wrote to you, most recently seen first. Open a person to see their accounts and add contact details.',
    comment: 'Audience people list: line under the heading.',
  },
  filters: /*i18n*/ {
    id: 'audience.filters',
    message: 'Filters',
    comment: 'Audience: accessible name of the filter bar.',
  },
  search: /*i18n*/ {
    id: 'audience.filter.search',
    message: 'Search',
    comment: 'Audience: label of the search field.',
  },
  searchPlaceholder: /*i18n*/ {
    id: 'audience.filter.searchPlaceholder',
    message: 'Name, handle, e-mail or phone',
    comment: 'Audience: placeholder of the search field.',
  },
  network: /*i18n*/ {
    id: 'audience.filter.network',
    message: 'Network',
    comment: 'Audience: label of the network filter.',
  },
  allNetworks: /*i18n*/ {
    id: 'audience.filter.allNetworks',
    message: 'All networks',
    comment: 'Audience: network filter option for no filter.',
  },
  sentiment: /*i18n*/ {
    id: 'audience.filter.sentiment',
    message: 'Sentiment',
    comment: 'Audience: label of the sentiment filter.',
  },
  allSentiments: /*i18n*/ {
    id: 'audience.filter.allSentiments',
    message: 'Any sentiment',
    comment: 'Audience: sentiment filter option for no filter.',
  },
  label: /*i18n*/ {
    id: 'audience.filter.label',
    message: 'Label',
    comment: 'Audience: label of the label filter.',
  },
  allLabels: /*i18n*/ {
    id: 'audience.filter.allLabels',
    message: 'Any label',
    comment: 'Audience: label filter option for no filter.',
  },
  seenSince: /*i18n*/ {
    id: 'audience.filter.seenSince',
    message: 'Seen',
    comment: 'Audience: label of the last-seen filter.',
  },
  seenAny: /*i18n*/ {
    id: 'audience.filter.seenAny',
    message: 'Any time',
    comment: 'Audience: last-seen filter option for no filter.',
  },
  seen7: /*i18n*/ {
    id: 'audience.filter.seen7',
    message: 'In the last 7 days',
    comment: 'Audience: last-seen filter option.',
  },
  seen30: /*i18n*/ {
    id: 'audience.filter.seen30',
    message: 'In the last 30 days',
    comment: 'Audience: last-seen filter option.',
  },
  seen90: /*i18n*/ {
    id: 'audience.filter.seen90',
    message: 'In the last 90 days',
    comment: 'Audience: last-seen filter option.',
  },
  clearFilters: /*i18n*/ {
    id: 'audience.filter.clear',
    message: 'Clear filters',
    comment: 'Audience: button that removes every filter.',
  },
  columnName: /*i18n*/ {
    id: 'audience.column.name',
    message: 'Name',
    comment: 'Audience people table: column.',
  },
  columnAccounts: /*i18n*/ {
    id: 'audience.column.accounts',
    message: 'Accounts',
    comment: 'Audience people table: column of the network accounts.',
  },
  columnLastSeen: /*i18n*/ {
    id: 'audience.column.lastSeen',
    message: 'Last seen',
    comment: 'Audience people table: column.',
  },
  columnConversations: /*i18n*/ {
    id: 'audience.column.conversations',
    message: 'Conversations',
    comment: 'Audience people table: column.',
  },
  columnSentiment: /*i18n*/ {
    id: 'audience.column.sentiment',
    message: 'Sentiment',
    comment: 'Audience people table: column.',
  },
  columnLabels: /*i18n*/ {
    id: 'audience.column.labels',
    message: 'Labels',
    comment: 'Audience people table: column.',
  },
  loadMore: /*i18n*/ {
    id: 'audience.people.loadMore',
    message: 'Show more people',
    comment: 'Audience people list: button that loads the next page.',
  },
  noPeople: /*i18n*/ {
    id: 'audience.people.none',
    message: 'No one matches these filters.',
    comment: 'Audience people list: empty result.',
  },
  noPeopleYet: /*i18n*/ {
    id: 'audience.people.noneYet',
    message: 'No people yet. They appear here as soon as someone writes to one of your channels.',
    comment: 'Audience people list: no people at all.',
  },
  openPerson: /*i18n*/ {
    id: 'audience.people.open',
    message: 'Open {name}',
    comment:
      'Audience people list: accessible name of the button opening a person card. {name} is the person.',
  },
  never: /*i18n*/ {
    id: 'audience.never',
    message: 'Never',
    comment: 'Audience: a last-seen date that is not known.',
  },
  cardTitle: /*i18n*/ {
    id: 'audience.card.title',
    message: 'Person',
    comment: 'Audience person card: accessible name of the panel.',
  },
  closeCard: /*i18n*/ {
    id: 'audience.card.close',
    message: 'Close the person card',
    comment: 'Audience person card: close button accessible name.',
  },
  firstSeen: /*i18n*/ {
    id: 'audience.card.firstSeen',
    message: 'First seen',
    comment: 'Audience person card: field.',
  },
  lastSeen: /*i18n*/ {
    id: 'audience.card.lastSeen',
    message: 'Last seen',
    comment: 'Audience person card: field.',
  },
  conversations: /*i18n*/ {
    id: 'audience.card.conversations',
    message: 'Conversations',
    comment: 'Audience person card: field.',
  },
  accounts: /*i18n*/ {
    id: 'audience.card.accounts',
    message: 'Accounts',
    comment: 'Audience person card: heading of the network accounts.',
  },
  contact: /*i18n*/ {
    id: 'audience.card.contact',
    message: 'Contact details',
    comment: 'Audience person card: heading of the contact form.',
  },
  name: /*i18n*/ {
    id: 'audience.card.name',
    message: 'Name',
    comment: 'Audience person card: name field label.',
  },
  email: /*i18n*/ {
    id: 'audience.card.email',
    message: 'E-mail',
    comment: 'Audience person card: e-mail field label.',
  },
  phone: /*i18n*/ {
    id: 'audience.card.phone',
    message: 'Phone',
    comment: 'Audience person card: phone field label.',
  },
  labels: /*i18n*/ {
    id: 'audience.card.labels',
    message: 'Labels',
    comment: 'Audience person card: heading of the labels checkboxes.',
  },
  noLabels: /*i18n*/ {
    id: 'audience.card.noLabels',
    message: 'Your organisation has no labels yet.',
    comment: 'Audience person card: no labels exist.',
  },
  save: /*i18n*/ {
    id: 'audience.card.save',
    message: 'Save',
    comment: 'Audience person card: save button.',
  },
  saved: /*i18n*/ {
    id: 'audience.card.saved',
    message: 'Saved',
    comment: 'Audience person card: confirmation after saving.',
  },
  invalidEmail: /*i18n*/ {
    id: 'audience.card.invalidEmail',
    message: 'Enter an e-mail address like name@example.com.',
    comment: 'Audience person card: e-mail validation error.',
  },
  invalidPhone: /*i18n*/ {
    id: 'audience.card.invalidPhone',
    message: 'Enter a phone number of digits, with + , spaces or dashes.',
    comment: 'Audience person card: phone validation error.',
  },
  recentItems: /*i18n*/ {
    id: 'audience.card.recentItems',
    message: 'Latest messages',
    comment: 'Audience person card: heading of their latest inbox entries.',
  },
  noRecentItems: /*i18n*/ {
    id: 'audience.card.noRecentItems',
    message: 'None on the channels you see.',
    comment: 'Audience person card: no recent entries visible to you.',
  },
  source: /*i18n*/ {
    id: 'audience.card.source',
    message: 'Added from',
    comment: 'Audience person card: where the person came from.',
  },
  sourceEngage: /*i18n*/ {
    id: 'audience.card.sourceEngage',
    message: 'Inbox',
    comment: 'Audience person card: the person came from the inbox.',
  },
  sourceImport: /*i18n*/ {
    id: 'audience.card.sourceImport',
    message: 'Import',
    comment: 'Audience person card: the person came from an imported file.',
  },
  audiencesTitle: /*i18n*/ {
    id: 'audience.audiences.title',
    message: 'Audiences',
    comment: 'Audience audiences page: heading.',
  },
  audiencesIntro: /*i18n*/ {
    id: 'audience.audiences.intro',
    message:
      'Save a set of filters as an audience to find the same people again. Pinned audiences come first and appear in the navigation and the overview.',
    comment: 'Audience audiences page: line under the heading.',
  },
  newAudience: /*i18n*/ {
    id: 'audience.audiences.new',
    message: 'New audience',
    comment: 'Audience audiences page: heading of the builder.',
  },
  editAudience: /*i18n*/ {
    id: 'audience.audiences.edit',
    message: 'Edit audience',
    comment: 'Audience audiences page: heading of the builder editing a saved audience.',
  },
  audienceName: /*i18n*/ {
    id: 'audience.audiences.name',
    message: 'Audience name',
    comment: 'Audience audiences page: name field label.',
  },
  nameRequired: /*i18n*/ {
    id: 'audience.audiences.nameRequired',
    message: 'Give the audience a name.',
    comment: 'Audience audiences page: validation error.',
  },
  pinIt: /*i18n*/ {
    id: 'audience.audiences.pinIt',
    message: 'Pin this audience',
    comment: 'Audience audiences page: checkbox to pin when saving.',
  },
  saveAudience: /*i18n*/ {
    id: 'audience.audiences.save',
    message: 'Save audience',
    comment: 'Audience audiences page: save button.',
  },
  matching: /*i18n*/ {
    id: 'audience.audiences.matching',
    message: '{count, plural, one {# person matches} other {# people match}}',
    comment: 'Audience audiences page: live count of people matching the filters.',
  },
  savedAudiences: /*i18n*/ {
    id: 'audience.audiences.saved',
    message: 'Saved audiences',
    comment: 'Audience audiences page: heading of the list.',
  },
  noAudiences: /*i18n*/ {
    id: 'audience.audiences.none',
    message: 'No audiences yet. Build one with the filters and save it.',
    comment: 'Audience audiences page: empty list.',
  },
  pin: /*i18n*/ {
    id: 'audience.audiences.pin',
    message: 'Pin {name}',
    comment:
      'Audience: button accessible name and title to pin an audience. {name} is the audience.',
  },
  unpin: /*i18n*/ {
    id: 'audience.audiences.unpin',
    message: 'Unpin {name}',
    comment: 'Audience: button accessible name and title to unpin an audience.',
  },
  pinned: /*i18n*/ {
    id: 'audience.audiences.pinned',
    message: 'Pinned',
    comment: 'Audience: badge of a pinned audience.',
  },
  deleteAudience: /*i18n*/ {
    id: 'audience.audiences.delete',
    message: 'Delete {name}',
    comment: 'Audience: button accessible name and title to delete an audience.',
  },
  deleteTitle: /*i18n*/ {
    id: 'audience.audiences.deleteTitle',
    message: 'Delete this audience?',
    comment: 'Audience: delete confirmation title.',
  },
  deleteBody: /*i18n*/ {
    id: 'audience.audiences.deleteBody',
    message: '“{name}” will be deleted. Its people stay in your audience.',
    comment: 'Audience: delete confirmation text.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'audience.audiences.deleteConfirm',
    message: 'Delete',
    comment: 'Audience: delete confirmation button.',
  },
  cancel: /*i18n*/ {
    id: 'audience.cancel',
    message: 'Cancel',
    comment: 'Audience: cancel button.',
  },
  viewPeople: /*i18n*/ {
    id: 'audience.audiences.viewPeople',
    message: 'People in {name}',
    comment: 'Audience: heading of the people of a saved audience.',
  },
  editFilters: /*i18n*/ {
    id: 'audience.audiences.editFilters',
    message: 'Edit',
    comment: 'Audience: button to edit a saved audience.',
  },
  newFromScratch: /*i18n*/ {
    id: 'audience.audiences.newFromScratch',
    message: 'New audience',
    comment: 'Audience: button to start a new audience.',
  },
  audienceSaved: /*i18n*/ {
    id: 'audience.audiences.savedToast',
    message: 'Audience “{name}” saved.',
    comment: 'Audience: toast after saving an audience.',
  },
  deniedTitle: /*i18n*/ {
    id: 'audience.denied.title',
    message: 'Audience is not available to you',
    comment: 'Audience: heading shown to a person without access.',
  },
  deniedBody: /*i18n*/ {
    id: 'audience.denied.body',
    message: 'You have no audience role. Ask an administrator to give you one in Settings › Users.',
    comment: 'Audience: text shown to a person without an audience role.',
  },
  deniedHome: /*i18n*/ {
    id: 'audience.denied.home',
    message: 'Go to Home',
    comment: 'Audience: link back home from the denied message.',
  },
  roleLabel: /*i18n*/ {
    id: 'audience.role.label',
    message: 'Audience role',
    comment: 'Users settings: label of the audience role field.',
  },
  roleAdmin: /*i18n*/ {
    id: 'audience.role.admin',
    message: 'Audience admin',
    comment: 'Users settings: audience role option ADMIN.',
  },
  roleUser: /*i18n*/ {
    id: 'audience.role.user',
    message: 'Audience user',
    comment: 'Users settings: audience role option AUDIENCE_USER.',
  },
  roleNone: /*i18n*/ {
    id: 'audience.role.none',
    message: 'No access to Audience',
    comment: 'Users settings: audience role option none.',
  },
  roleSaved: /*i18n*/ {
    id: 'audience.role.saved',
    message: 'Audience role saved.',
    comment: 'Users settings: confirmation after changing the audience role.',
  },
  roleHint: /*i18n*/ {
    id: 'audience.role.hint',
    message: 'Who may open Audience: its people, audiences, merge and import.',
    comment: 'Users settings: hint under the audience role field.',
  },
  identityOpen: /*i18n*/ {
    id: 'audience.identity.open',
    message: 'Open in Audience',
    comment: 'Engage identity card: link to the sender’s person in Audience.',
  },
  retry: /*i18n*/ {
    id: 'audience.retry',
    message: 'Try again',
    comment: 'Audience: retry after a failed load.',
  },
  loadFailed: /*i18n*/ {
    id: 'audience.loadFailed',
    message: 'Could not load Audience.',
    comment: 'Audience: a load failed; the server’s message follows.',
  },
  saveFailed: /*i18n*/ {
    id: 'audience.saveFailed',
    message: 'Could not save.',
    comment: 'Audience: a save failed; the server’s message follows.',
  },
  day: /*i18n*/ {
    id: 'audience.chart.day',
    message: 'Day',
    comment: 'Audience overview: header of the chart table’s first column.',
  },
} as const;
