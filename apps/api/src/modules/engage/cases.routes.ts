import {
  Case,
  CaseCreate,
  CaseItems,
  CaseNote,
  CasePage,
  CaseSearch,
  CaseUpdate,
  TEXT_LIMITS,
} from '@smm/model';
import { sql } from 'kysely';
import * as t from 'io-ts';
import type { Db } from '../../db/database.js';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import type { Caller } from '../../http/caller.js';
import { forbidden, HttpError, notFound } from '../../http/errors.js';
import { IdParam, Uuid } from '../../http/params.js';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOfUser, queueCaseWebhook } from '../webhooks/outbox.js';
import { ENGAGE } from '../feeds/feeds.routes.js';
import { publish } from './engage.events.js';
import { engageViewer, type EngageViewer } from './engage.viewer.js';
import { itemFor } from './items.store.js';
import { knownAssignee, notifyCaseAssignment } from './case.assignment.js';
import { caseFor, casesQuery, type CaseRow, refreshCases, toCase } from './cases.store.js';
import { namesOf } from './notes.store.js';

const TAG = 'engage cases';
const CASES = `${ENGAGE}/cases`;

/** The longest subject, description and annotation note of a case. */
export const CASE_LIMITS = {
  subject: TEXT_LIMITS.subject,
  description: TEXT_LIMITS.description,
  note: TEXT_LIMITS.note,
} as const;

const CaseNoteParams = t.type({ id: Uuid, noteId: Uuid }, 'CaseNoteParams');

function within(field: string, value: string, max: number, required: boolean): string {
  const trimmed = value.trim();
  if ((required && trimmed === '') || trimmed.length > max) {
    throw new HttpError(
      422,
      `${field}: write ${required ? '1' : '0'} to ${max} characters.`,
      `case.${field}`,
    );
  }
  return trimmed;
}

/** Items the viewer sees, by id (404 for any other). */
async function visibleItems(db: Db, viewer: EngageViewer, ids: readonly string[]) {
  return Promise.all([...new Set(ids)].map((id) => itemFor(db, viewer, id)));
}

const byUser = (caller: Caller) =>
  ({ moderatorId: caller.userId, moderatorSource: 'user' }) as const;

/** Only the case's author or an administrator may delete it. */
function checkOwner(caller: Caller, row: CaseRow): void {
  if (!caller.isAdmin && row.createdBy !== caller.userId) {
    throw forbidden('Only the author of a case or an administrator can delete it.');
  }
}

const NOTE_COLUMNS = ['id', 'caseId', 'text', 'authorId', 'createdAt', 'updatedAt'] as const;

type NoteRow = {
  id: string;
  caseId: string;
  text: string;
  authorId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toNote = (row: NoteRow, names: ReadonlyMap<string, string>): CaseNote => ({
  id: row.id,
  caseId: row.caseId,
  text: row.text,
  ...(row.authorId === null
    ? {}
    : { authorId: row.authorId, authorName: names.get(row.authorId) ?? 'Former user' }),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

async function caseNoteFor(db: Db, caseId: string, noteId: string) {
  const row = await db
    .selectFrom('caseNotes')
    .select(NOTE_COLUMNS)
    .where('id', '=', noteId)
    .where('caseId', '=', caseId)
    .executeTakeFirst();
  if (!row) throw notFound(`Note ${noteId} of case ${caseId}`);
  return row;
}

/**
 * Cases (engage §7): opened from items with a subject and description, numbered per
 * organisation; searched, listed for items, changed (subject, description, status, items) and
 * deleted; with annotation notes. Items carry how many open cases they are in (feeds filter on
 * it). A case is seen by administrators, its author, and those who see one of its items.
 */
export function casesRoutes(): AnyRoute[] {
  return [
    route({
      method: 'POST',
      path: CASES,
      tag: TAG,
      summary: 'Opens a case from items; it gets the next number of the organisation',
      access: 'user',
      body: CaseCreate,
      response: Case,
      status: 201,
      handle: async ({ db, caller, body }) => {
        const viewer = await engageViewer(db, caller);
        const subject = within('subject', body.subject, CASE_LIMITS.subject, true);
        const description = within('description', body.description, CASE_LIMITS.description, false);
        const items = await visibleItems(db, viewer, body.conversationItemUuids ?? []);
        const { id, events } = await transact(db, async (trx) => {
          // Numbers count up per organisation: one case at a time takes the next.
          await lockRows(trx, 'organisations', [caller.orgId]);
          const { next } = await trx
            .selectFrom('cases')
            .select(sql<number>`coalesce(max(number), 0)::int + 1`.as('next'))
            .where('orgId', '=', caller.orgId)
            .executeTakeFirstOrThrow();
          const created = await trx
            .insertInto('cases')
            .values({
              orgId: caller.orgId,
              number: next,
              subject,
              description,
              createdBy: caller.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (items.length > 0) {
            await trx
              .insertInto('caseItems')
              .values(items.map((item) => ({ caseId: created.id, itemId: item.id })))
              .execute();
          }
          const events = await refreshCases(
            trx,
            caller.orgId,
            items.map((item) => item.id),
            byUser(caller),
          );
          await queueCaseWebhook(
            trx,
            caller.orgId,
            created.id,
            'engage.case.opened',
            actorOfUser(caller.userId),
          );
          return { id: created.id, events };
        });
        publish(events);
        return toCase(await caseFor(db, viewer, id));
      },
    }),
    route({
      method: 'POST',
      path: `${CASES}/search`,
      tag: TAG,
      summary:
        'Searches the cases the caller sees, newest first: words of the subject or description, or the number; status',
      access: 'user',
      body: CaseSearch,
      response: CasePage,
      handle: async ({ db, caller, body }) => {
        const viewer = await engageViewer(db, caller);
        const channels = [...viewer.channels.keys()];
        const text = body.text?.trim() ?? '';
        const number = /^#?\d+$/.test(text) ? Number(text.replace('#', '')) : null;
        const matching = casesQuery(db, caller.orgId)
          .$if(!caller.isAdmin, (qb) =>
            qb.where((eb) =>
              eb.or([
                eb('cases.createdBy', '=', caller.userId),
                eb.exists(
                  eb
                    .selectFrom('caseItems')
                    .innerJoin('engageItems', 'engageItems.id', 'caseItems.itemId')
                    .select('caseItems.itemId')
                    .whereRef('caseItems.caseId', '=', 'cases.id')
                    .where('engageItems.channelId', 'in', channels.length ? channels : ['']),
                ),
              ]),
            ),
          )
          .$if(body.status !== undefined, (qb) => qb.where('cases.status', '=', body.status ?? ''))
          .$if(text !== '', (qb) =>
            qb.where((eb) =>
              eb.or([
                eb('cases.subject', 'ilike', `%${text.replace(/[%_\\]/g, '\\$&')}%`),
                eb('cases.description', 'ilike', `%${text.replace(/[%_\\]/g, '\\$&')}%`),
                ...(number === null ? [] : [eb('cases.number', '=', number)]),
              ]),
            ),
          );
        const [rows, total] = await Promise.all([
          matching.orderBy('cases.number', 'desc').offset(body.offset).limit(body.limit).execute(),
          db
            .selectFrom(matching.as('m'))
            .select(sql<number>`count(*)::int`.as('total'))
            .executeTakeFirstOrThrow(),
        ]);
        return { cases: rows.map(toCase), total: total.total };
      },
    }),
    route({
      method: 'POST',
      path: `${CASES}/associated`,
      tag: TAG,
      summary: 'The cases items are in, by number',
      access: 'user',
      body: CaseItems,
      response: t.array(Case),
      handle: async ({ db, caller, body }) => {
        const viewer = await engageViewer(db, caller);
        const items = await visibleItems(db, viewer, body.conversationItemUuids);
        if (items.length === 0) return [];
        const rows = await casesQuery(db, caller.orgId)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('caseItems')
                .select('caseItems.itemId')
                .whereRef('caseItems.caseId', '=', 'cases.id')
                .where(
                  'caseItems.itemId',
                  'in',
                  items.map((item) => item.id),
                ),
            ),
          )
          .orderBy('cases.number')
          .execute();
        return rows.map(toCase);
      },
    }),
    route({
      method: 'PATCH',
      path: `${CASES}/{id}`,
      tag: TAG,
      summary:
        'Changes a case: subject, description, status (OPEN, CLOSED), assignee (a person or a team; they are told), items added or taken out',
      access: 'user',
      params: IdParam,
      body: CaseUpdate,
      response: Case,
      handle: async ({ db, caller, params, body }) => {
        const viewer = await engageViewer(db, caller);
        const current = await caseFor(db, viewer, params.id);
        const subject =
          body.subject === undefined
            ? undefined
            : within('subject', body.subject, CASE_LIMITS.subject, true);
        const description =
          body.description === undefined
            ? undefined
            : within('description', body.description, CASE_LIMITS.description, false);
        const added = await visibleItems(db, viewer, body.addItemUuids ?? []);
        const removed = await visibleItems(db, viewer, body.removeItemUuids ?? []);
        const assignee = body.assignee
          ? await knownAssignee(db, caller.orgId, body.assignee)
          : body.assignee;
        const events = await transact(db, async (trx) => {
          await lockRows(trx, 'cases', [params.id]);
          const previous = await trx
            .selectFrom('cases')
            .select(['assigneeId', 'assigneeIsTeam'])
            .where('id', '=', params.id)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('cases')
            .set({
              ...(subject === undefined ? {} : { subject }),
              ...(description === undefined ? {} : { description }),
              ...(body.status === undefined ? {} : { status: body.status }),
              ...(assignee === undefined
                ? {}
                : { assigneeId: assignee?.id ?? null, assigneeIsTeam: assignee?.isTeam ?? false }),
              updatedAt: new Date(),
            })
            .where('id', '=', params.id)
            .execute();
          const newlyAssigned =
            assignee &&
            (previous.assigneeId !== assignee.id || previous.assigneeIsTeam !== assignee.isTeam);
          if (newlyAssigned) {
            await notifyCaseAssignment(
              trx,
              {
                number: current.number,
                subject: subject ?? current.subject,
                itemIds: [...current.itemIds, ...added.map((item) => item.id)],
              },
              assignee,
              caller.userId,
            );
          }
          if (added.length > 0) {
            await trx
              .insertInto('caseItems')
              .values(added.map((item) => ({ caseId: params.id, itemId: item.id })))
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
          if (removed.length > 0) {
            await trx
              .deleteFrom('caseItems')
              .where('caseId', '=', params.id)
              .where(
                'itemId',
                'in',
                removed.map((item) => item.id),
              )
              .execute();
          }
          const closing = body.status === 'CLOSED' && current.status !== 'CLOSED';
          await queueCaseWebhook(
            trx,
            caller.orgId,
            params.id,
            closing ? 'engage.case.closed' : 'engage.case.changed',
            actorOfUser(caller.userId),
          );
          return refreshCases(
            trx,
            caller.orgId,
            [...current.itemIds, ...added.map((item) => item.id)],
            byUser(caller),
          );
        });
        publish(events);
        return toCase(await caseFor(db, viewer, params.id));
      },
    }),
    route({
      method: 'DELETE',
      path: `${CASES}/{id}`,
      tag: TAG,
      summary: 'Deletes a case (its author or an administrator); its items are no longer in it',
      access: 'user',
      params: IdParam,
      response: null,
      handle: async ({ db, caller, params }) => {
        const current = await caseFor(db, await engageViewer(db, caller), params.id);
        checkOwner(caller, current);
        const events = await transact(db, async (trx) => {
          await trx.deleteFrom('cases').where('id', '=', params.id).execute();
          return refreshCases(trx, caller.orgId, current.itemIds, byUser(caller));
        });
        publish(events);
      },
    }),
    route({
      method: 'GET',
      path: `${CASES}/{id}/notes`,
      tag: TAG,
      summary: 'The annotation notes of a case, oldest first',
      access: 'user',
      params: IdParam,
      response: t.array(CaseNote),
      handle: async ({ db, caller, params }) => {
        await caseFor(db, await engageViewer(db, caller), params.id);
        const [rows, names] = await Promise.all([
          db
            .selectFrom('caseNotes')
            .select(NOTE_COLUMNS)
            .where('caseId', '=', params.id)
            .orderBy('createdAt')
            .orderBy('id')
            .execute(),
          namesOf(db, caller.orgId),
        ]);
        return rows.map((row) => toNote(row, names));
      },
    }),
    route({
      method: 'POST',
      path: `${CASES}/{id}/notes`,
      tag: TAG,
      summary: 'Adds an annotation note to a case',
      access: 'user',
      params: IdParam,
      body: CaseNote,
      response: CaseNote,
      status: 201,
      handle: async ({ db, caller, params, body }) => {
        await caseFor(db, await engageViewer(db, caller), params.id);
        const text = within('text', body.text, CASE_LIMITS.note, true);
        const row = await db
          .insertInto('caseNotes')
          .values({ caseId: params.id, text, authorId: caller.userId })
          .returning(NOTE_COLUMNS)
          .executeTakeFirstOrThrow();
        return toNote(row, await namesOf(db, caller.orgId));
      },
    }),
    route({
      method: 'PATCH',
      path: `${CASES}/{id}/notes/{noteId}`,
      tag: TAG,
      summary: 'Changes an annotation note of a case (its author)',
      access: 'user',
      params: CaseNoteParams,
      body: CaseNote,
      response: CaseNote,
      handle: async ({ db, caller, params, body }) => {
        await caseFor(db, await engageViewer(db, caller), params.id);
        const note = await caseNoteFor(db, params.id, params.noteId);
        if (note.authorId !== caller.userId)
          throw forbidden('Only the author of a note can change it.');
        const text = within('text', body.text, CASE_LIMITS.note, true);
        const row = await db
          .updateTable('caseNotes')
          .set({ text, updatedAt: new Date() })
          .where('id', '=', params.noteId)
          .returning(NOTE_COLUMNS)
          .executeTakeFirstOrThrow();
        return toNote(row, await namesOf(db, caller.orgId));
      },
    }),
    route({
      method: 'DELETE',
      path: `${CASES}/{id}/notes/{noteId}`,
      tag: TAG,
      summary: 'Deletes an annotation note of a case (its author or an administrator)',
      access: 'user',
      params: CaseNoteParams,
      response: null,
      handle: async ({ db, caller, params }) => {
        await caseFor(db, await engageViewer(db, caller), params.id);
        const note = await caseNoteFor(db, params.id, params.noteId);
        if (note.authorId !== caller.userId && !caller.isAdmin) {
          throw forbidden('Only the author of a note or an administrator can delete it.');
        }
        await db.deleteFrom('caseNotes').where('id', '=', params.noteId).execute();
      },
    }),
  ];
}
