import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of support staff's screen and the account assumption landing (docs/decisions/0045).
 */
export const supportMessages = {
  area: /*i18n*/ {
    id: 'support.area',
    message: 'Support',
    comment: "Sidebar and platform menu: the support staff's screen.",
  },
  title: /*i18n*/ {
    id: 'support.title',
    message: 'Find a user',
    comment: 'Support screen: heading.',
  },
  intro: /*i18n*/ {
    id: 'support.intro',
    message:
      "Find a user of any organisation by name or e-mail address, and assume their account to see the product as they do. Their organisation's audit log records that you did.",
    comment: 'Support screen: what it is for.',
  },
  search: /*i18n*/ {
    id: 'support.search',
    message: 'Name or e-mail address',
    comment: 'Support screen: label of the search field.',
  },
  searchHint: /*i18n*/ {
    id: 'support.searchHint',
    message: 'At least two characters.',
    comment: 'Support screen: hint of the search field.',
  },
  find: /*i18n*/ {
    id: 'support.find',
    message: 'Find',
    comment: 'Support screen: the search button.',
  },
  results: /*i18n*/ {
    id: 'support.results',
    message: 'Users found',
    comment: 'Support screen: accessible name of the results list.',
  },
  admin: /*i18n*/ {
    id: 'support.admin',
    message: 'Administrator',
    comment: 'Support screen: badge of an administrator.',
  },
  assume: /*i18n*/ {
    id: 'support.assume',
    message: 'Assume {name}',
    comment: "Support screen: button that assumes a user's account.",
  },
  assumeTitle: /*i18n*/ {
    id: 'support.assumeTitle',
    message: 'Assume {name}’s account?',
    comment: 'Support screen: title of the confirmation.',
  },
  assumeBody: /*i18n*/ {
    id: 'support.assumeBody',
    message:
      'You will work as {name} of {org} until the session ends (a few minutes) or you sign out. {org}’s administrators see in their audit log that you did.',
    comment: 'Support screen: what assuming does.',
  },
  assumeConfirm: /*i18n*/ {
    id: 'support.assumeConfirm',
    message: 'Assume account',
    comment: 'Support screen: confirm button.',
  },
  cancel: /*i18n*/ {
    id: 'support.cancel',
    message: 'Cancel',
    comment: 'Support screen: cancel button of the confirmation.',
  },
  assumeFailed: /*i18n*/ {
    id: 'support.assumeFailed',
    message: 'Could not assume the account:',
    comment: "Support screen: toast when assuming fails, followed by the API's message.",
  },
  searchFailed: /*i18n*/ {
    id: 'support.searchFailed',
    message: 'Could not search:',
    comment: "Support screen: when the search fails, followed by the API's message.",
  },
  startTitle: /*i18n*/ {
    id: 'support.startTitle',
    message: 'Search for a user',
    comment: 'Support screen: heading before the first search.',
  },
  startBody: /*i18n*/ {
    id: 'support.startBody',
    message: 'Type a part of their name or e-mail address above.',
    comment: 'Support screen: text before the first search.',
  },
  noneTitle: /*i18n*/ {
    id: 'support.noneTitle',
    message: 'No user found',
    comment: 'Support screen: heading when nothing matches.',
  },
  noneBody: /*i18n*/ {
    id: 'support.noneBody',
    message: 'No user of any organisation has “{q}” in their name or e-mail address.',
    comment: 'Support screen: text when nothing matches.',
  },
  more: /*i18n*/ {
    id: 'support.more',
    message: 'Only the first {count} are shown: type more to narrow the search.',
    comment: 'Support screen: under a result list that was cut short.',
  },
  landing: /*i18n*/ {
    id: 'support.landing',
    message: 'Opening the account…',
    comment: 'Assume landing: status while the assumed account starts.',
  },
  assumedNow: /*i18n*/ {
    id: 'support.assumedNow',
    message: 'You are now working as {name} of {org}.',
    comment: 'Toast after landing in an assumed account.',
  },
} as const satisfies Record<string, MessageDescriptor>;
