import { useLingui } from '@lingui/react';
import { isFiltered, NO_FILTER, type ChannelFilter } from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import type { ChannelStatus, Network, Team } from '@smm/model';
import { networkName } from '@smm/networks';
import { Button, Input, Select } from '@smm/ui';
import { STATUS_TEXTS } from './channels.texts.js';
import * as styles from './ChannelFilters.css.js';

const STATUSES: readonly ChannelStatus[] = [
  'INDEXING STARTED',
  'INDEXING FAILED',
  'INDEXED',
  'ISSUE',
];

/** Props of {@link ChannelFilters}. */
export interface ChannelFiltersProps {
  readonly filter: ChannelFilter;
  readonly onChange: (filter: ChannelFilter) => void;
  /** The networks of the listed channels. */
  readonly networks: readonly Network[];
  readonly teams: readonly Team[];
  /** How many channels the filter shows, of how many. */
  readonly shown: number;
  readonly total: number;
  /** Formats the counts in the person's language. */
  readonly format: Intl.NumberFormat;
}

/**
 * The search (name, name on the network, username) and the filters of the channel list: network,
 * online or offline, status and team; with how many channels are shown and a way to clear them.
 */
export function ChannelFilters({ filter, onChange, ...props }: ChannelFiltersProps) {
  const { i18n } = useLingui();
  const set = (change: Partial<ChannelFilter>) => onChange({ ...filter, ...change });
  return (
    <div>
      <div className={styles.filters}>
        <Input
          type="search"
          label={i18n._(m.search)}
          placeholder={i18n._(m.searchHint)}
          value={filter.search}
          onChange={(event) => set({ search: event.target.value })}
        />
        <div className={styles.selects}>
          <Select
            fieldClassName={styles.select}
            label={i18n._(m.network)}
            value={filter.network ?? ''}
            onChange={(event) => set({ network: (event.target.value || null) as Network | null })}
            options={[
              { value: '', label: i18n._(m.allNetworks) },
              ...props.networks
                .map((network) => ({ value: network, label: networkName(network) }))
                .sort((a, b) => a.label.localeCompare(b.label)),
            ]}
          />
          <Select
            fieldClassName={styles.select}
            label={i18n._(m.state)}
            value={filter.online ?? ''}
            onChange={(event) =>
              set({ online: (event.target.value || null) as ChannelFilter['online'] })
            }
            options={[
              { value: '', label: i18n._(m.allStates) },
              { value: 'online', label: i18n._(m.online) },
              { value: 'offline', label: i18n._(m.offline) },
            ]}
          />
          <Select
            fieldClassName={styles.select}
            label={i18n._(m.status)}
            value={filter.status ?? ''}
            onChange={(event) =>
              set({ status: (event.target.value || null) as ChannelStatus | null })
            }
            options={[
              { value: '', label: i18n._(m.allStatuses) },
              ...STATUSES.map((status) => ({ value: status, label: i18n._(STATUS_TEXTS[status]) })),
            ]}
          />
          <Select
            fieldClassName={styles.select}
            label={i18n._(m.team)}
            value={filter.teamId ?? ''}
            onChange={(event) => set({ teamId: event.target.value || null })}
            options={[
              { value: '', label: i18n._(m.allTeams) },
              ...props.teams.map((team) => ({ value: team.id, label: team.name })),
            ]}
          />
        </div>
      </div>
      {isFiltered(filter) ? (
        <p className={styles.summary} role="status">
          <span>
            {translate(i18n, m.shown, {
              shown: props.format.format(props.shown),
              total: props.format.format(props.total),
            })}
          </span>
          <Button variant="ghost" onClick={() => onChange(NO_FILTER)}>
            {i18n._(m.clearFilters)}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
