import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of automation in engage (issue 26, docs/decisions/0051): the rules list, the rule
 * builder with its conditions, actions and dry-run preview, a rule's run log, and the line in the
 * conversation that names the rule which last changed an item.
 */
export const automationMessages = {
  title: /*i18n*/ {
    id: 'automation.title',
    message: 'Automation rules',
    comment: 'Automation: heading of the rules list, and the inbox link to it.',
  },
  intro: /*i18n*/ {
    id: 'automation.intro',
    message:
      'Rules act on new items as they arrive, in the order listed: they assign, label, open cases, mark as read or spam, and hide.',
    comment: 'Automation: what the rules list is for, under its heading.',
  },
  backToInbox: /*i18n*/ {
    id: 'automation.backToInbox',
    message: 'Back to the inbox',
    comment: 'Automation: link from the rules back to the engage inbox.',
  },
  backToRules: /*i18n*/ {
    id: 'automation.backToRules',
    message: 'Back to the rules',
    comment: "Automation: link from a rule's builder or run log back to the list.",
  },
  newRule: /*i18n*/ {
    id: 'automation.newRule',
    message: 'New rule',
    comment: 'Automation: button that opens the builder for a new rule; heading of the builder.',
  },
  readOnly: /*i18n*/ {
    id: 'automation.readOnly',
    message: 'Only administrators create and change rules. You can read them and their run logs.',
    comment: 'Automation: note to non-administrators on the rules list.',
  },
  emptyTitle: /*i18n*/ {
    id: 'automation.emptyTitle',
    message: 'No rules yet',
    comment: 'Automation: empty rules list, title.',
  },
  emptyHint: /*i18n*/ {
    id: 'automation.emptyHint',
    message:
      'A rule acts on new items for you, for example by assigning refund requests to customer care.',
    comment: 'Automation: empty rules list, hint for administrators.',
  },
  emptyHintReadOnly: /*i18n*/ {
    id: 'automation.emptyHintReadOnly',
    message: 'An administrator can create rules that act on new items.',
    comment: 'Automation: empty rules list, hint for non-administrators.',
  },
  columnOrder: /*i18n*/ {
    id: 'automation.columnOrder',
    message: 'Order',
    comment: 'Automation: rules table column with the move up/down buttons.',
  },
  columnName: /*i18n*/ {
    id: 'automation.columnName',
    message: 'Rule',
    comment: "Automation: rules table column of the rule's name.",
  },
  columnStatus: /*i18n*/ {
    id: 'automation.columnStatus',
    message: 'Status',
    comment: "Automation: rules table column of the rule's status.",
  },
  columnLastRun: /*i18n*/ {
    id: 'automation.columnLastRun',
    message: 'Last run',
    comment: 'Automation: rules table column of when the rule last matched an item.',
  },
  columnMatched: /*i18n*/ {
    id: 'automation.columnMatched',
    message: 'Matched',
    comment: 'Automation: rules table column of how many items the rule matched.',
  },
  columnActions: /*i18n*/ {
    id: 'automation.columnActions',
    message: 'Actions',
    comment: 'Automation: rules table column of what can be done to the rule.',
  },
  status_draft: /*i18n*/ {
    id: 'automation.status_draft',
    message: 'Draft',
    comment: 'Automation: rule status.',
  },
  status_active: /*i18n*/ {
    id: 'automation.status_active',
    message: 'Active',
    comment: 'Automation: rule status.',
  },
  status_paused: /*i18n*/ {
    id: 'automation.status_paused',
    message: 'Paused',
    comment: 'Automation: rule status.',
  },
  status_error: /*i18n*/ {
    id: 'automation.status_error',
    message: 'Error',
    comment: 'Automation: rule status.',
  },
  status_deleted: /*i18n*/ {
    id: 'automation.status_deleted',
    message: 'Deleted',
    comment: 'Automation: rule status.',
  },
  neverRun: /*i18n*/ {
    id: 'automation.neverRun',
    message: 'Not yet',
    comment: 'Automation: last run of a rule that never matched an item.',
  },
  moveUp: /*i18n*/ {
    id: 'automation.moveUp',
    message: 'Move {name} up',
    comment: 'Automation: button that makes a rule apply one place earlier.',
  },
  moveDown: /*i18n*/ {
    id: 'automation.moveDown',
    message: 'Move {name} down',
    comment: 'Automation: button that makes a rule apply one place later.',
  },
  moved: /*i18n*/ {
    id: 'automation.moved',
    message: '{name} is now rule {position} of {count}.',
    comment: 'Automation: announcement after a rule moved.',
  },
  editRule: /*i18n*/ {
    id: 'automation.editRule',
    message: 'Edit {name}',
    comment: 'Automation: button that opens a rule in the builder.',
  },
  activateRule: /*i18n*/ {
    id: 'automation.activateRule',
    message: 'Activate {name}',
    comment: 'Automation: button that activates a rule (accessible name).',
  },
  pauseRule: /*i18n*/ {
    id: 'automation.pauseRule',
    message: 'Pause {name}',
    comment: 'Automation: button that pauses a rule (accessible name).',
  },
  deleteRule: /*i18n*/ {
    id: 'automation.deleteRule',
    message: 'Delete {name}',
    comment: 'Automation: button that deletes a rule (accessible name).',
  },
  runLogOf: /*i18n*/ {
    id: 'automation.runLogOf',
    message: 'Run log of {name}',
    comment: "Automation: link to a rule's run log; heading of the run log.",
  },
  activate: /*i18n*/ {
    id: 'automation.activate',
    message: 'Activate',
    comment: 'Automation: button text, activates a rule.',
  },
  pause: /*i18n*/ {
    id: 'automation.pause',
    message: 'Pause',
    comment: 'Automation: button text, pauses a rule.',
  },
  runLog: /*i18n*/ {
    id: 'automation.runLog',
    message: 'Run log',
    comment: "Automation: link text to a rule's run log.",
  },
  deleteTitle: /*i18n*/ {
    id: 'automation.deleteTitle',
    message: 'Delete the rule {name}?',
    comment: 'Automation: delete confirmation, title.',
  },
  deleteBody: /*i18n*/ {
    id: 'automation.deleteBody',
    message: 'It stops acting on new items at once. Its run log stays readable.',
    comment: 'Automation: delete confirmation, what happens.',
  },
  deleteConfirm: /*i18n*/ {
    id: 'automation.deleteConfirm',
    message: 'Delete rule',
    comment: 'Automation: delete confirmation, confirm button.',
  },
  activated: /*i18n*/ {
    id: 'automation.activated',
    message: '{name} is active: it acts on new items.',
    comment: 'Automation: toast after activating a rule.',
  },
  pausedToast: /*i18n*/ {
    id: 'automation.pausedToast',
    message: '{name} is paused.',
    comment: 'Automation: toast after pausing a rule.',
  },
  deletedToast: /*i18n*/ {
    id: 'automation.deletedToast',
    message: '{name} was deleted.',
    comment: 'Automation: toast after deleting a rule.',
  },
  created: /*i18n*/ {
    id: 'automation.created',
    message: '{name} was saved as a draft. Activate it to let it act.',
    comment: 'Automation: toast after creating a rule.',
  },
  saved: /*i18n*/ {
    id: 'automation.saved',
    message: '{name} was saved.',
    comment: 'Automation: toast after saving a changed rule.',
  },
  changeFailed: /*i18n*/ {
    id: 'automation.changeFailed',
    message: 'The rule was not changed: {message}',
    comment: 'Automation: error after a refused activate, pause, delete or move.',
  },
  loadFailed: /*i18n*/ {
    id: 'automation.loadFailed',
    message: 'Could not load the rules: {message}',
    comment: 'Automation: error when the rules cannot be read.',
  },
  ruleNotFound: /*i18n*/ {
    id: 'automation.ruleNotFound',
    message: 'This rule does not exist or was deleted.',
    comment: 'Automation: builder or run log of an unknown rule.',
  },
  name: /*i18n*/ {
    id: 'automation.name',
    message: 'Name',
    comment: "Automation builder: label of the rule's name.",
  },
  matchMode: /*i18n*/ {
    id: 'automation.matchMode',
    message: 'Matches when',
    comment: 'Automation builder: label of ANY / ALL.',
  },
  matchAll: /*i18n*/ {
    id: 'automation.matchAll',
    message: 'All conditions hold',
    comment: 'Automation builder: match mode ALL.',
  },
  matchAny: /*i18n*/ {
    id: 'automation.matchAny',
    message: 'Any condition holds',
    comment: 'Automation builder: match mode ANY.',
  },
  authorKind: /*i18n*/ {
    id: 'automation.authorKind',
    message: 'Items written by',
    comment: 'Automation builder: label of the author kind.',
  },
  authorCustomer: /*i18n*/ {
    id: 'automation.authorCustomer',
    message: 'Customers',
    comment: 'Automation builder: author kind CUSTOMER.',
  },
  authorUser: /*i18n*/ {
    id: 'automation.authorUser',
    message: 'Our own channels',
    comment: 'Automation builder: author kind USER.',
  },
  channels: /*i18n*/ {
    id: 'automation.channels',
    message: 'Channels watched',
    comment: 'Automation builder: label of the channels a rule watches.',
  },
  channelsAll: /*i18n*/ {
    id: 'automation.channelsAll',
    message: 'All channels',
    comment: 'Automation builder: the rule watches every channel.',
  },
  channelsChosen: /*i18n*/ {
    id: 'automation.channelsChosen',
    message: 'Chosen channels',
    comment: 'Automation builder: the rule watches the channels chosen below.',
  },
  channelsNoneChosen: /*i18n*/ {
    id: 'automation.channelsNoneChosen',
    message: 'No channel chosen: the rule watches every channel.',
    comment: "Automation builder: hint when 'chosen channels' has none.",
  },
  conditions: /*i18n*/ {
    id: 'automation.conditions',
    message: 'Conditions',
    comment: 'Automation builder: heading of the conditions.',
  },
  noConditions: /*i18n*/ {
    id: 'automation.noConditions',
    message: 'No conditions: the rule matches every item of its authors.',
    comment: 'Automation builder: without conditions.',
  },
  addCondition: /*i18n*/ {
    id: 'automation.addCondition',
    message: 'Add condition',
    comment: 'Automation builder: button that adds a condition row.',
  },
  conditionNumber: /*i18n*/ {
    id: 'automation.conditionNumber',
    message: 'Condition {number}',
    comment: 'Automation builder: accessible name of a condition row.',
  },
  removeCondition: /*i18n*/ {
    id: 'automation.removeCondition',
    message: 'Remove condition {number}',
    comment: 'Automation builder: button that removes a condition row.',
  },
  field: /*i18n*/ {
    id: 'automation.field',
    message: 'Field',
    comment: "Automation builder: label of a condition's field.",
  },
  operator: /*i18n*/ {
    id: 'automation.operator',
    message: 'Comparison',
    comment: "Automation builder: label of a condition's operator.",
  },
  values: /*i18n*/ {
    id: 'automation.values',
    message: 'Values',
    comment: "Automation builder: label of a condition's values.",
  },
  field_network: /*i18n*/ {
    id: 'automation.field_network',
    message: 'Network',
    comment: 'Automation condition field.',
  },
  field_channel: /*i18n*/ {
    id: 'automation.field_channel',
    message: 'Channel',
    comment: 'Automation condition field.',
  },
  field_messageType: /*i18n*/ {
    id: 'automation.field_messageType',
    message: 'Message type',
    comment: 'Automation condition field.',
  },
  field_text: /*i18n*/ {
    id: 'automation.field_text',
    message: 'Text',
    comment: 'Automation condition field.',
  },
  field_language: /*i18n*/ {
    id: 'automation.field_language',
    message: 'Language',
    comment: 'Automation condition field.',
  },
  field_createdBy: /*i18n*/ {
    id: 'automation.field_createdBy',
    message: 'Author',
    comment: "Automation condition field: the sender's id, handle or name.",
  },
  op_IS_ANY: /*i18n*/ {
    id: 'automation.op_IS_ANY',
    message: 'is any of',
    comment: 'Automation condition operator.',
  },
  op_IS_NOT_ANY: /*i18n*/ {
    id: 'automation.op_IS_NOT_ANY',
    message: 'is none of',
    comment: 'Automation condition operator.',
  },
  op_CONTAINS_ANY: /*i18n*/ {
    id: 'automation.op_CONTAINS_ANY',
    message: 'contains any of',
    comment: 'Automation condition operator.',
  },
  op_CONTAINS_ALL: /*i18n*/ {
    id: 'automation.op_CONTAINS_ALL',
    message: 'contains all of',
    comment: 'Automation condition operator.',
  },
  op_DOES_NOT_CONTAIN_ANY: /*i18n*/ {
    id: 'automation.op_DOES_NOT_CONTAIN_ANY',
    message: 'contains none of',
    comment: 'Automation condition operator.',
  },
  op_EQUAL_TO: /*i18n*/ {
    id: 'automation.op_EQUAL_TO',
    message: 'is exactly',
    comment: 'Automation condition operator.',
  },
  addValue: /*i18n*/ {
    id: 'automation.addValue',
    message: 'Add',
    comment: 'Automation builder: button that adds the typed word as a value.',
  },
  newValue: /*i18n*/ {
    id: 'automation.newValue',
    message: 'Word or phrase',
    comment: 'Automation builder: label of the input for a new text value.',
  },
  removeValue: /*i18n*/ {
    id: 'automation.removeValue',
    message: 'Remove {value}',
    comment: 'Automation builder: button on a value chip.',
  },
  noValues: /*i18n*/ {
    id: 'automation.noValues',
    message: 'No values yet.',
    comment: 'Automation builder: a condition without values.',
  },
  type_post: /*i18n*/ {
    id: 'automation.type_post',
    message: 'Post',
    comment: 'Automation: message type value.',
  },
  type_comment: /*i18n*/ {
    id: 'automation.type_comment',
    message: 'Comment',
    comment: 'Automation: message type value.',
  },
  type_reply: /*i18n*/ {
    id: 'automation.type_reply',
    message: 'Reply',
    comment: 'Automation: message type value.',
  },
  type_message: /*i18n*/ {
    id: 'automation.type_message',
    message: 'Direct message',
    comment: 'Automation: message type value.',
  },
  type_review: /*i18n*/ {
    id: 'automation.type_review',
    message: 'Review',
    comment: 'Automation: message type value.',
  },
  type_mention: /*i18n*/ {
    id: 'automation.type_mention',
    message: 'Mention',
    comment: 'Automation: message type value.',
  },
  actions: /*i18n*/ {
    id: 'automation.actions',
    message: 'Actions',
    comment: 'Automation builder: heading of the actions.',
  },
  noActions: /*i18n*/ {
    id: 'automation.noActions',
    message: 'Add at least one action: what the rule does to the items it matches.',
    comment: 'Automation builder: without actions.',
  },
  addAction: /*i18n*/ {
    id: 'automation.addAction',
    message: 'Add action',
    comment: 'Automation builder: button that adds an action row.',
  },
  actionNumber: /*i18n*/ {
    id: 'automation.actionNumber',
    message: 'Action {number}',
    comment: 'Automation builder: accessible name of an action row.',
  },
  removeAction: /*i18n*/ {
    id: 'automation.removeAction',
    message: 'Remove action {number}',
    comment: 'Automation builder: button that removes an action row.',
  },
  actionType: /*i18n*/ {
    id: 'automation.actionType',
    message: 'Action',
    comment: "Automation builder: label of an action's type.",
  },
  action_assign: /*i18n*/ {
    id: 'automation.action_assign',
    message: 'Assign',
    comment: 'Automation action type.',
  },
  action_label: /*i18n*/ {
    id: 'automation.action_label',
    message: 'Label',
    comment: 'Automation action type.',
  },
  action_createCase: /*i18n*/ {
    id: 'automation.action_createCase',
    message: 'Open a case',
    comment: 'Automation action type.',
  },
  action_markAsRead: /*i18n*/ {
    id: 'automation.action_markAsRead',
    message: 'Mark as read',
    comment: 'Automation action type.',
  },
  action_markAsSpam: /*i18n*/ {
    id: 'automation.action_markAsSpam',
    message: 'Mark as spam',
    comment: 'Automation action type.',
  },
  action_hide: /*i18n*/ {
    id: 'automation.action_hide',
    message: 'Hide',
    comment: 'Automation action type.',
  },
  assignee: /*i18n*/ {
    id: 'automation.assignee',
    message: 'Assign to',
    comment: 'Automation builder: label of the assignee.',
  },
  chooseAssignee: /*i18n*/ {
    id: 'automation.chooseAssignee',
    message: 'Choose a person or a team',
    comment: 'Automation builder: empty first choice of the assignee.',
  },
  teams: /*i18n*/ {
    id: 'automation.teams',
    message: 'Teams',
    comment: 'Automation builder: group of teams among the assignees.',
  },
  people: /*i18n*/ {
    id: 'automation.people',
    message: 'People',
    comment: 'Automation builder: group of people among the assignees.',
  },
  note: /*i18n*/ {
    id: 'automation.note',
    message: 'Note for the assignee (optional)',
    comment: "Automation builder: the assignment's note.",
  },
  labels: /*i18n*/ {
    id: 'automation.labels',
    message: 'Labels',
    comment: "Automation builder: label of an action's labels.",
  },
  noLabels: /*i18n*/ {
    id: 'automation.noLabels',
    message: 'The organisation has no labels yet.',
    comment: 'Automation builder: label action without labels to choose.',
  },
  caseSystem: /*i18n*/ {
    id: 'automation.caseSystem',
    message: 'Case system',
    comment: 'Automation builder: label of where a case is opened.',
  },
  chooseCaseSystem: /*i18n*/ {
    id: 'automation.chooseCaseSystem',
    message: 'Choose a case system',
    comment: 'Automation builder: empty first choice of the case system.',
  },
  caseLegacy: /*i18n*/ {
    id: 'automation.caseLegacy',
    message: 'Cases in Switchboard',
    comment: "Automation: the product's own case system.",
  },
  notConnected: /*i18n*/ {
    id: 'automation.notConnected',
    message: '{name} (not connected)',
    comment: 'Automation builder: a case system that cannot be used yet.',
  },
  nothingToSet: /*i18n*/ {
    id: 'automation.nothingToSet',
    message: 'Nothing to set for this action.',
    comment: 'Automation builder: an action without configuration.',
  },
  save: /*i18n*/ {
    id: 'automation.save',
    message: 'Save rule',
    comment: 'Automation builder: save button.',
  },
  saveFailed: /*i18n*/ {
    id: 'automation.saveFailed',
    message: 'The rule was not saved: {message}',
    comment: 'Automation builder: error of a refused save.',
  },
  fix: /*i18n*/ {
    id: 'automation.fix',
    message: 'Check the marked fields.',
    comment: 'Automation builder: the server named fields with errors.',
  },
  plan_assign: /*i18n*/ {
    id: 'automation.plan_assign',
    message: 'Assign to {name}',
    comment: 'Automation: a planned or done assignment.',
  },
  plan_label: /*i18n*/ {
    id: 'automation.plan_label',
    message: 'Label {names}',
    comment: 'Automation: a planned or done labelling.',
  },
  plan_createCase: /*i18n*/ {
    id: 'automation.plan_createCase',
    message: 'Open a case in {system}',
    comment: 'Automation: a planned or done case.',
  },
  unknown: /*i18n*/ {
    id: 'automation.unknown',
    message: 'unknown',
    comment: 'Automation: a person, team or label no longer known.',
  },
  preview: /*i18n*/ {
    id: 'automation.preview',
    message: 'Preview',
    comment: 'Automation builder: heading of the dry run.',
  },
  previewIntro: /*i18n*/ {
    id: 'automation.previewIntro',
    message: 'What the rule would have done to recent items. Nothing changes.',
    comment: 'Automation builder: what the preview is.',
  },
  previewDays: /*i18n*/ {
    id: 'automation.previewDays',
    message: 'Look back',
    comment: "Automation builder: label of the preview's period.",
  },
  days: /*i18n*/ {
    id: 'automation.days',
    message: 'Last {days} days',
    comment: 'Automation builder: a preview period.',
  },
  previewSummary: /*i18n*/ {
    id: 'automation.previewSummary',
    message: 'Would have matched {matched} of {scanned} items in the last {days} days',
    comment: 'Automation preview: the result.',
  },
  previewRunning: /*i18n*/ {
    id: 'automation.previewRunning',
    message: 'Checking the last {days} days…',
    comment: 'Automation preview: while it runs.',
  },
  previewWaiting: /*i18n*/ {
    id: 'automation.previewWaiting',
    message: 'The preview shows once the rule is valid: {message}',
    comment: 'Automation preview: the definition has an error.',
  },
  previewFailed: /*i18n*/ {
    id: 'automation.previewFailed',
    message: 'The preview could not run: {message}',
    comment: 'Automation preview: another failure.',
  },
  previewNone: /*i18n*/ {
    id: 'automation.previewNone',
    message: 'No item of the last {days} days matches.',
    comment: 'Automation preview: nothing matched.',
  },
  previewFirst: /*i18n*/ {
    id: 'automation.previewFirst',
    message: 'The first {count} matched items',
    comment: 'Automation preview: heading of the items list.',
  },
  plannedByType: /*i18n*/ {
    id: 'automation.plannedByType',
    message: 'Planned actions',
    comment: 'Automation preview: heading of the planned actions by type.',
  },
  actionCount: /*i18n*/ {
    id: 'automation.actionCount',
    message: '{action}: {count}',
    comment: 'Automation preview: how many times an action would run.',
  },
  wouldSkip: /*i18n*/ {
    id: 'automation.wouldSkip',
    message: 'Skipped: {action} ({reason})',
    comment: 'Automation preview or run log: an action left out and why.',
  },
  previewNothing: /*i18n*/ {
    id: 'automation.previewNothing',
    message: 'Nothing would change on this item.',
    comment: 'Automation preview: a matched item on which no action would do anything.',
  },
  openItem: /*i18n*/ {
    id: 'automation.openItem',
    message: 'Open the item',
    comment: 'Automation: link from a matched item to the inbox.',
  },
  noText: /*i18n*/ {
    id: 'automation.noText',
    message: '(no text)',
    comment: 'Automation: an item without text.',
  },
  runLogIntro: /*i18n*/ {
    id: 'automation.runLogIntro',
    message: 'Each item the rule matched, newest first, and what each action did.',
    comment: 'Automation run log: what it shows.',
  },
  noRuns: /*i18n*/ {
    id: 'automation.noRuns',
    message: 'The rule has not matched any item yet.',
    comment: 'Automation run log: empty.',
  },
  loadMore: /*i18n*/ {
    id: 'automation.loadMore',
    message: 'Load more',
    comment: 'Automation run log: next page.',
  },
  outcome_done: /*i18n*/ {
    id: 'automation.outcome_done',
    message: 'Done',
    comment: 'Automation run log: outcome of an action.',
  },
  outcome_refused: /*i18n*/ {
    id: 'automation.outcome_refused',
    message: 'Refused',
    comment: 'Automation run log: outcome of an action.',
  },
  outcome_failed: /*i18n*/ {
    id: 'automation.outcome_failed',
    message: 'Failed',
    comment: 'Automation run log: outcome of an action.',
  },
  outcome_skipped: /*i18n*/ {
    id: 'automation.outcome_skipped',
    message: 'Skipped',
    comment: 'Automation run log: outcome of an action.',
  },
  runFor: /*i18n*/ {
    id: 'automation.runFor',
    message: 'Item {id}',
    comment: 'Automation run log: an item without more details.',
  },
  changedBy: /*i18n*/ {
    id: 'automation.changedBy',
    message: 'Last changed by automation {rule}',
    comment: 'Conversation: the item was last changed by an automation rule.',
  },
  did_assign: /*i18n*/ {
    id: 'automation.did.assign',
    message: 'Automation {rule} assigned this to {target}',
    comment:
      'Conversation history: an automation rule assigned the item. {target}: a team or person.',
  },
  did_label: /*i18n*/ {
    id: 'automation.did.label',
    message: 'Automation {rule} labelled this {target}',
    comment: 'Conversation history: an automation rule labelled the item. {target}: the label.',
  },
  did_hide: /*i18n*/ {
    id: 'automation.did.hide',
    message: 'Automation {rule} hid this',
    comment: 'Conversation history: an automation rule hid the item on its network.',
  },
  did_read: /*i18n*/ {
    id: 'automation.did.read',
    message: 'Automation {rule} marked this read',
    comment: 'Conversation history: an automation rule marked the item read.',
  },
  did_spam: /*i18n*/ {
    id: 'automation.did.spam',
    message: 'Automation {rule} marked this as spam',
    comment: 'Conversation history: an automation rule marked the item as spam.',
  },
  did_case: /*i18n*/ {
    id: 'automation.did.case',
    message: 'Automation {rule} opened a case',
    comment: 'Conversation history: an automation rule opened a case with the item.',
  },
  did_ticket: /*i18n*/ {
    id: 'automation.did.ticket',
    message: 'Automation {rule} opened a Zendesk ticket',
    comment: 'Conversation history: an automation rule opened a Zendesk ticket from the item.',
  },
  did_reply: /*i18n*/ {
    id: 'automation.did.reply',
    message: 'Automated message {rule} answered',
    comment:
      'Conversation history: an away or welcome message was sent. {rule}: the messaging group.',
  },
  historyTitle: /*i18n*/ {
    id: 'automation.historyTitle',
    message: 'Automation',
    comment: 'Conversation: name of the list of what automation did to the item.',
  },
  deletedRule: /*i18n*/ {
    id: 'automation.deletedRule',
    message: 'a deleted rule',
    comment: 'Conversation: the rule that changed the item no longer exists.',
  },
  ruleError: /*i18n*/ {
    id: 'automation.ruleError',
    message: 'Error: {reason}',
    comment: 'Automation: a rule in error and why.',
  },
} satisfies Record<string, MessageDescriptor>;
