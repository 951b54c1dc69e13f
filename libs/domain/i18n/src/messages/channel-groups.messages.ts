import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of channel groups (docs/decisions/0036): the settings screen, its dialog and the
 * channel picker that offers groups wherever channels are picked.
 */
export const channelGroupMessages = {
  title: /*i18n*/ {
    id: 'channelGroups.title',
    message: 'Channel groups',
    comment: 'Settings: heading of the channel groups screen.',
  },
  description: /*i18n*/ {
    id: 'channelGroups.description',
    message:
      'Named sets of channels, shared with the whole organisation. Pick a group wherever you pick channels, such as the sources of a feed, to select all of its channels at once.',
    comment: 'Channel groups screen: what groups are for.',
  },
  newGroup: /*i18n*/ {
    id: 'channelGroups.newGroup',
    message: 'New group',
    comment: 'Channel groups screen: the button that opens the form of a new group.',
  },
  createTitle: /*i18n*/ {
    id: 'channelGroups.createTitle',
    message: 'New channel group',
    comment: 'Channel group dialog: title when creating.',
  },
  editTitle: /*i18n*/ {
    id: 'channelGroups.editTitle',
    message: 'Edit channel group',
    comment: 'Channel group dialog: title when editing.',
  },
  name: /*i18n*/ {
    id: 'channelGroups.name',
    message: 'Group name',
    comment: 'Channel group dialog: label of the name field.',
  },
  nameRequired: /*i18n*/ {
    id: 'channelGroups.nameRequired',
    message: 'Give the group a name.',
    comment: 'Channel group dialog: error when the name is empty.',
  },
  channelsLegend: /*i18n*/ {
    id: 'channelGroups.channelsLegend',
    message: 'Channels',
    comment: 'Channel group dialog: legend of the channel picker.',
  },
  channelsRequired: /*i18n*/ {
    id: 'channelGroups.channelsRequired',
    message: 'Choose at least one channel.',
    comment: 'Channel group dialog: error when no channel is ticked.',
  },
  create: /*i18n*/ {
    id: 'channelGroups.create',
    message: 'Create group',
    comment: 'Channel group dialog: the button that creates the group.',
  },
  save: /*i18n*/ {
    id: 'channelGroups.save',
    message: 'Save group',
    comment: 'Channel group dialog: the button that saves the group.',
  },
  cancel: /*i18n*/ {
    id: 'channelGroups.cancel',
    message: 'Cancel',
    comment: 'Channel group dialog: the button that closes it without saving.',
  },
  edit: /*i18n*/ {
    id: 'channelGroups.edit',
    message: 'Edit {name}',
    comment: 'Channel groups screen: name of the icon button that edits a group.',
  },
  delete: /*i18n*/ {
    id: 'channelGroups.delete',
    message: 'Delete {name}',
    comment: 'Channel groups screen: name of the icon button that deletes a group.',
  },
  deleteTitle: /*i18n*/ {
    id: 'channelGroups.deleteTitle',
    message: 'Delete the group “{name}”?',
    comment: 'Delete confirmation: title.',
  },
  deleteBody: /*i18n*/ {
    id: 'channelGroups.deleteBody',
    message:
      'The group is removed for everyone in the organisation, and it can no longer be picked. Its channels stay connected, and feeds that use them keep them.',
    comment: 'Delete confirmation: what is lost and what stays.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'channelGroups.deleteConfirm',
    message: 'Delete group',
    comment: 'Delete confirmation: the confirm button.',
  },
  channelCount: /*i18n*/ {
    id: 'channelGroups.channelCount',
    message: '{count, plural, one {# channel} other {# channels}}',
    comment: "A group's number of channels.",
  },
  emptyTitle: /*i18n*/ {
    id: 'channelGroups.emptyTitle',
    message: 'No channel groups yet',
    comment: 'Channel groups screen: title when there is none.',
  },
  emptyManager: /*i18n*/ {
    id: 'channelGroups.emptyManager',
    message:
      'Group channels you often work on together, by brand, region or campaign, and pick them all at once.',
    comment: 'Channel groups screen, none yet, for someone who may create one.',
  },
  emptyReader: /*i18n*/ {
    id: 'channelGroups.emptyReader',
    message:
      'Administrators and members of a team that manages channels create channel groups for the organisation.',
    comment: 'Channel groups screen, none yet, for someone who may not create one.',
  },
  noChannelsLeft: /*i18n*/ {
    id: 'channelGroups.noChannelsLeft',
    message: 'No channels left',
    comment: 'A group none of whose channels is left (shown to administrators).',
  },
  othersStay: /*i18n*/ {
    id: 'channelGroups.othersStay',
    message: 'Channels of this group that you do not manage stay in it.',
    comment: 'Channel group dialog: note for a manager who does not manage every channel.',
  },
  cannotChange: /*i18n*/ {
    id: 'channelGroups.cannotChange',
    message: 'Only managers of a channel in this group can change it.',
    comment: 'Why the edit button of a group does nothing.',
  },
  cannotDelete: /*i18n*/ {
    id: 'channelGroups.cannotDelete',
    message: 'It also holds channels you do not manage: only an administrator can delete it.',
    comment: 'Why the delete button of a group does nothing.',
  },
  saved: /*i18n*/ {
    id: 'channelGroups.saved',
    message: 'Group “{name}” saved.',
    comment: 'Toast after a group is saved.',
  },
  deleted: /*i18n*/ {
    id: 'channelGroups.deleted',
    message: 'Group “{name}” deleted.',
    comment: 'Toast after a group is deleted.',
  },
  loadFailed: /*i18n*/ {
    id: 'channelGroups.loadFailed',
    message: 'The channel groups could not be loaded.',
    comment: 'Channel groups screen: when the groups could not be loaded.',
  },
  retry: /*i18n*/ {
    id: 'channelGroups.retry',
    message: 'Try again',
    comment: 'The button that loads again after a failure.',
  },
  list: /*i18n*/ {
    id: 'channelGroups.list',
    message: 'Channel groups of the organisation',
    comment: 'Channel groups screen: accessible name of the list of groups.',
  },
  moreChannels: /*i18n*/ {
    id: 'channelGroups.moreChannels',
    message: 'and {count} more',
    comment: "A group's channel list cut short: how many more.",
  },
  search: /*i18n*/ {
    id: 'channelGroups.search',
    message: 'Search channels',
    comment: 'Channel picker: label of the search field.',
  },
  groups: /*i18n*/ {
    id: 'channelGroups.groups',
    message: 'Channel groups',
    comment: 'Channel picker: heading of the groups that select their channels.',
  },
  groupsHint: /*i18n*/ {
    id: 'channelGroups.groupsHint',
    message: 'Ticking a group selects all of its channels.',
    comment: 'Channel picker: what ticking a group does.',
  },
  noMatch: /*i18n*/ {
    id: 'channelGroups.noMatch',
    message: 'No channel or group matches “{query}”.',
    comment: 'Channel picker: nothing matches the search.',
  },
  selected: /*i18n*/ {
    id: 'channelGroups.selected',
    message: '{selected} of {total} selected',
    comment: 'Channel picker: how many channels are ticked.',
  },
  moreToSearch: /*i18n*/ {
    id: 'channelGroups.moreToSearch',
    message:
      '{count, plural, one {# more channel: search to find it.} other {# more channels: search to find them.}}',
    comment: 'Channel picker: more channels than it lists at once.',
  },
  noChannels: /*i18n*/ {
    id: 'channelGroups.noChannels',
    message: 'There are no channels to choose from.',
    comment: 'Channel picker: the person sees no channel.',
  },
} as const satisfies Record<string, MessageDescriptor>;
