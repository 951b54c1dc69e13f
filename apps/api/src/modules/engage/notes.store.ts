import type { EngageItem, Note, NoteNotificationData } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Caller } from '../../http/caller.js';
import { HttpError } from '../../http/errors.js';
import { currentDirectory } from '../directory/directory.cache.js';
import { visibleTo } from '../directory/directory.js';
import { type EngageEvent, recordEvent } from './engage.events.js';
import { type ItemRow, lockItems, writeItem } from './items.store.js';
import { itemLink, notify } from '../notifications/notify.js';

/** How many notes an item carries with it, newest first (engage §9: notes per item, 2). */
export const NOTES_PER_ITEM = 2;

/** What a note on an attachment without text says of it (engage §9). */
export const ATTACHMENT_TEXT = 'Message contains an attachment';

/** A note as stored. */
export interface NoteRow {
  readonly id: string;
  readonly conversationId: string;
  readonly itemIds: string[];
  readonly text: string;
  readonly authorId: string | null;
  readonly mentionedUserIds: string[];
  readonly mentionedTeamIds: string[];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

export const NOTE_COLUMNS = [
  'id',
  'conversationId',
  'itemIds',
  'text',
  'authorId',
  'mentionedUserIds',
  'mentionedTeamIds',
  'createdAt',
  'updatedAt',
] as const;

/** A stored note as the API answers it, with its author's name. */
export function toNote(row: NoteRow, names: ReadonlyMap<string, string>): Note {
  return {
    id: row.id,
    conversationUuid: row.conversationId,
    conversationItemUuids: row.itemIds,
    noteText: row.text,
    noteLimitPerItem: NOTES_PER_ITEM,
    ...(row.authorId === null
      ? {}
      : { authorId: row.authorId, authorName: names.get(row.authorId) ?? 'Former user' }),
    mentionedUserIds: row.mentionedUserIds,
    mentionedTeamIds: row.mentionedTeamIds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The names of an organisation's people, by id (for note authors). */
export async function namesOf(db: Db, orgId: string): Promise<Map<string, string>> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'firstName', 'lastName', 'email'])
    .where('orgId', '=', orgId)
    .execute();
  return new Map(
    users.map((user) => [
      user.id,
      [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    ]),
  );
}

/**
 * Who a note may mention: people and teams of the organisation, and only people who can see the
 * item's channel (a mention must not show them what they may not see); 422 otherwise. Answers
 * everyone to notify: the people mentioned and the members of the teams mentioned, but not the
 * author.
 */
export async function mentionable(
  db: Db,
  caller: Caller,
  channelId: string,
  mentions: { readonly userIds: readonly string[]; readonly teamIds: readonly string[] },
): Promise<string[]> {
  if (mentions.userIds.length === 0 && mentions.teamIds.length === 0) return [];
  const directory = await currentDirectory(db, caller.orgId, caller.directoryVersion);
  const sees = (userId: string) =>
    visibleTo(directory, { ...caller, userId }).channels.some((c) => c.id === channelId);
  for (const userId of mentions.userIds) {
    const user = directory.users.find((candidate) => candidate.id === userId);
    if (!user) throw new HttpError(422, `mentionedUserIds: no user ${userId}.`, 'note.mention');
    if (!sees(userId)) {
      throw new HttpError(
        422,
        `${user.firstName ?? user.email} cannot see this channel's items; mention someone who can.`,
        'note.mentionCannotSee',
      );
    }
  }
  const notify = new Set(mentions.userIds);
  for (const teamId of mentions.teamIds) {
    const team = directory.teams.find((candidate) => candidate.id === teamId);
    if (!team) throw new HttpError(422, `mentionedTeamIds: no team ${teamId}.`, 'note.mention');
    for (const member of team.userIds ?? []) if (sees(member)) notify.add(member);
  }
  notify.delete(caller.userId);
  return [...notify];
}

/** The note date format of engage §9, `D MMM YYYY, HH:mm` (UTC): 20 Nov 2026, 09:30. */
const NOTE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** What a note's notice shows of the item it is on (engage §3), dates as D MMM YYYY, HH:mm. */
export function notificationDataOf(item: EngageItem): NoteNotificationData {
  const text = item.message?.trim() ?? '';
  return {
    itemCreatorName: item.sender?.name ?? 'Unknown sender',
    itemCreatorPicture: item.sender?.thumb ?? null,
    formattedCreationDate: NOTE_DATE.format(new Date(item.meta.createdDate)),
    itemText: text === '' && (item.media?.length ?? 0) > 0 ? ATTACHMENT_TEXT : text,
    isDm: item.engage.type === 'message' || item.engage.type === 'conversation',
    channelId: item.channelId,
  };
}

/**
 * Brings the notes summary of items up to date after their notes changed (in the caller's
 * transaction): the count, the newest {@link NOTES_PER_ITEM} notes, whether there are more, and
 * whom all of them mention (which feeds filter on). The items are locked together first, in the
 * global lock order (decision 0030). Records a `note` event per item.
 */
export async function refreshNotes(
  trx: Db,
  orgId: string,
  itemIds: readonly string[],
  by: { readonly moderatorId: string; readonly moderatorSource: 'user' },
): Promise<EngageEvent[]> {
  const names = await namesOf(trx, orgId);
  const events: EngageEvent[] = [];
  for (const [itemId, { item }] of await lockItems(trx, itemIds)) {
    const rows = await trx
      .selectFrom('itemNotes')
      .select(NOTE_COLUMNS)
      .where(sql<boolean>`item_ids @> ARRAY[${itemId}]::uuid[]`)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    await writeItem(trx, itemId, {
      ...item,
      notesData: {
        noteCount: rows.length,
        moreToFetch: rows.length > NOTES_PER_ITEM,
        notes: rows.slice(0, NOTES_PER_ITEM).map((row) => ({ ...toNote(row, names) })),
        mentionedUserIds: [...new Set(rows.flatMap((row) => row.mentionedUserIds))],
        mentionedTeamIds: [...new Set(rows.flatMap((row) => row.mentionedTeamIds))],
      },
    });
    const payload = { noteCount: rows.length };
    events.push(await recordEvent(trx, { orgId, itemId, action: 'note', by, payload }));
  }
  return events;
}

/** The longest excerpt of a note a notice quotes. */
const EXCERPT = 140;

/**
 * Tells the people a note mentions (in the caller's transaction): a notice each, for those whose
 * settings take mentions, quoting the note and carrying what it needs to show the item (engage
 * §3's notification data).
 */
export async function notifyMentions(
  trx: Db,
  notice: {
    readonly userIds: readonly string[];
    readonly author: string;
    readonly text: string;
    readonly noteId: string;
    readonly conversationId: string;
    readonly item: Pick<ItemRow, 'id' | 'item'>;
  },
): Promise<void> {
  const excerpt =
    notice.text.length > EXCERPT ? `${notice.text.slice(0, EXCERPT - 1)}…` : notice.text;
  await notify(trx, notice.userIds, {
    type: 'mention',
    params: { author: notice.author, excerpt },
    link: itemLink(notice.item.id),
    product: 'ENGAGE',
    relevance: 'ME',
    message: `${notice.author} mentioned you in a note: ${excerpt}`,
    data: {
      noteId: notice.noteId,
      conversationId: notice.conversationId,
      itemId: notice.item.id,
      notificationData: notificationDataOf(notice.item.item),
    },
  });
}
