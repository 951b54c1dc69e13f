import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the cases shown in the conversation view: the list of the conversation's cases,
 * their actions, the edit, delete and "add to an existing case" dialogs and a case's annotation
 * notes. The spec's toasts (case created, deleted, update failed) are in `engageMessages`.
 */
export const caseMessages = {
  list: /*i18n*/ {
    id: 'cases.list',
    message: 'Cases',
    comment: 'Heading and name of the list of cases the items of the open conversation are in.',
  },
  caseNumber: /*i18n*/ {
    id: 'cases.caseNumber',
    message: 'Case #{number}',
    comment: 'The number of a case, before its subject. {number}: the case number.',
  },
  statusOpen: /*i18n*/ {
    id: 'cases.statusOpen',
    message: 'Open',
    comment: 'Status badge of a case that is still open.',
  },
  statusClosed: /*i18n*/ {
    id: 'cases.statusClosed',
    message: 'Closed',
    comment: 'Status badge of a case that has been closed.',
  },
  opened: /*i18n*/ {
    id: 'cases.opened',
    message: 'Opened {date}',
    comment: 'When a case was opened. {date}: its date, e.g. "20 Nov 2026, 09:30".',
  },
  assignee: /*i18n*/ {
    id: 'cases.assignee',
    message: 'Assigned to',
    comment: 'Label of the choice of the person or team who works on a case, in its edit dialog.',
  },
  nobody: /*i18n*/ {
    id: 'cases.nobody',
    message: 'Nobody',
    comment: 'The choice of no assignee for a case.',
  },
  teams: /*i18n*/ {
    id: 'cases.teams',
    message: 'Teams',
    comment: 'Heading of the teams among the assignees a case may be given to.',
  },
  people: /*i18n*/ {
    id: 'cases.people',
    message: 'People',
    comment: 'Heading of the colleagues among the assignees a case may be given to.',
  },
  assignedTo: /*i18n*/ {
    id: 'cases.assignedTo',
    message: 'Assigned to {name}',
    comment: 'Who works on a case, under its description. {name}: a person or a team.',
  },
  itemCount: /*i18n*/ {
    id: 'cases.itemCount',
    message: '{count, plural, one {# item} other {# items}}',
    comment: 'How many inbox items are in a case.',
  },
  actions: /*i18n*/ {
    id: 'cases.actions',
    message: 'Actions of case #{number}',
    comment: 'Name of the group of buttons of one case (close, edit, delete…), for screen readers.',
  },
  close: /*i18n*/ {
    id: 'cases.close',
    message: 'Close case',
    comment: 'Button that closes an open case.',
  },
  reopen: /*i18n*/ {
    id: 'cases.reopen',
    message: 'Reopen case',
    comment: 'Button that opens a closed case again.',
  },
  closed: /*i18n*/ {
    id: 'cases.closed',
    message: 'Case #{number} is closed',
    comment: 'Announced (not shown) when the user closed a case. {number}: the case number.',
  },
  reopened: /*i18n*/ {
    id: 'cases.reopened',
    message: 'Case #{number} is open again',
    comment: 'Announced (not shown) when the user reopened a case. {number}: the case number.',
  },
  edit: /*i18n*/ {
    id: 'cases.edit',
    message: 'Edit',
    comment: "Button that opens the dialog to change a case's subject and description.",
  },
  editTitle: /*i18n*/ {
    id: 'cases.editTitle',
    message: 'Edit case #{number}',
    comment: 'Title of the dialog changing the subject and description of a case.',
  },
  save: /*i18n*/ {
    id: 'cases.save',
    message: 'Save',
    comment: 'Button of the case edit dialog that saves the subject and description.',
  },
  removeItem: /*i18n*/ {
    id: 'cases.removeItem',
    message: 'Take out of the case',
    comment: "Button that takes the conversation's items out of a case (the case stays).",
  },
  itemRemoved: /*i18n*/ {
    id: 'cases.itemRemoved',
    message: 'Taken out of case #{number}',
    comment: 'Toast after the conversation was taken out of a case. {number}: the case number.',
  },
  delete: /*i18n*/ {
    id: 'cases.delete',
    message: 'Delete case',
    comment: 'Button that asks whether to delete a case (shown to its author and administrators).',
  },
  deleteTitle: /*i18n*/ {
    id: 'cases.deleteTitle',
    message: 'Delete case #{number}?',
    comment: 'Title of the dialog confirming that a case is deleted.',
  },
  deleteBody: /*i18n*/ {
    id: 'cases.deleteBody',
    message:
      'The case and its notes are deleted for everyone. Its items stay in the inbox. This cannot be undone.',
    comment: 'Body of the dialog confirming that a case is deleted.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'cases.deleteConfirm',
    message: 'Delete',
    comment: 'Confirm button of the dialog deleting a case or a note of a case.',
  },
  loadFailed: /*i18n*/ {
    id: 'cases.loadFailed',
    message: 'The cases could not be loaded.',
    comment: 'Shown in the conversation when its cases failed to load, before "Try again".',
  },
  retry: /*i18n*/ {
    id: 'cases.retry',
    message: 'Try again',
    comment: 'Button that loads the cases (or the notes of a case) again after a failure.',
  },
  addToCase: /*i18n*/ {
    id: 'cases.addToCase',
    message: 'Add to an existing case',
    comment: 'Button (and dialog title) to add the open item to a case opened before.',
  },
  search: /*i18n*/ {
    id: 'cases.search',
    message: 'Search open cases',
    comment: 'Label of the search box of the "Add to an existing case" dialog.',
  },
  searchHint: /*i18n*/ {
    id: 'cases.searchHint',
    message: 'Words of the subject or description, or the case number.',
    comment: 'Help under the search box of the "Add to an existing case" dialog.',
  },
  searchButton: /*i18n*/ {
    id: 'cases.searchButton',
    message: 'Search',
    comment: 'Button that searches the open cases in the "Add to an existing case" dialog.',
  },
  results: /*i18n*/ {
    id: 'cases.results',
    message: 'Open cases',
    comment: 'Name of the list of cases found in the "Add to an existing case" dialog.',
  },
  resultCount: /*i18n*/ {
    id: 'cases.resultCount',
    message: '{shown} of {total} open cases',
    comment: 'How many of the cases found are shown in the "Add to an existing case" dialog.',
  },
  noResults: /*i18n*/ {
    id: 'cases.noResults',
    message: 'No open case matches.',
    comment: 'The search of the "Add to an existing case" dialog found nothing.',
  },
  searchFailed: /*i18n*/ {
    id: 'cases.searchFailed',
    message: 'The cases could not be searched: {message}',
    comment: 'The search of the "Add to an existing case" dialog failed. {message}: why.',
  },
  loadMore: /*i18n*/ {
    id: 'cases.loadMore',
    message: 'Show more cases',
    comment: 'Button that shows the next cases found in the "Add to an existing case" dialog.',
  },
  add: /*i18n*/ {
    id: 'cases.add',
    message: 'Add to case #{number}',
    comment: 'Button of one case found in the "Add to an existing case" dialog.',
  },
  alreadyIn: /*i18n*/ {
    id: 'cases.alreadyIn',
    message: 'Already in this case',
    comment: 'Said of a case found in the search that already holds the item.',
  },
  added: /*i18n*/ {
    id: 'cases.added',
    message: 'Added to case #{number}',
    comment: 'Toast after the item was added to an existing case. {number}: the case number.',
  },
  notes: /*i18n*/ {
    id: 'cases.notes',
    message: 'Notes',
    comment: 'Button that shows or hides the annotation notes of a case.',
  },
  notesList: /*i18n*/ {
    id: 'cases.notesList',
    message: 'Notes of case #{number}',
    comment: 'Name of the list of annotation notes of a case.',
  },
  notesLoading: /*i18n*/ {
    id: 'cases.notesLoading',
    message: 'Loading notes…',
    comment: 'Shown while the annotation notes of a case load.',
  },
  notesLoadFailed: /*i18n*/ {
    id: 'cases.notesLoadFailed',
    message: 'The notes of the case could not be loaded.',
    comment: 'Shown when the annotation notes of a case failed to load, before "Try again".',
  },
  noNotes: /*i18n*/ {
    id: 'cases.noNotes',
    message: 'No notes on this case yet.',
    comment: 'Shown in the expanded notes of a case without notes.',
  },
  addNote: /*i18n*/ {
    id: 'cases.addNote',
    message: 'Add a note',
    comment: 'Button that opens the form to write an annotation note on a case.',
  },
  noteField: /*i18n*/ {
    id: 'cases.noteField',
    message: 'Note on the case',
    comment: 'Label of the text box of an annotation note of a case.',
  },
  saveNote: /*i18n*/ {
    id: 'cases.saveNote',
    message: 'Save note',
    comment: 'Button that saves an annotation note of a case.',
  },
  editNote: /*i18n*/ {
    id: 'cases.editNote',
    message: 'Edit note',
    comment: 'Button that changes an annotation note of a case (its author only).',
  },
  deleteNote: /*i18n*/ {
    id: 'cases.deleteNote',
    message: 'Delete note',
    comment: 'Button that deletes an annotation note of a case (its author or an administrator).',
  },
  deleteNoteTitle: /*i18n*/ {
    id: 'cases.deleteNoteTitle',
    message: 'Delete this note?',
    comment: 'Title of the dialog confirming that an annotation note of a case is deleted.',
  },
  edited: /*i18n*/ {
    id: 'cases.edited',
    message: '(edited)',
    comment: 'After the date of an annotation note that was changed after it was written.',
  },
  formerUser: /*i18n*/ {
    id: 'cases.formerUser',
    message: 'Former user',
    comment: 'Author of a case note whose account no longer exists.',
  },
} as const satisfies Record<string, MessageDescriptor>;
