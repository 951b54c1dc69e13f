import type { Db } from '../db/database.js';

/**
 * Pauses the demo's automation rules and removes its messaging groups, so a test's rules and
 * groups are the only ones acting on what it delivers.
 */
export async function withoutDemoAutomation(db: Db): Promise<void> {
  await db.updateTable('automationRules').set({ status: 'paused' }).execute();
  await db.deleteFrom('autoReplyGroups').execute();
}
