import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the audit log screen (docs/decisions/0041): its filters, table, paging and export.
 */
export const auditLogMessages = {
  title: /*i18n*/ {
    id: 'auditLog.title',
    message: 'Audit log',
    comment: 'Settings: heading of the audit log screen.',
  },
  intro: /*i18n*/ {
    id: 'auditLog.intro',
    message:
      'Every administrative change, sign-in, failed sign-in and assumed account in your organisation: who, when, from which address, and what changed. Entries are never changed or deleted.',
    comment: 'Audit log screen: what the log holds.',
  },
  person: /*i18n*/ {
    id: 'auditLog.person',
    message: 'Person',
    comment: 'Audit log filter: label of the person select.',
  },
  anyone: /*i18n*/ {
    id: 'auditLog.anyone',
    message: 'Anyone',
    comment: 'Audit log filter: the person option that does not filter.',
  },
  kind: /*i18n*/ {
    id: 'auditLog.kind',
    message: 'Kind',
    comment: 'Audit log filter: label of the kind select.',
  },
  everyKind: /*i18n*/ {
    id: 'auditLog.everyKind',
    message: 'Every kind',
    comment: 'Audit log filter: the kind option that does not filter.',
  },
  from: /*i18n*/ {
    id: 'auditLog.from',
    message: 'From',
    comment: 'Audit log filter: the first day shown.',
  },
  to: /*i18n*/ {
    id: 'auditLog.to',
    message: 'To',
    comment: 'Audit log filter: the last day shown (inclusive).',
  },
  clearFilters: /*i18n*/ {
    id: 'auditLog.clearFilters',
    message: 'Clear filters',
    comment: 'Audit log: button that removes every filter.',
  },
  datesReversed: /*i18n*/ {
    id: 'auditLog.datesReversed',
    message: 'The first day is after the last day.',
    comment: 'Audit log filter: error when From is after To.',
  },
  export: /*i18n*/ {
    id: 'auditLog.export',
    message: 'Export CSV',
    comment: 'Audit log: button that downloads the filtered entries as a CSV file.',
  },
  exported: /*i18n*/ {
    id: 'auditLog.exported',
    message: 'The audit log was downloaded.',
    comment: 'Audit log: toast after the CSV file was saved.',
  },
  exportFailed: /*i18n*/ {
    id: 'auditLog.exportFailed',
    message: 'Could not export the audit log:',
    comment: "Audit log: toast when the CSV export fails, followed by the API's message.",
  },
  loadMore: /*i18n*/ {
    id: 'auditLog.loadMore',
    message: 'Load more',
    comment: 'Audit log: button that loads the next page of entries.',
  },
  loadMoreFailed: /*i18n*/ {
    id: 'auditLog.loadMoreFailed',
    message: 'Could not load more entries:',
    comment: "Audit log: toast when the next page fails, followed by the API's message.",
  },
  loadFailed: /*i18n*/ {
    id: 'auditLog.loadFailed',
    message: 'Could not load the audit log.',
    comment: "Audit log: banner when the first page fails, followed by the API's message.",
  },
  retry: /*i18n*/ {
    id: 'auditLog.retry',
    message: 'Try again',
    comment: 'Audit log: button after a failed load.',
  },
  emptyTitle: /*i18n*/ {
    id: 'auditLog.emptyTitle',
    message: 'Nothing recorded yet',
    comment: 'Audit log: heading when the log has no entry at all.',
  },
  emptyBody: /*i18n*/ {
    id: 'auditLog.emptyBody',
    message:
      'Changes to users, teams, channels, labels and settings, and every sign-in, appear here as they happen.',
    comment: 'Audit log: text when the log has no entry at all.',
  },
  noMatchTitle: /*i18n*/ {
    id: 'auditLog.noMatchTitle',
    message: 'No entries match these filters',
    comment: 'Audit log: heading when filters leave nothing.',
  },
  noMatchBody: /*i18n*/ {
    id: 'auditLog.noMatchBody',
    message: 'Choose another person, kind or days, or clear the filters.',
    comment: 'Audit log: text when filters leave nothing.',
  },
  table: /*i18n*/ {
    id: 'auditLog.table',
    message: 'Audit log entries',
    comment: 'Audit log: accessible name of the table.',
  },
  colTime: /*i18n*/ {
    id: 'auditLog.colTime',
    message: 'Time',
    comment: 'Audit log table: column of when.',
  },
  colPerson: /*i18n*/ {
    id: 'auditLog.colPerson',
    message: 'Person',
    comment: 'Audit log table: column of who.',
  },
  colWhat: /*i18n*/ {
    id: 'auditLog.colWhat',
    message: 'What',
    comment: 'Audit log table: column of the action and its target.',
  },
  colChange: /*i18n*/ {
    id: 'auditLog.colChange',
    message: 'Before → after',
    comment: 'Audit log table: column of the changed fields.',
  },
  colAddress: /*i18n*/ {
    id: 'auditLog.colAddress',
    message: 'Address',
    comment: 'Audit log table: column of the network address the request came from.',
  },
  assumedBy: /*i18n*/ {
    id: 'auditLog.assumedBy',
    message: 'assumed by {name}',
    comment: 'Audit log: under the person when support staff acted as them.',
  },
  nobody: /*i18n*/ {
    id: 'auditLog.nobody',
    message: 'The system',
    comment: 'Audit log: the person of a change nobody made (a network taking access away).',
  },
  none: /*i18n*/ {
    id: 'auditLog.none',
    message: 'none',
    comment: 'Audit log: a field that had no value before or after.',
  },
  yes: /*i18n*/ {
    id: 'auditLog.yes',
    message: 'yes',
    comment: 'Audit log: a switch that is on.',
  },
  no: /*i18n*/ {
    id: 'auditLog.no',
    message: 'no',
    comment: 'Audit log: a switch that is off.',
  },
  noChange: /*i18n*/ {
    id: 'auditLog.noChange',
    message: '—',
    comment: 'Audit log: an entry that changed no fields (a sign-in).',
  },
  unknownAddress: /*i18n*/ {
    id: 'auditLog.unknownAddress',
    message: 'unknown',
    comment: 'Audit log: the address was not recorded.',
  },
  shown: /*i18n*/ {
    id: 'auditLog.shown',
    message: '{count, plural, one {# entry shown} other {# entries shown}}',
    comment: 'Audit log: how many entries are on the screen.',
  },
  allShown: /*i18n*/ {
    id: 'auditLog.allShown',
    message: 'That is every entry.',
    comment: 'Audit log: under the table when there are no more pages.',
  },
  target: /*i18n*/ {
    id: 'auditLog.target',
    message: '{type}: {name}',
    comment: "Audit log: what an action was done to, e.g. 'team: Customer Care'.",
  },
} as const satisfies Record<string, MessageDescriptor>;
