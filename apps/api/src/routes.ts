import type { AnyRoute } from './http/route.js';

export type { Access, AnyRoute, Method } from './http/route.js';
import { channelManagementRoutes } from './modules/channels/channel-management.routes.js';
import { channelsRoutes } from './modules/channels/channels.routes.js';
import { channelGroupsRoutes } from './modules/channel-groups/channel-groups.routes.js';
import { campaignTrackingRoutes } from './modules/url-tracking/campaign-tracking.routes.js';
import { trackingTemplatesRoutes } from './modules/url-tracking/tracking-templates.routes.js';
import { feedsRoutes } from './modules/feeds/feeds.routes.js';
import { itemsRoutes } from './modules/engage/items.routes.js';
import { bulkRoutes } from './modules/engage/bulk.routes.js';
import { threadRoutes } from './modules/engage/thread.routes.js';
import { outboundRoutes } from './modules/engage/outbound.routes.js';
import { templatesRoutes } from './modules/engage/templates.routes.js';
import { notesRoutes } from './modules/engage/notes.routes.js';
import { casesRoutes } from './modules/engage/cases.routes.js';
import { handoverRoutes } from './modules/engage/handover.routes.js';
import { labelsRoutes } from './modules/engage/labels.routes.js';
import { labelManagementRoutes } from './modules/labels/label-management.routes.js';
import { automationRoutes } from './modules/automation/rules.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { historyRoutes } from './modules/engage/history.routes.js';
import { audienceIdentityRoutes } from './modules/engage/audience-identity.routes.js';
import { autoReplyRoutes } from './modules/automation/auto-replies.routes.js';
import { webhookRoutes } from './modules/webhooks/webhooks.routes.js';
import { exportsRoutes } from './modules/engage/exports.routes.js';
import { inboxSettingsRoutes } from './modules/engage/inbox-settings.routes.js';
import { realtimeRoutes } from './realtime/realtime.routes.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { controlRoutes } from './modules/engage/control.routes.js';
import { uploadsRoutes } from './modules/engage/uploads.routes.js';
import { publishMediaRoutes } from './modules/publish/media.routes.js';
import { linkMetaRoutes } from './modules/publish/link-meta.routes.js';
import { sandboxFailureRoutes } from './modules/engage/sandbox-failures.routes.js';
import { sandboxRoutes } from './modules/engage/sandbox.routes.js';
import { shortLinkRoutes } from './modules/short-links/short-links.routes.js';
import { featuresRoutes } from './modules/features/features.routes.js';
import { directoryRoutes } from './modules/directory/directory.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { organisationRoutes } from './modules/organisation/organisation.routes.js';
import { teamsRoutes } from './modules/teams/teams.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { notificationSettingsRoutes } from './modules/users/notification-settings.routes.js';
import { supportRoutes } from './modules/support/support.routes.js';
import type { SigningKey } from './modules/identity/keys.js';
import { connectRoutes } from './modules/connect/connect.routes.js';
import { whatsappRoutes } from './modules/whatsapp/whatsapp.routes.js';
import { publishRoutes } from './modules/publish/publish.routes.js';
import { measureRoutes } from './modules/measure/measure.routes.js';
import { manageRoutes } from './modules/benchmark-manage/manage.routes.js';
import { brandsRoutes } from './modules/benchmark/brands.routes.js';
import { publicChannelsRoutes } from './modules/benchmark/public-channels.routes.js';
import { insightsRoutes } from './modules/benchmark/insights.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { consentRoutes } from './modules/consent/consent.routes.js';
import { adAccountsRoutes } from './modules/ads/ad-accounts.routes.js';
import { mergeRoutes } from './modules/audience/merge.routes.js';
import { importRoutes } from './modules/audience/import.routes.js';
import { campaignsRoutes } from './modules/ads/campaigns.routes.js';
import type { WhatsAppPlatform } from './networks/whatsapp.platform.js';
import type { Jobs } from './jobs/jobs.js';
import { listenAlertRoutes } from './modules/listen-alerts/listen-alerts.routes.js';
import { GatewayError, type NetworkGateway } from './networks/gateway.js';
import { listenRoutes } from './modules/listen/listen.routes.js';
import { audienceRoutes } from './modules/audience/audience.routes.js';

/** A gateway for listing routes only (the OpenAPI document): every call fails. */
const NO_GATEWAY: NetworkGateway = {
  authorizeUrl: () => {
    throw new GatewayError('server_error', 'No network gateway.');
  },
  exchangeCode: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  moderate: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  send: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  publish: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  edit: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  takeThreadControl: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  quota: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  templates: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  index: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  postMetrics: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  searchPublicChannels: () =>
    Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  publicChannel: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  publicChannelDays: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
  publicChannelPosts: () => Promise.reject(new GatewayError('server_error', 'No network gateway.')),
};

/** A WhatsApp Business Platform for listing routes only: every call fails. */
const NO_WHATSAPP = new Proxy({} as WhatsAppPlatform, {
  get: () => () => Promise.reject(new GatewayError('server_error', 'No WhatsApp platform.')),
});

/**
 * The route table: every API route with its codecs and access rule. The OpenAPI document and
 * the authorisation matrix test are generated from it.
 */
export function apiRoutes(
  signingKey?: SigningKey,
  gateway: NetworkGateway = NO_GATEWAY,
  jobs: Jobs | null = null,
  whatsapp: WhatsAppPlatform = NO_WHATSAPP,
): AnyRoute[] {
  return [
    ...(signingKey ? identityRoutes(signingKey) : []),
    ...directoryRoutes(),
    ...consentRoutes(),
    ...usersRoutes(),
    ...auditRoutes(),
    ...organisationRoutes(),
    ...teamsRoutes(),
    ...channelsRoutes(),
    ...channelManagementRoutes(gateway, jobs),
    ...channelGroupsRoutes(),
    ...campaignTrackingRoutes(),
    ...trackingTemplatesRoutes(),
    ...featuresRoutes(),
    ...connectRoutes(gateway, jobs),
    ...feedsRoutes(),
    ...itemsRoutes(gateway),
    ...bulkRoutes(jobs),
    ...threadRoutes(),
    ...outboundRoutes(gateway, jobs),
    ...controlRoutes(gateway),
    ...uploadsRoutes(),
    ...publishMediaRoutes(),
    ...linkMetaRoutes(),
    ...templatesRoutes(),
    ...notesRoutes(),
    ...casesRoutes(),
    ...handoverRoutes(),
    ...labelsRoutes(),
    ...labelManagementRoutes(jobs),
    ...automationRoutes(),
    ...historyRoutes(),
    ...audienceIdentityRoutes(),
    ...autoReplyRoutes(),
    ...exportsRoutes(jobs),
    ...inboxSettingsRoutes(),
    ...homeRoutes(),
    ...realtimeRoutes(),
    ...maintenanceRoutes(),
    ...notificationsRoutes(),
    ...shortLinkRoutes(),
    ...sandboxRoutes(jobs),
    ...sandboxFailureRoutes(),
    ...webhookRoutes(jobs),
    ...notificationSettingsRoutes(),
    ...supportRoutes(),
    ...whatsappRoutes(whatsapp, jobs),
    ...publishRoutes(jobs),
    ...measureRoutes(gateway),
    ...manageRoutes(),
    ...brandsRoutes(),
    ...publicChannelsRoutes(gateway, jobs),
    ...insightsRoutes(),
    ...analyticsRoutes(),
    ...listenAlertRoutes(jobs),
    ...listenRoutes(),
    ...adAccountsRoutes(),
    ...audienceRoutes(),
    ...mergeRoutes(),
    ...importRoutes(jobs),
    ...campaignsRoutes(),
  ];
}
