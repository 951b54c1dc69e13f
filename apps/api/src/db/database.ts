import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Migration } from 'kysely';
import pg from 'pg';
import { organisationsAndIdentity } from './migrations/0001-organisations-and-identity.js';
import { notificationChannels } from './migrations/0002-notification-channels.js';
import { channelSettings } from './migrations/0003-channel-settings.js';
import { featuresAndAccounts } from './migrations/0004-features-and-accounts.js';
import { channelConnect } from './migrations/0005-channel-connect.js';
import { feeds } from './migrations/0006-feeds.js';
import { engageItems } from './migrations/0007-engage-items.js';
import { bulkJobs } from './migrations/0008-bulk-jobs.js';
import { replies } from './migrations/0009-replies.js';
import { collaboration } from './migrations/0010-collaboration.js';
import { listeningQueries } from './migrations/0011-listening-queries.js';
import { exportDownloads } from './migrations/0012-export-downloads.js';
import { directoryVersions } from './migrations/0013-directory-versions.js';
import { changeNotifications } from './migrations/0014-change-notifications.js';
import { realtimeTokens } from './migrations/0015-realtime-tokens.js';
import { maintenanceAndShortLinks } from './migrations/0016-maintenance-and-short-links.js';
import { sessions } from './migrations/0017-sessions.js';
import { emailChanges } from './migrations/0018-email-changes.js';
import { realtimeSessions } from './migrations/0019-realtime-sessions.js';
import { sendingItems } from './migrations/0020-sending-items.js';
import { channelConnections } from './migrations/0021-channel-connections.js';
import { channelGroupsAndTracking } from './migrations/0022-channel-groups-and-tracking.js';
import { accountLinks } from './migrations/0023-account-links.js';
import { auditLog } from './migrations/0024-audit-log.js';
import { labelJobs } from './migrations/0025-label-jobs.js';
import { notificationPreferences } from './migrations/0026-notification-preferences.js';
import { notificationCentre } from './migrations/0027-notification-centre.js';
import { noticeTypes } from './migrations/0028-notice-types.js';
import { caseAssignees } from './migrations/0030-case-assignees.js';
import { automationRules } from './migrations/0031-automation-rules.js';
import { mailOutboxAndFeedAlerts } from './migrations/0032-mail-outbox-and-feed-alerts.js';
import { autoReplies } from './migrations/0033-auto-replies.js';
import { webhooks } from './migrations/0034-webhooks.js';
import { ownReplies } from './migrations/0035-own-replies.js';
import { audienceIdentityIndexes } from './migrations/0037-audience-identity-indexes.js';
import { sandboxHandoverAndMedia } from './migrations/0038-sandbox-handover-and-media.js';
import { inboxListTools } from './migrations/0039-inbox-list-tools.js';
import { whatsappBusiness } from './migrations/0040-whatsapp-business.js';
import { publishPosts } from './migrations/0041-publish-posts.js';
import { homeAndTimeZone } from './migrations/0042-home-and-time-zone.js';
import { benchmarkBrands } from './migrations/0043-benchmark-brands.js';
import { benchmarkQueriesAndReports } from './migrations/0044-benchmark-queries-and-reports.js';
import { analyticsEvents } from './migrations/0045-analytics-events.js';
import { adAccounts } from './migrations/0046-ad-accounts.js';
import { audiencePeople } from './migrations/0047-audience-people.js';
import { listeningEmbeds } from './migrations/0048-listening-embeds.js';
import { listenAlerts } from './migrations/0049-listen-alerts.js';
import { adAccountGrants } from './migrations/0050-ad-account-grants.js';
import { audienceAggregation } from './migrations/0052-audience-aggregation.js';
import { audienceTools } from './migrations/0053-audience-tools.js';
import { userConsents } from './migrations/0054-user-consents.js';
import { adBoosts } from './migrations/0051-ad-boosts.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** The migrations, in order; names are permanent once released. */
const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-organisations-and-identity': organisationsAndIdentity,
  '0002-notification-channels': notificationChannels,
  '0003-channel-settings': channelSettings,
  '0004-features-and-accounts': featuresAndAccounts,
  '0005-channel-connect': channelConnect,
  '0006-feeds': feeds,
  '0007-engage-items': engageItems,
  '0008-bulk-jobs': bulkJobs,
  '0009-replies': replies,
  '0010-collaboration': collaboration,
  '0011-listening-queries': listeningQueries,
  '0012-export-downloads': exportDownloads,
  '0013-directory-versions': directoryVersions,
  '0014-change-notifications': changeNotifications,
  '0015-realtime-tokens': realtimeTokens,
  '0016-maintenance-and-short-links': maintenanceAndShortLinks,
  '0017-sessions': sessions,
  '0018-email-changes': emailChanges,
  '0019-realtime-sessions': realtimeSessions,
  '0020-sending-items': sendingItems,
  '0021-channel-connections': channelConnections,
  '0022-channel-groups-and-tracking': channelGroupsAndTracking,
  '0023-account-links': accountLinks,
  '0024-audit-log': auditLog,
  '0025-label-jobs': labelJobs,
  '0026-notification-preferences': notificationPreferences,
  '0027-notification-centre': notificationCentre,
  '0028-notice-types': noticeTypes,
  '0030-case-assignees': caseAssignees,
  '0031-automation-rules': automationRules,
  '0032-mail-outbox-and-feed-alerts': mailOutboxAndFeedAlerts,
  '0033-auto-replies': autoReplies,
  '0034-webhooks': webhooks,
  '0035-own-replies': ownReplies,
  '0037-audience-identity-indexes': audienceIdentityIndexes,
  '0038-sandbox-handover-and-media': sandboxHandoverAndMedia,
  '0039-inbox-list-tools': inboxListTools,
  '0040-whatsapp-business': whatsappBusiness,
  '0041-publish-posts': publishPosts,
  '0042-home-and-time-zone': homeAndTimeZone,
  '0043-benchmark-brands': benchmarkBrands,
  '0044-benchmark-queries-and-reports': benchmarkQueriesAndReports,
  '0045-analytics-events': analyticsEvents,
  '0046-ad-accounts': adAccounts,
  '0047-audience-people': audiencePeople,
  '0048-listening-embeds': listeningEmbeds,
  '0049-listen-alerts': listenAlerts,
  '0050-ad-account-grants': adAccountGrants,
  '0052-audience-aggregation': audienceAggregation,
  '0053-audience-tools': audienceTools,
  '0051-ad-boosts': adBoosts,
  '0054-user-consents': userConsents,
};

const DATE_OID = 1082;

/**
 * Connects to PostgreSQL. Columns are snake_case in the database and camelCase in code.
 *
 * @example
 * const db = connect('postgres://postgres:postgres@127.0.0.1:54329/postgres');
 */
export function connect(url: string, max = 10): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A calendar day (`date`) stays the text `YYYY-MM-DD`: no time zone turns it into another day.
    types: {
      getTypeParser: (oid, format) =>
        oid === DATE_OID ? String : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig,
  });
  // A dropped idle connection must not take the server down; the pool replaces it.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/**
 * The connection pool under a database opened with {@link connect}; undefined for a
 * transaction (its queries must run on its own connection) or a database made otherwise.
 */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** Brings the schema up to date; throws with the failing migration's name and error. */
export async function migrate(db: Db): Promise<readonly string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
