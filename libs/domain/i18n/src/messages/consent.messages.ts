/**
 * The texts of the cookie consent (platform §9, decisions 0103, 0104): the banner, the dialog to
 * choose categories, and the privacy settings screen; each category's name and what it is for.
 */
export const consentMessages = {
  bannerLabel: /*i18n*/ {
    id: 'consent.bannerLabel',
    message: 'Cookie consent',
    comment: 'Consent banner: the accessible name of the banner region.',
  },
  bannerTitle: /*i18n*/ {
    id: 'consent.bannerTitle',
    message: 'Your cookie choice',
    comment: 'Consent banner: its heading.',
  },
  bannerText: /*i18n*/ {
    id: 'consent.bannerText',
    message:
      'Strictly necessary cookies keep you signed in. With your consent Switchboard also uses performance cookies to count how the product is used, and functional, targeting and social media cookies. You can change your choice at any time in Settings › Privacy.',
    comment: 'Consent banner: what is asked. "Settings › Privacy" names the settings screen.',
  },
  acceptAll: /*i18n*/ {
    id: 'consent.acceptAll',
    message: 'Accept all',
    comment: 'Consent banner: button granting every category.',
  },
  onlyNecessary: /*i18n*/ {
    id: 'consent.onlyNecessary',
    message: 'Only necessary',
    comment: 'Consent banner: button granting strictly necessary cookies only.',
  },
  choose: /*i18n*/ {
    id: 'consent.choose',
    message: 'Choose',
    comment: 'Consent banner: button opening the dialog to choose categories.',
  },
  dialogTitle: /*i18n*/ {
    id: 'consent.dialogTitle',
    message: 'Choose cookies',
    comment: 'Consent dialog: its heading.',
  },
  dialogIntro: /*i18n*/ {
    id: 'consent.dialogIntro',
    message: 'Choose which cookies Switchboard may use. Strictly necessary cookies are always on.',
    comment: 'Consent dialog: what it is for.',
  },
  save: /*i18n*/ {
    id: 'consent.save',
    message: 'Save',
    comment: 'Consent dialog and privacy settings: saves the categories chosen.',
  },
  alwaysOn: /*i18n*/ {
    id: 'consent.alwaysOn',
    message: 'always on',
    comment: 'Consent categories: beside strictly necessary, which cannot be switched off.',
  },
  saved: /*i18n*/ {
    id: 'consent.saved',
    message: 'Your cookie choice was saved.',
    comment: 'Consent: toast after the choice was saved.',
  },
  saveFailed: /*i18n*/ {
    id: 'consent.saveFailed',
    message: 'Could not save your cookie choice:',
    comment: 'Consent: toast when saving failed, followed by the reason.',
  },
  categoriesLabel: /*i18n*/ {
    id: 'consent.categoriesLabel',
    message: 'Cookie categories',
    comment: 'Consent dialog and privacy settings: the accessible name of the list of categories.',
  },
  C0001: /*i18n*/ {
    id: 'consent.C0001.title',
    message: 'Strictly necessary',
    comment: 'Consent category C0001 (platform §9).',
  },
  C0001About: /*i18n*/ {
    id: 'consent.C0001.about',
    message: 'Keep you signed in and the product secure. They cannot be switched off.',
    comment: 'Consent category C0001: what it covers.',
  },
  C0002: /*i18n*/ {
    id: 'consent.C0002.title',
    message: 'Performance',
    comment: 'Consent category C0002 (platform §9).',
  },
  C0002About: /*i18n*/ {
    id: 'consent.C0002.about',
    message:
      'Count which screens and features are used, so they can be improved. Switchboard’s product analytics are sent only with these.',
    comment: 'Consent category C0002: what it covers.',
  },
  C0003: /*i18n*/ {
    id: 'consent.C0003.title',
    message: 'Functional',
    comment: 'Consent category C0003 (platform §9).',
  },
  C0003About: /*i18n*/ {
    id: 'consent.C0003.about',
    message: 'Remember your choices, such as layouts, and offer help features.',
    comment: 'Consent category C0003: what it covers.',
  },
  C0004: /*i18n*/ {
    id: 'consent.C0004.title',
    message: 'Targeting',
    comment: 'Consent category C0004 (platform §9).',
  },
  C0004About: /*i18n*/ {
    id: 'consent.C0004.about',
    message: 'Let partners show you offers of Switchboard that fit your interests on other sites.',
    comment: 'Consent category C0004: what it covers.',
  },
  C0005: /*i18n*/ {
    id: 'consent.C0005.title',
    message: 'Social media',
    comment: 'Consent category C0005 (platform §9).',
  },
  C0005About: /*i18n*/ {
    id: 'consent.C0005.about',
    message: 'Let social networks’ share buttons and embedded posts set their own cookies.',
    comment: 'Consent category C0005: what it covers.',
  },
  settingsTitle: /*i18n*/ {
    id: 'consent.settingsTitle',
    message: 'Privacy',
    comment: 'Privacy settings: heading of the screen.',
  },
  settingsIntro: /*i18n*/ {
    id: 'consent.settingsIntro',
    message:
      'Which cookies Switchboard may use. Product analytics are sent only with performance cookies.',
    comment: 'Privacy settings: what the screen is for.',
  },
  decidedAt: /*i18n*/ {
    id: 'consent.decidedAt',
    message: 'You last decided on {date}.',
    comment: 'Privacy settings: when the choice was saved; {date} is a date and time.',
  },
  notDecided: /*i18n*/ {
    id: 'consent.notDecided',
    message: 'You have not decided yet. Until you do, no product analytics are sent.',
    comment: 'Privacy settings: the person has not made a choice.',
  },
  loadFailed: /*i18n*/ {
    id: 'consent.loadFailed',
    message: 'Could not load your cookie choice:',
    comment: 'Privacy settings: loading failed, followed by the reason.',
  },
  retry: /*i18n*/ {
    id: 'consent.retry',
    message: 'Try again',
    comment: 'Privacy settings: loads the choice again.',
  },
} as const;
