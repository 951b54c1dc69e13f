import { useLingui } from '@lingui/react';
import { translate, webhookMessages as m } from '@smm/i18n';
import {
  groupTopics,
  toggleTopic,
  toggleTopicGroup,
  topicGroupSelection,
  type WebhookTopic,
} from '@smm/model';
import { Checkbox } from '@smm/ui';
import { useEffect, useId } from 'react';
import * as styles from './Integrations.css.js';
import { topicDescription, topicGroupName } from './topic-texts.js';

/** Props of {@link TopicPicker}. */
export interface TopicPickerProps {
  /** The catalogue (`GET /webhook/topics`). */
  readonly topics: readonly WebhookTopic[];
  readonly selected: readonly string[];
  readonly onChange: (selected: readonly string[]) => void;
  /** Why the selection cannot be saved (none ticked). */
  readonly error?: string | undefined;
}

/**
 * The topics of a webhook, picked from the catalogue: one box per group (Engage, Channels …)
 * whose first checkbox ticks or clears the whole group (mixed when some are ticked), each topic
 * with what it tells.
 */
export function TopicPicker({ topics, selected, onChange, error }: TopicPickerProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  const groups = groupTopics(topics);
  const total = groups.reduce((sum, group) => sum + group.topics.length, 0);
  const ticked = groups.reduce(
    (sum, group) => sum + group.topics.filter((topic) => selected.includes(topic.name)).length,
    0,
  );
  return (
    <fieldset className={styles.picker} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.pickerLegend}>{i18n._(m.topics)}</legend>
      <span className={styles.meta} aria-live="polite">
        {translate(i18n, m.selectedCount, { selected: ticked, total })}
      </span>
      {error && (
        <p id={errorId} role="alert" className={styles.errorText}>
          {error}
        </p>
      )}
      <div className={styles.topicGroups}>
        {groups.map((group) => {
          const names = group.topics.map((topic) => topic.name);
          return (
            <fieldset
              key={group.group}
              className={styles.topicGroup}
              data-topic-group={group.group}
            >
              <legend className={styles.groupLegend}>{topicGroupName(i18n, group.group)}</legend>
              <GroupCheckbox
                label={translate(i18n, m.selectGroup, { group: topicGroupName(i18n, group.group) })}
                selection={topicGroupSelection(names, selected)}
                onToggle={() => onChange(toggleTopicGroup(names, selected))}
              />
              {group.topics.map((topic) => (
                <Checkbox
                  key={topic.name}
                  label={<span className={styles.topicName}>{topic.name}</span>}
                  description={topicDescription(i18n, topic)}
                  checked={selected.includes(topic.name)}
                  onChange={() => onChange(toggleTopic(selected, topic.name))}
                />
              ))}
            </fieldset>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A group's checkbox: ticked when all its topics are, mixed when some are. */
function GroupCheckbox(props: {
  readonly label: string;
  readonly selection: 'all' | 'some' | 'none';
  readonly onToggle: () => void;
}) {
  const id = useId();
  useEffect(() => {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) input.indeterminate = props.selection === 'some';
  }, [id, props.selection]);
  return (
    <Checkbox
      id={id}
      label={<strong>{props.label}</strong>}
      checked={props.selection === 'all'}
      data-selection={props.selection}
      onChange={props.onToggle}
    />
  );
}
