import {
  isLabelColor,
  Label,
  LABEL_COLOURS,
  LabelCreate,
  labelNameProblem,
  ListeningQuery,
  TEXT_LIMITS,
} from '@smm/model';
import * as t from 'io-ts';
import { lockRows } from '../../db/locks.js';
import { transact } from '../../db/transact.js';
import { conflict, forbidden, HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { actorOf, recordAudit } from '../audit/audit.js';
import { ENGAGE } from '../feeds/feeds.routes.js';

/** The longest label name. */
export const MAX_LABEL_NAME = TEXT_LIMITS.label;

/**
 * The organisation's labels (engage §7: fetch labels) and creating one — by administrators when
 * the organisation restricts labels (its labels setting, default restricted), by anyone
 * otherwise; and its listening queries (engage §7: GET listening queries).
 */
export function labelsRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: `${ENGAGE}/labels`,
      tag: 'engage labels',
      summary: "The organisation's labels, by name",
      access: 'user',
      response: t.array(Label),
      handle: ({ db, caller }) =>
        db
          .selectFrom('labels')
          .select(['id', 'name', 'color'])
          .where('orgId', '=', caller.orgId)
          .where('removing', '=', false)
          .orderBy((eb) => eb.fn('lower', ['name']))
          .execute(),
    }),
    route({
      method: 'POST',
      path: `${ENGAGE}/labels`,
      tag: 'engage labels',
      summary:
        'Creates a label (administrators only while the organisation restricts labels); names are unique, ignoring case',
      access: 'user',
      body: LabelCreate,
      response: Label,
      status: 201,
      handle: async ({ db, caller, body, address }) => {
        const name = body.name.trim();
        if (labelNameProblem(name, []) !== undefined) {
          throw new HttpError(422, `name: write 1 to ${MAX_LABEL_NAME} characters.`, 'label.name');
        }
        if (body.color !== undefined && !isLabelColor(body.color)) {
          throw new HttpError(422, `color: expected #rrggbb, got ${body.color}.`, 'label.color');
        }
        return transact(db, async (trx) => {
          // The organisation's row orders two creations of the same name.
          const [org] = await lockRows<{ id: string; labelsRestricted: boolean }>(
            trx,
            'organisations',
            [caller.orgId],
            ['labels_restricted'],
          );
          if (org?.labelsRestricted !== false && !caller.isAdmin) {
            throw forbidden('Only administrators create labels in this organisation.');
          }
          const existing = await trx
            .selectFrom('labels')
            .select('id')
            .where('orgId', '=', caller.orgId)
            .where('removing', '=', false)
            .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
            .executeTakeFirst();
          if (existing) throw conflict(`A label named ${name} exists already.`);
          const { count } = await trx
            .selectFrom('labels')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('orgId', '=', caller.orgId)
            .where('removing', '=', false)
            .executeTakeFirstOrThrow();
          const label = await trx
            .insertInto('labels')
            .values({
              orgId: caller.orgId,
              name,
              color: body.color ?? LABEL_COLOURS[Number(count) % LABEL_COLOURS.length] ?? '#1c7ed6',
            })
            .returning(['id', 'name', 'color'])
            .executeTakeFirstOrThrow();
          await recordAudit(trx, actorOf(caller, address), {
            action: 'label.created',
            target: { type: 'label', id: label.id, name: label.name },
            after: { name: label.name, color: label.color },
          });
          return label;
        });
      },
    }),
    route({
      method: 'GET',
      path: `${ENGAGE}/listening/queries`,
      tag: 'engage labels',
      summary: "The organisation's listening queries, by name",
      access: 'user',
      response: t.array(ListeningQuery),
      handle: async ({ db, caller }) => {
        const rows = await db
          .selectFrom('listeningQueries')
          .select([
            'id',
            'name',
            'keywords',
            'excludedKeywords',
            'networks',
            'languages',
            'active',
            'createdAt',
          ])
          .where('orgId', '=', caller.orgId)
          .orderBy((eb) => eb.fn('lower', ['name']))
          .execute();
        return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      },
    }),
  ];
}
