import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of campaign tracking (docs/decisions/0037): the tracking templates and campaign
 * tracking screens, the parameter rows and the preview of a tagged link.
 */
export const trackingMessages = {
  templatesTitle: /*i18n*/ {
    id: 'tracking.templatesTitle',
    message: 'Tracking templates',
    comment: 'Settings: heading of the tracking templates screen.',
  },
  templatesDescription: /*i18n*/ {
    id: 'tracking.templatesDescription',
    message:
      'Query parameters the links in your posts get, so analytics tools can tell which network, channel and post a visit came from. Values may use {network}, {channel} and {post}.',
    comment:
      'Tracking templates screen: what templates are for; the values are the placeholders as written.',
  },
  newTemplate: /*i18n*/ {
    id: 'tracking.newTemplate',
    message: 'New template',
    comment: 'Tracking templates screen: the button that opens the form of a new template.',
  },
  createTitle: /*i18n*/ {
    id: 'tracking.createTitle',
    message: 'New tracking template',
    comment: 'Template dialog: title when creating.',
  },
  editTitle: /*i18n*/ {
    id: 'tracking.editTitle',
    message: 'Edit tracking template',
    comment: 'Template dialog: title when editing.',
  },
  name: /*i18n*/ {
    id: 'tracking.name',
    message: 'Template name',
    comment: 'Template dialog: label of the name field.',
  },
  nameRequired: /*i18n*/ {
    id: 'tracking.nameRequired',
    message: 'Give the template a name.',
    comment: 'Template dialog: error when the name is empty.',
  },
  parameters: /*i18n*/ {
    id: 'tracking.parameters',
    message: 'Parameters',
    comment: 'Template dialog: heading of the parameter rows.',
  },
  key: /*i18n*/ {
    id: 'tracking.key',
    message: 'Key',
    comment: 'Parameter rows: column heading of the keys.',
  },
  value: /*i18n*/ {
    id: 'tracking.value',
    message: 'Value',
    comment: 'Parameter rows: column heading of the values.',
  },
  keyOf: /*i18n*/ {
    id: 'tracking.keyOf',
    message: 'Key of parameter {number}',
    comment: "Parameter rows: accessible name of a row's key field.",
  },
  valueOf: /*i18n*/ {
    id: 'tracking.valueOf',
    message: 'Value of parameter {number}',
    comment: "Parameter rows: accessible name of a row's value field.",
  },
  addParameter: /*i18n*/ {
    id: 'tracking.addParameter',
    message: 'Add parameter',
    comment: 'Parameter rows: the button that adds a row.',
  },
  removeParameter: /*i18n*/ {
    id: 'tracking.removeParameter',
    message: 'Remove parameter {number}',
    comment: 'Parameter rows: name of the icon button that removes a row.',
  },
  placeholdersHint: /*i18n*/ {
    id: 'tracking.placeholdersHint',
    message:
      'Values may use {network} (the network), {channel} (the channel’s name) and {post} (the post). A parameter with an empty value is left out of links.',
    comment:
      'Parameter rows: the placeholders a value may use; the values are the placeholders as written.',
  },
  noParameters: /*i18n*/ {
    id: 'tracking.noParameters',
    message: 'No parameters yet.',
    comment: 'Parameter rows: when there is none.',
  },
  preview: /*i18n*/ {
    id: 'tracking.preview',
    message: 'Preview',
    comment: 'Template dialog and campaign tracking: heading of the tagged sample link.',
  },
  previewOf: /*i18n*/ {
    id: 'tracking.previewOf',
    message: 'A link in a post on {channel} becomes:',
    comment: 'Preview: what the sample link stands for.',
  },
  previewUnchanged: /*i18n*/ {
    id: 'tracking.previewUnchanged',
    message: 'Links stay as they are: no parameter has a value.',
    comment: 'Preview: no parameter has a value.',
  },
  keyMissing: /*i18n*/ {
    id: 'tracking.keyMissing',
    message: 'Enter a key.',
    comment: 'Parameter error: the key is empty.',
  },
  keyInvalid: /*i18n*/ {
    id: 'tracking.keyInvalid',
    message: 'Use only letters, digits and “.”, “_”, “~” or “-”, at most 64.',
    comment: 'Parameter error: the key has other characters.',
  },
  keyRepeated: /*i18n*/ {
    id: 'tracking.keyRepeated',
    message: 'This key is already used above.',
    comment: 'Parameter error: the key is used in an earlier row.',
  },
  valueTooLong: /*i18n*/ {
    id: 'tracking.valueTooLong',
    message: 'At most {max} characters.',
    comment: 'Parameter error: the value is too long.',
  },
  unknownPlaceholder: /*i18n*/ {
    id: 'tracking.unknownPlaceholder',
    message: '{found} is not a placeholder: use {network}, {channel} or {post}.',
    comment:
      'Parameter error: a name in braces that is no placeholder; the values are the placeholders as written.',
  },
  tooMany: /*i18n*/ {
    id: 'tracking.tooMany',
    message: 'At most {max} parameters.',
    comment: 'Parameter error: too many rows.',
  },
  create: /*i18n*/ {
    id: 'tracking.create',
    message: 'Create template',
    comment: 'Template dialog: the button that creates the template.',
  },
  save: /*i18n*/ {
    id: 'tracking.save',
    message: 'Save template',
    comment: 'Template dialog: the button that saves the template.',
  },
  cancel: /*i18n*/ {
    id: 'tracking.cancel',
    message: 'Cancel',
    comment: 'Template dialog: the button that closes it without saving.',
  },
  edit: /*i18n*/ {
    id: 'tracking.edit',
    message: 'Edit {name}',
    comment: 'Tracking templates screen: name of the icon button that edits a template.',
  },
  delete: /*i18n*/ {
    id: 'tracking.delete',
    message: 'Delete {name}',
    comment: 'Tracking templates screen: name of the icon button that deletes a template.',
  },
  deleteTitle: /*i18n*/ {
    id: 'tracking.deleteTitle',
    message: 'Delete the template “{name}”?',
    comment: 'Delete confirmation: title.',
  },
  deleteUsed: /*i18n*/ {
    id: 'tracking.deleteUsed',
    message:
      '{count, plural, one {# channel uses it} other {# channels use it}}: their links stop getting its parameters. Parameters a channel sets itself stay.',
    comment: 'Delete confirmation: what the channels using the template lose.',
  },
  deleteUnused: /*i18n*/ {
    id: 'tracking.deleteUnused',
    message: 'No channel uses it; it can no longer be chosen.',
    comment: 'Delete confirmation: no channel uses the template.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'tracking.deleteConfirm',
    message: 'Delete template',
    comment: 'Delete confirmation: the confirm button.',
  },
  usedBy: /*i18n*/ {
    id: 'tracking.usedBy',
    message:
      '{count, plural, =0 {Not used by your channels} one {Used by # of your channels} other {Used by # of your channels}}',
    comment: "Tracking templates screen: how many of the person's channels use a template.",
  },
  emptyTemplatesTitle: /*i18n*/ {
    id: 'tracking.emptyTemplatesTitle',
    message: 'No tracking templates yet',
    comment: 'Tracking templates screen: title when there is none.',
  },
  emptyTemplatesManager: /*i18n*/ {
    id: 'tracking.emptyTemplatesManager',
    message: 'Create a template to tag the links of your posts with UTM parameters.',
    comment: 'Tracking templates screen, none yet, for someone who may create one.',
  },
  emptyTemplatesReader: /*i18n*/ {
    id: 'tracking.emptyTemplatesReader',
    message:
      'Administrators and members of a team that manages channels create tracking templates.',
    comment: 'Tracking templates screen, none yet, for someone who may not create one.',
  },
  cannotChangeTemplate: /*i18n*/ {
    id: 'tracking.cannotChangeTemplate',
    message: 'Channels you do not manage use it: only an administrator can change it.',
    comment: 'Why the edit and delete buttons of a template do nothing.',
  },
  templateSaved: /*i18n*/ {
    id: 'tracking.templateSaved',
    message: 'Template “{name}” saved.',
    comment: 'Toast after a template is saved.',
  },
  templateDeleted: /*i18n*/ {
    id: 'tracking.templateDeleted',
    message: 'Template “{name}” deleted.',
    comment: 'Toast after a template is deleted.',
  },
  templatesList: /*i18n*/ {
    id: 'tracking.templatesList',
    message: 'Tracking templates of the organisation',
    comment: 'Tracking templates screen: accessible name of the list of templates.',
  },
  campaignTitle: /*i18n*/ {
    id: 'tracking.campaignTitle',
    message: 'Campaign tracking',
    comment: 'Settings: heading of the campaign tracking screen.',
  },
  campaignDescription: /*i18n*/ {
    id: 'tracking.campaignDescription',
    message:
      'Choose which of your channels tag the links in their posts, with which tracking template, and the parameters each channel fills in or overrides.',
    comment: 'Campaign tracking screen: what it sets.',
  },
  trackLinks: /*i18n*/ {
    id: 'tracking.trackLinks',
    message: 'Tag links in posts',
    comment: 'Campaign tracking: the switch of a channel.',
  },
  template: /*i18n*/ {
    id: 'tracking.template',
    message: 'Tracking template',
    comment: "Campaign tracking: label of a channel's template choice.",
  },
  noTemplate: /*i18n*/ {
    id: 'tracking.noTemplate',
    message: 'No template',
    comment: 'Campaign tracking: the choice of no template.',
  },
  channelParameters: /*i18n*/ {
    id: 'tracking.channelParameters',
    message: 'Parameters of this channel',
    comment: "Campaign tracking: heading of a channel's own parameters (its mappings).",
  },
  channelParametersHint: /*i18n*/ {
    id: 'tracking.channelParametersHint',
    message:
      'They fill in or override the template’s values for this channel; an empty value leaves the parameter out.',
    comment: "Campaign tracking: what a channel's own parameters do.",
  },
  saveChannel: /*i18n*/ {
    id: 'tracking.saveChannel',
    message: 'Save',
    comment: "Campaign tracking: the button that saves a channel's settings.",
  },
  undo: /*i18n*/ {
    id: 'tracking.undo',
    message: 'Undo changes',
    comment: 'Campaign tracking: the button that drops unsaved changes of a channel.',
  },
  channelSaved: /*i18n*/ {
    id: 'tracking.channelSaved',
    message: 'Campaign tracking of {channel} saved.',
    comment: "Toast after a channel's campaign tracking is saved.",
  },
  needsSomething: /*i18n*/ {
    id: 'tracking.needsSomething',
    message: 'Choose a template or add a parameter with a value to tag links.',
    comment: 'Campaign tracking: tracking is on with nothing to tag with.',
  },
  noManagedTitle: /*i18n*/ {
    id: 'tracking.noManagedTitle',
    message: 'No channels for you to set up',
    comment: 'Campaign tracking: the person manages no channel.',
  },
  noManagedBody: /*i18n*/ {
    id: 'tracking.noManagedBody',
    message:
      'Campaign tracking is set by administrators and members of a team that manages channels.',
    comment: 'Campaign tracking: who sets it, when the person manages no channel.',
  },
  seeTemplates: /*i18n*/ {
    id: 'tracking.seeTemplates',
    message: 'See the tracking templates',
    comment: 'Campaign tracking: link to the tracking templates screen.',
  },
  manageTemplates: /*i18n*/ {
    id: 'tracking.manageTemplates',
    message: 'Manage tracking templates',
    comment: 'Campaign tracking: link to the tracking templates screen, for managers.',
  },
  on: /*i18n*/ {
    id: 'tracking.on',
    message: 'On',
    comment: 'Campaign tracking: badge of a channel whose links are tagged.',
  },
  off: /*i18n*/ {
    id: 'tracking.off',
    message: 'Off',
    comment: 'Campaign tracking: badge of a channel whose links are not tagged.',
  },
  loadFailed: /*i18n*/ {
    id: 'tracking.loadFailed',
    message: 'Campaign tracking could not be loaded.',
    comment: 'Tracking screens: when the data could not be loaded.',
  },
  retry: /*i18n*/ {
    id: 'tracking.retry',
    message: 'Try again',
    comment: 'The button that loads again after a failure.',
  },
  channelsList: /*i18n*/ {
    id: 'tracking.channelsList',
    message: 'Your channels',
    comment: 'Campaign tracking: accessible name of the list of channels.',
  },
  searchChannels: /*i18n*/ {
    id: 'tracking.searchChannels',
    message: 'Search your channels',
    comment: "Campaign tracking: label of the search over the person's channels.",
  },
  noChannelMatch: /*i18n*/ {
    id: 'tracking.noChannelMatch',
    message: 'No channel matches “{query}”.',
    comment: 'Campaign tracking: no channel matches the search.',
  },
  showMore: /*i18n*/ {
    id: 'tracking.showMore',
    message: 'Show {count} more',
    comment: 'Campaign tracking: the button that lists more channels.',
  },
  shownOf: /*i18n*/ {
    id: 'tracking.shownOf',
    message: '{shown} of {total} channels',
    comment: "Campaign tracking: how many of the person's channels are listed.",
  },
  unsaved: /*i18n*/ {
    id: 'tracking.unsaved',
    message: 'Unsaved changes',
    comment: 'Campaign tracking: badge of a channel with unsaved changes.',
  },
} as const satisfies Record<string, MessageDescriptor>;
