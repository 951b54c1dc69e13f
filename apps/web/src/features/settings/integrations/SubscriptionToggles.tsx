import { useLingui } from '@lingui/react';
import { groupTopics, type Webhook, type WebhookTopic } from '@smm/model';
import { Checkbox } from '@smm/ui';
import * as styles from './Integrations.css.js';
import { topicDescription, topicGroupName } from './topic-texts.js';

/** Props of {@link SubscriptionToggles}. */
export interface SubscriptionTogglesProps {
  readonly webhook: Webhook;
  readonly topics: readonly WebhookTopic[];
  /** The topics whose subscribe or unsubscribe call is running, with the state asked for. */
  readonly busy: ReadonlyMap<string, boolean>;
  readonly onToggle: (topic: string, subscribed: boolean) => void;
}

/**
 * A switch per topic of the catalogue, by group: on when the webhook is subscribed. Switching
 * one calls subscribe or unsubscribe at once (platform §8): the switch is busy while the call
 * runs, showing the state asked for, and then the webhook as the server answers it (the state
 * before, if the call failed).
 */
export function SubscriptionToggles({ webhook, topics, busy, onToggle }: SubscriptionTogglesProps) {
  const { i18n } = useLingui();
  const subscribed = new Set(
    webhook.subscriptions?.filter((s) => s.subscribed).map((s) => s.topic) ?? webhook.topics,
  );
  return (
    <div className={styles.topicGroups}>
      {groupTopics(topics).map((group) => (
        <fieldset key={group.group} className={styles.topicGroup}>
          <legend className={styles.groupLegend}>{topicGroupName(i18n, group.group)}</legend>
          {group.topics.map((topic) => {
            const asked = busy.get(topic.name);
            const running = asked !== undefined;
            return (
              <Checkbox
                key={topic.name}
                role="switch"
                label={<span className={styles.topicName}>{topic.name}</span>}
                description={topicDescription(i18n, topic)}
                checked={asked ?? subscribed.has(topic.name)}
                disabled={running}
                aria-busy={running || undefined}
                data-topic={topic.name}
                onChange={(event) => onToggle(topic.name, event.target.checked)}
              />
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
