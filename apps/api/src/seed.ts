/**
 * `npm run seed -- --items 1000000` (and/or `--channels 15000`): loads sandbox items, or
 * channels, into the demo organisation (Demo Coffee, the organisation of admin@demo.test) of the
 * database `npm start` uses — the embedded
 * one under DATA_DIR (started if needed, or shared with a running `npm start`), or DATABASE_URL
 * — migrating it and seeding the demo organisations first when the database is empty.
 */
import { parseArgs } from 'node:util';
import { readConfig } from './config.js';
import { openDatabase, type OpenedDatabase } from './db/open.js';
import { DEMO_ACCOUNTS } from './modules/demo/seed.js';
import { seedChannels } from './modules/demo/channels.seed.js';
import { seedItems } from './modules/demo/items.seed.js';

/** The most items one run adds. */
const MAX_ITEMS = 10_000_000;
/** The most channels one run adds. */
const MAX_CHANNELS = 100_000;
/** The first seed tried; later runs use the next unused one, so they add new items. */
const FIRST_SEED = 100;
const PROGRESS_EVERY = 50_000;
const USAGE = 'Usage: npm run seed -- --items 1000000 [--channels 15000] [--seed 100]';

const fmt = (n: number) => Math.round(n).toLocaleString('en-GB');

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function wholeNumber(name: string, value: string, max: number): number {
  const n = Number(value.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 1 || n > max) {
    fail(`--${name} must be a whole number from 1 to ${fmt(max)}, got "${value}". ${USAGE}`);
  }
  return n;
}

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        items: { type: 'string' },
        channels: { type: 'string' },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}. ${USAGE}`);
  }
  if (args.help) {
    console.log(
      `${USAGE}\n\nAdds that many sandbox items (posts, comments, replies, conversations, mentions, reviews over the last six months), and/or that many channels (spread over the networks, every other one in the Social Marketing team), to Demo Coffee in the database npm start uses (DATABASE_URL, or the embedded one in DATA_DIR).`,
    );
    return;
  }
  if (args.items === undefined && args.channels === undefined) {
    fail(`Say how many items to add with --items, or channels with --channels. ${USAGE}`);
  }
  const count = args.items === undefined ? 0 : wholeNumber('items', args.items, MAX_ITEMS);
  const channels =
    args.channels === undefined ? 0 : wholeNumber('channels', args.channels, MAX_CHANNELS);
  const seed = args.seed === undefined ? FIRST_SEED : wholeNumber('seed', args.seed, 999_999);

  let config;
  try {
    config = readConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  let database: OpenedDatabase;
  try {
    database = await openDatabase({
      ...config,
      // The demo organisation is what this fills: seed it into an empty database unless told not to.
      seedDemo: process.env['SEED_DEMO'] !== '0',
      shareRunning: true,
      say: (line) => console.log(line),
    });
  } catch (error) {
    fail((error as Error).message);
  }
  const { db } = database;
  try {
    const admin = await db
      .selectFrom('users')
      .innerJoin('organisations', 'organisations.id', 'users.orgId')
      .select(['users.orgId', 'organisations.name'])
      .where('users.email', '=', DEMO_ACCOUNTS.admin)
      .executeTakeFirst();
    if (!admin) {
      throw new Error(
        `This database has no demo organisation (no user ${DEMO_ACCOUNTS.admin}) to add items to. ` +
          'The demo is seeded only into an empty database: point DATABASE_URL at an empty one, or use the embedded database (unset DATABASE_URL).',
      );
    }
    if (channels > 0) {
      const team = await db
        .selectFrom('teams')
        .select('id')
        .where('orgId', '=', admin.orgId)
        .where('name', '=', 'Social Marketing')
        .executeTakeFirst();
      const added = await seedChannels(db, admin.orgId, {
        count: channels,
        seed,
        teamId: team?.id ?? null,
      });
      console.log(
        `Added ${fmt(added)} channels to ${admin.name}${added < channels ? ` (${fmt(channels - added)} were there from a run with the same --seed)` : ''}.`,
      );
    }
    if (count === 0) {
      await database.close();
      return;
    }
    console.log(`Adding ${fmt(count)} items to ${admin.name}…`);
    const started = Date.now();
    let shown = 0;
    const rate = (done: number) => fmt(done / Math.max(0.001, (Date.now() - started) / 1000));
    const report = await seedItems(db, admin.orgId, {
      count,
      seed,
      onProgress: (stored) => {
        if (stored - shown >= PROGRESS_EVERY && stored < count) {
          shown = stored - (stored % PROGRESS_EVERY);
          console.log(`Seeded ${fmt(stored)} of ${fmt(count)} items (${rate(stored)} items/s)…`);
        }
      },
    });
    console.log(
      `Seeded ${fmt(report.items)} items (${fmt(report.entries)} inbox entries, the rest messages of conversations) into ${admin.name} in ${duration(Date.now() - started)} (${rate(report.items)} items/s, traffic seed ${report.seed}). ` +
        `Sign in as ${DEMO_ACCOUNTS.admin} with the password "demo" to see them.`,
    );
  } catch (error) {
    await database.close();
    fail(`Seeding failed: ${(error as Error).message}`);
  }
  await database.close();
}

void main();
