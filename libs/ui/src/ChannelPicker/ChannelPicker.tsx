import { useLingui } from '@lingui/react';
import { channelGroupMessages, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import { useEffect, useId, useState } from 'react';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { Input } from '../Input/Input.js';
import { NetworkIcon } from '../NetworkIcon/NetworkIcon.js';
import * as styles from './ChannelPicker.css.js';
import {
  groupChannels,
  groupSelection,
  searchPicker,
  toggleChannel,
  toggleGroup,
  type GroupSelection,
  type PickerChannel,
  type PickerGroup,
} from './channelPicker.rules.js';

/** Props of {@link ChannelPicker}. */
export interface ChannelPickerProps {
  /** What the channels are picked for ("Channels", "Sources"): the fieldset's legend. */
  readonly legend: string;
  readonly channels: readonly PickerChannel[];
  /** Channel groups to offer; a group with none of `channels` is left out. */
  readonly groups?: readonly PickerGroup[];
  /** The ids of the ticked channels. */
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  /** Why the selection cannot be saved, shown under the list and read as its description. */
  readonly error?: string | undefined;
  /** Show the search field; by default when there are more than 6 channels and groups. */
  readonly searchable?: boolean;
  /**
   * The most channels listed at once (default 200); the others are found by searching, so an
   * organisation of 15,000 channels stays quick to pick from.
   */
  readonly limit?: number;
}

/**
 * Picks channels: each with its network's badge and name, the organisation's channel groups
 * first (ticking a group ticks all of its channels; a group ticked whole shows ticked, a group
 * ticked in part shows mixed), and a search over channel, network and group names.
 *
 * @example
 * <ChannelPicker legend="Channels" channels={channels} groups={groups}
 *   selected={selected} onChange={setSelected} />
 */
export function ChannelPicker({
  legend,
  channels,
  groups = [],
  selected,
  onChange,
  error,
  searchable,
  limit = 200,
}: ChannelPickerProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const offered = groups.filter((group) => groupChannels(group, channels).length > 0);
  const shown = searchPicker(channels, offered, query);
  const withSearch = searchable ?? channels.length + offered.length > 6;
  const errorId = `${id}-error`;
  const chosen = new Set(selected);
  const ticked = channels.filter((channel) => chosen.has(channel.id)).length;
  const listed = shown.channels.slice(0, limit);
  return (
    <fieldset
      className={styles.picker}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {channels.length === 0 ? (
        <p className={styles.empty}>{i18n._(channelGroupMessages.noChannels)}</p>
      ) : (
        <div className={styles.toolbar}>
          {withSearch && (
            <Input
              type="search"
              label={i18n._(channelGroupMessages.search)}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              fieldClassName={styles.search}
              autoComplete="off"
            />
          )}
          <p className={styles.count} role="status">
            {translate(i18n, channelGroupMessages.selected, {
              selected: ticked,
              total: channels.length,
            })}
          </p>
        </div>
      )}
      {shown.groups.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.sectionLegend}>{i18n._(channelGroupMessages.groups)}</legend>
          <p className={styles.hint}>{i18n._(channelGroupMessages.groupsHint)}</p>
          <ul className={styles.list}>
            {shown.groups.map((group) => (
              <li key={group.id} className={styles.item}>
                <GroupOption
                  id={`${id}-group-${group.id}`}
                  name={group.name}
                  count={groupChannels(group, channels).length}
                  selection={groupSelection(group, channels, selected)}
                  onToggle={() => onChange(toggleGroup(selected, group, channels))}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {listed.length > 0 && (
        <ul className={styles.list}>
          {listed.map((channel) => (
            <li key={channel.id} className={styles.item}>
              <Checkbox
                checked={chosen.has(channel.id)}
                onChange={() => onChange(toggleChannel(selected, channel.id))}
                data-channel-id={channel.id}
                label={
                  <span className={styles.option}>
                    <NetworkIcon network={channel.network} size={18} className={styles.icon} />
                    <span className={styles.optionText}>
                      <span>{channel.name}</span>{' '}
                      <span className={styles.muted}>{networkName(channel.network)}</span>
                    </span>
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {shown.channels.length > listed.length && (
        <p className={styles.empty}>
          {translate(i18n, channelGroupMessages.moreToSearch, {
            count: shown.channels.length - listed.length,
          })}
        </p>
      )}
      {channels.length > 0 && shown.channels.length === 0 && shown.groups.length === 0 && (
        <p className={styles.empty}>{translate(i18n, channelGroupMessages.noMatch, { query })}</p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A group's checkbox: ticked when all its channels are, mixed when some are. */
function GroupOption(props: {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  readonly selection: GroupSelection;
  readonly onToggle: () => void;
}) {
  const { i18n } = useLingui();
  useEffect(() => {
    const input = document.getElementById(props.id);
    if (input instanceof HTMLInputElement) input.indeterminate = props.selection === 'some';
  }, [props.id, props.selection]);
  return (
    <Checkbox
      id={props.id}
      checked={props.selection === 'all'}
      onChange={props.onToggle}
      data-selection={props.selection}
      label={
        <span className={styles.optionText}>
          <span>{props.name}</span>{' '}
          <span className={styles.muted}>
            {translate(i18n, channelGroupMessages.channelCount, { count: props.count })}
          </span>
        </span>
      }
    />
  );
}
