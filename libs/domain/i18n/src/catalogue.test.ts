import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { createI18n, loadCatalogue, translate } from './catalogue.js';
import { SUPPORTED_LOCALES } from './locale.rules.js';
import { actionMessages } from './messages/actions.messages.js';
import { automationMessages } from './messages/automation.messages.js';
import { caseMessages } from './messages/cases.messages.js';
import { channelsMessages } from './messages/channels.messages.js';
import { channelGroupMessages } from './messages/channel-groups.messages.js';
import { listenAlertMessages } from './messages/listen-alerts.messages.js';
import { engageMessages } from './messages/engage.messages.js';
import { filterMessages } from './messages/filters.messages.js';
import { inboxMessages } from './messages/inbox.messages.js';
import { noteMessages } from './messages/notes.messages.js';
import { platformMessages } from './messages/platform.messages.js';
import { publishComposerMessages } from './messages/publish-composer.messages.js';
import { publishMessages } from './messages/publish.messages.js';
import { adsMessages } from './messages/ads.messages.js';
import { settingsAreaMessages } from './messages/settings-area.messages.js';
import { settingsMessages } from './messages/settings.messages.js';
import { trackingMessages } from './messages/tracking.messages.js';
import { areaMessages, shellMessages } from './messages/shell.messages.js';
import { uiMessages } from './messages/ui.messages.js';
import { webhookMessages, webhookTopicMessages } from './messages/webhooks.messages.js';
import { whatsappProfileMessages } from './messages/whatsapp-profile.messages.js';
import { homeMessages, timeZoneMessages } from './messages/home.messages.js';
import { brandsMessages } from './messages/brands.messages.js';
import { benchmarkMessages } from './messages/benchmark.messages.js';
import { benchmarkManageMessages } from './messages/benchmark-manage.messages.js';
import { listenMessages } from './messages/listen.messages.js';
import { adAccountMessages } from './messages/ad-accounts.messages.js';
import { audienceMessages } from './messages/audience.messages.js';
import { audienceToolsMessages } from './messages/audience-tools.messages.js';
import { consentMessages } from './messages/consent.messages.js';

/** Every group of messages the app speaks (typed as plain records: one union of all would be too large). */
const groups: readonly Readonly<Record<string, MessageDescriptor>>[] = [
  platformMessages,
  consentMessages,
  engageMessages,
  uiMessages,
  shellMessages,
  areaMessages,
  settingsMessages,
  settingsAreaMessages,
  inboxMessages,
  filterMessages,
  actionMessages,
  noteMessages,
  caseMessages,
  channelsMessages,
  channelGroupMessages,
  trackingMessages,
  automationMessages,
  webhookMessages,
  webhookTopicMessages,
  whatsappProfileMessages,
  homeMessages,
  timeZoneMessages,
  publishComposerMessages,
  publishMessages,
  brandsMessages,
  benchmarkMessages,
  benchmarkManageMessages,
  listenAlertMessages,
  listenMessages,
  adAccountMessages,
  audienceMessages,
  audienceToolsMessages,
  adsMessages,
];
const descriptors: MessageDescriptor[] = groups.flatMap((group) => Object.values(group));

/**
 * Messages that are nothing but placeholders, or the product's mark (the logo's letters), the
 * same in every language.
 */
const ONLY_PLACEHOLDERS = [
  'inbox.fromChannel',
  'inbox.actionFailed',
  'shell.logoShort',
  'adAccounts.accountSummary',
  'ads.dateRange',
];

/**
 * Words a language spells as English does (loanwords such as Spam, Audio or Reel, and a
 * parenthesis around a reason); every other message must be translated.
 */
const SAME_AS_ENGLISH: Readonly<Partial<Record<string, readonly string[]>>> = {
  de: [
    'consent.C0004.title',
    'audienceTools.target.labels',
    'audienceTools.target.name',
    'ads.columnStatus',
    'ads.columnBudget',
    'ads.statusFilter',
    'ads.resultLeads',
    ...ONLY_PLACEHOLDERS,
    'adAccounts.name',
    'measure.columnTeam',
    'measure.columnPerson',
    'benchmark.itemFans',
    'benchmark.pro',
    'benchmark.team',
    'benchmark.fans',
    'benchmark.typeText',
    'benchmark.typeVideo',
    'benchmark.typeLink',
    'benchmark.typeReel',
    'benchmark.neutral',
    'publish.filterStatus',
    'webhooks.attempt',
    'webhooks.columnDetails',
    'webhooks.columnStatus',
    'webhooks.filterStatus',
    'webhooks.messageId',
    'webhooks.testStatus',
    'webhooks.webhooks',
    'automation.teams',
    'cases.teams',
    'automation.labels',
    'automation.actionCount',
    'channels.administrator',
    'channels.columnPerson',
    'channels.columnStatus',
    'channels.columnTeams',
    'channels.fromTeams',
    'channels.nameTitle',
    'channels.offline',
    'channels.online',
    'channels.person',
    'channels.roleModerator',
    'channels.status',
    'channels.team',
    'channels.teamsTitle',
    'actions.failedBecause',
    'actions.teams',
    'filters.labels',
    'filters.moderation',
    'filters.name',
    'filters.sentiment.neutral',
    'filters.spam',
    'inbox.act_label',
    'inbox.attachmentAudio',
    'inbox.attachmentLink',
    'inbox.attachmentSticker',
    'inbox.attachmentVideo',
    'inbox.bulk_label',
    'inbox.feeds',
    'inbox.live',
    'inbox.sentimentNeutral',
    'inbox.spamBadge',
    'inbox.type_reel',
    'inbox.type_retweet',
    'inbox.type_short',
    'inbox.type_video',
    'notes.team',
    'settingsArea.group.organisation',
    'settingsArea.teams.title',
    'templates.name',
    'templates.text',
    'whatsappProfile.columnTemplate',
    'whatsappProfile.columnText',
    'whatsappProfile.templateName',
    'whatsappProfile.templateText',
    'whatsappProfile.vertical.restaurant',
    'whatsappProfile.website',
    'whatsappProfile.websites',
    'audience.sentiment.neutral',
    'audience.filter.label',
    'audience.column.name',
    'audience.column.labels',
    'audience.card.title',
    'audience.card.name',
    'audience.card.labels',
    'audience.card.sourceImport',
  ],
  es: [
    'ads.totals',
    ...ONLY_PLACEHOLDERS,
    'benchmark.itemFans',
    'benchmark.pro',
    'benchmark.fans',
    'benchmark.typeReel',
    'webhooks.error',
    'webhooks.messageId',
    'webhooks.webhooks',
    'automation.status_error',
    'automation.actionCount',
    'automation.ruleError',
    'channels.roleEditor',
    'settingsArea.group.general',
    'actions.failedBecause',
    'filters.sentiment.neutral',
    'filters.spam',
    'inbox.attachmentAudio',
    'inbox.attachmentSticker',
    'inbox.feeds',
    'inbox.sentimentNeutral',
    'inbox.spamBadge',
    'inbox.type_reel',
    'inbox.type_short',
    'audience.sentiment.neutral',
  ],
  fr: [
    'consent.C0002.title',
    'audienceTools.person.conversations',
    'adAccounts.accountSummary',
    'adAccounts.columnActions',
    'ads.dateRange',
    'ads.columnBudget',
    'ads.statusActive',
    'ads.totals',
    'ads.boostAudience',
    'brands.columnActions',
    'whatsappProfile.standardTemplate',
    ...ONLY_PLACEHOLDERS,
    'benchmark.itemFans',
    'benchmark.itemImpressions',
    'benchmark.itemEngagement',
    'benchmark.itemSentiment',
    'benchmark.pro',
    'benchmark.fans',
    'benchmark.engagement',
    'benchmark.impressions',
    'benchmark.columnType',
    'benchmark.typePhoto',
    'benchmark.typeReel',
    'webhooks.columnActions',
    'webhooks.descriptionLabel',
    'webhooks.groupExports',
    'webhooks.messageId',
    'webhooks.secretLabel',
    'webhooks.webhooks',
    'automation.columnActions',
    'automation.status_active',
    'automation.conditions',
    'automation.type_mention',
    'automation.actions',
    'automation.actionType',
    'ui.notifications',
    'area.notifications',
    'area.audience',
    'actions.body',
    'actions.failedBecause',
    'cases.notes',
    'filters.sentiments',
    'filters.sources',
    'filters.spam',
    'inbox.act_sentiment',
    'inbox.actions',
    'inbox.attachmentAudio',
    'inbox.attachmentDocument',
    'inbox.attachmentImage',
    'inbox.bulkSentimentValue',
    'inbox.conversation',
    'inbox.messagesOf',
    'inbox.spamBadge',
    'inbox.type_mention',
    'inbox.type_reel',
    'inbox.type_short',
    'notes.field',
    'notes.list',
    'settingsArea.group.organisation',
    'settingsArea.notifications.title',
    'whatsappProfile.columnActions',
    'whatsappProfile.description',
    'audience.title',
    'audience.nav.audiences',
    'audience.filter.sentiment',
    'audience.column.conversations',
    'audience.column.sentiment',
    'audience.card.conversations',
    'audience.card.email',
    'audience.card.sourceImport',
    'audience.audiences.title',
  ],
  it: [
    'consent.C0004.title',
    'consent.settingsTitle',
    'consent.C0005.title',
    'settingsArea.privacy.title',
    'adAccounts.accountSummary',
    'adAccounts.columnAccount',
    'ads.dateRange',
    'ads.columnBudget',
    'brands.followers',
    'whatsappProfile.standardTemplate',
    ...ONLY_PLACEHOLDERS,
    'benchmark.itemSentiment',
    'benchmark.pro',
    'benchmark.team',
    'benchmark.columnBrand',
    'benchmark.typeVideo',
    'benchmark.typeLink',
    'benchmark.typeReel',
    'webhooks.attempt',
    'webhooks.messageId',
    'automation.type_post',
    'automation.actionCount',
    'channels.fromTeams',
    'channels.team',
    'area.home',
    'shell.password',
    'settings.passwordTitle',
    'actions.failedBecause',
    'filters.sentiments',
    'filters.spam',
    'filters.type.post',
    'inbox.act_sentiment',
    'inbox.attachmentAudio',
    'inbox.attachmentLink',
    'inbox.attachmentSticker',
    'inbox.attachmentVideo',
    'inbox.bulkSentimentValue',
    'inbox.spamBadge',
    'inbox.type_post',
    'inbox.type_reel',
    'inbox.type_short',
    'inbox.type_video',
    'notes.team',
    'audience.filter.sentiment',
    'audience.column.sentiment',
    'audience.card.email',
  ],
  ja: [...ONLY_PLACEHOLDERS, 'webhooks.messageId'],
};

/** Values of a message's arguments: a recognisable text for each placeholder, a number for a count. */
type Values = Record<string, string | number>;

/** The arguments of a source message, each placeholder given a recognisable value, each plural `count`. */
function placeholders(descriptor: MessageDescriptor, count = 7): Values {
  const message = descriptor.message ?? '';
  const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
  const counts = [...message.matchAll(/\{(\w+), plural,/g)].map((m) => m[1] ?? '');
  return {
    ...Object.fromEntries(names.map((name) => [name, `«${name}»`])),
    ...Object.fromEntries(counts.map((name) => [name, count])),
  };
}

/** The counts a message is checked with: one and several when it has a plural, else any. */
function countsOf(descriptor: MessageDescriptor): number[] {
  return (descriptor.message ?? '').includes(', plural,') ? [1, 7] : [7];
}

/** An English source message with its values: the plural branch for the count (`=n`, `one`, `other`). */
function fill(message: string, values: Values): string {
  const plurals = message.replace(
    /\{(\w+), plural, ((?:[=\w]+ \{[^{}]*\} ?)+)\}/g,
    (_, name: string, branches: string) => {
      const count = Number(values[name]);
      const options = new Map(
        [...branches.matchAll(/([=\w]+) \{([^{}]*)\}/g)].map((b) => [b[1], b[2]]),
      );
      const text = options.get(`=${count}`) ?? (count === 1 ? options.get('one') : undefined);
      return (text ?? options.get('other') ?? '').replace(/#/g, String(count));
    },
  );
  return plurals.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe('catalogues', () => {
  it('has a message of its own for every id', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(80);
    expect(new Set(descriptors.map((d) => d.id)).size).toBe(descriptors.length);
  });

  it.each(SUPPORTED_LOCALES)('the %s catalogue has every message id', async (locale) => {
    const messages = await loadCatalogue(locale);
    const missing = descriptors.map((d) => d.id).filter((id) => !(id in messages));
    expect(missing).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    'the %s catalogue translates every message (no English copies) and keeps its placeholders',
    async (locale) => {
      const [english, translated] = await Promise.all([createI18n('en'), createI18n(locale)]);
      for (const descriptor of descriptors) {
        for (const count of countsOf(descriptor)) {
          const values = placeholders(descriptor, count);
          const source = english._(descriptor.id, values);
          const text = translated._(descriptor.id, values);
          if (!SAME_AS_ENGLISH[locale]?.includes(descriptor.id ?? '')) {
            expect(text, descriptor.id).not.toBe(source);
          }
          expect(text.trim(), descriptor.id).not.toBe('');
          for (const value of Object.values(values)) {
            expect(text, descriptor.id).toContain(String(value));
          }
        }
      }
    },
  );

  it('the English catalogue says exactly the source messages', async () => {
    const i18n = await createI18n('en');
    for (const descriptor of descriptors) {
      for (const count of countsOf(descriptor)) {
        const values = placeholders(descriptor, count);
        const expected = fill(descriptor.message ?? '', values);
        expect(i18n._(descriptor.id, values), descriptor.id).toBe(expected);
      }
    }
  });

  it("keeps the spec's texts word for word in English", async () => {
    const i18n = await createI18n('en');
    expect(i18n._(platformMessages.tokenRefreshFailed)).toBe('Could not update token');
    expect(i18n._(platformMessages.localeWarning)).toBe(
      "We've encountered an error. If you notice unexpected behaviour in the application please contact support.",
    );
    expect(translate(i18n, platformMessages.organisationNotFound, { id: '7' })).toBe(
      'Organization with id 7 not found',
    );
    expect(i18n._(engageMessages.replyFailed)).toBe(
      'An error occurred, please try again or contact support.',
    );
    expect(i18n._(engageMessages.templateCreateFailed)).toBe('Could not create Engage template');
    expect(i18n._(engageMessages.attachmentNote)).toBe('Message contains an attachment');
  });

  it('translates with values in each language', async () => {
    const de = await createI18n('de');
    expect(translate(de, engageMessages.caseDeleted, { caseId: '42' })).toBe(
      'Fall 42 wurde gelöscht',
    );
    const ja = await createI18n('ja');
    expect(ja._(platformMessages.tokenRefreshFailed)).toBe('トークンを更新できませんでした');
  });
});
