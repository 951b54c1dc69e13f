import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of label management (platform §2; docs/decisions/0044): the settings screen, its
 * label rows, the label, merge and delete dialogs, the restriction switch and job progress.
 */
export const labelManagementMessages = {
  title: /*i18n*/ {
    id: 'labelManagement.title',
    message: 'Label management',
    comment: 'Settings: heading of the label management screen.',
  },
  description: /*i18n*/ {
    id: 'labelManagement.description',
    message:
      'Labels sort the items of the engage inbox. Rename, recolour, merge or delete the labels of your organisation; changes reach every item that carries them.',
    comment: 'Label management screen: what the screen is for.',
  },
  newLabel: /*i18n*/ {
    id: 'labelManagement.newLabel',
    message: 'New label',
    comment: 'Label management: the button that opens the form of a new label.',
  },
  search: /*i18n*/ {
    id: 'labelManagement.search',
    message: 'Search labels',
    comment: 'Label management: label of the search field over the labels.',
  },
  list: /*i18n*/ {
    id: 'labelManagement.list',
    message: 'Labels',
    comment: 'Label management: accessible name of the list of labels.',
  },
  itemCount: /*i18n*/ {
    id: 'labelManagement.itemCount',
    message: '{count, plural, =0 {No items} one {# item} other {# items}}',
    comment: 'Label row: how many items carry the label.',
  },
  labelCount: /*i18n*/ {
    id: 'labelManagement.labelCount',
    message: '{count, plural, one {# label} other {# labels}}',
    comment: 'Label management: how many labels the organisation has (or the search found).',
  },
  rename: /*i18n*/ {
    id: 'labelManagement.rename',
    message: 'Rename or recolour {name}',
    comment: 'Label row: name of the icon button that edits a label.',
  },
  merge: /*i18n*/ {
    id: 'labelManagement.merge',
    message: 'Merge {name} with another label',
    comment: 'Label row: name of the icon button that opens the merge dialog.',
  },
  delete: /*i18n*/ {
    id: 'labelManagement.delete',
    message: 'Delete {name}',
    comment: 'Label row: name of the icon button that deletes a label.',
  },
  cannotMerge: /*i18n*/ {
    id: 'labelManagement.cannotMerge',
    message: 'Create a second label to merge with.',
    comment: 'Label row: why merging is unavailable when there is only one label.',
  },
  createTitle: /*i18n*/ {
    id: 'labelManagement.createTitle',
    message: 'New label',
    comment: 'Label dialog: title when creating.',
  },
  editTitle: /*i18n*/ {
    id: 'labelManagement.editTitle',
    message: 'Edit label',
    comment: 'Label dialog: title when renaming or recolouring.',
  },
  name: /*i18n*/ {
    id: 'labelManagement.name',
    message: 'Name',
    comment: "Label dialog: label of the label's name field.",
  },
  nameHint: /*i18n*/ {
    id: 'labelManagement.nameHint',
    message: 'Up to {max} characters; each name is used once.',
    comment: 'Label dialog: hint under the name field.',
  },
  nameEmpty: /*i18n*/ {
    id: 'labelManagement.nameEmpty',
    message: 'Give the label a name.',
    comment: 'Label dialog: error when the name is blank.',
  },
  nameTooLong: /*i18n*/ {
    id: 'labelManagement.nameTooLong',
    message: 'Shorten the name to {max} characters.',
    comment: 'Label dialog: error when the name is too long.',
  },
  nameTaken: /*i18n*/ {
    id: 'labelManagement.nameTaken',
    message: 'Another label is named like this.',
    comment: 'Label dialog: error when another label has the name (ignoring case).',
  },
  colour: /*i18n*/ {
    id: 'labelManagement.colour',
    message: 'Colour',
    comment: 'Label dialog: legend of the colour choice.',
  },
  colourSwatch: /*i18n*/ {
    id: 'labelManagement.colourSwatch',
    message: 'Colour {colour}',
    comment: 'Label dialog: accessible name of a colour swatch, e.g. "Colour #1c7ed6".',
  },
  customColour: /*i18n*/ {
    id: 'labelManagement.customColour',
    message: 'Other colour',
    comment: 'Label dialog: label of the free colour picker.',
  },
  preview: /*i18n*/ {
    id: 'labelManagement.preview',
    message: 'Preview',
    comment: 'Label dialog: label above the preview of the label as items show it.',
  },
  save: /*i18n*/ {
    id: 'labelManagement.save',
    message: 'Save label',
    comment: 'Label dialog: the save button.',
  },
  cancel: /*i18n*/ {
    id: 'labelManagement.cancel',
    message: 'Cancel',
    comment: 'Label management dialogs: the cancel button.',
  },
  saved: /*i18n*/ {
    id: 'labelManagement.saved',
    message: 'Label {name} saved',
    comment: 'Toast after a label was created, renamed or recoloured.',
  },
  mergeTitle: /*i18n*/ {
    id: 'labelManagement.mergeTitle',
    message: 'Merge {name} with another label',
    comment: 'Merge dialog: title.',
  },
  mergeWith: /*i18n*/ {
    id: 'labelManagement.mergeWith',
    message: 'Merge with',
    comment: 'Merge dialog: label of the choice of the other label.',
  },
  chooseLabel: /*i18n*/ {
    id: 'labelManagement.chooseLabel',
    message: 'Choose a label',
    comment: 'Merge dialog: the empty choice of the other label.',
  },
  keep: /*i18n*/ {
    id: 'labelManagement.keep',
    message: 'Label to keep',
    comment: 'Merge dialog: legend of the choice of which of the two labels remains.',
  },
  mergeOutcome: /*i18n*/ {
    id: 'labelManagement.mergeOutcome',
    message:
      '{count, plural, =0 {No items move} one {# item moves} other {# items move}} from {gone} to {kept}. {gone} is then deleted; items carrying both keep {kept} once.',
    comment: 'Merge dialog: what the merge does, with the number of items that change.',
  },
  mergeConfirm: /*i18n*/ {
    id: 'labelManagement.mergeConfirm',
    message: 'Merge labels',
    comment: 'Merge dialog: the confirm button.',
  },
  deleteTitle: /*i18n*/ {
    id: 'labelManagement.deleteTitle',
    message: 'Delete the label {name}?',
    comment: 'Delete dialog: title.',
  },
  deleteBody: /*i18n*/ {
    id: 'labelManagement.deleteBody',
    message:
      '{count, plural, =0 {No item carries it.} one {It is taken off # item.} other {It is taken off # items.}} This cannot be undone.',
    comment: 'Delete dialog: what deleting a label does.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'labelManagement.deleteConfirm',
    message: 'Delete label',
    comment: 'Delete dialog: the confirm button.',
  },
  deleting: /*i18n*/ {
    id: 'labelManagement.deleting',
    message: 'Deleting {name}: taken off {processed} of {total} items',
    comment: 'Job progress: a label being taken off its items.',
  },
  merging: /*i18n*/ {
    id: 'labelManagement.merging',
    message: 'Merging {name} into {target}: {processed} of {total} items moved',
    comment: 'Job progress: the items of a label moving to the label kept.',
  },
  deleted: /*i18n*/ {
    id: 'labelManagement.deleted',
    message:
      '{name} deleted: {count, plural, =0 {no item carried it} one {taken off # item} other {taken off # items}}.',
    comment: 'Job progress and toast: a deletion finished.',
  },
  merged: /*i18n*/ {
    id: 'labelManagement.merged',
    message:
      '{name} merged into {target}: {count, plural, =0 {no item moved} one {# item moved} other {# items moved}}.',
    comment: 'Job progress and toast: a merge finished.',
  },
  progress: /*i18n*/ {
    id: 'labelManagement.progress',
    message: 'Progress',
    comment: 'Job progress: accessible name of the list of label jobs.',
  },
  dismiss: /*i18n*/ {
    id: 'labelManagement.dismiss',
    message: 'Dismiss',
    comment: 'Job progress: the button that hides a finished job.',
  },
  restriction: /*i18n*/ {
    id: 'labelManagement.restriction',
    message: 'Only administrators create labels',
    comment: 'Label management: the restriction switch.',
  },
  restrictionHint: /*i18n*/ {
    id: 'labelManagement.restrictionHint',
    message:
      'When off, everyone in the organisation can create labels while labelling items. Renaming, merging and deleting stay with administrators.',
    comment: 'Label management: what the restriction switch does.',
  },
  restrictionSaved: /*i18n*/ {
    id: 'labelManagement.restrictionSaved',
    message:
      '{restricted, select, true {Only administrators create labels now.} other {Everyone can create labels now.}}',
    comment: 'Toast after the restriction was changed.',
  },
  emptyTitle: /*i18n*/ {
    id: 'labelManagement.emptyTitle',
    message: 'No labels yet',
    comment: 'Label management: heading when the organisation has no labels.',
  },
  emptyBody: /*i18n*/ {
    id: 'labelManagement.emptyBody',
    message: 'Create labels such as Complaint or Praise to sort the items of the inbox.',
    comment: 'Label management: text when the organisation has no labels.',
  },
  noMatch: /*i18n*/ {
    id: 'labelManagement.noMatch',
    message: 'No label matches “{query}”.',
    comment: 'Label management: text when the search finds nothing.',
  },
  loadFailed: /*i18n*/ {
    id: 'labelManagement.loadFailed',
    message: 'Could not load the labels.',
    comment: 'Label management: the labels did not load; the API message follows.',
  },
  retry: /*i18n*/ {
    id: 'labelManagement.retry',
    message: 'Try again',
    comment: 'Label management: button to load the labels again.',
  },
} as const satisfies Record<string, MessageDescriptor>;
