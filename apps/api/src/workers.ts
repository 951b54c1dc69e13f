import type { Db } from './db/database.js';
import { QUEUES, type JobHandler, type Jobs, type QueueName } from './jobs/jobs.js';
import { connectRequestWorker } from './modules/connect/connect.jobs.js';
import { indexingWorker } from './modules/connect/indexing.js';
import { purgeWorker } from './modules/connect/purge.js';
import { watchAccess } from './modules/connect/channel.access.js';
import { bulkWorker } from './modules/engage/bulk.jobs.js';
import { outboundWorker } from './modules/engage/outbound.js';
import { exportWorker } from './modules/engage/exports.job.js';
import { labelWorker } from './modules/labels/labels.jobs.js';
import { automationWorker } from './modules/automation/automation.jobs.js';
import { defaultMailer } from './mail/mailer.js';
import { mailWorker } from './mail/outbox.js';
import { feedAlertWorker } from './modules/feeds/feed-alerts.js';
import { webhookWorker } from './modules/webhooks/webhooks.jobs.js';
import { publishWorker } from './modules/publish/publish.jobs.js';
import { reportsWorker } from './modules/benchmark-manage/reports.send.js';
import { dailyWorker, onboardingWorker } from './modules/benchmark/onboarding.jobs.js';
import { listenAlertsWorker } from './modules/listen-alerts/listen-alerts.check.js';
import { audienceWorker } from './modules/audience/audience.aggregate.js';
import { importWorker } from './modules/audience/import.store.js';
import type { NetworkGateway } from './networks/gateway.js';
import { sandboxGateway } from './networks/sandbox.gateway.js';

/** The handler of every queue (the server and the tests start the same workers). */
export function workers(
  db: Db,
  gateway: NetworkGateway = sandboxGateway(db),
): (jobs: Jobs) => Readonly<Record<QueueName, JobHandler>> {
  const watched = watchAccess(db, gateway);
  return (jobs) => ({
    [QUEUES.connectChannels]: connectRequestWorker(db, jobs),
    [QUEUES.indexChannel]: indexingWorker(db, watched),
    [QUEUES.purgeChannels]: purgeWorker(db),
    [QUEUES.bulkActions]: bulkWorker(db, watched),
    [QUEUES.sendOutbound]: outboundWorker(db, watched),
    [QUEUES.exports]: exportWorker(db, defaultMailer()),
    [QUEUES.labelJobs]: labelWorker(db),
    [QUEUES.automation]: automationWorker(db, watched, jobs),
    [QUEUES.mail]: mailWorker(db, defaultMailer()),
    [QUEUES.feedAlerts]: feedAlertWorker(db, jobs),
    [QUEUES.webhooks]: webhookWorker(db, jobs),
    [QUEUES.publish]: publishWorker(db, watched, jobs),
    [QUEUES.benchmarkReports]: reportsWorker(db),
    [QUEUES.benchmarkOnboard]: onboardingWorker(db, watched),
    [QUEUES.benchmarkDaily]: dailyWorker(db, watched),
    [QUEUES.listenAlerts]: listenAlertsWorker(db),
    [QUEUES.audience]: audienceWorker(db),
    [QUEUES.audienceImports]: importWorker(db),
  });
}
