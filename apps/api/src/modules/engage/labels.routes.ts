import { Label, LabelCreate, ListeningQuery, TEXT_LIMITS } from '@smm/model';
import * as t from 'io-ts';
import { conflict, forbidden, HttpError } from '../../http/errors.js';
import { route, type AnyRoute } from '../../http/route.js';
import { ENGAGE } from '../feeds/feeds.routes.js';

/** The longest label name. */
export const MAX_LABEL_NAME = TEXT_LIMITS.label;

/** Colours new labels take in turn when none is given. */
const PALETTE = ['#1c7ed6', '#e64980', '#2f9e44', '#f08c00', '#7048e8', '#0ca678', '#d64545'];

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
      handle: async ({ db, caller, body }) => {
        const org = await db
          .selectFrom('organisations')
          .select('labelsRestricted')
          .where('id', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        if (org.labelsRestricted && !caller.isAdmin) {
          throw forbidden('Only administrators create labels in this organisation.');
        }
        const name = body.name.trim();
        if (name === '' || name.length > MAX_LABEL_NAME) {
          throw new HttpError(422, `name: write 1 to ${MAX_LABEL_NAME} characters.`, 'label.name');
        }
        if (body.color !== undefined && !/^#[0-9a-fA-F]{6}$/.test(body.color)) {
          throw new HttpError(422, `color: expected #rrggbb, got ${body.color}.`, 'label.color');
        }
        const existing = await db
          .selectFrom('labels')
          .select('id')
          .where('orgId', '=', caller.orgId)
          .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
          .executeTakeFirst();
        if (existing) throw conflict(`A label named ${name} exists already.`);
        const { count } = await db
          .selectFrom('labels')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('orgId', '=', caller.orgId)
          .executeTakeFirstOrThrow();
        return db
          .insertInto('labels')
          .values({
            orgId: caller.orgId,
            name,
            color: body.color ?? PALETTE[Number(count) % PALETTE.length] ?? '#1c7ed6',
          })
          .returning(['id', 'name', 'color'])
          .executeTakeFirstOrThrow();
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
