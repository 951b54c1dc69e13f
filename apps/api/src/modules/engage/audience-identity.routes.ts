import { identityKeyOf, identityProfileOf, isSamePerson } from '@smm/engage-rules';
import { AudienceIdentity, IdentityQuery, type EngageItem, type SavedItem } from '@smm/model';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import { itemFor, savedItemFor } from './items.store.js';
import { NOTE_COLUMNS, namesOf, toNote, type NoteRow } from './notes.store.js';
import { audienceGate, audienceRefusal } from '../audience/audience.access.js';
import { senderOf } from '../audience/audience.aggregate.js';
import type { Caller } from '../../http/caller.js';

/** The Audience person of an item's sender, when one exists and the caller has Audience. */
async function audiencePersonOf(db: Db, caller: Caller, item: EngageItem) {
  const key = senderOf(item);
  if (key === undefined) return undefined;
  if (audienceRefusal(await audienceGate(db, caller)) !== null) return undefined;
  const identity = await db
    .selectFrom('audienceIdentities')
    .select('personId')
    .where('orgId', '=', caller.orgId)
    .where('network', '=', key.network)
    .where('senderKey', '=', key.senderKey)
    .executeTakeFirst();
  return identity?.personId;
}

/** At most this many of a person's items are answered, the newest. */
export const IDENTITY_ITEMS = 20;
/** At most this many notes about a person are answered, the newest. */
export const IDENTITY_NOTES = 20;
/** Candidates read before matching in code (names and handles are compared exactly after). */
const CANDIDATES = 200;

/**
 * The inbox entries (posts, comments, conversations) written by the person who wrote `item`, on
 * the channels the viewer sees, newest first: by the network's sender id on one network, by
 * handle or full name across networks (decision 0058).
 */
async function itemsOfPerson(
  db: Db,
  viewer: EngageViewer,
  item: EngageItem,
): Promise<{ id: string; rootId: string | null; item: EngageItem }[]> {
  const key = identityKeyOf(item);
  const channels = [...viewer.channels.keys()];
  if (key === undefined || channels.length === 0) return [];
  const candidates = await db
    .selectFrom('engageItems')
    .select(['id', 'rootId', 'item'])
    .where('orgId', '=', viewer.caller.orgId)
    .where('channelId', 'in', channels)
    .where('listed', '=', true)
    .where((eb) =>
      eb.or([
        ...(key.senderId === undefined
          ? []
          : [eb(sql<string>`item->'sender'->>'id'`, '=', key.senderId)]),
        ...(key.handle === undefined
          ? []
          : [
              eb(sql<string>`lower(item->'sender'->>'handle')`, 'in', [
                key.handle,
                `@${key.handle}`,
              ]),
            ]),
        ...(key.name === undefined
          ? []
          : [
              eb(
                // The expression of the index engage_items_sender_name_idx (migration 0037).
                sql<string>`lower(normalize(regexp_replace(btrim(item->'sender'->>'name'), '[[:space:]]+', ' ', 'g'), NFKC))`,
                '=',
                key.name,
              ),
            ]),
      ]),
    )
    .orderBy('latestAt', 'desc')
    .orderBy('id', 'desc')
    .limit(CANDIDATES)
    .execute();
  return candidates
    .map((row) => ({ id: row.id, rootId: row.rootId, item: row.item as EngageItem }))
    .filter((row) => {
      const other = identityKeyOf(row.item);
      return other !== undefined && isSamePerson(key, other);
    });
}

/**
 * The engage identity card (engage §2 and §7 "GET audience identities"; decision 0058): who
 * wrote an item — their profile as the network tells it, their other inbox entries on every
 * network the caller sees, and the notes written on those entries and their conversations.
 */
export function audienceIdentityRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${ENGAGE}/audience/identities`,
      tag: 'engage items',
      summary:
        "The identity card of an item's sender: profile, their other items on the channels the caller sees (every network), and the notes on them",
      access: 'user',
      query: IdentityQuery,
      response: AudienceIdentity,
      handle: async ({ db, caller, query }) => {
        const viewer = await engageViewer(db, caller);
        const row = await itemFor(db, viewer, query.itemId);
        const profile = identityProfileOf(row.item);
        const person = await itemsOfPerson(db, viewer, row.item);
        const others = person.filter((other) => other.id !== row.id);
        const items: SavedItem[] = others
          .slice(0, IDENTITY_ITEMS)
          .map((other) => savedItemFor(viewer, other.item));
        // Notes about them: on their items, and on the conversations they are the customer of.
        const itemIds = [row.id, ...person.map((other) => other.id)];
        const conversationIds = [row, ...person]
          .filter((other) => other.item.engage.type === 'conversation')
          .map((other) => other.id);
        const noteRows =
          profile === undefined
            ? []
            : ((await db
                .selectFrom('itemNotes')
                .select(NOTE_COLUMNS)
                .where('orgId', '=', caller.orgId)
                .where((eb) =>
                  eb.or([
                    eb(sql<boolean>`item_ids && ${sql.val(itemIds)}::uuid[]`, '=', true),
                    ...(conversationIds.length === 0
                      ? []
                      : [eb('conversationId', 'in', conversationIds)]),
                  ]),
                )
                .orderBy('createdAt', 'desc')
                .limit(IDENTITY_NOTES)
                .execute()) as NoteRow[]);
        const names =
          noteRows.length === 0 ? new Map<string, string>() : await namesOf(db, caller.orgId);
        const sender = row.item.sender;
        const personId = await audiencePersonOf(db, caller, row.item);
        return {
          ...(personId === undefined ? {} : { personId }),
          itemId: row.id,
          profile:
            profile === undefined
              ? null
              : {
                  network:
                    profile.network as AudienceIdentity['items'][number]['engage']['network'],
                  name: profile.name,
                  ...(sender?.id ? { senderId: sender.id } : {}),
                  ...(profile.address ? { address: profile.address } : {}),
                  ...(sender?.thumb ? { thumb: sender.thumb } : {}),
                  ...(profile.profileUrl ? { profileUrl: profile.profileUrl } : {}),
                },
          items,
          moreItems: others.length > IDENTITY_ITEMS,
          notes: noteRows.map((note) => toNote(note, names)),
        };
      },
    }),
  ];
}
