import type { MessageDescriptor } from '@lingui/core';
import { caseMessages } from '@smm/i18n';
import type { Case, CaseAssignee, CaseNote, CaseStatus } from '@smm/model';
import { MAX_CASE_DESCRIPTION_LENGTH, MAX_SUBJECT_LENGTH } from '../actions/dialog.forms.js';
import { MAX_NOTE_LENGTH } from '../notes/notes.rules.js';

/** The longest subject, description and annotation note of a case the server takes (§7). */
export const CASE_LIMITS = {
  subject: MAX_SUBJECT_LENGTH,
  description: MAX_CASE_DESCRIPTION_LENGTH,
  note: MAX_NOTE_LENGTH,
} as const;

/** Who is looking: their id and whether they administer the organisation. */
export interface CaseViewer {
  readonly id: string;
  readonly isAdmin?: boolean | undefined;
}

/** What a user may do with one case of the conversation, as the section offers it. */
export interface CaseActions {
  readonly close: boolean;
  readonly reopen: boolean;
  readonly edit: boolean;
  /** Take the conversation's items out of the case. */
  readonly removeItems: boolean;
  /** Only the case's author or an administrator (the server answers 403 to anyone else). */
  readonly delete: boolean;
}

/**
 * Where a case stands: `CLOSED` when closed, else `OPEN` (a case is open until someone closes
 * it, so a status the inbox does not know counts as open).
 *
 * @example
 * caseStatus({ status: 'CLOSED' }) // 'CLOSED'
 * caseStatus({})                   // 'OPEN'
 */
export function caseStatus(value: Pick<Case, 'status'>): CaseStatus {
  return value.status === 'CLOSED' ? 'CLOSED' : 'OPEN';
}

/**
 * Whether a case is open.
 *
 * @example
 * isCaseOpen({ status: 'OPEN' }) // true
 */
export function isCaseOpen(value: Pick<Case, 'status'>): boolean {
  return caseStatus(value) === 'OPEN';
}

/**
 * The text of a case's status badge ("Open", "Closed").
 *
 * @example
 * i18n._(caseStatusText({ status: 'CLOSED' })) // 'Closed'
 */
export function caseStatusText(value: Pick<Case, 'status'>): MessageDescriptor {
  return isCaseOpen(value) ? caseMessages.statusOpen : caseMessages.statusClosed;
}

/**
 * The status to set to toggle a case: an open case is closed, a closed one reopened.
 *
 * @example
 * toggledStatus({ status: 'OPEN' }) // 'CLOSED'
 */
export function toggledStatus(value: Pick<Case, 'status'>): CaseStatus {
  return isCaseOpen(value) ? 'CLOSED' : 'OPEN';
}

/**
 * The items of the conversation that are in the case.
 *
 * @example
 * itemsInCase({ conversationItemUuids: ['a', 'x'] }, ['a', 'b']) // ['a']
 */
export function itemsInCase(
  value: Pick<Case, 'conversationItemUuids'>,
  itemIds: readonly string[],
): string[] {
  const inCase = new Set(value.conversationItemUuids ?? []);
  return itemIds.filter((id) => inCase.has(id));
}

/**
 * How many items a case holds.
 *
 * @example
 * caseItemCount({ conversationItemUuids: ['a', 'b'] }) // 2
 */
export function caseItemCount(value: Pick<Case, 'conversationItemUuids'>): number {
  return value.conversationItemUuids?.length ?? 0;
}

/**
 * Whether the user may delete the case: its author or an administrator (engage §7).
 *
 * @example
 * canDeleteCase({ createdBy: 'u1' }, { id: 'u1' })                 // true
 * canDeleteCase({ createdBy: 'u1' }, { id: 'u2', isAdmin: true })  // true
 * canDeleteCase({ createdBy: 'u1' }, { id: 'u2' })                 // false
 */
export function canDeleteCase(value: Pick<Case, 'createdBy'>, viewer: CaseViewer): boolean {
  return (
    viewer.isAdmin === true || (value.createdBy !== undefined && value.createdBy === viewer.id)
  );
}

/**
 * What the user may do with a case of the conversation: close it when open, reopen it when
 * closed, edit it, take the conversation's items out of it (when some are in it), delete it
 * (its author or an administrator). A case without an id (not saved) offers nothing.
 *
 * @example
 * caseActions({ id: 'k', status: 'OPEN', createdBy: 'u2', conversationItemUuids: ['a'] }, { id: 'u1' }, ['a'])
 * // { close: true, reopen: false, edit: true, removeItems: true, delete: false }
 */
export function caseActions(
  value: Pick<Case, 'id' | 'status' | 'createdBy' | 'conversationItemUuids'>,
  viewer: CaseViewer,
  itemIds: readonly string[],
): CaseActions {
  if (value.id === undefined) {
    return { close: false, reopen: false, edit: false, removeItems: false, delete: false };
  }
  const open = isCaseOpen(value);
  return {
    close: open,
    reopen: !open,
    edit: true,
    removeItems: itemsInCase(value, itemIds).length > 0,
    delete: canDeleteCase(value, viewer),
  };
}

/**
 * The cases as the section lists them: open ones first, then the newest (highest number) first.
 *
 * @example
 * sortCases([{ number: 1, status: 'OPEN' }, { number: 3, status: 'CLOSED' }, { number: 2, status: 'OPEN' }])
 * // numbers 2, 1, 3
 */
export function sortCases<C extends Pick<Case, 'number' | 'status'>>(cases: readonly C[]): C[] {
  return [...cases].sort(
    (a, b) => Number(isCaseOpen(b)) - Number(isCaseOpen(a)) || (b.number ?? 0) - (a.number ?? 0),
  );
}

/**
 * The conversation's cases after one changed: replaced where it was, added when new, dropped
 * when none of the conversation's items is in it any more.
 *
 * @example
 * withCase([k1, k2], { ...k2, conversationItemUuids: [] }, ['a']) // [k1]
 */
export function withCase(
  cases: readonly Case[],
  changed: Case,
  itemIds: readonly string[],
): Case[] {
  const others = cases.filter((value) => value.id !== changed.id);
  return itemsInCase(changed, itemIds).length > 0 ? [...others, changed] : others;
}

/**
 * The conversation's cases without a deleted one.
 *
 * @example
 * withoutCase([k1, k2], k1.id) // [k2]
 */
export function withoutCase(cases: readonly Case[], caseId: string): Case[] {
  return cases.filter((value) => value.id !== caseId);
}

/**
 * Whether a case found in the "add to an existing case" search already holds the item.
 *
 * @example
 * holdsItem({ conversationItemUuids: ['a'] }, 'a') // true
 */
export function holdsItem(value: Pick<Case, 'conversationItemUuids'>, itemId: string): boolean {
  return (value.conversationItemUuids ?? []).includes(itemId);
}

/**
 * What the case number typed in the search means: `#12` and `12` both search case 12; other text
 * is searched as words. Blank searches everything.
 *
 * @example
 * caseSearchText('  #12 ') // '12'
 * caseSearchText('refund') // 'refund'
 */
export function caseSearchText(text: string): string {
  const trimmed = text.trim();
  return /^#\d+$/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

/** What is wrong with a case's subject and description, by field. */
export interface CaseFormErrors {
  readonly subject?: 'required' | 'tooLong';
  readonly description?: 'tooLong';
}

/**
 * What is wrong with a case's subject (required, at most 200 characters once trimmed) and
 * description (at most 10,000); empty when both are fine.
 *
 * @example
 * caseFormErrors('  ', '')   // { subject: 'required' }
 * caseFormErrors('Refund', '') // {}
 */
export function caseFormErrors(subject: string, description: string): CaseFormErrors {
  const s = subject.trim();
  const d = description.trim();
  return {
    ...(s === '' ? { subject: 'required' as const } : {}),
    ...(s.length > CASE_LIMITS.subject ? { subject: 'tooLong' as const } : {}),
    ...(d.length > CASE_LIMITS.description ? { description: 'tooLong' as const } : {}),
  };
}

/**
 * A case's assignee as the edit dialog's choice: `team:{id}`, `user:{id}`, or '' for nobody.
 *
 * @example
 * assigneeChoice({ assignee: { id: 't1', isTeam: true } }) // 'team:t1'
 */
export function assigneeChoice(value: Pick<Case, 'assignee'>): string {
  if (value.assignee === undefined) return '';
  return `${value.assignee.isTeam ? 'team' : 'user'}:${value.assignee.id}`;
}

/**
 * The assignee a choice of the edit dialog names (null: nobody).
 *
 * @example
 * assigneeOfChoice('user:u1') // { id: 'u1', isTeam: false }
 */
export function assigneeOfChoice(choice: string): CaseAssignee | null {
  const match = /^(team|user):(.+)$/.exec(choice);
  return match?.[2] ? { id: match[2], isTeam: match[1] === 'team' } : null;
}

/** What the edit dialog sends: the fields that changed. */
export interface CaseEdit {
  readonly subject?: string;
  readonly description?: string;
  readonly assignee?: CaseAssignee | null;
}

/**
 * The change to send after the edit dialog: only the fields that differ (trimmed); null when
 * nothing changed. The assignee is the dialog's choice ({@link assigneeChoice}).
 *
 * @example
 * caseEdit({ subject: 'A', description: 'B' }, ' A ', 'C') // { description: 'C' }
 * caseEdit({ subject: 'A', description: 'B' }, 'A', 'B', 'user:u1') // { assignee: { id: 'u1', isTeam: false } }
 */
export function caseEdit(
  before: Pick<Case, 'subject' | 'description' | 'assignee'>,
  subject: string,
  description: string,
  assignee: string = assigneeChoice(before),
): CaseEdit | null {
  const s = subject.trim();
  const d = description.trim();
  const change = {
    ...(s === before.subject ? {} : { subject: s }),
    ...(d === before.description ? {} : { description: d }),
    ...(assignee === assigneeChoice(before) ? {} : { assignee: assigneeOfChoice(assignee) }),
  };
  return Object.keys(change).length > 0 ? change : null;
}

/**
 * A case's notes after one was added or changed: replaced where it was, else added last
 * (notes are oldest first).
 *
 * @example
 * withCaseNote([n1], n2) // [n1, n2]
 */
export function withCaseNote(notes: readonly CaseNote[], note: CaseNote): CaseNote[] {
  const at = notes.findIndex((entry) => entry.id === note.id);
  if (at < 0) return [...notes, note];
  return notes.map((entry, index) => (index === at ? note : entry));
}

/**
 * How the texts name a case: its number, or its id before it has one.
 *
 * @example
 * caseRef({ number: 12, id: 'k' }) // '12'
 */
export function caseRef(value: Pick<Case, 'number' | 'id'>): string {
  return String(value.number ?? value.id ?? '');
}
