import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the post composer (platform §5, §7): channels and channel groups, the text with
 * a counter per network, variants per network, media, the link preview, the preview per
 * network, the date and time in the person's zone, promote, the actions and the server's errors.
 */
export const publishComposerMessages = {
  titleNew: /*i18n*/ {
    id: 'publishComposer.titleNew',
    message: 'Create post',
    comment: 'Heading of the post composer for a new post.',
  },
  titleEdit: /*i18n*/ {
    id: 'publishComposer.titleEdit',
    message: 'Edit post',
    comment: 'Heading of the post composer when editing a saved post.',
  },
  loading: /*i18n*/ {
    id: 'publishComposer.loading',
    message: 'Loading your channels…',
    comment: 'While the composer loads the channels the person may post on.',
  },
  loadFailed: /*i18n*/ {
    id: 'publishComposer.loadFailed',
    message: 'Your channels could not be loaded: {reason}',
    comment: "The channel list failed to load; reason is the server's message.",
  },
  retry: /*i18n*/ {
    id: 'publishComposer.retry',
    message: 'Try again',
    comment: 'Button that loads the channels again.',
  },
  channels: /*i18n*/ {
    id: 'publishComposer.channels',
    message: 'Channels',
    comment: 'Legend of the channel picker.',
  },
  searchChannels: /*i18n*/ {
    id: 'publishComposer.searchChannels',
    message: 'Search channels and groups',
    comment: 'Search field of the channel picker.',
  },
  groups: /*i18n*/ {
    id: 'publishComposer.groups',
    message: 'Channel groups',
    comment: 'Heading of the channel groups in the picker.',
  },
  groupChannels: /*i18n*/ {
    id: 'publishComposer.groupChannels',
    message: '{count, plural, one {# channel} other {# channels}}',
    comment: 'How many channels a group holds.',
  },
  chosenCount: /*i18n*/ {
    id: 'publishComposer.chosenCount',
    message: '{chosen} of {total} chosen',
    comment: 'How many channels are ticked.',
  },
  noChannels: /*i18n*/ {
    id: 'publishComposer.noChannels',
    message:
      'You may create posts on no channel. An administrator can give you a role on a channel.',
    comment: 'The person has createPost on no channel.',
  },
  noMatch: /*i18n*/ {
    id: 'publishComposer.noMatch',
    message: 'No channel or group matches “{query}”.',
    comment: 'The channel search found nothing.',
  },
  text: /*i18n*/ {
    id: 'publishComposer.text',
    message: 'Text',
    comment: "Label of the post's main text.",
  },
  textFor: /*i18n*/ {
    id: 'publishComposer.textFor',
    message: 'Text for {network}',
    comment: "Label of a network's own text (a variant).",
  },
  textPlaceholder: /*i18n*/ {
    id: 'publishComposer.textPlaceholder',
    message: 'What would you like to share?',
    comment: 'Placeholder of the empty post text.',
  },
  counterLabel: /*i18n*/ {
    id: 'publishComposer.counterLabel',
    message: '{network}: {count} of {max} characters',
    comment: "Accessible name and tooltip of a network's counter (shown as 281/280).",
  },
  counterNoLimit: /*i18n*/ {
    id: 'publishComposer.counterNoLimit',
    message: '{network}: {count} characters',
    comment: "A network's counter where it has no limit.",
  },
  counters: /*i18n*/ {
    id: 'publishComposer.counters',
    message: 'Characters per network',
    comment: 'Accessible name of the list of counters.',
  },
  tooLong: /*i18n*/ {
    id: 'publishComposer.tooLong',
    message: '{network}: the post is {count} characters; {network} takes {max}.',
    comment: "A network's version of the post is over its limit.",
  },
  empty: /*i18n*/ {
    id: 'publishComposer.empty',
    message: '{network}: write a text or add a photo or video.',
    comment: "A network's version of the post is empty.",
  },
  textRequired: /*i18n*/ {
    id: 'publishComposer.textRequired',
    message: '{network}: posts with a photo or video need a text.',
    comment: 'LinkedIn posts with attachments must include text.',
  },
  allNetworks: /*i18n*/ {
    id: 'publishComposer.allNetworks',
    message: 'All networks',
    comment: 'Tab of the main text, which every network gets unless customised.',
  },
  versions: /*i18n*/ {
    id: 'publishComposer.versions',
    message: 'Text per network',
    comment: 'Accessible name of the tabs of the main text and the network variants.',
  },
  customise: /*i18n*/ {
    id: 'publishComposer.customise',
    message: 'Customise for {network}',
    comment: 'Button giving a network its own text and media.',
  },
  useMainText: /*i18n*/ {
    id: 'publishComposer.useMainText',
    message: 'Use the main text again',
    comment: "Button dropping a network's own text and media.",
  },
  variantHint: /*i18n*/ {
    id: 'publishComposer.variantHint',
    message: '{network} gets this text and these media instead of the main ones.',
    comment: "Hint of a network's own text.",
  },
  media: /*i18n*/ {
    id: 'publishComposer.media',
    message: 'Photos and videos',
    comment: "Heading of the post's media.",
  },
  addMedia: /*i18n*/ {
    id: 'publishComposer.addMedia',
    message: 'Add a photo or video',
    comment: 'Button that opens the file chooser.',
  },
  uploading: /*i18n*/ {
    id: 'publishComposer.uploading',
    message: 'Uploading {name}',
    comment: "Label of an upload's progress bar.",
  },
  removeMedia: /*i18n*/ {
    id: 'publishComposer.removeMedia',
    message: 'Remove {name}',
    comment: 'Button removing a photo or video from the post.',
  },
  photoLimit: /*i18n*/ {
    id: 'publishComposer.photoLimit',
    message: '{network}: {formats} photos up to {size}',
    comment: 'One network\'s photo limits, e.g. "X: JPEG, PNG photos up to 5 MB".',
  },
  videoLimit: /*i18n*/ {
    id: 'publishComposer.videoLimit',
    message: '{network}: {formats} videos up to {size}',
    comment: "One network's video limits.",
  },
  noAttachments: /*i18n*/ {
    id: 'publishComposer.noAttachments',
    message: '{network} takes no photos or videos here.',
    comment: 'The network has no upload limits, so no attachments.',
  },
  wrongType: /*i18n*/ {
    id: 'publishComposer.wrongType',
    message: '{name}: {network} does not take this kind of file.',
    comment: "A chosen file's type is not one the network takes.",
  },
  tooLarge: /*i18n*/ {
    id: 'publishComposer.tooLarge',
    message: '{name} is {size}; {network} takes files of this kind up to {max}.',
    comment: 'A chosen file is larger than the network takes.',
  },
  tooMany: /*i18n*/ {
    id: 'publishComposer.tooMany',
    message: 'A post carries at most {max} photos and videos.',
    comment: 'More files than a post may carry.',
  },
  uploadFailed: /*i18n*/ {
    id: 'publishComposer.uploadFailed',
    message: '{name} was not uploaded: {reason}',
    comment: 'The server refused an upload; reason is its message.',
  },
  dismiss: /*i18n*/ {
    id: 'publishComposer.dismiss',
    message: 'Dismiss',
    comment: "Button hiding a failed upload's message.",
  },
  chooseChannelsFirst: /*i18n*/ {
    id: 'publishComposer.chooseChannelsFirst',
    message: 'Choose a channel first: its network decides which files it takes.',
    comment: 'Media cannot be added before a channel is chosen.',
  },
  link: /*i18n*/ {
    id: 'publishComposer.link',
    message: 'Link to preview',
    comment: 'Label of the link field.',
  },
  linkHint: /*i18n*/ {
    id: 'publishComposer.linkHint',
    message: 'Empty: the first link of the text shows a preview.',
    comment: 'Hint of the link field.',
  },
  linkLoading: /*i18n*/ {
    id: 'publishComposer.linkLoading',
    message: 'Loading the link’s preview…',
    comment: "While the server fetches a link's preview.",
  },
  linkFailed: /*i18n*/ {
    id: 'publishComposer.linkFailed',
    message: 'No preview for {url}: {reason}',
    comment: "The server could not fetch the link's preview.",
  },
  removePreview: /*i18n*/ {
    id: 'publishComposer.removePreview',
    message: 'Remove the link preview',
    comment: "Button dropping the link's preview from the post.",
  },
  preview: /*i18n*/ {
    id: 'publishComposer.preview',
    message: 'Preview',
    comment: 'Heading of the preview column.',
  },
  previewTabs: /*i18n*/ {
    id: 'publishComposer.previewTabs',
    message: 'Preview per network',
    comment: 'Accessible name of the preview tabs.',
  },
  previewEmpty: /*i18n*/ {
    id: 'publishComposer.previewEmpty',
    message: 'Choose a channel to see how the post will look.',
    comment: 'The preview column before any channel is chosen.',
  },
  previewOf: /*i18n*/ {
    id: 'publishComposer.previewOf',
    message: 'How the post looks on {network}',
    comment: 'Accessible name of a post preview card.',
  },
  previewNow: /*i18n*/ {
    id: 'publishComposer.previewNow',
    message: 'Just now',
    comment: 'Time shown in a preview card.',
  },
  when: /*i18n*/ {
    id: 'publishComposer.when',
    message: 'When',
    comment: 'Legend of the date and time fields.',
  },
  date: /*i18n*/ {
    id: 'publishComposer.date',
    message: 'Date',
    comment: 'Label of the date field.',
  },
  time: /*i18n*/ {
    id: 'publishComposer.time',
    message: 'Time',
    comment: 'Label of the time field.',
  },
  zone: /*i18n*/ {
    id: 'publishComposer.zone',
    message: 'Time zone: {zone}',
    comment: 'The time zone the date and time are read in, e.g. "Europe/London (GMT+1)".',
  },
  noTime: /*i18n*/ {
    id: 'publishComposer.noTime',
    message: 'No date and time: the post goes out when you publish it.',
    comment: 'Hint when no date and time are chosen.',
  },
  clearTime: /*i18n*/ {
    id: 'publishComposer.clearTime',
    message: 'Clear the date and time',
    comment: 'Button emptying the date and time fields.',
  },
  movedForward: /*i18n*/ {
    id: 'publishComposer.movedForward',
    message: 'The clocks go forward over that time on that day: the post goes out at {time}.',
    comment:
      "The chosen local time does not exist (daylight saving); it moved to the clocks' change.",
  },
  earlierOffset: /*i18n*/ {
    id: 'publishComposer.earlierOffset',
    message:
      'That time happens twice on that day (the clocks go back): the post goes out the first time, {time}.',
    comment: 'The chosen local time exists twice; the earlier is taken.',
  },
  tooSoon: /*i18n*/ {
    id: 'publishComposer.tooSoon',
    message: 'Choose a time at least a minute ahead.',
    comment: 'The chosen time is less than a minute away.',
  },
  past: /*i18n*/ {
    id: 'publishComposer.past',
    message: 'That time has passed. Choose a time at least a minute ahead.',
    comment: 'The chosen time is in the past.',
  },
  incomplete: /*i18n*/ {
    id: 'publishComposer.incomplete',
    message: 'Choose both a date and a time, or clear both to publish when you send.',
    comment: 'Only one of date and time is filled in.',
  },
  invalidTime: /*i18n*/ {
    id: 'publishComposer.invalidTime',
    message: 'That date or time cannot be read.',
    comment: 'The date or time is not a valid value.',
  },
  promote: /*i18n*/ {
    id: 'publishComposer.promote',
    message: 'Promote this post',
    comment: 'Switch that boosts the post with an ad.',
  },
  promoteHint: /*i18n*/ {
    id: 'publishComposer.promoteHint',
    message: 'Once published, it is boosted with an ad.',
    comment: 'Hint of the promote switch.',
  },
  publishNow: /*i18n*/ {
    id: 'publishComposer.publishNow',
    message: 'Publish now',
    comment: 'Action: publish the post at once.',
  },
  schedule: /*i18n*/ {
    id: 'publishComposer.schedule',
    message: 'Schedule',
    comment: 'Action: publish the post at the chosen time.',
  },
  submitForApproval: /*i18n*/ {
    id: 'publishComposer.submitForApproval',
    message: 'Submit for approval',
    comment: 'Action: send the post to an approver.',
  },
  saveDraft: /*i18n*/ {
    id: 'publishComposer.saveDraft',
    message: 'Save draft',
    comment: 'Action: keep the post as a draft.',
  },
  moreActions: /*i18n*/ {
    id: 'publishComposer.moreActions',
    message: 'More actions',
    comment: 'Menu button with the other allowed actions.',
  },
  noAction: /*i18n*/ {
    id: 'publishComposer.noAction',
    message: 'You may not post on these channels.',
    comment: "The person's role allows no post action on the chosen channels.",
  },
  blockNoChannels: /*i18n*/ {
    id: 'publishComposer.blockNoChannels',
    message: 'Choose at least one channel.',
    comment: 'Why the action is disabled.',
  },
  blockContent: /*i18n*/ {
    id: 'publishComposer.blockContent',
    message: 'Fix the text for each network first.',
    comment: "Why the action is disabled: a network's version has a problem.",
  },
  blockTime: /*i18n*/ {
    id: 'publishComposer.blockTime',
    message: 'Choose a time at least a minute ahead, or clear it.',
    comment: 'Why the action is disabled: the time.',
  },
  blockUploading: /*i18n*/ {
    id: 'publishComposer.blockUploading',
    message: 'Wait until the uploads finish.',
    comment: 'Why the action is disabled: uploads running.',
  },
  rejected: /*i18n*/ {
    id: 'publishComposer.rejected',
    message: '{name} rejected this post: “{comment}”',
    comment: 'Shown when editing a rejected post.',
  },
  badRequest: /*i18n*/ {
    id: 'publishComposer.badRequest',
    message: 'The post was not saved: {reason}',
    comment: "The server refused the post's content (400); reason is its message.",
  },
  forbidden: /*i18n*/ {
    id: 'publishComposer.forbidden',
    message: 'You may not do this on one of the channels: {reason}',
    comment: 'The server refused the action (403).',
  },
  conflict: /*i18n*/ {
    id: 'publishComposer.conflict',
    message: 'The post cannot be saved in its current state: {reason}',
    comment: 'The server refused the transition (409).',
  },
  failed: /*i18n*/ {
    id: 'publishComposer.failed',
    message: 'The post was not saved: {reason} Your text is kept; try again.',
    comment: 'Any other failure of the save.',
  },
  discardTitle: /*i18n*/ {
    id: 'publishComposer.discardTitle',
    message: 'Discard your changes?',
    comment: 'Asked when closing the composer with unsaved changes.',
  },
  discardBody: /*i18n*/ {
    id: 'publishComposer.discardBody',
    message: 'The post has changes that are not saved.',
    comment: 'Body of the discard question.',
  },
  discard: /*i18n*/ {
    id: 'publishComposer.discard',
    message: 'Discard',
    comment: 'Confirms closing without saving.',
  },
  keepEditing: /*i18n*/ {
    id: 'publishComposer.keepEditing',
    message: 'Keep editing',
    comment: 'Returns to the composer.',
  },
} as const satisfies Record<string, MessageDescriptor>;
