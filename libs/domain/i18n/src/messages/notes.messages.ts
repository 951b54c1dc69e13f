import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of notes on conversation items (with @-mentions of colleagues and teams) and of the
 * response templates picker. The spec's toasts for both are in `engageMessages`.
 */
export const noteMessages = {
  list: /*i18n*/ {
    id: 'notes.list',
    message: 'Notes',
    comment: 'Name of the list of internal notes under a message of a conversation.',
  },
  add: /*i18n*/ {
    id: 'notes.add',
    message: 'Add a note',
    comment: 'Button under a message that opens the form to write an internal note on it.',
  },
  field: /*i18n*/ {
    id: 'notes.field',
    message: 'Note',
    comment: 'Label of the text box in which an internal note is written.',
  },
  mentionHint: /*i18n*/ {
    id: 'notes.mentionHint',
    message: 'Only your colleagues see notes. Type @ to mention a colleague or a team.',
    comment: 'Help under the note text box; mentioned people and teams are told about the note.',
  },
  noteOn: /*i18n*/ {
    id: 'notes.noteOn',
    message: 'Note on: {text}',
    comment: 'Line above the note form quoting the message the note is about. {text}: its text.',
  },
  saveNote: /*i18n*/ {
    id: 'notes.save',
    message: 'Save note',
    comment: 'Button that saves the note being written.',
  },
  loadMore: /*i18n*/ {
    id: 'notes.loadMore',
    message: 'Load more notes',
    comment: 'Button that shows older notes of a message.',
  },
  shown: /*i18n*/ {
    id: 'notes.shown',
    message: '{shown} of {total} notes',
    comment: 'How many of the notes of a message are shown, beside "Load more notes".',
  },
  loadFailed: /*i18n*/ {
    id: 'notes.loadFailed',
    message: 'The notes could not be loaded.',
    comment: 'Shown under a message whose notes failed to load, before a "Try again" button.',
  },
  loadMoreFailed: /*i18n*/ {
    id: 'notes.loadMoreFailed',
    message: 'The older notes could not be loaded, please try again',
    comment: 'Error toast when "Load more notes" fails.',
  },
  retry: /*i18n*/ {
    id: 'notes.retry',
    message: 'Try again',
    comment: 'Button that loads the notes again after a failure.',
  },
  loading: /*i18n*/ {
    id: 'notes.loading',
    message: 'Loading notes…',
    comment: 'Shown while the notes of a message load.',
  },
  formerUser: /*i18n*/ {
    id: 'notes.formerUser',
    message: 'Former user',
    comment: 'Author of a note whose author no longer belongs to the organisation.',
  },
  edited: /*i18n*/ {
    id: 'notes.edited',
    message: 'edited',
    comment: 'Marker after the date of a note that was changed after it was written.',
  },
  suggestions: /*i18n*/ {
    id: 'notes.suggestions',
    message: 'Colleagues and teams to mention',
    comment: 'Name of the list of suggestions that opens when typing @ in a note.',
  },
  suggestionCount: /*i18n*/ {
    id: 'notes.suggestionCount',
    message:
      '{count, plural, one {# suggestion, use the up and down arrows and Enter to choose} other {# suggestions, use the up and down arrows and Enter to choose}}',
    comment: 'Read out by screen readers when @-mention suggestions appear.',
  },
  team: /*i18n*/ {
    id: 'notes.team',
    message: 'Team',
    comment: 'Tag beside a team among the @-mention suggestions (the others are people).',
  },
  editNote: /*i18n*/ {
    id: 'notes.edit',
    message: 'Edit the note by {author}',
    comment: 'Name of the button that changes a note. {author}: who wrote the note.',
  },
  deleteNote: /*i18n*/ {
    id: 'notes.delete',
    message: 'Delete the note by {author}',
    comment: 'Name of the button that deletes a note. {author}: who wrote the note.',
  },
  editing: /*i18n*/ {
    id: 'notes.editing',
    message: 'Edit note',
    comment: 'Label of the text box in which a note is being changed.',
  },
  deleteNoteTitle: /*i18n*/ {
    id: 'notes.deleteTitle',
    message: 'Delete this note?',
    comment: 'Question asked before a note on a message is deleted.',
  },
  deleteNoteBody: /*i18n*/ {
    id: 'notes.deleteBody',
    message: 'Nobody will see it any more, and it cannot be brought back.',
    comment: 'Details under the question that confirms deleting a note.',
  },
  deleted: /*i18n*/ {
    id: 'notes.deleted',
    message: 'Note deleted',
    comment: 'Announced to screen readers once a note has been deleted.',
  },
  templatesButton: /*i18n*/ {
    id: 'templates.button',
    message: 'Templates',
    comment: 'Button beside the reply box that opens the response templates.',
  },
  templatesTitle: /*i18n*/ {
    id: 'templates.title',
    message: 'Response templates',
    comment: 'Title of the dialog listing the response templates.',
  },
  filter: /*i18n*/ {
    id: 'templates.filter',
    message: 'Filter templates',
    comment: 'Label of the box that filters the response templates by name or text.',
  },
  noMatch: /*i18n*/ {
    id: 'templates.noMatch',
    message: 'No template matches “{query}”.',
    comment: 'Shown when the filter matches no response template. {query}: the filter text.',
  },
  empty: /*i18n*/ {
    id: 'templates.empty',
    message: 'No response templates fit this conversation',
    comment: 'Heading shown when there is no response template for this conversation.',
  },
  emptyHint: /*i18n*/ {
    id: 'templates.emptyHint',
    message: 'Templates are saved answers your team can insert into replies.',
    comment: 'Explanation under "No response templates fit this conversation".',
  },
  templatesLoading: /*i18n*/ {
    id: 'templates.loading',
    message: 'Loading templates…',
    comment: 'Shown while the response templates load.',
  },
  templatesRetry: /*i18n*/ {
    id: 'templates.retry',
    message: 'Try again',
    comment: 'Button that loads the response templates again after a failure.',
  },
  insert: /*i18n*/ {
    id: 'templates.insert',
    message: 'Insert',
    comment: 'Button that puts a response template into the reply box.',
  },
  insertNamed: /*i18n*/ {
    id: 'templates.insertNamed',
    message: 'Insert {name}',
    comment: 'Name read out for the Insert button of one template. {name}: the template name.',
  },
  create: /*i18n*/ {
    id: 'templates.create',
    message: 'New template',
    comment: 'Button that opens the form to create a response template.',
  },
  edit: /*i18n*/ {
    id: 'templates.edit',
    message: 'Edit {name}',
    comment: 'Name of the button that edits one response template. {name}: the template name.',
  },
  delete: /*i18n*/ {
    id: 'templates.delete',
    message: 'Delete {name}',
    comment: 'Name of the button that deletes one response template. {name}: the template name.',
  },
  createTitle: /*i18n*/ {
    id: 'templates.createTitle',
    message: 'New response template',
    comment: 'Title of the form that creates a response template.',
  },
  editTitle: /*i18n*/ {
    id: 'templates.editTitle',
    message: 'Edit response template',
    comment: 'Title of the form that changes a response template.',
  },
  name: /*i18n*/ {
    id: 'templates.name',
    message: 'Name',
    comment: 'Label of the name field of a response template.',
  },
  text: /*i18n*/ {
    id: 'templates.text',
    message: 'Text',
    comment: 'Label of the text field of a response template (what is inserted into a reply).',
  },
  nameRequired: /*i18n*/ {
    id: 'templates.nameRequired',
    message: 'Give the template a name.',
    comment: 'Error under the empty name field of a response template.',
  },
  textRequired: /*i18n*/ {
    id: 'templates.textRequired',
    message: 'Write the text of the template.',
    comment: 'Error under the empty text field of a response template.',
  },
  saveTemplate: /*i18n*/ {
    id: 'templates.save',
    message: 'Save template',
    comment: 'Button that saves a new or changed response template.',
  },
  back: /*i18n*/ {
    id: 'templates.back',
    message: 'Back to templates',
    comment: 'Button that leaves the template form without saving and shows the list again.',
  },
  deleteTitle: /*i18n*/ {
    id: 'templates.deleteTitle',
    message: 'Delete the template {name}?',
    comment: 'Question asked before a response template is deleted. {name}: the template name.',
  },
  deleteBody: /*i18n*/ {
    id: 'templates.deleteBody',
    message: 'It goes for everyone in the organisation. Replies already sent stay as they are.',
    comment: 'Details under the question that confirms deleting a response template.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'templates.deleteConfirm',
    message: 'Delete',
    comment: 'Confirm button of the question that deletes a response template.',
  },
} as const satisfies Record<string, MessageDescriptor>;
