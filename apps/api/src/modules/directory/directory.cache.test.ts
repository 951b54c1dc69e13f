import type { SearchPage } from '@smm/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCaller, type Caller } from '../../http/caller.js';
import { startTestApi, type TestApi } from '../../testing/test-api.js';
import { DEMO_ACCOUNTS } from '../demo/seed.js';
import { currentDirectory } from './directory.cache.js';

let api: TestApi;
let orgId: string;
beforeAll(async () => {
  api = await startTestApi();
  orgId = (
    await api.db
      .selectFrom('users')
      .select('orgId')
      .where('email', '=', DEMO_ACCOUNTS.admin)
      .executeTakeFirstOrThrow()
  ).orgId;
});
afterAll(async () => {
  await api?.close();
});

const versionOf = async (id = orgId) =>
  (
    await sql<{ version: string }>`
      SELECT version::text AS version FROM directory_versions WHERE org_id = ${id}
    `.execute(api.db)
  ).rows[0]?.version;

const callerOf = async (email: string): Promise<Caller> => {
  const caller = await loadCaller(api.db, { userId: await api.userId(email) }, null, []);
  if (caller === null) throw new Error(`No caller ${email}`);
  return caller;
};

describe('directory versions', () => {
  const changes: ReadonlyArray<readonly [string, () => Promise<unknown>]> = [
    [
      'the organisation',
      () => sql`UPDATE organisations SET name = name || '' WHERE id = ${orgId}`.execute(api.db),
    ],
    [
      'a user',
      () =>
        sql`UPDATE users SET first_name = 'Ada' WHERE email = ${DEMO_ACCOUNTS.admin}`.execute(
          api.db,
        ),
    ],
    [
      'a new team',
      () => sql`INSERT INTO teams (org_id, name) VALUES (${orgId}, 'Night Shift')`.execute(api.db),
    ],
    [
      'a membership',
      () =>
        sql`
          INSERT INTO team_members (team_id, user_id, role)
          SELECT t.id, u.id, 'EDITOR' FROM teams t, users u
          WHERE t.name = 'Night Shift' AND u.email = ${DEMO_ACCOUNTS.viewer}
        `.execute(api.db),
    ],
    [
      "a team's channel",
      () =>
        sql`
          INSERT INTO team_channels (team_id, channel_id)
          SELECT id, 'facebook-demo' FROM teams WHERE name = 'Night Shift'
        `.execute(api.db),
    ],
    [
      'a channel role',
      () =>
        sql`UPDATE channel_roles SET role = role WHERE channel_id = 'facebook-demo'`.execute(
          api.db,
        ),
    ],
    [
      'a channel',
      () =>
        sql`UPDATE channels SET name_override = 'FB' WHERE id = 'facebook-demo'`.execute(api.db),
    ],
    [
      'a deleted team (with its memberships and channels)',
      () => sql`DELETE FROM teams WHERE name = 'Night Shift'`.execute(api.db),
    ],
  ];

  it.each(changes)('rise when %s changes, committed with the change', async (_what, change) => {
    const before = BigInt((await versionOf()) ?? '0');
    await change();
    expect(BigInt((await versionOf()) ?? '0')).toBeGreaterThan(before);
  });

  it('do not rise for an inbox change, nor for another organisation', async () => {
    const other = (
      await api.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Other Tea Company')
        .executeTakeFirstOrThrow()
    ).id;
    const [mine, theirs] = [await versionOf(), await versionOf(other)];
    await sql`UPDATE engage_items SET updated_at = now() WHERE org_id = ${orgId}`.execute(api.db);
    await sql`UPDATE channels SET name_override = NULL WHERE org_id = ${other}`.execute(api.db);
    expect(await versionOf()).toBe(mine);
    expect(BigInt((await versionOf(other)) ?? '0')).toBeGreaterThan(BigInt(theirs ?? '0'));
  });

  it('are not raised by a change that is rolled back', async () => {
    const before = await versionOf();
    await api.db
      .transaction()
      .execute(async (trx) => {
        await sql`UPDATE teams SET name = name WHERE org_id = ${orgId}`.execute(trx);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await versionOf()).toBe(before);
  });
});

describe('currentDirectory', () => {
  it('keeps a directory while its version is current and reads it again after a change', async () => {
    const caller = await callerOf(DEMO_ACCOUNTS.admin);
    const first = await currentDirectory(api.db, orgId, caller.directoryVersion);
    expect(await currentDirectory(api.db, orgId, caller.directoryVersion)).toBe(first);
    expect((await callerOf(DEMO_ACCOUNTS.admin)).directoryVersion).toBe(caller.directoryVersion);

    await sql`UPDATE channels SET name_override = 'Demo Coffee FB' WHERE id = 'facebook-demo'`.execute(
      api.db,
    );
    const after = await callerOf(DEMO_ACCOUNTS.admin);
    const fresh = await currentDirectory(api.db, orgId, after.directoryVersion);
    expect(fresh).not.toBe(first);
    expect(fresh.channels.find((c) => c.id === 'facebook-demo')?.name).toBe('Demo Coffee FB');
    // An older caller is served the newer directory: never an older one than it could see.
    expect(await currentDirectory(api.db, orgId, caller.directoryVersion)).toBe(fresh);
  });

  it('shares one read between requests that ask at once', async () => {
    await sql`UPDATE users SET last_name = 'Admin' WHERE email = ${DEMO_ACCOUNTS.admin}`.execute(
      api.db,
    );
    const caller = await callerOf(DEMO_ACCOUNTS.admin);
    const all = await Promise.all(
      Array.from({ length: 5 }, () => currentDirectory(api.db, orgId, caller.directoryVersion)),
    );
    expect(new Set(all).size).toBe(1);
  });
});

describe('the inbox of a changed organisation', () => {
  const channelsSeen = async () => {
    const call = await api.as('editor');
    const response = await call('POST', '/api/engage/search?limit=100', {
      filters: { networks: ['instagram'] },
    });
    expect(response.status).toBe(200);
    return (response.body as SearchPage).items.length;
  };

  it('follows changes written straight to the database as soon as it says so, not after a while', async () => {
    expect(await channelsSeen()).toBeGreaterThan(0);
    const editor = await api.userId(DEMO_ACCOUNTS.editor);
    await api.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('channelRoles')
        .where('userId', '=', editor)
        .where('channelId', '=', 'instagram-demo')
        .execute();
      await trx.deleteFrom('teamChannels').where('channelId', '=', 'instagram-demo').execute();
    });
    // The database's notification arrives on its own connection just after the commit: the
    // next reads see the change within a few milliseconds, well before anything kept expires.
    await expect.poll(channelsSeen, { timeout: 1000, interval: 10 }).toBe(0);
  });
});
