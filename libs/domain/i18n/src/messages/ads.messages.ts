import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the ads area (issue 32, docs/decisions/0093, 0094): the ad account picker, the
 * campaigns table with its totals, the empty state, and boosting a published post.
 */
export const adsMessages = {
  title: /*i18n*/ {
    id: 'ads.title',
    message: 'Ads',
    comment: 'Ads area: the heading of the screen.',
  },
  accountLabel: /*i18n*/ {
    id: 'ads.accountLabel',
    message: 'Ad account',
    comment: 'Ads area: label of the ad account picker.',
  },
  accountsLoadFailed: /*i18n*/ {
    id: 'ads.accountsLoadFailed',
    message: 'The ad accounts could not be loaded.',
    comment: "Ads area: the accounts failed to load; the server's reason follows.",
  },
  campaignsLoadFailed: /*i18n*/ {
    id: 'ads.campaignsLoadFailed',
    message: 'The campaigns could not be loaded.',
    comment: "Ads area: the campaigns failed to load; the server's reason follows.",
  },
  retry: /*i18n*/ {
    id: 'ads.retry',
    message: 'Try again',
    comment: 'Ads area: button that loads again after a failure.',
  },
  emptyTitle: /*i18n*/ {
    id: 'ads.emptyTitle',
    message: 'No ad account connected yet',
    comment: 'Ads area: heading of the empty state when no ad account is connected.',
  },
  emptyBody: /*i18n*/ {
    id: 'ads.emptyBody',
    message:
      'Connect an ad account from Facebook and Instagram, LinkedIn, X or TikTok to see its campaigns here and to boost published posts.',
    comment: 'Ads area: text of the empty state.',
  },
  emptyAction: /*i18n*/ {
    id: 'ads.emptyAction',
    message: 'Connect an ad account',
    comment:
      'Ads area: button of the empty state leading to the ad account connection in settings.',
  },
  emptyAsk: /*i18n*/ {
    id: 'ads.emptyAsk',
    message: 'Ask an administrator to connect your organisation’s ad accounts.',
    comment: 'Ads area: empty state for people who may not connect ad accounts.',
  },
  manageAccounts: /*i18n*/ {
    id: 'ads.manageAccounts',
    message: 'Manage ad accounts',
    comment: 'Ads area: link to the ad account settings.',
  },
  reconnect: /*i18n*/ {
    id: 'ads.reconnect',
    message: 'Reconnect in settings',
    comment: 'Ads area: link to the ad account settings when the account needs reconnecting.',
  },
  campaignsTitle: /*i18n*/ {
    id: 'ads.campaignsTitle',
    message: 'Campaigns',
    comment: 'Ads area: heading of the campaigns table.',
  },
  campaignsCount: /*i18n*/ {
    id: 'ads.campaignsCount',
    message: '{count, plural, one {# campaign} other {# campaigns}}',
    comment: 'Ads area: how many campaigns the account has (of the status chosen).',
  },
  columnName: /*i18n*/ {
    id: 'ads.columnName',
    message: 'Campaign',
    comment: 'Ads area: column of the campaign names.',
  },
  columnStatus: /*i18n*/ {
    id: 'ads.columnStatus',
    message: 'Status',
    comment: 'Ads area: column of the campaign statuses.',
  },
  columnSpend: /*i18n*/ {
    id: 'ads.columnSpend',
    message: 'Spend',
    comment: 'Ads area: column of the amounts spent.',
  },
  columnResults: /*i18n*/ {
    id: 'ads.columnResults',
    message: 'Results',
    comment: 'Ads area: column of the campaign results.',
  },
  columnBudget: /*i18n*/ {
    id: 'ads.columnBudget',
    message: 'Budget',
    comment: 'Ads area: column of the campaign budgets.',
  },
  columnSchedule: /*i18n*/ {
    id: 'ads.columnSchedule',
    message: 'Runs',
    comment: 'Ads area: column of the campaign start and end dates.',
  },
  statusActive: /*i18n*/ {
    id: 'ads.statusActive',
    message: 'Active',
    comment: 'Ads area: a running campaign.',
  },
  statusPaused: /*i18n*/ {
    id: 'ads.statusPaused',
    message: 'Paused',
    comment: 'Ads area: a paused campaign.',
  },
  statusCompleted: /*i18n*/ {
    id: 'ads.statusCompleted',
    message: 'Completed',
    comment: 'Ads area: a campaign past its end.',
  },
  statusFilter: /*i18n*/ {
    id: 'ads.statusFilter',
    message: 'Status',
    comment: 'Ads area: label of the status filter.',
  },
  allStatuses: /*i18n*/ {
    id: 'ads.allStatuses',
    message: 'All statuses',
    comment: "Ads area: the status filter's option showing every campaign.",
  },
  resultReach: /*i18n*/ {
    id: 'ads.resultReach',
    message: 'Reach',
    comment: 'Ads area: results counted as people reached.',
  },
  resultLinkClicks: /*i18n*/ {
    id: 'ads.resultLinkClicks',
    message: 'Link clicks',
    comment: 'Ads area: results counted as link clicks.',
  },
  resultPostEngagements: /*i18n*/ {
    id: 'ads.resultPostEngagements',
    message: 'Post engagements',
    comment: 'Ads area: results counted as interactions with the post.',
  },
  resultLeads: /*i18n*/ {
    id: 'ads.resultLeads',
    message: 'Leads',
    comment: 'Ads area: results counted as leads.',
  },
  resultVideoViews: /*i18n*/ {
    id: 'ads.resultVideoViews',
    message: 'Video views',
    comment: 'Ads area: results counted as video views.',
  },
  resultAppInstalls: /*i18n*/ {
    id: 'ads.resultAppInstalls',
    message: 'App installs',
    comment: 'Ads area: results counted as app installs.',
  },
  resultPurchases: /*i18n*/ {
    id: 'ads.resultPurchases',
    message: 'Purchases',
    comment: 'Ads area: results counted as purchases.',
  },
  costPerResult: /*i18n*/ {
    id: 'ads.costPerResult',
    message: '{cost} per result',
    comment: 'Ads area: spend divided by results, under the results.',
  },
  totals: /*i18n*/ {
    id: 'ads.totals',
    message: 'Total',
    comment: 'Ads area: the totals row of the campaigns table.',
  },
  boosted: /*i18n*/ {
    id: 'ads.boosted',
    message: 'Boost',
    comment: 'Ads area: marks a campaign made by boosting a post in the product.',
  },
  spentOf: /*i18n*/ {
    id: 'ads.spentOf',
    message: 'of {budget}',
    comment: 'Ads area: the budget under the amount spent.',
  },
  ongoing: /*i18n*/ {
    id: 'ads.ongoing',
    message: 'since {start}',
    comment: 'Ads area: a campaign without an end date.',
  },
  dateRange: /*i18n*/ {
    id: 'ads.dateRange',
    message: '{start} – {end}',
    comment: "Ads area: a campaign's start and end dates.",
  },
  campaignsEmpty: /*i18n*/ {
    id: 'ads.campaignsEmpty',
    message: 'This ad account has no campaigns yet. Boost a published post to start one.',
    comment: 'Ads area: the account has no campaigns.',
  },
  campaignsEmptyFiltered: /*i18n*/ {
    id: 'ads.campaignsEmptyFiltered',
    message: 'No campaigns with this status.',
    comment: 'Ads area: the status filter shows no campaign.',
  },
  previousPage: /*i18n*/ {
    id: 'ads.previousPage',
    message: 'Previous page',
    comment: 'Ads area: button to the previous page of campaigns.',
  },
  nextPage: /*i18n*/ {
    id: 'ads.nextPage',
    message: 'Next page',
    comment: 'Ads area: button to the next page of campaigns.',
  },
  pageOf: /*i18n*/ {
    id: 'ads.pageOf',
    message: 'Page {page} of {pages}',
    comment: 'Ads area: where the campaigns pager is.',
  },
  sortBy: /*i18n*/ {
    id: 'ads.sortBy',
    message: 'Sort by {column}',
    comment: 'Ads area: accessible name and hover title of a sortable column heading.',
  },
  boostAction: /*i18n*/ {
    id: 'ads.boostAction',
    message: 'Boost',
    comment: 'Publish area: the button on a published post that boosts it with an ad account.',
  },
  boostTitle: /*i18n*/ {
    id: 'ads.boostTitle',
    message: 'Boost post',
    comment: 'Boost dialog: its heading.',
  },
  boostChannel: /*i18n*/ {
    id: 'ads.boostChannel',
    message: 'Published on',
    comment: 'Boost dialog: label of the channel the post was published on.',
  },
  boostAccount: /*i18n*/ {
    id: 'ads.boostAccount',
    message: 'Ad account',
    comment: 'Boost dialog: label of the ad account that pays.',
  },
  boostBudget: /*i18n*/ {
    id: 'ads.boostBudget',
    message: 'Total budget ({currency})',
    comment: "Boost dialog: label of the budget in the account's currency.",
  },
  boostBudgetHint: /*i18n*/ {
    id: 'ads.boostBudgetHint',
    message: 'From 1 to 1,000,000, spent evenly over the days.',
    comment: 'Boost dialog: hint under the budget.',
  },
  boostDuration: /*i18n*/ {
    id: 'ads.boostDuration',
    message: 'Duration',
    comment: 'Boost dialog: label of the number of days.',
  },
  boostDays: /*i18n*/ {
    id: 'ads.boostDays',
    message: '{count, plural, one {# day} other {# days}}',
    comment: 'Boost dialog: an option of the duration.',
  },
  boostAudience: /*i18n*/ {
    id: 'ads.boostAudience',
    message: 'Audience',
    comment: 'Boost dialog: heading of the audience fields.',
  },
  boostCountries: /*i18n*/ {
    id: 'ads.boostCountries',
    message: 'Countries',
    comment: 'Boost dialog: label of the country codes.',
  },
  boostCountriesHint: /*i18n*/ {
    id: 'ads.boostCountriesHint',
    message: 'Country codes separated by commas, such as DE, AT. Empty: everywhere.',
    comment: 'Boost dialog: hint under the countries.',
  },
  boostAgeMin: /*i18n*/ {
    id: 'ads.boostAgeMin',
    message: 'Minimum age',
    comment: 'Boost dialog: label of the youngest age.',
  },
  boostAgeMax: /*i18n*/ {
    id: 'ads.boostAgeMax',
    message: 'Maximum age',
    comment: 'Boost dialog: label of the oldest age (65 means 65 and older).',
  },
  boostGender: /*i18n*/ {
    id: 'ads.boostGender',
    message: 'Gender',
    comment: 'Boost dialog: label of the gender choice.',
  },
  genderAll: /*i18n*/ {
    id: 'ads.genderAll',
    message: 'Everyone',
    comment: 'Boost dialog: reach every gender.',
  },
  genderFemale: /*i18n*/ {
    id: 'ads.genderFemale',
    message: 'Women',
    comment: 'Boost dialog: reach women.',
  },
  genderMale: /*i18n*/ {
    id: 'ads.genderMale',
    message: 'Men',
    comment: 'Boost dialog: reach men.',
  },
  boostSummary: /*i18n*/ {
    id: 'ads.boostSummary',
    message: 'Spends up to {budget} over {count, plural, one {# day} other {# days}}.',
    comment: 'Boost dialog: what the boost will spend.',
  },
  boostSubmit: /*i18n*/ {
    id: 'ads.boostSubmit',
    message: 'Boost post',
    comment: 'Boost dialog: the button that creates the boost.',
  },
  cancel: /*i18n*/ {
    id: 'ads.cancel',
    message: 'Cancel',
    comment: 'Boost dialog: closes it without boosting.',
  },
  boostDone: /*i18n*/ {
    id: 'ads.boostDone',
    message: 'The post is boosted. Its campaign is now in Ads.',
    comment: 'Toast after a boost was created.',
  },
  boostFailed: /*i18n*/ {
    id: 'ads.boostFailed',
    message: 'The post could not be boosted: {message}',
    comment: 'Boost dialog: the server refused; its reason follows.',
  },
  boostInvalidBudget: /*i18n*/ {
    id: 'ads.boostInvalidBudget',
    message: 'Enter a budget from 1 to 1,000,000 with at most two decimals.',
    comment: 'Boost dialog: the budget is not valid.',
  },
  boostInvalidAges: /*i18n*/ {
    id: 'ads.boostInvalidAges',
    message: 'The minimum age must not be above the maximum age.',
    comment: 'Boost dialog: the age range is upside down.',
  },
  boostInvalidCountries: /*i18n*/ {
    id: 'ads.boostInvalidCountries',
    message: 'Enter two-letter country codes such as DE or US, at most 25.',
    comment: 'Boost dialog: the country codes are not valid.',
  },
  boostedBefore: /*i18n*/ {
    id: 'ads.boostedBefore',
    message:
      '{count, plural, one {This post was boosted # time already.} other {This post was boosted # times already.}}',
    comment: 'Boost dialog: the post already has boosts.',
  },
  boostLoadFailed: /*i18n*/ {
    id: 'ads.boostLoadFailed',
    message: 'What this post can be boosted with could not be loaded.',
    comment: "Boost dialog: the options failed to load; the server's reason follows.",
  },
  viewInAds: /*i18n*/ {
    id: 'ads.viewInAds',
    message: 'View in Ads',
    comment: 'Toast or dialog link to the campaign in the ads area.',
  },
  accountFacts: /*i18n*/ {
    id: 'ads.accountFacts',
    message: '{network} · {currency} · reported in {timeZone}',
    comment: "Ads area: the chosen ad account's network, currency and reporting time zone.",
  },
  campaignFor: /*i18n*/ {
    id: 'ads.campaignFor',
    message: 'Boost of a published post',
    comment: 'Ads area: hover title of the boost badge.',
  },
} satisfies Record<string, MessageDescriptor>;
