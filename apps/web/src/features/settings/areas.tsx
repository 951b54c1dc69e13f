import type { SettingsViewId } from '@smm/access';
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { SettingsAreaProps } from './settings-area.types.js';

/** Loads the screen of a settings view, in a chunk of its own. */
export type SettingsAreaLoader = () => Promise<ComponentType<SettingsAreaProps>>;

/** The page of an area a later version adds: what it will hold, and the way back. */
export const notYetArea: SettingsAreaLoader = () =>
  import('./NotYetArea.js').then((module) => module.NotYetArea);

/**
 * The screen of every settings view. An area is added by replacing its `notYetArea` with a
 * loader of its own screen, which receives {@link SettingsAreaProps}; the settings layout, the
 * navigation and the access checks around it stay as they are.
 */
export const SETTINGS_AREA_SCREENS: Readonly<Record<SettingsViewId, SettingsAreaLoader>> = {
  'settings.overview': () => import('./SettingsOverview.js').then((module) => module.OverviewArea),
  'settings.profile': () => import('./ProfileArea.js').then((module) => module.ProfileArea),
  'settings.notifications': () =>
    import('./notifications/NotificationSettingsArea.js').then(
      (module) => module.NotificationSettingsArea,
    ),
  'settings.privacy': () => import('./privacy/PrivacyArea.js').then((module) => module.PrivacyArea),
  'settings.users': () => import('./users/UsersSettings.js').then((module) => module.UsersArea),
  'settings.teams': () => import('./teams/TeamsArea.js').then((module) => module.TeamsArea),
  'settings.ai': () => import('./AiArea.js').then((module) => module.AiArea),
  'settings.auditLog': () =>
    import('./audit-log/AuditLogSettings.js').then((module) => module.AuditLogSettings),
  'settings.channels': () =>
    import('./channels/ChannelsArea.js').then((module) => module.ChannelsArea),
  'settings.channel': () =>
    import('./channels/ChannelDetailArea.js').then((module) => module.ChannelDetailArea),
  'settings.channelGroups': () =>
    import('./channel-groups/ChannelGroupsSettings.js').then(
      (module) => module.ChannelGroupsSettings,
    ),
  'settings.campaignTracking': () =>
    import('./tracking/CampaignTrackingSettings.js').then(
      (module) => module.CampaignTrackingSettings,
    ),
  'settings.trackingTemplates': () =>
    import('./tracking/TrackingTemplatesSettings.js').then(
      (module) => module.TrackingTemplatesSettings,
    ),
  'settings.labelManagement': () =>
    import('./labels/LabelManagementArea.js').then((module) => module.LabelManagementArea),
  'settings.integrations': () =>
    import('./integrations/IntegrationsArea.js').then((module) => module.IntegrationsArea),
  'settings.brands': () => import('./brands/BrandsArea.js').then((module) => module.BrandsArea),
  'settings.brand': () =>
    import('./brands/BrandDetailArea.js').then((module) => module.BrandDetailArea),
  'settings.brandNew': () =>
    import('./brands/NewBrandArea.js').then((module) => module.NewBrandArea),
  'settings.publicChannels': () =>
    import('./brands/PublicChannelsArea.js').then((module) => module.PublicChannelsArea),
  'settings.listenAlerts': () =>
    import('./listen-alerts/ListenAlertsArea.js').then((module) => module.ListenAlertsArea),
  'settings.adAccounts': () =>
    import('./adaccounts/AdAccountsArea.js').then((module) => module.AdAccountsArea),
  'settings.adAccount': () =>
    import('./adaccounts/AdAccountEditorArea.js').then((module) => module.AdAccountEditorArea),
  'settings.adAccountConnect': () =>
    import('./adaccounts/AdAccountConnectArea.js').then((module) => module.AdAccountConnectArea),
};

const screens = new Map<SettingsViewId, LazyExoticComponent<ComponentType<SettingsAreaProps>>>();

/** The lazily loaded screen of a settings view, made once per view so React keeps its state. */
export function settingsAreaScreen(
  view: SettingsViewId,
): LazyExoticComponent<ComponentType<SettingsAreaProps>> {
  let screen = screens.get(view);
  if (screen === undefined) {
    const load = SETTINGS_AREA_SCREENS[view];
    screen = lazy(() => load().then((component) => ({ default: component })));
    screens.set(view, screen);
  }
  return screen;
}
