import { legacyBenchmarkPages } from './modules/benchmark/legacy.pages.js';
import { sandboxPublicPages } from './networks/sandbox.public-pages.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Db } from './db/database.js';
import { frameworkErrors, newRequestId, registerEdge, REQUEST_ID_HEADER } from './http/edge.js';
import { serverMetrics } from './observe/metrics.js';
import { registerRoutes } from './http/register.js';
import { uploadDownloads } from './modules/engage/uploads.store.js';
import { SECURITY_HEADERS } from './http/security-headers.js';
import type { VerifierOptions } from './modules/identity/access-token.js';
import type { SigningKey } from './modules/identity/keys.js';
import { LoginThrottle } from './modules/identity/login-throttle.js';
import { throttleSignIn } from './modules/identity/login-throttle.hooks.js';
import { memoryThrottleStore } from './modules/identity/login-throttle.store.js';
import { ResetThrottle, throttlePasswordResets } from './modules/identity/reset-throttle.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { apiRoutes } from './routes.js';
import { connectCallbacks } from './modules/connect/connect.callback.js';
import { watchAccess } from './modules/connect/channel.access.js';
import { shortLinkRedirects } from './modules/short-links/short-links.routes.js';
import { exportDownloads } from './modules/engage/exports.routes.js';
import { realtimeEndpoint } from './realtime/endpoint.js';
import type { RealtimeBus } from './realtime/bus.js';
import { engageEvents, type EngageEvent } from './modules/engage/engage.events.js';
import type { OrgChanges } from './db/changes.js';
import { fastifyTrustProxy, type ServerConfig } from './config.js';
import { QUEUES, type Jobs } from './jobs/jobs.js';
import type { NetworkGateway } from './networks/gateway.js';
import { sandboxGateway } from './networks/sandbox.gateway.js';
import { sandboxMedia } from './networks/sandbox.media.js';
import { sandboxPages } from './networks/sandbox.pages.js';
import { sandboxAdsPages } from './networks/sandbox.ads-pages.js';
import { adConnectReturns } from './modules/ads/ad-connect.return.js';
import { sandboxSites } from './networks/sandbox.sites.js';
import { sandboxListeningTool } from './networks/sandbox.listening-tool.js';
import { appPagePolicy } from './modules/listen/listen.embed.js';
import { sandboxWebhookReceiver } from './networks/sandbox.webhooks.js';
import { sandboxPostPages } from './networks/sandbox.publish.js';
import { sandboxWhatsApp } from './networks/sandbox.wa.js';
import { sandboxWhatsAppPages } from './networks/sandbox.wa-pages.js';
import type { WhatsAppPlatform } from './networks/whatsapp.platform.js';
import { photoDownloads } from './modules/whatsapp/photo.store.js';

/** What the server needs to know to build itself. */
/** The server's version, as realtime clients are told it (`APP_VERSION`, else the package's). */
export const SERVER_VERSION = process.env['APP_VERSION'] || '0.1.0';

export interface ServerOptions {
  /** The built web app; when it does not exist the server says how to build it. */
  readonly webRoot: string;
  /** Log level (`fatal` … `trace`); absent: no logging. Requests are logged at `debug`. */
  readonly logLevel?: string;
  /** Where log lines go; default standard output. */
  readonly logStream?: { write(line: string): void };
  /** Which proxies' `X-Forwarded-For` names the client (`TRUST_PROXY`); default none. */
  readonly trustProxy?: ServerConfig['trustProxy'];
  /** `METRICS_TOKEN`: lets callers other than loopback read `/metrics`; default loopback only. */
  readonly metricsToken?: string | null;
  /** The database and identity; without them only the health check and the web app are served. */
  readonly api?: {
    readonly db: Db;
    readonly verifier: VerifierOptions;
    /** The embedded issuer's key; absent when an external OIDC provider issues tokens. */
    readonly signingKey?: SigningKey;
    /** The social networks; default the sandbox networks on this server. */
    readonly gateway?: NetworkGateway;
    /** The WhatsApp Business Platform; default the sandbox one on this server. */
    readonly whatsapp?: WhatsAppPlatform;
    /** Background jobs (pg-boss); stopped when the server closes. */
    readonly jobs: Jobs;
    /** Which organisations' data changed; without it the server keeps nothing it read. */
    readonly changes?: OrgChanges;
    /** The version realtime clients are told (`VERSION`); default the server's. */
    readonly version?: string;
    /** How realtime messages reach the other instances (Redis); default this process only. */
    readonly bus?: RealtimeBus;
    /** The sign-in throttle (its counters in Redis for many instances); default in memory. */
    readonly signInThrottle?: LoginThrottle;
    /** The password reset throttle (its counters in Redis for many instances); default in memory. */
    readonly resetThrottle?: ResetThrottle;
  };
}

/**
 * Builds the HTTP server: the API routes and the web app on one origin. Every error answers
 * with the API error shape `{ status, message, errorCode? }` (platform §8), never a stack trace.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logLevel === undefined
        ? false
        : { level: options.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    genReqId: newRequestId,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // Bad URLs and over-long path parameters, rejected before routing, in the API error shape.
    frameworkErrors,
    logController: new LogController({
      disableRequestLogging: options.logLevel !== 'debug' && options.logLevel !== 'trace',
    }),
  });
  registerEdge(app);
  const metrics = serverMetrics({
    ...(options.api ? { db: options.api.db, jobs: options.api.jobs } : {}),
  });
  app.addHook('onRoute', metrics.onRoute);
  app.addHook('onResponse', metrics.onResponse);

  // First, so every answer after it has the browser security headers (CSP, nosniff, …) and the
  // request's id (the one its log lines and a 500 answer carry).
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(SECURITY_HEADERS);
    void reply.header(REQUEST_ID_HEADER, request.id);
    // The web app's pages may frame the listening tool, and nothing else (decision 0089).
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/sandbox/')) {
      void reply.header('content-security-policy', appPagePolicy(request));
    }
    done();
  });
  await app.register(healthRoutes, {
    ...(options.api ? { db: options.api.db, jobs: options.api.jobs } : {}),
    ...(options.api?.bus ? { bus: options.api.bus } : {}),
    metrics,
    metricsToken: options.metricsToken ?? null,
  });
  // Only upload routes read multipart bodies (as streams, within the network's limit).
  await app.register(fastifyMultipart);
  if (options.api) {
    const { db, verifier, signingKey } = options.api;
    const whatsapp = options.api.whatsapp ?? sandboxWhatsApp(db);
    const sandbox = sandboxGateway(db, whatsapp.now);
    const gateway = watchAccess(db, options.api.gateway ?? sandbox);
    const { changes } = options.api;
    // Before the routes: its hooks attach to the sign-in route as it is registered.
    if (signingKey) {
      throttleSignIn(app, options.api.signInThrottle ?? new LoginThrottle(memoryThrottleStore()));
    }
    throttlePasswordResets(
      app,
      options.api.resetThrottle ?? new ResetThrottle(memoryThrottleStore()),
    );
    registerRoutes(app, apiRoutes(signingKey, gateway, options.api.jobs, whatsapp), {
      db,
      verifier,
      ...(changes ? { changes } : {}),
    });
    if (changes) {
      // Jobs' and ingest's changes, heard at once in this process (others by notification).
      const heard = (event: EngageEvent) => changes.changed(event.orgId);
      engageEvents.on('event', heard);
      app.addHook('onClose', async () => {
        engageEvents.off('event', heard);
      });
    }
    const { jobs } = options.api;
    if (changes) {
      // Work written to the database by any server (e-mails, new items for feed alerts): this
      // server's queue looks at once (the queue keeps one waiting job however many servers ask).
      const waiting = (queue: string) => {
        if (queue === QUEUES.mail || queue === QUEUES.feedAlerts || queue === QUEUES.webhooks) {
          jobs.nudge(queue).catch(() => undefined);
        }
      };
      changes.work.on('waiting', waiting);
      app.addHook('onClose', async () => {
        changes.work.off('waiting', waiting);
      });
    }
    app.addHook('onClose', () => jobs.stop());
    await connectCallbacks(app, db, gateway, jobs);
    adConnectReturns(app);
    await exportDownloads(app, db);
    uploadDownloads(app);
    photoDownloads(app);
    await shortLinkRedirects(app, db);
    legacyBenchmarkPages(app);
    await realtimeEndpoint(app, {
      db,
      ...(changes ? { changes } : {}),
      version: options.api.version ?? SERVER_VERSION,
      ...(options.api.bus ? { bus: options.api.bus } : {}),
    });
    if (options.api.gateway === undefined) {
      await sandboxPages(app, sandbox);
      sandboxWhatsAppPages(app, db);
      sandboxPostPages(app, db);
      sandboxAdsPages(app, db);
      sandboxMedia(app);
      sandboxPublicPages(app);
      sandboxSites(app);
      sandboxListeningTool(app, db);
      await sandboxWebhookReceiver(app, db);
    }
  }

  const hasWebApp = existsSync(join(options.webRoot, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: options.webRoot, index: ['index.html'] });
  } else {
    app.get('/', async (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run `npm start`, which builds it first.'),
    );
  }

  return app;
}
