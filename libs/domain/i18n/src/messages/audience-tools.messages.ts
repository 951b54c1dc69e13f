/**
 * The texts of Audience's tools (issue 32, decisions 0097 and 0098): merging people who are
 * likely the same across networks, and importing people from a CSV file.
 */
export const audienceToolsMessages = {
  mergeHeading: /*i18n*/ {
    id: 'audienceTools.merge.heading',
    message: 'Merge people',
    comment: 'Merge page: heading.',
  },
  mergeIntro: /*i18n*/ {
    id: 'audienceTools.merge.intro',
    message:
      'People who are likely the same person across networks. Merge them into one person, or say they are not the same person: either can be undone.',
    comment: 'Merge page: introduction under the heading.',
  },
  reasonSameEmail: /*i18n*/ {
    id: 'audienceTools.reason.sameEmail',
    message: 'Same e-mail address: {value}',
    comment: 'Merge page: why two people are suggested; value is the e-mail address.',
  },
  reasonSamePhone: /*i18n*/ {
    id: 'audienceTools.reason.samePhone',
    message: 'Same phone number: {value}',
    comment: 'Merge page: why two people are suggested; value is the phone number.',
  },
  reasonSameHandle: /*i18n*/ {
    id: 'audienceTools.reason.sameHandle',
    message: 'Same handle @{value} on {networks}',
    comment:
      'Merge page: why two people are suggested; networks lists the networks, e.g. "X and Instagram".',
  },
  reasonSameName: /*i18n*/ {
    id: 'audienceTools.reason.sameName',
    message: 'Same name',
    comment: 'Merge page: why two people are suggested.',
  },
  networksAnd: /*i18n*/ {
    id: 'audienceTools.networksAnd',
    message: '{first} and {second}',
    comment: 'Merge page: two network names joined, e.g. "X and Instagram".',
  },
  score: /*i18n*/ {
    id: 'audienceTools.merge.score',
    message: '{score}% match',
    comment: 'Merge page: how likely the two are the same person, 30–100.',
  },
  pairLabel: /*i18n*/ {
    id: 'audienceTools.merge.pairLabel',
    message: '{a} and {b}',
    comment: 'Merge page: accessible name of a suggested pair of people.',
  },
  keep: /*i18n*/ {
    id: 'audienceTools.merge.keep',
    message: 'Keep this person',
    comment: 'Merge page: radio button choosing which of the two people is kept when merging.',
  },
  kept: /*i18n*/ {
    id: 'audienceTools.merge.kept',
    message: 'Kept',
    comment: 'Merge page: badge on the person who will be kept.',
  },
  mergeButton: /*i18n*/ {
    id: 'audienceTools.merge.merge',
    message: 'Merge',
    comment: 'Merge page: button merging the two people into the kept one.',
  },
  notSame: /*i18n*/ {
    id: 'audienceTools.merge.notSame',
    message: 'Not the same person',
    comment:
      'Merge page: button saying the two people are different; they are not suggested again.',
  },
  merged: /*i18n*/ {
    id: 'audienceTools.merge.merged',
    message: '{other} was merged into {kept}.',
    comment: 'Merge page: message after merging, with an Undo button.',
  },
  dismissed: /*i18n*/ {
    id: 'audienceTools.merge.dismissed',
    message: '{a} and {b} will not be suggested again.',
    comment: 'Merge page: message after "Not the same person", with an Undo button.',
  },
  undo: /*i18n*/ {
    id: 'audienceTools.merge.undo',
    message: 'Undo',
    comment: 'Merge page: button undoing the last merge or "not the same person".',
  },
  undone: /*i18n*/ {
    id: 'audienceTools.merge.undone',
    message: 'Undone: {a} and {b} are as before.',
    comment: 'Merge page: message after undoing.',
  },
  loadMore: /*i18n*/ {
    id: 'audienceTools.merge.loadMore',
    message: 'Load next 25',
    comment: 'Merge page: button loading the next 25 suggested pairs.',
  },
  noNominees: /*i18n*/ {
    id: 'audienceTools.merge.none',
    message: 'No likely duplicates right now',
    comment: 'Merge page: empty state heading.',
  },
  noNomineesHint: /*i18n*/ {
    id: 'audienceTools.merge.noneHint',
    message: 'New people from the inbox and from imports are compared as they arrive.',
    comment: 'Merge page: empty state text.',
  },
  firstSeen: /*i18n*/ {
    id: 'audienceTools.person.firstSeen',
    message: 'First seen {date}',
    comment: 'Merge page: when the person was first seen.',
  },
  lastSeen: /*i18n*/ {
    id: 'audienceTools.person.lastSeen',
    message: 'Last seen {date}',
    comment: 'Merge page: when the person was last seen.',
  },
  conversations: /*i18n*/ {
    id: 'audienceTools.person.conversations',
    message: '{count, plural, one {# conversation} other {# conversations}}',
    comment: 'Merge page: how many conversations the person had.',
  },
  imported: /*i18n*/ {
    id: 'audienceTools.person.imported',
    message: 'Imported',
    comment: 'Merge page: badge on a person who came from a CSV import.',
  },
  failed: /*i18n*/ {
    id: 'audienceTools.failed',
    message: 'That did not work: {reason}',
    comment: "Merge and import pages: an action failed; reason is the server's message.",
  },
  loading: /*i18n*/ {
    id: 'audienceTools.loading',
    message: 'Loading…',
    comment: 'Merge and import pages: while loading.',
  },
  noContact: /*i18n*/ {
    id: 'audienceTools.person.noContact',
    message: 'No e-mail or phone',
    comment: 'Merge page: a person without e-mail address or phone number.',
  },
  importHeading: /*i18n*/ {
    id: 'audienceTools.import.heading',
    message: 'Import people',
    comment: 'Import page: heading.',
  },
  importIntro: /*i18n*/ {
    id: 'audienceTools.import.intro',
    message:
      'Add people from a CSV file: one person per line, the first line naming the columns. Up to 10,000 people and 5 MB per file.',
    comment: 'Import page: introduction.',
  },
  chooseFile: /*i18n*/ {
    id: 'audienceTools.import.file',
    message: 'CSV file',
    comment: 'Import page: label of the file input.',
  },
  fileHint: /*i18n*/ {
    id: 'audienceTools.import.fileHint',
    message: 'Exported from a spreadsheet or your CRM; commas, semicolons or tabs between columns.',
    comment: 'Import page: hint under the file input.',
  },
  fileTooLarge: /*i18n*/ {
    id: 'audienceTools.import.fileTooLarge',
    message: '{name} is larger than 5 MB. Split it into smaller files.',
    comment: 'Import page: the chosen file is too large.',
  },
  fileUnreadable: /*i18n*/ {
    id: 'audienceTools.import.fileUnreadable',
    message: '{name} could not be read as a CSV file: {reason}',
    comment: 'Import page: the chosen file is not readable.',
  },
  fileEmpty: /*i18n*/ {
    id: 'audienceTools.import.fileEmpty',
    message: '{name} has no people: it needs a line naming the columns and a line per person.',
    comment: 'Import page: the chosen file is empty.',
  },
  tooManyRows: /*i18n*/ {
    id: 'audienceTools.import.tooManyRows',
    message:
      '{name} has {count} rows; at most 10,000 are imported at once. Split it into smaller files.',
    comment: 'Import page: the chosen file has too many rows.',
  },
  previewHeading: /*i18n*/ {
    id: 'audienceTools.import.preview',
    message: 'Columns and preview',
    comment: 'Import page: heading of the mapping and preview step.',
  },
  previewIntro: /*i18n*/ {
    id: 'audienceTools.import.previewIntro',
    message:
      '{name}: {count, plural, one {# row} other {# rows}}. Choose what each column holds; we suggested it from the column titles.',
    comment: 'Import page: text above the column mapping.',
  },
  columnHeader: /*i18n*/ {
    id: 'audienceTools.mapping.column',
    message: 'Column',
    comment: "Column mapping: table header for the file's column title.",
  },
  holdsHeader: /*i18n*/ {
    id: 'audienceTools.mapping.holds',
    message: 'Holds',
    comment: 'Column mapping: table header for what the column holds.',
  },
  exampleHeader: /*i18n*/ {
    id: 'audienceTools.mapping.example',
    message: 'Examples',
    comment: 'Column mapping: table header for example values from the file.',
  },
  holdsLabel: /*i18n*/ {
    id: 'audienceTools.mapping.holdsLabel',
    message: 'What column {column} holds',
    comment: 'Column mapping: accessible name of the select for a column.',
  },
  targetIgnore: /*i18n*/ {
    id: 'audienceTools.target.ignore',
    message: 'Don’t import',
    comment: 'Column mapping: the column is not imported.',
  },
  targetName: /*i18n*/ {
    id: 'audienceTools.target.name',
    message: 'Name',
    comment: "Column mapping: the column holds the person's name.",
  },
  targetEmail: /*i18n*/ {
    id: 'audienceTools.target.email',
    message: 'E-mail address',
    comment: 'Column mapping: the column holds the e-mail address.',
  },
  targetPhone: /*i18n*/ {
    id: 'audienceTools.target.phone',
    message: 'Phone number',
    comment: 'Column mapping: the column holds the phone number.',
  },
  targetLabels: /*i18n*/ {
    id: 'audienceTools.target.labels',
    message: 'Labels',
    comment: 'Column mapping: the column holds labels, separated by semicolons.',
  },
  targetHandle: /*i18n*/ {
    id: 'audienceTools.target.handle',
    message: '{network} handle',
    comment:
      'Column mapping: the column holds the person\'s handle on a network, e.g. "Instagram handle".',
  },
  mappingNoName: /*i18n*/ {
    id: 'audienceTools.mapping.noName',
    message: 'Choose the column that holds each person’s name.',
    comment: 'Column mapping: no column is mapped to the name.',
  },
  mappingTwice: /*i18n*/ {
    id: 'audienceTools.mapping.twice',
    message: 'Two columns hold {target}: choose it for one column only.',
    comment: 'Column mapping: two columns are mapped to the same target.',
  },
  start: /*i18n*/ {
    id: 'audienceTools.import.start',
    message: 'Import {count, plural, one {# row} other {# rows}}',
    comment: 'Import page: button starting the import.',
  },
  chooseAnother: /*i18n*/ {
    id: 'audienceTools.import.another',
    message: 'Choose another file',
    comment: 'Import page: button going back to choosing a file.',
  },
  progressLabel: /*i18n*/ {
    id: 'audienceTools.import.progress',
    message: 'Import progress',
    comment: 'Import page: accessible name of the progress bar.',
  },
  stateQueued: /*i18n*/ {
    id: 'audienceTools.import.queued',
    message: 'Waiting to start…',
    comment: 'Import page: the import is queued.',
  },
  stateChecking: /*i18n*/ {
    id: 'audienceTools.import.checking',
    message: 'Checking rows: {checked} of {total}',
    comment: 'Import page: the import is checking rows.',
  },
  stateWriting: /*i18n*/ {
    id: 'audienceTools.import.writing',
    message: 'Adding people: {written} of {total}',
    comment: 'Import page: the import is writing people.',
  },
  doneSummary: /*i18n*/ {
    id: 'audienceTools.import.done',
    message:
      '{imported, plural, one {# person was imported} other {# people were imported}} from {name}.',
    comment: 'Import page: the import is done.',
  },
  skippedSummary: /*i18n*/ {
    id: 'audienceTools.import.skipped',
    message: '{skipped, plural, one {# row was not imported:} other {# rows were not imported:}}',
    comment: 'Import page: heading of the list of rows with errors.',
  },
  allImported: /*i18n*/ {
    id: 'audienceTools.import.allImported',
    message: 'Every row was imported.',
    comment: 'Import page: no row had errors.',
  },
  importFailed: /*i18n*/ {
    id: 'audienceTools.import.failed',
    message: 'The import failed: {reason}',
    comment: 'Import page: the whole import failed.',
  },
  lineHeader: /*i18n*/ {
    id: 'audienceTools.errors.line',
    message: 'Line',
    comment: 'Import errors table: header of the line number.',
  },
  reasonHeader: /*i18n*/ {
    id: 'audienceTools.errors.reason',
    message: 'Reason',
    comment: 'Import errors table: header of the reason.',
  },
  valueHeader: /*i18n*/ {
    id: 'audienceTools.errors.value',
    message: 'Value',
    comment: 'Import errors table: header of the value at fault.',
  },
  download: /*i18n*/ {
    id: 'audienceTools.errors.download',
    message: 'Download the rows not imported (CSV)',
    comment: 'Import page: link downloading the list of rows with errors.',
  },
  moreErrors: /*i18n*/ {
    id: 'audienceTools.errors.more',
    message: '…and {count, plural, one {# more row} other {# more rows}} in the download.',
    comment: 'Import page: more errors than listed.',
  },
  recentHeading: /*i18n*/ {
    id: 'audienceTools.import.recent',
    message: 'Recent imports',
    comment: 'Import page: heading of the list of recent imports.',
  },
  recentEntry: /*i18n*/ {
    id: 'audienceTools.import.recentEntry',
    message:
      '{imported, plural, one {# imported} other {# imported}}, {skipped, plural, one {# not imported} other {# not imported}}',
    comment: 'Import page: outcome of a recent import.',
  },
  recentRunning: /*i18n*/ {
    id: 'audienceTools.import.recentRunning',
    message: 'In progress ({progress}%)',
    comment: 'Import page: a recent import still running.',
  },
  errorColumns: /*i18n*/ {
    id: 'audienceTools.error.columns',
    message: 'More cells than the header has columns',
    comment: 'Import errors: reason code columns.',
  },
  errorNameMissing: /*i18n*/ {
    id: 'audienceTools.error.nameMissing',
    message: 'The name is empty',
    comment: 'Import errors: reason code nameMissing.',
  },
  errorNameTooLong: /*i18n*/ {
    id: 'audienceTools.error.nameTooLong',
    message: 'The name is longer than 200 characters',
    comment: 'Import errors: reason code nameTooLong.',
  },
  errorEmailInvalid: /*i18n*/ {
    id: 'audienceTools.error.emailInvalid',
    message: 'Not a valid e-mail address',
    comment: 'Import errors: reason code emailInvalid.',
  },
  errorPhoneInvalid: /*i18n*/ {
    id: 'audienceTools.error.phoneInvalid',
    message: 'Not a valid phone number (6 to 15 digits)',
    comment: 'Import errors: reason code phoneInvalid.',
  },
  errorHandleInvalid: /*i18n*/ {
    id: 'audienceTools.error.handleInvalid',
    message: 'Not a valid handle (letters, digits, _ . -)',
    comment: 'Import errors: reason code handleInvalid.',
  },
  errorLabelInvalid: /*i18n*/ {
    id: 'audienceTools.error.labelInvalid',
    message: 'A label is longer than 100 characters',
    comment: 'Import errors: reason code labelInvalid.',
  },
  errorLabelUnknown: /*i18n*/ {
    id: 'audienceTools.error.labelUnknown',
    message: 'No such label in your organisation',
    comment: 'Import errors: reason code labelUnknown.',
  },
  errorTooManyLabels: /*i18n*/ {
    id: 'audienceTools.error.tooManyLabels',
    message: 'More than 20 labels',
    comment: 'Import errors: reason code tooManyLabels.',
  },
  errorDuplicate: /*i18n*/ {
    id: 'audienceTools.error.duplicate',
    message: 'The same person as line {line}',
    comment: 'Import errors: reason code duplicate; line is the earlier row.',
  },
  errorExists: /*i18n*/ {
    id: 'audienceTools.error.exists',
    message: 'Already in your audience as {name}',
    comment: 'Import errors: reason code exists; name is the person already known.',
  },
} as const;
