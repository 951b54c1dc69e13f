import type { I18n, MessageDescriptor } from '@lingui/core';
import { webhookMessages as m, webhookTopicMessages } from '@smm/i18n';
import type { WebhookTopic } from '@smm/model';

const GROUP_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  Engage: m.groupEngage,
  Automation: m.groupAutomation,
  Channels: m.groupChannels,
  Exports: m.groupExports,
  Users: m.groupUsers,
};

/** A topic group's name in the person's language; a group the app does not know, as it is. */
export function topicGroupName(i18n: I18n, group: string): string {
  const known = GROUP_NAMES[group];
  return known ? i18n._(known) : group;
}

/** What a topic tells, in the person's language; the catalogue's English when the app has none. */
export function topicDescription(i18n: I18n, topic: WebhookTopic): string {
  const known = webhookTopicMessages[topic.name];
  return known ? i18n._(known) : (topic.description ?? '');
}
