/**
 * The texts of benchmark's manage area (issue 31, decisions 0081, 0082): scheduled reports and
 * their dialog, saved queries and outliers.
 */
export const benchmarkManageMessages = {
  reportsTitle: /*i18n*/ {
    id: 'benchmarkManage.reportsTitle',
    message: 'Scheduled reports',
    comment: 'Benchmark manage: heading of the scheduled reports.',
  },
  reportsLead: /*i18n*/ {
    id: 'benchmarkManage.reportsLead',
    message: 'Brand totals e-mailed on a schedule, with a CSV file attached.',
    comment: 'Benchmark manage: line under the scheduled reports heading.',
  },
  newReport: /*i18n*/ {
    id: 'benchmarkManage.newReport',
    message: 'New report',
    comment: 'Button that opens the dialog to schedule a report.',
  },
  reportsEmptyTitle: /*i18n*/ {
    id: 'benchmarkManage.reportsEmptyTitle',
    message: 'No scheduled reports yet',
    comment: 'Empty state title of the scheduled reports.',
  },
  reportsEmpty: /*i18n*/ {
    id: 'benchmarkManage.reportsEmpty',
    message: 'Schedule a report to e-mail your brands’ figures to people every day, week or month.',
    comment: 'Empty state text of the scheduled reports for people who may create them.',
  },
  reportsEmptyReader: /*i18n*/ {
    id: 'benchmarkManage.reportsEmptyReader',
    message: 'Administrators and team leaders can schedule reports here.',
    comment: 'Empty state text of the scheduled reports for people who may not create them.',
  },
  reportsList: /*i18n*/ {
    id: 'benchmarkManage.reportsList',
    message: 'Scheduled reports',
    comment: 'Accessible name of the list of reports.',
  },
  reportsLoadFailed: /*i18n*/ {
    id: 'benchmarkManage.reportsLoadFailed',
    message: 'Could not load the scheduled reports.',
    comment: 'Shown when the reports could not be loaded, before the server’s message.',
  },
  retry: /*i18n*/ {
    id: 'benchmarkManage.retry',
    message: 'Try again',
    comment: 'Button that loads again after a failure.',
  },
  daily: /*i18n*/ {
    id: 'benchmarkManage.daily',
    message: 'Every day at {time}',
    comment: 'How often a report is sent: daily. {time} is a clock time like 09:00.',
  },
  weekly: /*i18n*/ {
    id: 'benchmarkManage.weekly',
    message: 'Every {weekday} at {time}',
    comment: 'How often a report is sent: weekly. {weekday} is a weekday name like Monday.',
  },
  monthly: /*i18n*/ {
    id: 'benchmarkManage.monthly',
    message: 'Monthly on day {day} at {time}',
    comment: 'How often a report is sent: monthly. {day} is a number 1–28.',
  },
  nextSend: /*i18n*/ {
    id: 'benchmarkManage.nextSend',
    message: 'Next: {date}',
    comment: 'When a report is next sent, in the person’s own time zone.',
  },
  paused: /*i18n*/ {
    id: 'benchmarkManage.paused',
    message: 'Paused',
    comment: 'Badge of a paused report.',
  },
  lastSent: /*i18n*/ {
    id: 'benchmarkManage.lastSent',
    message: 'Last sent: {date}',
    comment: 'When a report was last e-mailed.',
  },
  neverSent: /*i18n*/ {
    id: 'benchmarkManage.neverSent',
    message: 'Not sent yet',
    comment: 'A report that was never e-mailed.',
  },
  recipientCount: /*i18n*/ {
    id: 'benchmarkManage.recipientCount',
    message: '{count, plural, one {# recipient} other {# recipients}}',
    comment: 'How many people a report is e-mailed to.',
  },
  pause: /*i18n*/ {
    id: 'benchmarkManage.pause',
    message: 'Pause {name}',
    comment: 'Button name: stop sending a report on its schedule.',
  },
  resume: /*i18n*/ {
    id: 'benchmarkManage.resume',
    message: 'Resume {name}',
    comment: 'Button name: send a paused report on its schedule again.',
  },
  sendNow: /*i18n*/ {
    id: 'benchmarkManage.sendNow',
    message: 'Send {name} now',
    comment: 'Button name: e-mail a report at once.',
  },
  sentNow: /*i18n*/ {
    id: 'benchmarkManage.sentNow',
    message: '{name} is on its way to {count, plural, one {# recipient} other {# recipients}}.',
    comment: 'Toast after a report was sent now.',
  },
  pausedToast: /*i18n*/ {
    id: 'benchmarkManage.pausedToast',
    message: '{name} is paused.',
    comment: 'Toast after a report was paused.',
  },
  resumedToast: /*i18n*/ {
    id: 'benchmarkManage.resumedToast',
    message: '{name} is sent on its schedule again.',
    comment: 'Toast after a report was resumed.',
  },
  editReport: /*i18n*/ {
    id: 'benchmarkManage.editReport',
    message: 'Edit {name}',
    comment: 'Button name: open the dialog to change a report or a query.',
  },
  deleteItem: /*i18n*/ {
    id: 'benchmarkManage.deleteItem',
    message: 'Delete {name}',
    comment: 'Button name: delete a report or a saved query.',
  },
  createTitle: /*i18n*/ {
    id: 'benchmarkManage.createTitle',
    message: 'Schedule a report',
    comment: 'Title of the dialog that creates a report.',
  },
  editTitle: /*i18n*/ {
    id: 'benchmarkManage.editTitle',
    message: 'Edit report',
    comment: 'Title of the dialog that changes a report.',
  },
  deleteTitle: /*i18n*/ {
    id: 'benchmarkManage.deleteTitle',
    message: 'Delete {name}?',
    comment: 'Title of the confirmation before deleting a report or a saved query.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'benchmarkManage.deleteConfirm',
    message: 'Delete',
    comment: 'Confirm button of the deletion.',
  },
  deleteReportBody: /*i18n*/ {
    id: 'benchmarkManage.deleteReportBody',
    message: 'Its recipients will no longer receive it.',
    comment: 'What deleting a report loses.',
  },
  saved: /*i18n*/ {
    id: 'benchmarkManage.saved',
    message: '{name} saved',
    comment: 'Toast after a report or a query was saved.',
  },
  deleted: /*i18n*/ {
    id: 'benchmarkManage.deleted',
    message: '{name} deleted',
    comment: 'Toast after a report or a query was deleted.',
  },
  name: /*i18n*/ {
    id: 'benchmarkManage.name',
    message: 'Name',
    comment: 'Field label: the name of a report or a query.',
  },
  nameRequired: /*i18n*/ {
    id: 'benchmarkManage.nameRequired',
    message: 'Give it a name.',
    comment: 'Error when the name is empty.',
  },
  brands: /*i18n*/ {
    id: 'benchmarkManage.brands',
    message: 'Brands',
    comment: 'Legend of the brands a report covers.',
  },
  brandsRequired: /*i18n*/ {
    id: 'benchmarkManage.brandsRequired',
    message: 'Choose one to {count} brands.',
    comment: 'Error when no brand, or too many, are chosen.',
  },
  networks: /*i18n*/ {
    id: 'benchmarkManage.networks',
    message: 'Networks',
    comment: 'Legend of the networks a report covers.',
  },
  networksHint: /*i18n*/ {
    id: 'benchmarkManage.networksHint',
    message: 'None chosen: every network of the brands’ channels.',
    comment: 'Hint under the networks.',
  },
  period: /*i18n*/ {
    id: 'benchmarkManage.period',
    message: 'Period',
    comment: 'Field label: the days a report or a query covers.',
  },
  last7Days: /*i18n*/ {
    id: 'benchmarkManage.last7Days',
    message: 'Last 7 days',
    comment: 'A period: the 7 days ending yesterday.',
  },
  last30Days: /*i18n*/ {
    id: 'benchmarkManage.last30Days',
    message: 'Last 30 days',
    comment: 'A period: the 30 days ending yesterday.',
  },
  last90Days: /*i18n*/ {
    id: 'benchmarkManage.last90Days',
    message: 'Last 90 days',
    comment: 'A period: the 90 days ending yesterday.',
  },
  frequency: /*i18n*/ {
    id: 'benchmarkManage.frequency',
    message: 'Send',
    comment: 'Field label: how often a report is sent.',
  },
  frequencyDaily: /*i18n*/ {
    id: 'benchmarkManage.frequencyDaily',
    message: 'Daily',
    comment: 'Option: send every day.',
  },
  frequencyWeekly: /*i18n*/ {
    id: 'benchmarkManage.frequencyWeekly',
    message: 'Weekly',
    comment: 'Option: send every week.',
  },
  frequencyMonthly: /*i18n*/ {
    id: 'benchmarkManage.frequencyMonthly',
    message: 'Monthly',
    comment: 'Option: send every month.',
  },
  weekday: /*i18n*/ {
    id: 'benchmarkManage.weekday',
    message: 'On',
    comment: 'Field label: the weekday a weekly report is sent on.',
  },
  dayOfMonth: /*i18n*/ {
    id: 'benchmarkManage.dayOfMonth',
    message: 'Day of the month',
    comment: 'Field label: the day (1–28) a monthly report is sent on.',
  },
  dayOfMonthHint: /*i18n*/ {
    id: 'benchmarkManage.dayOfMonthHint',
    message: '1 to 28, so every month has it.',
    comment: 'Hint under the day of the month.',
  },
  hour: /*i18n*/ {
    id: 'benchmarkManage.hour',
    message: 'At',
    comment: 'Field label: the hour a report is sent at.',
  },
  timeZone: /*i18n*/ {
    id: 'benchmarkManage.timeZone',
    message: 'Time zone',
    comment: 'Field label: the time zone of the hour.',
  },
  otherZones: /*i18n*/ {
    id: 'benchmarkManage.otherZones',
    message: 'Other',
    comment: 'Group of time zones without a region.',
  },
  recipients: /*i18n*/ {
    id: 'benchmarkManage.recipients',
    message: 'Recipients',
    comment: 'Field label: the e-mail addresses a report goes to.',
  },
  recipientsHint: /*i18n*/ {
    id: 'benchmarkManage.recipientsHint',
    message: 'Type an e-mail address and press Enter. Up to {count}.',
    comment: 'Hint under the recipients field.',
  },
  recipientInvalid: /*i18n*/ {
    id: 'benchmarkManage.recipientInvalid',
    message: '{address} is not an e-mail address.',
    comment: 'Error when a typed recipient is not an e-mail address.',
  },
  recipientsRequired: /*i18n*/ {
    id: 'benchmarkManage.recipientsRequired',
    message: 'Add at least one recipient.',
    comment: 'Error when a report has no recipients.',
  },
  addRecipient: /*i18n*/ {
    id: 'benchmarkManage.addRecipient',
    message: 'Add',
    comment: 'Button that adds the typed address to the recipients.',
  },
  removeRecipient: /*i18n*/ {
    id: 'benchmarkManage.removeRecipient',
    message: 'Remove {address}',
    comment: 'Button name: take an address out of the recipients.',
  },
  active: /*i18n*/ {
    id: 'benchmarkManage.active',
    message: 'Send on this schedule',
    comment: 'Checkbox: the report is active (unchecked: paused).',
  },
  create: /*i18n*/ {
    id: 'benchmarkManage.create',
    message: 'Schedule report',
    comment: 'Submit button of the new report dialog.',
  },
  save: /*i18n*/ {
    id: 'benchmarkManage.save',
    message: 'Save',
    comment: 'Submit button of a dialog that changes something.',
  },
  queriesTitle: /*i18n*/ {
    id: 'benchmarkManage.queriesTitle',
    message: 'Saved queries',
    comment: 'Benchmark manage: heading of the saved queries.',
  },
  queriesLead: /*i18n*/ {
    id: 'benchmarkManage.queriesLead',
    message: 'Brands, networks and a period under a name, to open again in one click.',
    comment: 'Line under the saved queries heading.',
  },
  saveSelection: /*i18n*/ {
    id: 'benchmarkManage.saveSelection',
    message: 'Save current selection',
    comment: 'Button that saves the brands, networks and period chosen now as a query.',
  },
  saveSelectionTitle: /*i18n*/ {
    id: 'benchmarkManage.saveSelectionTitle',
    message: 'Save the current selection',
    comment: 'Title of the dialog that saves a query.',
  },
  renameTitle: /*i18n*/ {
    id: 'benchmarkManage.renameTitle',
    message: 'Rename query',
    comment: 'Title of the dialog that renames a saved query.',
  },
  rename: /*i18n*/ {
    id: 'benchmarkManage.rename',
    message: 'Rename {name}',
    comment: 'Button name: rename a saved query.',
  },
  apply: /*i18n*/ {
    id: 'benchmarkManage.apply',
    message: 'Open',
    comment: 'Button that opens brand insights with a saved query.',
  },
  applyName: /*i18n*/ {
    id: 'benchmarkManage.applyName',
    message: 'Open {name} in brand insights',
    comment: 'Accessible name of the button that applies a saved query.',
  },
  allNetworks: /*i18n*/ {
    id: 'benchmarkManage.allNetworks',
    message: 'All networks',
    comment: 'A query or a report without networks chosen.',
  },
  noSelection: /*i18n*/ {
    id: 'benchmarkManage.noSelection',
    message: 'Choose brands in brand insights first, then save them here.',
    comment: 'Shown instead of saving when no brand is chosen.',
  },
  queriesEmptyTitle: /*i18n*/ {
    id: 'benchmarkManage.queriesEmptyTitle',
    message: 'No saved queries yet',
    comment: 'Empty state title of the saved queries.',
  },
  queriesEmpty: /*i18n*/ {
    id: 'benchmarkManage.queriesEmpty',
    message:
      'Save the brands, networks and period you compare often, and open them again from here.',
    comment: 'Empty state text of the saved queries.',
  },
  queriesList: /*i18n*/ {
    id: 'benchmarkManage.queriesList',
    message: 'Saved queries',
    comment: 'Accessible name of the list of saved queries.',
  },
  queriesLoadFailed: /*i18n*/ {
    id: 'benchmarkManage.queriesLoadFailed',
    message: 'Could not load the saved queries.',
    comment: 'Shown when the saved queries could not be loaded.',
  },
  savedBy: /*i18n*/ {
    id: 'benchmarkManage.savedBy',
    message: 'Saved by {name}',
    comment: 'Who saved a query.',
  },
  outliersTitle: /*i18n*/ {
    id: 'benchmarkManage.outliersTitle',
    message: 'Outliers',
    comment: 'Benchmark manage: heading of the outliers.',
  },
  outliersLead: /*i18n*/ {
    id: 'benchmarkManage.outliersLead',
    message:
      'Posts far above or below their channel’s usual engagement in the 90 days before them.',
    comment: 'Line under the outliers heading.',
  },
  outliersEmptyTitle: /*i18n*/ {
    id: 'benchmarkManage.outliersEmptyTitle',
    message: 'No outliers in these days',
    comment: 'Empty state title of the outliers.',
  },
  outliersEmpty: /*i18n*/ {
    id: 'benchmarkManage.outliersEmpty',
    message:
      'Every post of the chosen brands and networks stayed close to its channel’s usual engagement. Try a longer period or other brands.',
    comment: 'Empty state text of the outliers.',
  },
  outliersNoBrands: /*i18n*/ {
    id: 'benchmarkManage.outliersNoBrands',
    message: 'Choose brands in brand insights to see their outliers.',
    comment: 'Outliers without brands chosen.',
  },
  outliersLoadFailed: /*i18n*/ {
    id: 'benchmarkManage.outliersLoadFailed',
    message: 'Could not load the outliers.',
    comment: 'Shown when the outliers could not be loaded.',
  },
  outliersList: /*i18n*/ {
    id: 'benchmarkManage.outliersList',
    message: 'Outliers',
    comment: 'Accessible name of the list of outlier posts.',
  },
  above: /*i18n*/ {
    id: 'benchmarkManage.above',
    message: 'Above usual',
    comment: 'Badge of a post whose engagement is far above its channel’s usual.',
  },
  below: /*i18n*/ {
    id: 'benchmarkManage.below',
    message: 'Below usual',
    comment: 'Badge of a post whose engagement is far below its channel’s usual.',
  },
  engagementVsUsual: /*i18n*/ {
    id: 'benchmarkManage.engagementVsUsual',
    message: 'Engagement {engagement} · usual {usual}',
    comment: 'A post’s engagement and its channel’s usual engagement per post.',
  },
  ratio: /*i18n*/ {
    id: 'benchmarkManage.ratio',
    message: '{ratio}× usual',
    comment: 'How many times the usual engagement a post has, e.g. 4.2× usual.',
  },
  viewPost: /*i18n*/ {
    id: 'benchmarkManage.viewPost',
    message: 'View post',
    comment: 'Link to the post on its network.',
  },
  brandOnNetwork: /*i18n*/ {
    id: 'benchmarkManage.brandOnNetwork',
    message: '{brand} on {network}',
    comment: 'Which brand and network a post is from.',
  },
  noText: /*i18n*/ {
    id: 'benchmarkManage.noText',
    message: 'A post without text',
    comment: 'Shown for a post whose text is empty.',
  },
} as const;
