import { useLingui } from '@lingui/react';
import { publishMessages as m } from '@smm/i18n';
import type { PublishChannel, PublishPostStatus } from '@smm/model';
import type { LocalDate } from '@smm/publish';
import { Button, Input, Select } from '@smm/ui';
import { STATUS_ORDER, statusLook } from '../post-status.js';
import * as styles from './List.css.js';

/** What the list is filtered by; empty: everything. */
export interface PostFilters {
  readonly status: PublishPostStatus | '';
  readonly channelId: string;
  readonly from: LocalDate;
  readonly to: LocalDate;
}

/** No filter. */
export const NO_FILTERS: PostFilters = { status: '', channelId: '', from: '', to: '' };

/** Props of {@link ListFilters}. */
export interface ListFiltersProps {
  readonly value: PostFilters;
  readonly channels: readonly Pick<PublishChannel, 'id' | 'name' | 'network'>[];
  readonly onChange: (filters: PostFilters) => void;
}

/** The list's filters: status (any of the seven), channel, and the first and last day. */
export function ListFilters({ value, channels, onChange }: ListFiltersProps) {
  const { i18n } = useLingui();
  const reversed = value.from !== '' && value.to !== '' && value.from > value.to;
  const set = (patch: Partial<PostFilters>) => onChange({ ...value, ...patch });
  return (
    <div role="group" aria-label={i18n._(m.filters)} className={styles.filters}>
      <Select
        fieldClassName={styles.filter}
        label={i18n._(m.filterStatus)}
        value={value.status}
        onChange={(event) => set({ status: event.currentTarget.value as PostFilters['status'] })}
        options={[
          { value: '', label: i18n._(m.allStatuses) },
          ...STATUS_ORDER.map((status) => ({
            value: status,
            label: i18n._(statusLook(status).text),
          })),
        ]}
      />
      <Select
        fieldClassName={styles.filter}
        label={i18n._(m.filterChannel)}
        value={value.channelId}
        onChange={(event) => set({ channelId: event.currentTarget.value })}
        options={[
          { value: '', label: i18n._(m.allChannels) },
          ...channels.map((channel) => ({ value: channel.id, label: channel.name })),
        ]}
      />
      <Input
        fieldClassName={styles.filter}
        type="date"
        label={i18n._(m.filterFrom)}
        value={value.from}
        max={value.to || undefined}
        onChange={(event) => set({ from: event.currentTarget.value })}
      />
      <Input
        fieldClassName={styles.filter}
        type="date"
        label={i18n._(m.filterTo)}
        value={value.to}
        min={value.from || undefined}
        error={reversed ? i18n._(m.rangeReversed) : undefined}
        onChange={(event) => set({ to: event.currentTarget.value })}
      />
      <Button
        variant="ghost"
        disabled={value === NO_FILTERS || JSON.stringify(value) === JSON.stringify(NO_FILTERS)}
        onClick={() => onChange(NO_FILTERS)}
      >
        {i18n._(m.clearFilters)}
      </Button>
    </div>
  );
}
