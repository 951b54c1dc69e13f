import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { createTestDatabase, dropTestDatabase } from '../../testing/test-api.js';
import { loadDirectory } from '../directory/directory.js';
import { seedChannels } from './channels.seed.js';

let db: Db;
let url: URL;
beforeAll(async () => {
  ({ db, url } = await createTestDatabase());
});
afterAll(async () => {
  await dropTestDatabase(db, url);
});

it('adds channels over every network, half of them to the team, once per seed', async () => {
  const org = await db
    .selectFrom('organisations')
    .select('id')
    .where('name', '=', 'Demo Coffee')
    .executeTakeFirstOrThrow();
  const team = await db
    .selectFrom('teams')
    .select('id')
    .where('name', '=', 'Social Marketing')
    .executeTakeFirstOrThrow();
  const before = (await loadDirectory(db, org.id)).channels.length;
  expect(await seedChannels(db, org.id, { count: 2500, seed: 7, teamId: team.id })).toBe(2500);
  expect(await seedChannels(db, org.id, { count: 2500, seed: 7, teamId: team.id })).toBe(0);
  const directory = await loadDirectory(db, org.id);
  expect(directory.channels.length).toBe(before + 2500);
  const seeded = directory.channels.filter((c) => c.id.includes('-seed7x'));
  expect(new Set(seeded.map((c) => c.type)).size).toBe(9);
  expect(seeded.filter((c) => c.assignableTeamIds?.includes(team.id))).toHaveLength(1250);
  expect(seeded.every((c) => c.status === 'INDEXED' && (c.followerCount ?? -1) >= 0)).toBe(true);
});
