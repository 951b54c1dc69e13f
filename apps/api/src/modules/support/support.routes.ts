import { MAX_SUPPORT_RESULTS, SupportUserQuery, SupportUserResults } from '@smm/model';
import { sql } from 'kysely';
import { route, type AnyRoute } from '../../http/route.js';

const DEFAULT_RESULTS = 20;

/** `q` as a LIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
const containing = (q: string) => `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Support staff's tools (docs/decisions/0045): finding a user of any organisation by a part of
 * their name or e-mail address, to assume their account (`POST /auth/assume/{id}`).
 */
export function supportRoutes(): AnyRoute[] {
  return [
    route({
      method: 'GET',
      path: '/support/users',
      tag: 'support',
      summary: `Users of any organisation whose name or e-mail address holds \`q\` (at most ${MAX_SUPPORT_RESULTS}; \`more\` says there were more)`,
      access: 'superUser',
      query: SupportUserQuery,
      response: SupportUserResults,
      handle: async ({ db, caller, query }) => {
        const limit = query.limit ?? DEFAULT_RESULTS;
        const pattern = containing(query.q);
        const exact = query.q.trim().toLowerCase();
        const name = sql<string>`trim(users.first_name || ' ' || users.last_name)`;
        const rows = await db
          .selectFrom('users')
          .innerJoin('organisations', 'organisations.id', 'users.orgId')
          .select([
            'users.id',
            'users.email',
            'users.orgId',
            'users.isAdmin',
            'organisations.name as orgName',
          ])
          .select(name.as('name'))
          .where('users.deletedAt', 'is', null)
          .where('users.id', '!=', caller.userId)
          .where((eb) => eb.or([eb('users.email', 'ilike', pattern), eb(name, 'ilike', pattern)]))
          // The address typed in full first, then by name.
          .orderBy(sql`lower(users.email) = ${exact}`, 'desc')
          .orderBy(name)
          .orderBy('users.email')
          .limit(limit + 1)
          .execute();
        return {
          users: rows.slice(0, limit).map((row) => ({ ...row, name: row.name || row.email })),
          more: rows.length > limit,
        };
      },
    }),
  ];
}
