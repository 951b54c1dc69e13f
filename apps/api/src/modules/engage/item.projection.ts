import {
  AUTOMATION_READER,
  contentTypeOf,
  findTextOf,
  isOwnReply,
  isPriority,
  isUnpublished,
  languageOf,
  searchTextOf,
  sentimentFilterOf,
  waitingSince,
} from '@smm/feeds';
import { type EngageItem, normaliseId } from '@smm/model';

/** An id as the search compares it: dashes removed (platform §5, `sameId`). */
export const idKey = normaliseId;

const idsIn = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];

/**
 * The columns the search reads, worked out from an item by `@smm/feeds`' own functions — the
 * same ones `matchesFeed` uses — so that SQL over the columns selects what `matchesFeed` would.
 * Every write of an item writes its projection with it.
 */
export function projectItem(item: EngageItem) {
  // The notes it carries, and the mentions notesData keeps for all its notes (as matchesFeed).
  const notes = [
    ...((item.notesData?.notes ?? []) as readonly Record<string, unknown>[]),
    ...(item.notesData ? [item.notesData as Record<string, unknown>] : []),
  ];
  const created = new Date(Date.parse(item.meta.createdDate));
  const latest = item.engage.latestCommentDate
    ? new Date(Date.parse(item.engage.latestCommentDate))
    : created;
  const assignee = item.engage.assigneeId;
  return {
    network: item.engage.network as string,
    type: item.engage.type as string,
    contentType: contentTypeOf(item) ?? null,
    networkStatus: item.engage.networkStatus as string,
    moderatorStatus: item.engage.moderatorStatus ?? null,
    sentiment: sentimentFilterOf(item) as string,
    priority: isPriority(item),
    unpublished: isUnpublished(item),
    ownReply: isOwnReply(item),
    labels: [...item.engage.labels],
    language: languageOf(item) ?? null,
    openCase: (item.meta.openCaseCount ?? 0) > 0,
    spamStatus: (item.prediction?.spamStatus?.value ?? 'notSpam') as string,
    hideStatus: (item.engage.hideStatus?.value ?? 'notHidden') as string,
    assigneeKey: assignee === undefined || assignee === null ? null : idKey(assignee),
    noteCount: item.notesData?.noteCount ?? item.engage.notes?.length ?? 0,
    noteUserKeys: [...new Set(notes.flatMap((note) => idsIn(note['mentionedUserIds']).map(idKey)))],
    noteTeamKeys: [...new Set(notes.flatMap((note) => idsIn(note['mentionedTeamIds']).map(idKey)))],
    readStatus: item.meta.displayReadStatus ?? null,
    readByKeys: (item.readBy ?? []).map(idKey),
    automationRead: (item.readBy ?? []).includes(AUTOMATION_READER),
    createdAt: created.toISOString(),
    latestAt: latest.toISOString(),
    searchText: searchTextOf(item),
    findText: findTextOf(item),
    waitingAt: waitingSince(item),
    item: JSON.stringify(item),
  };
}

/** The projected columns of an item. */
export type ItemProjection = ReturnType<typeof projectItem>;
