import type { MessageDescriptor } from '@lingui/core';
import type { SettingsAreaId, SettingsGroupId, SettingsViewId } from '@smm/access';
import { settingsAreaMessages as m } from '@smm/i18n';

/** The heading of each group of the settings navigation. */
export const GROUP_HEADINGS: Readonly<Record<SettingsGroupId, MessageDescriptor>> = {
  general: m.groupGeneral,
  organisation: m.groupOrganisation,
  channels: m.groupChannels,
  content: m.groupContent,
  benchmark: m.groupBenchmark,
  ads: m.groupAds,
  listen: m.groupListen,
};

/** Each settings area's name and one sentence of what it is for. */
export const AREA_TEXTS: Readonly<
  Record<SettingsAreaId, { readonly title: MessageDescriptor; readonly about: MessageDescriptor }>
> = {
  'settings.overview': { title: m.overviewTitle, about: m.overviewAbout },
  'settings.profile': { title: m.profileTitle, about: m.profileAbout },
  'settings.notifications': { title: m.notificationsTitle, about: m.notificationsAbout },
  'settings.privacy': { title: m.privacyTitle, about: m.privacyAbout },
  'settings.users': { title: m.usersTitle, about: m.usersAbout },
  'settings.teams': { title: m.teamsTitle, about: m.teamsAbout },
  'settings.ai': { title: m.aiTitle, about: m.aiAbout },
  'settings.auditLog': { title: m.auditLogTitle, about: m.auditLogAbout },
  'settings.channels': { title: m.channelsTitle, about: m.channelsAbout },
  'settings.channelGroups': { title: m.channelGroupsTitle, about: m.channelGroupsAbout },
  'settings.campaignTracking': { title: m.campaignTrackingTitle, about: m.campaignTrackingAbout },
  'settings.trackingTemplates': {
    title: m.trackingTemplatesTitle,
    about: m.trackingTemplatesAbout,
  },
  'settings.labelManagement': { title: m.labelManagementTitle, about: m.labelManagementAbout },
  'settings.integrations': { title: m.integrationsTitle, about: m.integrationsAbout },
  'settings.brands': { title: m.brandsTitle, about: m.brandsAbout },
  'settings.publicChannels': { title: m.publicChannelsTitle, about: m.publicChannelsAbout },
  'settings.adAccounts': { title: m.adAccountsTitle, about: m.adAccountsAbout },
  'settings.listenAlerts': { title: m.listenAlertsTitle, about: m.listenAlertsAbout },
};

/** The names of the screens inside an area beyond its main one. */
const INNER_TITLES: Readonly<Record<Exclude<SettingsViewId, SettingsAreaId>, MessageDescriptor>> = {
  'settings.channel': m.channelTitle,
  'settings.brand': m.brandTitle,
  'settings.brandNew': m.brandNewTitle,
  'settings.adAccount': m.adAccountTitle,
  'settings.adAccountConnect': m.adAccountConnectTitle,
};

/** The heading of a settings view: its area's name, or the inner screen's own. */
export function viewTitle(view: SettingsViewId): MessageDescriptor {
  return view in INNER_TITLES
    ? INNER_TITLES[view as keyof typeof INNER_TITLES]
    : AREA_TEXTS[view as SettingsAreaId].title;
}
