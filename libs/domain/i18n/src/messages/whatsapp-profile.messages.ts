/**
 * The texts of a WhatsApp channel's own page (docs/decisions/0067): its business profile and
 * photo, the numbers of its business account, and its message templates.
 */
export const whatsappProfileMessages = {
  // The business profile.
  profileTitle: /*i18n*/ { id: 'whatsappProfile.profileTitle', message: 'Business profile' },
  profileIntro: /*i18n*/ {
    id: 'whatsappProfile.profileIntro',
    message:
      'What customers see about your business on WhatsApp when they open this number’s profile.',
  },
  profileLoading: /*i18n*/ {
    id: 'whatsappProfile.profileLoading',
    message: 'Loading the business profile',
  },
  profileLoadFailed: /*i18n*/ {
    id: 'whatsappProfile.profileLoadFailed',
    message: 'The business profile could not be loaded.',
  },
  tryAgain: /*i18n*/ { id: 'whatsappProfile.tryAgain', message: 'Try again' },
  about: /*i18n*/ { id: 'whatsappProfile.about', message: 'About' },
  aboutHint: /*i18n*/ {
    id: 'whatsappProfile.aboutHint',
    message: 'A short line under the business name.',
  },
  address: /*i18n*/ { id: 'whatsappProfile.address', message: 'Address' },
  description: /*i18n*/ { id: 'whatsappProfile.description', message: 'Description' },
  email: /*i18n*/ { id: 'whatsappProfile.email', message: 'E-mail address' },
  vertical: /*i18n*/ { id: 'whatsappProfile.vertical', message: 'Industry' },
  websites: /*i18n*/ { id: 'whatsappProfile.websites', message: 'Websites' },
  website: /*i18n*/ {
    id: 'whatsappProfile.website',
    message: 'Website {number}',
    comment: 'Label of the first or second website field; number is 1 or 2.',
  },
  websitesHint: /*i18n*/ {
    id: 'whatsappProfile.websitesHint',
    message: 'At most two, each starting with http:// or https://.',
  },
  addWebsite: /*i18n*/ { id: 'whatsappProfile.addWebsite', message: 'Add a website' },
  removeWebsite: /*i18n*/ {
    id: 'whatsappProfile.removeWebsite',
    message: 'Remove website {number}',
  },
  counter: /*i18n*/ {
    id: 'whatsappProfile.counter',
    message: '{count} of {max} characters',
    comment: 'Under a field: how many characters it has of the most WhatsApp takes.',
  },
  tooLong: /*i18n*/ {
    id: 'whatsappProfile.tooLong',
    message: 'At most {max} characters: remove {over}.',
  },
  notEmail: /*i18n*/ {
    id: 'whatsappProfile.notEmail',
    message: 'Enter an e-mail address, such as hello@example.com.',
  },
  notWebsite: /*i18n*/ {
    id: 'whatsappProfile.notWebsite',
    message: 'Enter a web address starting with http:// or https://, such as https://example.com.',
  },
  tooManyWebsites: /*i18n*/ {
    id: 'whatsappProfile.tooManyWebsites',
    message: 'WhatsApp takes at most {max} websites.',
  },
  fixProblems: /*i18n*/ {
    id: 'whatsappProfile.fixProblems',
    message: 'Correct the marked fields, then save again.',
  },
  save: /*i18n*/ { id: 'whatsappProfile.save', message: 'Save profile' },
  saved: /*i18n*/ { id: 'whatsappProfile.saved', message: 'The business profile was saved.' },
  reset: /*i18n*/ { id: 'whatsappProfile.reset', message: 'Reset profile' },
  resetTitle: /*i18n*/ {
    id: 'whatsappProfile.resetTitle',
    message: 'Reset the business profile?',
  },
  resetBody: /*i18n*/ {
    id: 'whatsappProfile.resetBody',
    message:
      'This clears the profile on WhatsApp: about, address, description, e-mail address, websites and photo are removed and the industry goes back to Other. Customers see the empty profile at once.',
  },
  resetConfirm: /*i18n*/ { id: 'whatsappProfile.resetConfirm', message: 'Clear the profile' },
  wasReset: /*i18n*/ {
    id: 'whatsappProfile.wasReset',
    message: 'The business profile was cleared.',
  },
  // The photo.
  photo: /*i18n*/ { id: 'whatsappProfile.photo', message: 'Profile photo' },
  currentPhoto: /*i18n*/ {
    id: 'whatsappProfile.currentPhoto',
    message: 'The current profile photo',
  },
  noPhoto: /*i18n*/ { id: 'whatsappProfile.noPhoto', message: 'No photo yet' },
  choosePhoto: /*i18n*/ { id: 'whatsappProfile.choosePhoto', message: 'Change photo' },
  photoHint: /*i18n*/ {
    id: 'whatsappProfile.photoHint',
    message: 'A JPEG or PNG image of at most 5 MB; it also becomes the channel’s picture.',
  },
  preview: /*i18n*/ {
    id: 'whatsappProfile.preview',
    message: 'Preview of {file}',
    comment: 'Alternative text of the chosen image before it is uploaded.',
  },
  upload: /*i18n*/ { id: 'whatsappProfile.upload', message: 'Upload photo' },
  cancelPhoto: /*i18n*/ { id: 'whatsappProfile.cancelPhoto', message: 'Keep the current photo' },
  photoType: /*i18n*/ {
    id: 'whatsappProfile.photoType',
    message: '“{file}” is a {type} file; WhatsApp takes only JPEG or PNG images.',
  },
  photoSize: /*i18n*/ {
    id: 'whatsappProfile.photoSize',
    message: '“{file}” is {size}; WhatsApp takes photos of at most {max}.',
  },
  photoSaved: /*i18n*/ {
    id: 'whatsappProfile.photoSaved',
    message: 'The new profile photo is on WhatsApp.',
  },
  unknownType: /*i18n*/ {
    id: 'whatsappProfile.unknownType',
    message: 'unknown',
    comment: 'A file type the browser could not tell, in “… is a {type} file”.',
  },
  // The verticals (platform §3).
  verticalAutomotive: /*i18n*/ { id: 'whatsappProfile.vertical.automotive', message: 'Automotive' },
  verticalBeauty: /*i18n*/ {
    id: 'whatsappProfile.vertical.beauty',
    message: 'Beauty, spa and salon',
  },
  verticalClothing: /*i18n*/ {
    id: 'whatsappProfile.vertical.clothing',
    message: 'Clothing and apparel',
  },
  verticalEducation: /*i18n*/ { id: 'whatsappProfile.vertical.education', message: 'Education' },
  verticalEntertainment: /*i18n*/ {
    id: 'whatsappProfile.vertical.entertainment',
    message: 'Entertainment',
  },
  verticalEvents: /*i18n*/ {
    id: 'whatsappProfile.vertical.events',
    message: 'Event planning and service',
  },
  verticalFinance: /*i18n*/ {
    id: 'whatsappProfile.vertical.finance',
    message: 'Finance and banking',
  },
  verticalFood: /*i18n*/ { id: 'whatsappProfile.vertical.food', message: 'Food and grocery' },
  verticalPublicService: /*i18n*/ {
    id: 'whatsappProfile.vertical.publicService',
    message: 'Public service',
  },
  verticalHotel: /*i18n*/ { id: 'whatsappProfile.vertical.hotel', message: 'Hotel and lodging' },
  verticalMedical: /*i18n*/ {
    id: 'whatsappProfile.vertical.medical',
    message: 'Medical and health',
  },
  verticalNonProfit: /*i18n*/ { id: 'whatsappProfile.vertical.nonProfit', message: 'Non-profit' },
  verticalProfessional: /*i18n*/ {
    id: 'whatsappProfile.vertical.professional',
    message: 'Professional services',
  },
  verticalShopping: /*i18n*/ {
    id: 'whatsappProfile.vertical.shopping',
    message: 'Shopping and retail',
  },
  verticalTravel: /*i18n*/ {
    id: 'whatsappProfile.vertical.travel',
    message: 'Travel and transportation',
  },
  verticalRestaurant: /*i18n*/ { id: 'whatsappProfile.vertical.restaurant', message: 'Restaurant' },
  verticalOther: /*i18n*/ { id: 'whatsappProfile.vertical.other', message: 'Other' },
  // The numbers of the business account.
  numbersTitle: /*i18n*/ { id: 'whatsappProfile.numbersTitle', message: 'Numbers of this account' },
  numbersIntro: /*i18n*/ {
    id: 'whatsappProfile.numbersIntro',
    message:
      'The phone numbers of the WhatsApp business account this channel belongs to, and how far each has come.',
  },
  numbersLoading: /*i18n*/ { id: 'whatsappProfile.numbersLoading', message: 'Loading the numbers' },
  numbersLoadFailed: /*i18n*/ {
    id: 'whatsappProfile.numbersLoadFailed',
    message: 'The numbers could not be loaded.',
  },
  noNumbers: /*i18n*/ {
    id: 'whatsappProfile.noNumbers',
    message: 'This business account has no other numbers.',
  },
  columnNumber: /*i18n*/ { id: 'whatsappProfile.columnNumber', message: 'Number' },
  columnName: /*i18n*/ { id: 'whatsappProfile.columnName', message: 'Display name' },
  columnStatus: /*i18n*/ { id: 'whatsappProfile.columnStatus', message: 'Registration' },
  columnActions: /*i18n*/ { id: 'whatsappProfile.columnActions', message: 'Actions' },
  thisChannel: /*i18n*/ { id: 'whatsappProfile.thisChannel', message: 'This channel' },
  connected: /*i18n*/ { id: 'whatsappProfile.connected', message: 'Connected' },
  notConnected: /*i18n*/ { id: 'whatsappProfile.notConnected', message: 'Not connected' },
  nameApproval: /*i18n*/ { id: 'whatsappProfile.nameApproval', message: 'Name approval' },
  approvalPending: /*i18n*/ {
    id: 'whatsappProfile.approvalPending',
    message: 'Name in review by WhatsApp',
  },
  approvalWaiting: /*i18n*/ {
    id: 'whatsappProfile.approvalWaiting',
    message: 'Name approved, waiting for the business’s approval',
  },
  approvalApproved: /*i18n*/ { id: 'whatsappProfile.approvalApproved', message: 'Name approved' },
  approvalRejected: /*i18n*/ { id: 'whatsappProfile.approvalRejected', message: 'Name rejected' },
  statusActive: /*i18n*/ {
    id: 'whatsappProfile.statusActive',
    message: 'Registered on WhatsApp',
  },
  statusInactive: /*i18n*/ {
    id: 'whatsappProfile.statusInactive',
    message: 'Not registered any more',
  },
  statusPending: /*i18n*/ { id: 'whatsappProfile.statusPending', message: 'Not registered yet' },
  verified: /*i18n*/ { id: 'whatsappProfile.verified', message: 'Verified by SMS code' },
  unverified: /*i18n*/ { id: 'whatsappProfile.unverified', message: 'SMS code not entered yet' },
  connectNumber: /*i18n*/ { id: 'whatsappProfile.connectNumber', message: 'Connect' },
  connectNumberLabel: /*i18n*/ {
    id: 'whatsappProfile.connectNumberLabel',
    message: 'Connect {number}',
  },
  removeNumber: /*i18n*/ { id: 'whatsappProfile.removeNumber', message: 'Remove' },
  removeNumberLabel: /*i18n*/ {
    id: 'whatsappProfile.removeNumberLabel',
    message: 'Remove {number}',
  },
  removeNumberTitle: /*i18n*/ {
    id: 'whatsappProfile.removeNumberTitle',
    message: 'Remove {number} from the business account?',
  },
  removeNumberBody: /*i18n*/ {
    id: 'whatsappProfile.removeNumberBody',
    message:
      'The number leaves the WhatsApp business account. To use it again it must be added and verified anew.',
  },
  numberRemoved: /*i18n*/ { id: 'whatsappProfile.numberRemoved', message: '{number} was removed.' },
  // The message templates.
  templatesTitle: /*i18n*/ { id: 'whatsappProfile.templatesTitle', message: 'Message templates' },
  templatesNote: /*i18n*/ {
    id: 'whatsappProfile.templatesNote',
    message:
      'WhatsApp reviews every template before it can be used. After 24 hours without a message from the customer, the inbox can only send approved templates.',
  },
  templatesLoading: /*i18n*/ {
    id: 'whatsappProfile.templatesLoading',
    message: 'Loading the message templates',
  },
  templatesLoadFailed: /*i18n*/ {
    id: 'whatsappProfile.templatesLoadFailed',
    message: 'The message templates could not be loaded.',
  },
  noTemplates: /*i18n*/ {
    id: 'whatsappProfile.noTemplates',
    message: 'No message templates yet',
  },
  noTemplatesBody: /*i18n*/ {
    id: 'whatsappProfile.noTemplatesBody',
    message: 'Create one to be able to write to customers after 24 hours.',
  },
  pendingRefresh: /*i18n*/ {
    id: 'whatsappProfile.pendingRefresh',
    message: 'Templates in review are checked again every 30 seconds.',
  },
  columnTemplate: /*i18n*/ { id: 'whatsappProfile.columnTemplate', message: 'Name' },
  columnLanguage: /*i18n*/ { id: 'whatsappProfile.columnLanguage', message: 'Language' },
  columnCategory: /*i18n*/ { id: 'whatsappProfile.columnCategory', message: 'Category' },
  columnText: /*i18n*/ { id: 'whatsappProfile.columnText', message: 'Text' },
  columnReview: /*i18n*/ { id: 'whatsappProfile.columnReview', message: 'Review' },
  columnCreated: /*i18n*/ { id: 'whatsappProfile.columnCreated', message: 'Created' },
  categoryUtility: /*i18n*/ { id: 'whatsappProfile.categoryUtility', message: 'Utility' },
  categoryMarketing: /*i18n*/ { id: 'whatsappProfile.categoryMarketing', message: 'Marketing' },
  categoryAuthentication: /*i18n*/ {
    id: 'whatsappProfile.categoryAuthentication',
    message: 'Authentication',
  },
  templatePending: /*i18n*/ { id: 'whatsappProfile.templatePending', message: 'In review' },
  templateApproved: /*i18n*/ { id: 'whatsappProfile.templateApproved', message: 'Approved' },
  templateRejected: /*i18n*/ { id: 'whatsappProfile.templateRejected', message: 'Rejected' },
  rejectedBecause: /*i18n*/ {
    id: 'whatsappProfile.rejectedBecause',
    message: 'Reason: {reason}',
  },
  placeholder: /*i18n*/ {
    id: 'whatsappProfile.placeholder',
    message: 'Placeholder {number}',
    comment: 'Read out for a {{1}} in a template text.',
  },
  newTemplate: /*i18n*/ { id: 'whatsappProfile.newTemplate', message: 'New template' },
  newTemplateTitle: /*i18n*/ {
    id: 'whatsappProfile.newTemplateTitle',
    message: 'New message template',
  },
  templateName: /*i18n*/ { id: 'whatsappProfile.templateName', message: 'Name' },
  templateNameHint: /*i18n*/ {
    id: 'whatsappProfile.templateNameHint',
    message: 'Lower-case letters, digits and underscores, such as order_ready.',
  },
  templateNameProblem: /*i18n*/ {
    id: 'whatsappProfile.templateNameProblem',
    message: 'Use only lower-case letters (a–z), digits and underscores: {bad} cannot be used.',
  },
  templateNameRequired: /*i18n*/ {
    id: 'whatsappProfile.templateNameRequired',
    message: 'Give the template a name.',
  },
  templateLanguage: /*i18n*/ { id: 'whatsappProfile.templateLanguage', message: 'Language' },
  templateCategory: /*i18n*/ { id: 'whatsappProfile.templateCategory', message: 'Category' },
  templateText: /*i18n*/ { id: 'whatsappProfile.templateText', message: 'Text' },
  templateTextHint: /*i18n*/ {
    id: 'whatsappProfile.templateTextHint',
    message:
      'Placeholders such as {example} are filled in when the template is sent; number them in order, and do not start or end the text with one.',
  },
  templateTextRequired: /*i18n*/ {
    id: 'whatsappProfile.templateTextRequired',
    message: 'Write the template’s text.',
  },
  insertPlaceholder: /*i18n*/ {
    id: 'whatsappProfile.insertPlaceholder',
    message: 'Insert placeholder {placeholder}',
  },
  createTemplate: /*i18n*/ { id: 'whatsappProfile.createTemplate', message: 'Submit for review' },
  templateCreated: /*i18n*/ {
    id: 'whatsappProfile.templateCreated',
    message: '“{name}” was sent to WhatsApp for review.',
  },
  standardTemplate: /*i18n*/ { id: 'whatsappProfile.standardTemplate', message: 'Standard' },
  standardTemplateHint: /*i18n*/ {
    id: 'whatsappProfile.standardTemplateHint',
    message: 'Every business account has this template approved: it cannot be deleted.',
  },
  deleteTemplateLabel: /*i18n*/ {
    id: 'whatsappProfile.deleteTemplateLabel',
    message: 'Delete {name} ({language})',
  },
  deleteTemplateTitle: /*i18n*/ {
    id: 'whatsappProfile.deleteTemplateTitle',
    message: 'Delete the template “{name}”?',
  },
  deleteTemplateBody: /*i18n*/ {
    id: 'whatsappProfile.deleteTemplateBody',
    message:
      'It is deleted on WhatsApp too, and the inbox cannot send it any more. A new template may not use the same name for a while.',
  },
  deleteTemplate: /*i18n*/ { id: 'whatsappProfile.deleteTemplate', message: 'Delete template' },
  templateDeleted: /*i18n*/ {
    id: 'whatsappProfile.templateDeleted',
    message: '“{name}” was deleted.',
  },
  languageEn: /*i18n*/ { id: 'whatsappProfile.language.en', message: 'English' },
  languageEnGB: /*i18n*/ { id: 'whatsappProfile.language.enGB', message: 'English (UK)' },
  languageEnUS: /*i18n*/ { id: 'whatsappProfile.language.enUS', message: 'English (US)' },
  languageDe: /*i18n*/ { id: 'whatsappProfile.language.de', message: 'German' },
  languageEs: /*i18n*/ { id: 'whatsappProfile.language.es', message: 'Spanish' },
  languageFr: /*i18n*/ { id: 'whatsappProfile.language.fr', message: 'French' },
  languageIt: /*i18n*/ { id: 'whatsappProfile.language.it', message: 'Italian' },
  languageJa: /*i18n*/ { id: 'whatsappProfile.language.ja', message: 'Japanese' },
} as const;
