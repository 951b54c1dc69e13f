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
} satisfies Record<string, MessageDescriptor>;
