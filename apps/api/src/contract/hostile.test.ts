import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyRoute } from '../http/route.js';
import { apiRoutes } from '../routes.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { ROUTE_FIXTURES, demoIds, type SampleRequest } from './route-fixtures.js';

/**
 * Hostile variants of every route's valid sample: whatever an attacker (or a broken client)
 * sends, the server answers 2xx or 4xx with a bounded message, refuses what it must refuse, stores
 * no unbounded text, and keeps serving. A new route is covered through its fixture.
 */

let api: TestApi;
const tokens: Record<'admin' | 'support', string> = { admin: '', support: '' };
const selves: Record<'admin' | 'support', string | null> = { admin: null, support: null };

beforeAll(async () => {
  api = await startTestApi();
  await demoIds(api);
  for (const who of ['admin', 'support'] as const) {
    tokens[who] = await api.token(who);
    const sub = decodeJwt(tokens[who]).sub;
    selves[who] = typeof sub === 'string' ? sub : null;
  }
});
afterAll(async () => {
  await api?.close();
});

const keyOf = (route: AnyRoute) => `${route.method} ${route.path}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The longest message an error may carry. */
const MAX_MESSAGE = 2000;
/** A 100 kB string. */
const HUGE = 'A'.repeat(100_000);
/** Over-long for a path or query value (URLs stay under Node's header limit). */
const LONG = 'B'.repeat(5_000);
/** 10,000 nested arrays. */
const DEEP = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

type Where = 'params' | 'query' | 'body';
type Path = readonly (string | number)[];

/** Where a hostile value goes, what it is, and whether the server must refuse it (4xx). */
interface Variant {
  readonly label: string;
  readonly where: Where | 'raw';
  readonly path: Path;
  readonly value: unknown;
  readonly refuse: boolean;
}

/** Every string leaf of a value, by its path (strings in arrays included). */
function stringLeaves(value: unknown, path: Path = []): { path: Path; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
function replaced(value: unknown, path: Path, by: unknown): unknown {
  if (path.length === 0) return by;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy: unknown[] = [...value];
    copy[head as number] = replaced(copy[head as number], rest, by);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaced(record[head as string], rest, by) };
}

/** The hostile variants of a sample request. */
function variants(route: AnyRoute, sample: SampleRequest): Variant[] {
  const list: Variant[] = [];
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (sendsBody) {
    list.push({ label: '10,000-level nesting', where: 'raw', path: [], value: DEEP, refuse: true });
  }
  const parts: [Where, unknown][] = [
    ['params', sample.params],
    ['query', sample.query],
    ...(sendsBody ? ([['body', sample.body]] as [Where, unknown][]) : []),
  ];
  for (const [where, part] of parts) {
    for (const leaf of stringLeaves(part)) {
      const at = `${where}.${leaf.path.join('.')}`;
      const inUrl = where !== 'body';
      list.push({ label: `NUL in ${at}`, where, path: leaf.path, value: 'a\u0000b', refuse: true });
      list.push({
        label: `over-long ${at}`,
        where,
        path: leaf.path,
        value: inUrl ? LONG : HUGE,
        refuse: false,
      });
      if (UUID.test(leaf.value)) {
        list.push({
          label: `malformed id in ${at}`,
          where,
          path: leaf.path,
          value: 'not-a-uuid',
          refuse: true,
        });
      }
      if (!inUrl) {
        list.push({
          label: `lone surrogate in ${at}`,
          where,
          path: leaf.path,
          value: 'a\uD800b',
          refuse: true,
        });
      }
    }
  }
  if (sendsBody && typeof sample.body === 'object' && sample.body !== null) {
    const deep: unknown = JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`);
    list.push({
      label: 'deep value in the body',
      where: 'body',
      path: Array.isArray(sample.body) ? [sample.body.length] : ['deep'],
      value: deep,
      refuse: true,
    });
  }
  list.push({
    label: 'over-long unknown query value',
    where: 'query',
    path: ['unknownParameter'],
    value: LONG,
    refuse: false,
  });
  return list;
}

/** Sends a sample with one variant applied. */
async function send(route: AnyRoute, sample: SampleRequest, variant: Variant, token: string) {
  const params =
    variant.where === 'params'
      ? (replaced(sample.params, variant.path, variant.value) as Record<string, string>)
      : (sample.params ?? {});
  const query =
    variant.where === 'query'
      ? (replaced(sample.query ?? {}, variant.path, variant.value) as Record<string, string>)
      : (sample.query ?? {});
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? 'x'),
  );
  const search = new URLSearchParams(query).toString();
  const body =
    variant.where === 'raw'
      ? (variant.value as string)
      : variant.where === 'body'
        ? JSON.stringify(replaced(sample.body ?? {}, variant.path, variant.value))
        : sample.body === undefined
          ? undefined
          : JSON.stringify(sample.body);
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  return api.call(route.method, search ? `${path}?${search}` : path, {
    token,
    ...(sendsBody && body !== undefined ? { body } : {}),
  });
}

const routes = apiRoutes({} as never, undefined, null);

describe('hostile input on every route', () => {
  it.each(routes.map((route) => [keyOf(route), route] as const))(
    '%s: only 2xx/4xx, bounded messages, refused where it must be',
    async (key, route) => {
      const fixture = ROUTE_FIXTURES[key];
      expect(fixture, `${key} has a fixture`).toBeDefined();
      if (!fixture) return;
      const who = route.access === 'superUser' ? 'support' : 'admin';
      const problems: string[] = [];
      const probe = await fixture.sample(api, selves[who]);
      for (const variant of variants(route, probe)) {
        const sample = await fixture.sample(api, selves[who]);
        const { status, body } = await send(route, sample, variant, tokens[who]);
        const message = (body as { message?: unknown } | null)?.message;
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        if (status >= 500) problems.push(`${variant.label}: ${status} ${text.slice(0, 200)}`);
        else if (variant.refuse && status < 400)
          problems.push(`${variant.label}: accepted with ${status}`);
        if (status >= 400 && (typeof message !== 'string' || message.length >= MAX_MESSAGE))
          problems.push(`${variant.label}: ${status} message of ${String(message).length} chars`);
      }
      expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
    },
  );

  it('stores no unbounded text anywhere', async () => {
    const { rows: columns } = await sql<{ table: string; column: string }>`
      SELECT table_name AS table, column_name AS column FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying')`.execute(api.db);
    const found: string[] = [];
    for (const { table, column } of columns) {
      // A profile picture is a data URL of up to a megabyte.
      if (table === 'users' && column === 'picture') continue;
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM ${sql.table(table)} WHERE length(${sql.ref(column)}) >= 50000`.execute(
        api.db,
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);
  });

  it('keeps serving afterwards', async () => {
    expect((await api.call('GET', '/healthz')).status).toBe(200);
    expect((await api.call('GET', '/api/2/users/me', { token: tokens.admin })).status).toBe(200);
  });
});
