import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the benchmark settings (platform §2 `/settings/brands`, `/settings/public-channels`;
 * docs/decisions/0076, 0085): the brands, a new brand, a brand's page with its public channels,
 * channel slots and onboarding, and the public channels the organisation follows.
 */
export const brandsMessages = {
  title: /*i18n*/ {
    id: 'brands.title',
    message: 'Brands',
    comment: 'Brands settings: heading of the list of brands.',
  },
  lead: /*i18n*/ {
    id: 'brands.lead',
    message:
      'The brands Benchmark compares, your own and others, each followed through its public channels on the networks.',
    comment: 'Brands settings: what the screen is for, under its heading.',
  },
  readOnly: /*i18n*/ {
    id: 'brands.readOnly',
    message:
      'Only administrators and team leaders change brands. You can see them here and compare them in Benchmark.',
    comment: 'Brands settings: note for people who may read but not change brands.',
  },
  newBrand: /*i18n*/ {
    id: 'brands.newBrand',
    message: 'New brand',
    comment: 'Brands settings: the button that opens the page of a new brand.',
  },
  list: /*i18n*/ {
    id: 'brands.list',
    message: 'Brands of your organisation',
    comment: 'Brands settings: accessible name of the table of brands.',
  },
  columnBrand: /*i18n*/ {
    id: 'brands.columnBrand',
    message: 'Brand',
    comment: 'Brands table: heading of the column of brand names.',
  },
  columnNetworks: /*i18n*/ {
    id: 'brands.columnNetworks',
    message: 'Networks',
    comment: 'Brands table: heading of the column of the networks of its public channels.',
  },
  columnChannels: /*i18n*/ {
    id: 'brands.columnChannels',
    message: 'Public channels',
    comment: 'Brands table: heading of the column with the number of public channels.',
  },
  columnOnboarding: /*i18n*/ {
    id: 'brands.columnOnboarding',
    message: 'History',
    comment: 'Brands table: heading of the column saying whether its history has been collected.',
  },
  columnCreated: /*i18n*/ {
    id: 'brands.columnCreated',
    message: 'Created',
    comment: 'Brands table: heading of the column of creation dates.',
  },
  ownBrand: /*i18n*/ {
    id: 'brands.ownBrand',
    message: 'Own brand',
    comment: 'Badge next to a brand that is the organisation’s own.',
  },
  noNetworks: /*i18n*/ {
    id: 'brands.noNetworks',
    message: 'No public channels yet',
    comment: 'Brands table: in the networks column of a brand without public channels.',
  },
  channelCount: /*i18n*/ {
    id: 'brands.channelCount',
    message: '{count, plural, one {# public channel} other {# public channels}}',
    comment: 'A brand’s number of public channels.',
  },
  emptyTitle: /*i18n*/ {
    id: 'brands.emptyTitle',
    message: 'No brands yet',
    comment: 'Brands settings: title of the empty list.',
  },
  emptyManager: /*i18n*/ {
    id: 'brands.emptyManager',
    message:
      'Benchmark compares brands by what the networks show everyone: fans, posts and engagement of their public channels. Add your own brand and the brands you compete with, find their public channels by handle, and Benchmark collects 90 days of their history.',
    comment: 'Brands settings: the empty list, for someone who may add brands.',
  },
  emptyReader: /*i18n*/ {
    id: 'brands.emptyReader',
    message:
      'Benchmark compares brands by what the networks show everyone: fans, posts and engagement of their public channels. An administrator or a team leader adds the brands to compare.',
    comment: 'Brands settings: the empty list, for someone who may not add brands.',
  },
  loadFailed: /*i18n*/ {
    id: 'brands.loadFailed',
    message: 'The brands could not be loaded.',
    comment: 'Brands settings: the list failed to load; the server’s reason follows.',
  },
  allPublicChannels: /*i18n*/ {
    id: 'brands.allPublicChannels',
    message: 'See every public channel your brands follow',
    comment: 'Brands settings: link to the list of public channels.',
  },
  retry: /*i18n*/ {
    id: 'brands.retry',
    message: 'Try again',
    comment: 'Brands settings: button that loads again after a failure.',
  },

  slotsTitle: /*i18n*/ {
    id: 'brands.slotsTitle',
    message: 'Channel slots',
    comment:
      'Heading of the summary of channel slots (public channels the package lets you follow).',
  },
  slotsUsed: /*i18n*/ {
    id: 'brands.slotsUsed',
    message: '{used} of {total} used',
    comment: 'Channel slots: how many slots are used out of all.',
  },
  slotsRemaining: /*i18n*/ {
    id: 'brands.slotsRemaining',
    message: '{count, plural, =0 {none remaining} one {# remaining} other {# remaining}}',
    comment: 'Channel slots: how many are left.',
  },
  slotsAbout: /*i18n*/ {
    id: 'brands.slotsAbout',
    message:
      'Each public channel your brands follow takes one slot, however many brands follow it.',
    comment: 'Channel slots: how slots are counted.',
  },
  slotsFull: /*i18n*/ {
    id: 'brands.slotsFull',
    message:
      'All channel slots are in use. Only public channels another brand already follows can be added; remove a public channel from a brand to free a slot.',
    comment: 'Shown when no channel slot remains.',
  },

  onboardingNotStarted: /*i18n*/ {
    id: 'brands.onboarding.notStarted',
    message: 'Not collected',
    comment: 'Onboarding status: the history of the brand’s public channels is not collected yet.',
  },
  onboardingRunning: /*i18n*/ {
    id: 'brands.onboarding.onboarding',
    message: 'Collecting…',
    comment: 'Onboarding status: the history is being collected.',
  },
  onboardingReady: /*i18n*/ {
    id: 'brands.onboarding.ready',
    message: 'Ready',
    comment: 'Onboarding status: the history is collected and kept up to date.',
  },
  onboardingTitle: /*i18n*/ {
    id: 'brands.onboardingTitle',
    message: 'History',
    comment: 'Brand page: heading of the part about collecting the public channels’ history.',
  },
  onboardingNotStartedText: /*i18n*/ {
    id: 'brands.onboardingNotStartedText',
    message:
      'Benchmark has not collected the history of this brand’s public channels yet. Start onboarding to collect their last {days} days; from then on each new day is added.',
    comment: 'Brand page: the history is not collected yet.',
  },
  onboardingNoChannels: /*i18n*/ {
    id: 'brands.onboardingNoChannels',
    message: 'Add a public channel first: onboarding collects the history of the brand’s channels.',
    comment: 'Brand page: why onboarding cannot start yet.',
  },
  onboardingRunningText: /*i18n*/ {
    id: 'brands.onboardingRunningText',
    message: 'Collecting {days} days of history…',
    comment: 'Brand page: the history is being collected (the page updates by itself).',
  },
  onboardingReadyText: /*i18n*/ {
    id: 'brands.onboardingReadyText',
    message:
      'Ready: the history of this brand’s public channels is collected, and each new day is added.',
    comment: 'Brand page: the history is collected.',
  },
  startOnboarding: /*i18n*/ {
    id: 'brands.startOnboarding',
    message: 'Start onboarding',
    comment: 'Brand page: the button that starts collecting the public channels’ history.',
  },
  onboardingStarted: /*i18n*/ {
    id: 'brands.onboardingStarted',
    message: 'Collecting the history of “{name}”.',
    comment: 'Toast after onboarding started.',
  },
  onboardNow: /*i18n*/ {
    id: 'brands.onboardNow',
    message: 'Start onboarding now',
    comment: 'New brand: checkbox that starts collecting the history right after creating.',
  },
  onboardNowHint: /*i18n*/ {
    id: 'brands.onboardNowHint',
    message: 'Benchmark collects {days} days of history of the brand’s public channels.',
    comment: 'New brand: what onboarding does.',
  },

  allBrands: /*i18n*/ {
    id: 'brands.allBrands',
    message: 'All brands',
    comment: 'Brand pages: the link back to the list of brands.',
  },
  newTitle: /*i18n*/ {
    id: 'brands.newTitle',
    message: 'New brand',
    comment: 'Heading of the page of a new brand.',
  },
  newLead: /*i18n*/ {
    id: 'brands.newLead',
    message:
      'Name the brand, say who sees it, and find the public channels it posts on. Benchmark then collects their history.',
    comment: 'New brand page: what it is for.',
  },
  detailsTitle: /*i18n*/ {
    id: 'brands.detailsTitle',
    message: 'Details',
    comment: 'Brand page: heading of the brand’s name, details, own brand and teams.',
  },
  name: /*i18n*/ {
    id: 'brands.name',
    message: 'Brand name',
    comment: 'Brand form: label of the name.',
  },
  nameRequired: /*i18n*/ {
    id: 'brands.nameRequired',
    message: 'Give the brand a name.',
    comment: 'Brand form: error when the name is empty.',
  },
  nameTooLong: /*i18n*/ {
    id: 'brands.nameTooLong',
    message: 'Use at most {max} characters.',
    comment: 'Brand form: error when the name or the details are too long.',
  },
  details: /*i18n*/ {
    id: 'brands.details',
    message: 'Details',
    comment: 'Brand form: label of the free text about the brand.',
  },
  detailsHint: /*i18n*/ {
    id: 'brands.detailsHint',
    message: 'What the brand is, for your colleagues (optional).',
    comment: 'Brand form: hint of the details.',
  },
  ownBrandLabel: /*i18n*/ {
    id: 'brands.ownBrandLabel',
    message: 'This is our own brand',
    comment: 'Brand form: checkbox marking the brand as the organisation’s own.',
  },
  ownBrandHint: /*i18n*/ {
    id: 'brands.ownBrandHint',
    message: 'Benchmark shows your own brands first and compares the others with them.',
    comment: 'Brand form: what marking a brand as own does.',
  },
  teams: /*i18n*/ {
    id: 'brands.teams',
    message: 'Teams who see it',
    comment: 'Brand form: legend of the teams that see the brand.',
  },
  teamsHint: /*i18n*/ {
    id: 'brands.teamsHint',
    message: 'With no team ticked, every team sees the brand.',
    comment: 'Brand form: what an empty choice of teams means.',
  },
  allTeams: /*i18n*/ {
    id: 'brands.allTeams',
    message: 'Every team',
    comment: 'Brand page: the brand is seen by every team.',
  },
  noDetails: /*i18n*/ {
    id: 'brands.noDetails',
    message: 'No details.',
    comment: 'Brand page: the brand has no details text.',
  },
  create: /*i18n*/ {
    id: 'brands.create',
    message: 'Create brand',
    comment: 'New brand page: the button that creates it.',
  },
  save: /*i18n*/ {
    id: 'brands.save',
    message: 'Save',
    comment: 'Brand page: the button that saves the details.',
  },
  saved: /*i18n*/ {
    id: 'brands.saved',
    message: 'Brand “{name}” saved.',
    comment: 'Toast after a brand was created or changed.',
  },
  createdPartly: /*i18n*/ {
    id: 'brands.createdPartly',
    message: 'Brand “{name}” created, but not all of its public channels could be added: {reason}',
    comment:
      'Toast after a brand was created but adding a channel failed; the server’s reason follows.',
  },

  channelsTitle: /*i18n*/ {
    id: 'brands.channelsTitle',
    message: 'Public channels',
    comment: 'Brand pages: heading of the brand’s public channels.',
  },
  channelsLead: /*i18n*/ {
    id: 'brands.channelsLead',
    message: 'The brand’s channels on the networks, whose public figures Benchmark compares.',
    comment: 'Brand pages: what the public channels are.',
  },
  noChannels: /*i18n*/ {
    id: 'brands.noChannels',
    message: 'No public channels yet. Find them by handle below.',
    comment: 'Brand pages: the brand has no public channels.',
  },
  noChannelsReader: /*i18n*/ {
    id: 'brands.noChannelsReader',
    message: 'No public channels yet.',
    comment: 'Brand page: the brand has no public channels (read only).',
  },
  columnChannel: /*i18n*/ {
    id: 'brands.columnChannel',
    message: 'Channel',
    comment: 'Public channels table: heading of the channel (network and name).',
  },
  columnHandle: /*i18n*/ {
    id: 'brands.columnHandle',
    message: 'Handle',
    comment: 'Public channels table: heading of the handle.',
  },
  columnFollowers: /*i18n*/ {
    id: 'brands.columnFollowers',
    message: 'Followers',
    comment: 'Public channels table: heading of the followers.',
  },
  columnHistory: /*i18n*/ {
    id: 'brands.columnHistory',
    message: 'History since',
    comment: 'Public channels table: heading of the first day of history kept.',
  },
  columnBrands: /*i18n*/ {
    id: 'brands.columnBrands',
    message: 'Followed for',
    comment: 'Public channels table: heading of the brands that follow the channel.',
  },
  columnActions: /*i18n*/ {
    id: 'brands.columnActions',
    message: 'Actions',
    comment: 'Public channels table: heading of the column of buttons.',
  },
  notCollected: /*i18n*/ {
    id: 'brands.notCollected',
    message: 'Not collected yet',
    comment: 'Public channels table: no history kept yet.',
  },
  followers: /*i18n*/ {
    id: 'brands.followers',
    message: '{count, plural, one {# follower} other {# followers}}',
    comment: 'Handle search result: its followers.',
  },
  removeChannel: /*i18n*/ {
    id: 'brands.removeChannel',
    message: 'Remove @{handle} ({network})',
    comment: 'Brand page: name of the icon button that removes a public channel from the brand.',
  },
  channelRemoved: /*i18n*/ {
    id: 'brands.channelRemoved',
    message: '@{handle} removed from “{brand}”.',
    comment: 'Toast after a public channel was removed from a brand.',
  },
  removeAll: /*i18n*/ {
    id: 'brands.removeAll',
    message: 'Remove all',
    comment: 'Brand page: the button that removes every public channel of the brand.',
  },
  removeAllTitle: /*i18n*/ {
    id: 'brands.removeAllTitle',
    message: 'Remove all public channels of “{name}”?',
    comment: 'Title of the confirmation of removing every public channel of a brand.',
  },
  removeAllBody: /*i18n*/ {
    id: 'brands.removeAllBody',
    message:
      '{count, plural, one {Its # public channel is} other {Its # public channels are}} no longer followed for this brand. Slots of channels no other brand follows become free.',
    comment: 'Body of the confirmation of removing every public channel of a brand.',
  },
  allRemoved: /*i18n*/ {
    id: 'brands.allRemoved',
    message: 'All public channels removed from “{name}”.',
    comment: 'Toast after every public channel of a brand was removed.',
  },
  channelAdded: /*i18n*/ {
    id: 'brands.channelAdded',
    message: '@{handle} added to “{brand}”.',
    comment: 'Toast after a public channel was added to a brand.',
  },
  noChannelsPicked: /*i18n*/ {
    id: 'brands.noChannelsPicked',
    message:
      'No public channels picked yet. Find them by handle below; you can also add them later.',
    comment: 'New brand: no channel picked yet.',
  },
  pickedChannels: /*i18n*/ {
    id: 'brands.pickedChannels',
    message: 'Public channels the brand will follow',
    comment: 'New brand: accessible name of the table of picked channels.',
  },
  tooManyChannels: /*i18n*/ {
    id: 'brands.tooManyChannels',
    message: 'A brand follows at most {max} public channels.',
    comment: 'Adding a channel to a brand that has the most it may have.',
  },
  channelsOf: /*i18n*/ {
    id: 'brands.channelsOf',
    message: 'Public channels of {name}',
    comment: 'Brand page: accessible name of the table of the brand’s public channels.',
  },
  brandTitle: /*i18n*/ {
    id: 'brands.brandTitle',
    message: 'Brand',
    comment: 'Brand page: heading while the brand loads or when it could not be loaded.',
  },
  pendingRemove: /*i18n*/ {
    id: 'brands.pendingRemove',
    message: 'Do not add @{handle} ({network})',
    comment: 'New brand: name of the icon button that takes a picked channel off the list.',
  },
  openChannel: /*i18n*/ {
    id: 'brands.openChannel',
    message: 'Open @{handle} on {network}',
    comment: 'Public channels table: the link to the channel’s page on its network.',
  },

  searchTitle: /*i18n*/ {
    id: 'brands.searchTitle',
    message: 'Add public channels',
    comment: 'Heading of the search of public channels by handle.',
  },
  searchLabel: /*i18n*/ {
    id: 'brands.searchLabel',
    message: 'Handle or name',
    comment: 'Handle search: label of the keyword.',
  },
  searchHint: /*i18n*/ {
    id: 'brands.searchHint',
    message: 'For example morningmug: channels whose handle or name contains it.',
    comment: 'Handle search: hint of the keyword.',
  },
  searchNetwork: /*i18n*/ {
    id: 'brands.searchNetwork',
    message: 'Network',
    comment: 'Handle search: label of the network filter.',
  },
  anyNetwork: /*i18n*/ {
    id: 'brands.anyNetwork',
    message: 'All networks',
    comment: 'Handle search: the network filter’s choice of every network.',
  },
  search: /*i18n*/ {
    id: 'brands.search',
    message: 'Search',
    comment: 'Handle search: the button that searches.',
  },
  searchResults: /*i18n*/ {
    id: 'brands.searchResults',
    message: 'Public channels matching “{keyword}”',
    comment: 'Handle search: accessible name of the results.',
  },
  searchEmpty: /*i18n*/ {
    id: 'brands.searchEmpty',
    message: 'No public channel matches “{keyword}”. Try part of the handle, or another network.',
    comment: 'Handle search: no result.',
  },
  searchFailed: /*i18n*/ {
    id: 'brands.searchFailed',
    message: 'The search failed: {reason}',
    comment: 'Handle search: the search failed; the server’s reason follows.',
  },
  add: /*i18n*/ {
    id: 'brands.add',
    message: 'Add',
    comment: 'Handle search: the button that adds a found channel to the brand.',
  },
  addNamed: /*i18n*/ {
    id: 'brands.addNamed',
    message: 'Add @{handle} ({network})',
    comment: 'Handle search: accessible name of the Add button of a result.',
  },
  added: /*i18n*/ {
    id: 'brands.added',
    message: 'Added',
    comment: 'Handle search: a found channel the brand already has.',
  },
  addFailed: /*i18n*/ {
    id: 'brands.addFailed',
    message: '@{handle} could not be added: {reason}',
    comment: 'Handle search: adding failed; the server’s reason follows.',
  },

  seeInsights: /*i18n*/ {
    id: 'brands.seeInsights',
    message: 'See insights',
    comment: 'Brand page: the link to the brand’s insights in Benchmark.',
  },
  deleteBrand: /*i18n*/ {
    id: 'brands.deleteBrand',
    message: 'Delete brand',
    comment: 'Brand page: the button that deletes the brand.',
  },
  deleteTitle: /*i18n*/ {
    id: 'brands.deleteTitle',
    message: 'Delete “{name}”?',
    comment: 'Title of the confirmation of deleting a brand.',
  },
  deleteBody: /*i18n*/ {
    id: 'brands.deleteBody',
    message:
      'Benchmark no longer compares this brand. Its public channels stay followed only for other brands that follow them; the slots of the others become free.',
    comment: 'Body of the confirmation of deleting a brand.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'brands.deleteConfirm',
    message: 'Delete',
    comment: 'Confirmation of deleting a brand: the button that deletes.',
  },
  deleted: /*i18n*/ {
    id: 'brands.deleted',
    message: 'Brand “{name}” deleted.',
    comment: 'Toast after a brand was deleted.',
  },
  brandLoadFailed: /*i18n*/ {
    id: 'brands.brandLoadFailed',
    message: 'The brand could not be loaded.',
    comment: 'Brand page: loading failed; the server’s reason follows.',
  },
  createdOn: /*i18n*/ {
    id: 'brands.createdOn',
    message: 'Created {date}',
    comment: 'Brand page: when the brand was created.',
  },

  publicTitle: /*i18n*/ {
    id: 'brands.publicTitle',
    message: 'Public channels',
    comment: 'Public channels settings: heading.',
  },
  publicLead: /*i18n*/ {
    id: 'brands.publicLead',
    message:
      'Every public channel your organisation follows for its brands, with the brands that follow it. Each takes one channel slot.',
    comment: 'Public channels settings: what the screen is for.',
  },
  publicList: /*i18n*/ {
    id: 'brands.publicList',
    message: 'Public channels your organisation follows',
    comment: 'Public channels settings: accessible name of the table.',
  },
  publicEmptyTitle: /*i18n*/ {
    id: 'brands.publicEmptyTitle',
    message: 'No public channels followed yet',
    comment: 'Public channels settings: title of the empty list.',
  },
  publicEmptyText: /*i18n*/ {
    id: 'brands.publicEmptyText',
    message: 'A brand follows public channels: add them on its page, found by handle.',
    comment: 'Public channels settings: the empty list explained.',
  },
  goToBrands: /*i18n*/ {
    id: 'brands.goToBrands',
    message: 'Go to brands',
    comment: 'Public channels settings: the link to the brands.',
  },
  publicLoadFailed: /*i18n*/ {
    id: 'brands.publicLoadFailed',
    message: 'The public channels could not be loaded.',
    comment: 'Public channels settings: loading failed; the server’s reason follows.',
  },
  removeFromBrand: /*i18n*/ {
    id: 'brands.removeFromBrand',
    message: 'Stop following @{handle} for {brand}',
    comment: 'Public channels settings: name of the button that removes a channel from a brand.',
  },
  removeFromBrandTitle: /*i18n*/ {
    id: 'brands.removeFromBrandTitle',
    message: 'Stop following @{handle} for “{brand}”?',
    comment: 'Title of the confirmation of removing a public channel from a brand.',
  },
  removeFromBrandBody: /*i18n*/ {
    id: 'brands.removeFromBrandBody',
    message:
      'Benchmark no longer counts this channel for the brand. When no other brand follows it, its slot becomes free.',
    comment: 'Body of the confirmation of removing a public channel from a brand.',
  },
  removeConfirm: /*i18n*/ {
    id: 'brands.removeConfirm',
    message: 'Remove',
    comment: 'Confirmations of removing public channels: the button that removes.',
  },
  noBrandSeen: /*i18n*/ {
    id: 'brands.noBrandSeen',
    message: 'A brand your team does not see',
    comment:
      'Public channels settings: a channel followed only for brands the person does not see.',
  },
} as const satisfies Record<string, MessageDescriptor>;
