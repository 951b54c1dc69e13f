import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the reply box's special modes: WhatsApp templates after the 24-hour window,
 * attachments with the networks' upload limits, Facebook's handover protocol ("take control")
 * and the stand-alone conversation viewer. The spec's toasts are in `engageMessages`.
 */
export const composerControlMessages = {
  templateWindowClosed: /*i18n*/ {
    id: 'composerControl.templateWindowClosed',
    message:
      'More than 24 hours have passed since the customer last wrote. WhatsApp now takes only an approved template message.',
    comment: 'Notice above the WhatsApp template form that replaces the reply box.',
  },
  template: /*i18n*/ {
    id: 'composerControl.template',
    message: 'Template',
    comment: 'Label of the list of approved WhatsApp message templates.',
  },
  chooseTemplate: /*i18n*/ {
    id: 'composerControl.chooseTemplate',
    message: 'Choose a template',
    comment: 'First, empty entry of the WhatsApp template list.',
  },
  templateOption: /*i18n*/ {
    id: 'composerControl.templateOption',
    message: '{name} ({language})',
    comment:
      'A WhatsApp template in the list: its name and its language, e.g. "order_update (en)".',
  },
  parameter: /*i18n*/ {
    id: 'composerControl.parameter',
    message: 'Value for {placeholder}',
    comment: 'Label of the field that fills a template placeholder; placeholder is e.g. "{{1}}".',
  },
  parameterEmpty: /*i18n*/ {
    id: 'composerControl.parameterEmpty',
    message: 'Write a value.',
  },
  parameterLineBreak: /*i18n*/ {
    id: 'composerControl.parameterLineBreak',
    message: 'WhatsApp takes no line break or tab here.',
  },
  parameterSpaces: /*i18n*/ {
    id: 'composerControl.parameterSpaces',
    message: 'WhatsApp takes at most four spaces in a row.',
  },
  templateTooLong: /*i18n*/ {
    id: 'composerControl.templateTooLong',
    message: 'The message is longer than WhatsApp takes ({max} characters).',
  },
  preview: /*i18n*/ {
    id: 'composerControl.preview',
    message: 'Preview',
    comment: 'Heading of the template message as the customer will read it.',
  },
  sendTemplate: /*i18n*/ {
    id: 'composerControl.sendTemplate',
    message: 'Send template',
  },
  templatesLoading: /*i18n*/ {
    id: 'composerControl.templatesLoading',
    message: 'Loading the approved templates…',
  },
  templatesFailed: /*i18n*/ {
    id: 'composerControl.templatesFailed',
    message: 'The approved templates could not be loaded.',
  },
  retry: /*i18n*/ {
    id: 'composerControl.retry',
    message: 'Try again',
  },
  noTemplates: /*i18n*/ {
    id: 'composerControl.noTemplates',
    message:
      'This WhatsApp account has no approved template yet. Templates are created and approved in WhatsApp Manager.',
  },
  attach: /*i18n*/ {
    id: 'composerControl.attach',
    message: 'Attach a file',
    comment: 'Button of the reply box that opens the file chooser for a photo or video.',
  },
  accepted: /*i18n*/ {
    id: 'composerControl.accepted',
    message: '{network} takes {limits}.',
    comment:
      'Help of the attach button, e.g. "X takes JPEG, PNG photos up to 5 MB; MP4 videos up to 512 MB."',
  },
  photoLimit: /*i18n*/ {
    id: 'composerControl.photoLimit',
    message: '{formats} photos up to {size}',
    comment: 'Part of the upload limits: e.g. "JPEG, PNG, TIFF photos up to 25 MB".',
  },
  videoLimit: /*i18n*/ {
    id: 'composerControl.videoLimit',
    message: '{formats} videos up to {size}',
    comment: 'Part of the upload limits: e.g. "MP4, MOV videos up to 1 GB".',
  },
  tooLarge: /*i18n*/ {
    id: 'composerControl.tooLarge',
    message:
      '{name} is {size}: {network} takes {kind, select, photo {photos} other {videos}} up to {max}.',
  },
  wrongType: /*i18n*/ {
    id: 'composerControl.wrongType',
    message: '{network} does not take {name}: it takes {limits}.',
  },
  uploading: /*i18n*/ {
    id: 'composerControl.uploading',
    message: 'Uploading {name}…',
  },
  uploadFailed: /*i18n*/ {
    id: 'composerControl.uploadFailed',
    message: '{name} could not be uploaded: {message}',
  },
  removeAttachment: /*i18n*/ {
    id: 'composerControl.removeAttachment',
    message: 'Remove {name}',
  },
  attachments: /*i18n*/ {
    id: 'composerControl.attachments',
    message: 'Attachments',
  },
  takeControl: /*i18n*/ {
    id: 'composerControl.takeControl',
    message: 'Take control',
    comment:
      "Button next to the message that another app controls a Facebook conversation: takes the conversation's control back (handover protocol).",
  },
  viewerTitle: /*i18n*/ {
    id: 'composerControl.viewerTitle',
    message: 'Conversation',
    comment: 'Title of the page that shows one conversation on its own (opened from a link).',
  },
  viewerNoItem: /*i18n*/ {
    id: 'composerControl.viewerNoItem',
    message: 'This link does not name a conversation.',
  },
  viewerNoItemBody: /*i18n*/ {
    id: 'composerControl.viewerNoItemBody',
    message: 'Open the inbox to find it, or ask for the link again.',
  },
  openInbox: /*i18n*/ {
    id: 'composerControl.openInbox',
    message: 'Open the inbox',
  },
} as const satisfies Record<string, MessageDescriptor>;
