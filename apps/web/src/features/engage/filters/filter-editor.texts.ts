import type { I18n, MessageDescriptor } from '@lingui/core';
import type {
  DraftError,
  EditorContainer,
  EditorField,
  FilterOption,
  SwitchField,
} from '@smm/feeds';
import { filterMessages, ownRepliesMessages, translate } from '@smm/i18n';
import type {
  AssignmentState,
  ContentType,
  HiddenStatus,
  PublicationState,
  ReadFilterStatus,
  SentimentFilter,
  SpamStatus,
} from '@smm/model';

const m = filterMessages;

/** The legend of each panel. */
export const CONTAINER_TEXT: Readonly<Record<EditorContainer, MessageDescriptor>> = {
  sources: m.sources,
  content: m.content,
  moderation: m.moderation,
};

/** The label of each field; switches are labelled by their options. */
export const FIELD_TEXT: Readonly<Partial<Record<EditorField['name'], MessageDescriptor>>> = {
  networks: m.networks,
  channels: m.channels,
  types: m.types,
  keywords: m.keywords,
  notKeywords: m.notKeywords,
  languages: m.languages,
  states: m.states,
  dates: m.dates,
  sentiments: m.sentiments,
  labels: m.labels,
  assignment: m.assignment,
  assignees: m.assignees,
  read: m.read,
  spam: m.spam,
  hidden: m.hidden,
};

/** The hint under a keyword field. */
export const HINT_TEXT: Readonly<Partial<Record<EditorField['name'], MessageDescriptor>>> = {
  keywords: m.keywordsHint,
  notKeywords: m.notKeywordsHint,
};

// One text per value of each fixed enumeration: the compiler finds a value without one.
const TYPES: Readonly<Record<ContentType, MessageDescriptor>> = {
  post: m.typePost,
  comment: m.typeComment,
  reply: m.typeReply,
  message: m.typeMessage,
  review: m.typeReview,
};
const STATES: Readonly<Record<PublicationState, MessageDescriptor>> = {
  PUBLISHED: m.statePublished,
  DELETED: m.stateDeleted,
  VANISHED: m.stateVanished,
};
const SENTIMENTS: Readonly<Record<SentimentFilter, MessageDescriptor>> = {
  positive: m.sentimentPositive,
  neutral: m.sentimentNeutral,
  negative: m.sentimentNegative,
  uncategorized: m.sentimentUncategorized,
};
const ASSIGNMENT: Readonly<Record<AssignmentState, MessageDescriptor>> = {
  assignedToMe: m.assignedToMe,
  assignedToTeam: m.assignedToTeam,
  assignedToOthers: m.assignedToOthers,
  unassigned: m.unassigned,
  hasNotesV2: m.hasNotes,
  hasNoteMentioningMe: m.noteMentionsMe,
  hasNoteMentioningTeam: m.noteMentionsTeam,
};
const READ: Readonly<Record<ReadFilterStatus, MessageDescriptor>> = {
  readByMe: m.readByMe,
  read: m.readRead,
  unread: m.readUnread,
  automation: m.readByAutomation,
};
const SPAM: Readonly<Record<SpamStatus, MessageDescriptor>> = {
  manuallySpam: m.spamManual,
  automatedSpam: m.spamAutomated,
  notSpam: m.notSpam,
};
const HIDDEN: Readonly<Record<HiddenStatus, MessageDescriptor>> = {
  hidden: m.hiddenManual,
  hiddenByAutomation: m.hiddenByAutomation,
  notHidden: m.notHidden,
};
const SWITCHES: Readonly<Record<Exclude<SwitchField, 'blurMedia'>, MessageDescriptor>> = {
  withoutUnpublished: m.withoutUnpublished,
  withOwnReplies: ownRepliesMessages.withOwnReplies,
  onlyPriority: m.onlyPriority,
  hasOpenCase: m.hasOpenCase,
};

const OPTION_TEXT: Readonly<
  Partial<Record<EditorField['name'], Readonly<Record<string, MessageDescriptor>>>>
> = {
  types: TYPES,
  states: STATES,
  unpublished: SWITCHES,
  ownReplies: SWITCHES,
  sentiments: SENTIMENTS,
  assignment: ASSIGNMENT,
  read: READ,
  spam: SPAM,
  hidden: HIDDEN,
  priority: SWITCHES,
};

/**
 * An option in the user's language: the catalogue's text for a fixed value, else the label the
 * options came with (a channel's or a label's name).
 */
export function optionText(i18n: I18n, field: EditorField['name'], option: FilterOption): string {
  const descriptor = OPTION_TEXT[field]?.[option.value];
  return descriptor === undefined ? option.label : i18n._(descriptor);
}

/** A draft error in the user's language. */
export function draftErrorText(i18n: I18n, error: DraftError): string {
  switch (error.kind) {
    case 'nameRequired':
      return i18n._(m.nameRequired);
    case 'nameTooLong':
      return translate(i18n, m.nameTooLong, { max: error.max });
    case 'dateInvalid':
      return i18n._(m.dateInvalid);
    case 'datesReversed':
      return i18n._(m.datesReversed);
  }
}
