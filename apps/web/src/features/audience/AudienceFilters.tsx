import { useLingui } from '@lingui/react';
import { audienceMessages as m } from '@smm/i18n';
import { AudienceSentiment, type Label } from '@smm/model';
import { Button, Input, networkName, Select } from '@smm/ui';
import * as styles from './Audience.css.js';
import {
  hasChoices,
  NO_CHOICES,
  SEEN_CHOICES,
  sentimentText,
  type FilterChoices,
  type SeenChoice,
} from './audience.format.js';

const SEEN_TEXTS = { '': m.seenAny, '7': m.seen7, '30': m.seen30, '90': m.seen90 } as const;

/**
 * The people filters (search, network, sentiment, label, last seen) shared by the people list
 * and the audience builder.
 */
export function AudienceFilters(props: {
  readonly choices: FilterChoices;
  readonly onChange: (choices: FilterChoices) => void;
  /** The networks people have accounts on. */
  readonly networks: readonly string[];
  readonly labels: readonly Label[];
}) {
  const { i18n } = useLingui();
  const { choices, onChange } = props;
  const set = (part: Partial<FilterChoices>) => onChange({ ...choices, ...part });
  return (
    <div role="group" aria-label={i18n._(m.filters)} className={styles.filters}>
      <Input
        type="search"
        label={i18n._(m.search)}
        placeholder={i18n._(m.searchPlaceholder)}
        fieldClassName={styles.searchField}
        value={choices.search}
        maxLength={200}
        onChange={(event) => set({ search: event.target.value })}
      />
      <Select
        label={i18n._(m.network)}
        fieldClassName={styles.filter}
        value={choices.network}
        onChange={(event) => set({ network: event.target.value })}
        options={[
          { value: '', label: i18n._(m.allNetworks) },
          ...props.networks.map((network) => ({ value: network, label: networkName(network) })),
        ]}
      />
      <Select
        label={i18n._(m.sentiment)}
        fieldClassName={styles.filter}
        value={choices.sentiment}
        onChange={(event) => set({ sentiment: event.target.value as FilterChoices['sentiment'] })}
        options={[
          { value: '', label: i18n._(m.allSentiments) },
          ...AudienceSentiment.values.map((value) => ({
            value,
            label: i18n._(sentimentText(value)),
          })),
        ]}
      />
      <Select
        label={i18n._(m.label)}
        fieldClassName={styles.filter}
        value={choices.labelId}
        onChange={(event) => set({ labelId: event.target.value })}
        options={[
          { value: '', label: i18n._(m.allLabels) },
          ...props.labels.map((label) => ({ value: label.id, label: label.name })),
        ]}
      />
      <Select
        label={i18n._(m.seenSince)}
        fieldClassName={styles.filter}
        value={choices.seen}
        onChange={(event) => set({ seen: event.target.value as SeenChoice })}
        options={SEEN_CHOICES.map((value) => ({ value, label: i18n._(SEEN_TEXTS[value]) }))}
      />
      {hasChoices(choices) ? (
        <Button variant="secondary" onClick={() => onChange(NO_CHOICES)}>
          {i18n._(m.clearFilters)}
        </Button>
      ) : null}
    </div>
  );
}
