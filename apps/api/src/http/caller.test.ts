import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { transact } from '../db/transact.js';
import { startTestApi, type TestApi } from '../testing/test-api.js';
import { DEMO_ACCOUNTS } from '../modules/demo/seed.js';
import { loadCaller } from './caller.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** The demo's people: an administrator, team members and leaders, a person in no team. */
const PEOPLE = Object.values(DEMO_ACCOUNTS);

describe('loadCaller', () => {
  it.each(PEOPLE)('reads %s the same by id, by e-mail and inside a transaction', async (email) => {
    const userId = await api.userId(email);
    const byId = await loadCaller(api.db, { userId }, null, []);
    const byEmail = await loadCaller(api.db, { email: email.toUpperCase() }, null, []);
    const inTransaction = await transact(api.db, (trx) => loadCaller(trx, { userId }, null, []));
    expect(byId).not.toBeNull();
    expect(byEmail).toEqual(byId);
    expect(inTransaction).toEqual(byId);
  });

  it('names the teams it belongs to, leads and manages channels through, as the tables say', async () => {
    for (const email of PEOPLE) {
      const userId = await api.userId(email);
      const caller = await loadCaller(api.db, { userId }, null, []);
      const teams = (
        await sql<{ id: string; manageUser: boolean; manageChannels: boolean }>`
          SELECT t.id, t.manage_user AS "manageUser", t.manage_channels AS "manageChannels"
          FROM team_members m JOIN teams t ON t.id = m.team_id WHERE m.user_id = ${userId}
        `.execute(api.db)
      ).rows;
      const admin = caller?.isAdmin === true;
      expect([...(caller?.teamIds ?? [])].sort()).toEqual(teams.map((t) => t.id).sort());
      expect([...(caller?.ledTeamIds ?? [])].sort()).toEqual(
        admin
          ? []
          : teams
              .filter((t) => t.manageUser)
              .map((t) => t.id)
              .sort(),
      );
      expect([...(caller?.channelTeamIds ?? [])].sort()).toEqual(
        admin
          ? []
          : teams
              .filter((t) => t.manageChannels)
              .map((t) => t.id)
              .sort(),
      );
      expect(caller?.isTeamLeader).toBe(!admin && teams.some((t) => t.manageUser));
      expect(caller?.directoryVersion).toMatch(/^\d+$/);
    }
  });

  it('is null for a deleted person and an unknown one', async () => {
    const userId = await api.userId(DEMO_ACCOUNTS.viewer);
    await sql`UPDATE users SET deleted_at = now() WHERE id = ${userId}`.execute(api.db);
    try {
      expect(await loadCaller(api.db, { userId }, null, [])).toBeNull();
      expect(
        await loadCaller(api.db, { userId: '00000000-0000-4000-8000-000000000000' }, null, []),
      ).toBeNull();
    } finally {
      await sql`UPDATE users SET deleted_at = NULL WHERE id = ${userId}`.execute(api.db);
    }
  });

  it('refuses a session that ended or is not the person’s, and takes an open one', async () => {
    const userId = await api.userId(DEMO_ACCOUNTS.admin);
    const other = await api.userId(DEMO_ACCOUNTS.viewer);
    const open = (
      await sql<{ id: string }>`
        INSERT INTO sessions (user_id, authenticated_at) VALUES (${userId}, now()) RETURNING id
      `.execute(api.db)
    ).rows[0]?.id;
    const token = (sessionId: string | undefined) => ({
      sessionId: sessionId ?? null,
      authTime: null,
    });
    expect((await loadCaller(api.db, { userId }, null, [], token(open)))?.sessionId).toBe(open);
    await expect(
      loadCaller(api.db, { userId: other }, null, [], token(open)),
    ).rejects.toMatchObject({
      status: 401,
    });
    await sql`UPDATE sessions SET ended_at = now() WHERE id = ${open}`.execute(api.db);
    await expect(loadCaller(api.db, { userId }, null, [], token(open))).rejects.toMatchObject({
      status: 401,
    });
  });
});
