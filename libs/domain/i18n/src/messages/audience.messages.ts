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
} as const;
