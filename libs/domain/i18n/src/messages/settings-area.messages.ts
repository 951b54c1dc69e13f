import type { MessageDescriptor } from '@lingui/core';

/**
 * The texts of the settings area around its screens: the navigation's groups, each area's name
 * and what it is for, the overview, and the pages for an area not available yet, not in the
 * organisation's package, or not open to the person.
 */
export const settingsAreaMessages = {
  showAreas: /*i18n*/ {
    id: 'settingsArea.showAreas',
    message: 'All settings areas',
    comment: 'The button that opens the settings navigation on a narrow screen.',
  },
  notInPackage: /*i18n*/ {
    id: 'settingsArea.notInPackage',
    message: "Not in your organisation's package",
    comment: 'Beside the lock of a settings area the package does not include.',
  },

  groupGeneral: /*i18n*/ { id: 'settingsArea.group.general', message: 'General' },
  groupOrganisation: /*i18n*/ { id: 'settingsArea.group.organisation', message: 'Organisation' },
  groupChannels: /*i18n*/ { id: 'settingsArea.group.channels', message: 'Channels' },
  groupContent: /*i18n*/ {
    id: 'settingsArea.group.content',
    message: 'Content and integrations',
  },
  groupBenchmark: /*i18n*/ { id: 'settingsArea.group.benchmark', message: 'Benchmark' },
  groupAds: /*i18n*/ { id: 'settingsArea.group.ads', message: 'Ads' },
  groupListen: /*i18n*/ { id: 'settingsArea.group.listen', message: 'Listen' },

  overviewTitle: /*i18n*/ { id: 'settingsArea.overview.title', message: 'Overview' },
  overviewAbout: /*i18n*/ {
    id: 'settingsArea.overview.about',
    message: 'Every settings area you can open, in one place.',
  },
  profileTitle: /*i18n*/ { id: 'settingsArea.profile.title', message: 'Your profile' },
  profileAbout: /*i18n*/ {
    id: 'settingsArea.profile.about',
    message: 'Your name, e-mail address, password, picture and language.',
  },
  notificationsTitle: /*i18n*/ {
    id: 'settingsArea.notifications.title',
    message: 'Notifications',
  },
  notificationsAbout: /*i18n*/ {
    id: 'settingsArea.notifications.about',
    message: 'Which notifications you receive, and whether they also come by e-mail.',
  },
  privacyTitle: /*i18n*/ { id: 'settingsArea.privacy.title', message: 'Privacy' },
  privacyAbout: /*i18n*/ {
    id: 'settingsArea.privacy.about',
    message: 'Which cookies Switchboard may use, and so whether product analytics are sent.',
  },
  usersTitle: /*i18n*/ { id: 'settingsArea.users.title', message: 'Users' },
  usersAbout: /*i18n*/ {
    id: 'settingsArea.users.about',
    message: 'Invite people to the organisation, change what they may do and remove them.',
  },
  teamsTitle: /*i18n*/ { id: 'settingsArea.teams.title', message: 'Teams' },
  teamsAbout: /*i18n*/ {
    id: 'settingsArea.teams.about',
    message: 'Put people and channels into teams, and choose what each team may manage.',
  },
  aiTitle: /*i18n*/ { id: 'settingsArea.ai.title', message: 'AI features' },
  aiAbout: /*i18n*/ {
    id: 'settingsArea.ai.about',
    message: 'Whether the organisation allows the OpenAI features.',
  },
  auditLogTitle: /*i18n*/ { id: 'settingsArea.auditLog.title', message: 'Audit log' },
  auditLogAbout: /*i18n*/ {
    id: 'settingsArea.auditLog.about',
    message: 'Who changed what in the organisation, and when.',
  },
  channelsTitle: /*i18n*/ { id: 'settingsArea.channels.title', message: 'Channels' },
  channelsAbout: /*i18n*/ {
    id: 'settingsArea.channels.about',
    message: 'Connect social channels, reconnect them and choose who works with each.',
  },
  channelTitle: /*i18n*/ { id: 'settingsArea.channel.title', message: 'Channel' },
  channelGroupsTitle: /*i18n*/ {
    id: 'settingsArea.channelGroups.title',
    message: 'Channel groups',
  },
  channelGroupsAbout: /*i18n*/ {
    id: 'settingsArea.channelGroups.about',
    message: 'Group channels so that people can choose several of them at once.',
  },
  campaignTrackingTitle: /*i18n*/ {
    id: 'settingsArea.campaignTracking.title',
    message: 'Campaign tracking',
  },
  campaignTrackingAbout: /*i18n*/ {
    id: 'settingsArea.campaignTracking.about',
    message: 'The tracking parameters added to the links your channels publish.',
  },
  trackingTemplatesTitle: /*i18n*/ {
    id: 'settingsArea.trackingTemplates.title',
    message: 'Tracking templates',
  },
  trackingTemplatesAbout: /*i18n*/ {
    id: 'settingsArea.trackingTemplates.about',
    message: 'Sets of tracking parameters to reuse across channels.',
  },
  labelManagementTitle: /*i18n*/ {
    id: 'settingsArea.labelManagement.title',
    message: 'Label management',
  },
  labelManagementAbout: /*i18n*/ {
    id: 'settingsArea.labelManagement.about',
    message: 'The labels that sort conversations and posts, and who may create new ones.',
  },
  integrationsTitle: /*i18n*/ {
    id: 'settingsArea.integrations.title',
    message: 'Integrations',
  },
  integrationsAbout: /*i18n*/ {
    id: 'settingsArea.integrations.about',
    message: "Webhooks that send the organisation's events to other tools.",
  },
  brandsTitle: /*i18n*/ { id: 'settingsArea.brands.title', message: 'Brands' },
  brandsAbout: /*i18n*/ {
    id: 'settingsArea.brands.about',
    message: 'The brands Benchmark compares, each with its public channels.',
  },
  brandTitle: /*i18n*/ { id: 'settingsArea.brand.title', message: 'Brand' },
  brandNewTitle: /*i18n*/ { id: 'settingsArea.brandNew.title', message: 'New brand' },
  publicChannelsTitle: /*i18n*/ {
    id: 'settingsArea.publicChannels.title',
    message: 'Public channels',
  },
  publicChannelsAbout: /*i18n*/ {
    id: 'settingsArea.publicChannels.about',
    message: "Other organisations' public channels that Benchmark follows.",
  },
  adAccountsTitle: /*i18n*/ { id: 'settingsArea.adAccounts.title', message: 'Ad accounts' },
  adAccountsAbout: /*i18n*/ {
    id: 'settingsArea.adAccounts.about',
    message: 'Connect the ad accounts whose campaigns you see and boost in Ads.',
  },
  adAccountTitle: /*i18n*/ { id: 'settingsArea.adAccount.title', message: 'Ad account' },
  adAccountConnectTitle: /*i18n*/ {
    id: 'settingsArea.adAccountConnect.title',
    message: 'Connect an ad account',
  },
  listenAlertsTitle: /*i18n*/ {
    id: 'settingsArea.listenAlerts.title',
    message: 'Listen alerts',
  },
  listenAlertsAbout: /*i18n*/ {
    id: 'settingsArea.listenAlerts.about',
    message: 'Alerts from the listening tool when talk about your topics rises or changes.',
  },

  overviewIntro: /*i18n*/ {
    id: 'settingsArea.overview.intro',
    message: 'Choose an area to see or change its settings.',
  },
  overviewLockedIntro: /*i18n*/ {
    id: 'settingsArea.overview.lockedIntro',
    message:
      "Areas with a lock are not in your organisation's package; they open to say how to add them.",
  },

  notYet: /*i18n*/ {
    id: 'settingsArea.notYet',
    message: 'This area is not available in this version of Switchboard yet.',
    comment: 'On the page of a settings area that a later version adds.',
  },
  allSettings: /*i18n*/ { id: 'settingsArea.allSettings', message: 'See all settings' },

  lockedBody: /*i18n*/ {
    id: 'settingsArea.locked.body',
    message: "{area} is not in your organisation's package.",
  },
  lockedAdmin: /*i18n*/ {
    id: 'settingsArea.locked.admin',
    message:
      'To add it, contact your Switchboard account manager about a package that includes it.',
  },
  lockedOthers: /*i18n*/ {
    id: 'settingsArea.locked.others',
    message: 'If you need it, ask an administrator of your organisation.',
  },
  deniedTitle: /*i18n*/ {
    id: 'settingsArea.denied.title',
    message: 'You do not have access to this area',
  },
  deniedBody: /*i18n*/ {
    id: 'settingsArea.denied.body',
    message:
      '{area} is open only to the people who manage it. If you need it, ask an administrator of your organisation.',
  },
} as const satisfies Record<string, MessageDescriptor>;
