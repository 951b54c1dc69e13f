import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import type { ChannelGroup, PublishChannel } from '@smm/model';
import { networkName } from '@smm/networks';
import {
  Avatar,
  Checkbox,
  groupChannels,
  groupSelection,
  Input,
  NetworkIcon,
  searchPicker,
  toggleChannel,
  toggleGroup,
} from '@smm/ui';
import { useEffect, useId, useState } from 'react';
import * as styles from './ChannelChooser.css.js';

/** Props of {@link ChannelChooser}. */
export interface ChannelChooserProps {
  /** The channels the person may create posts on. */
  readonly channels: readonly PublishChannel[];
  /** The organisation's channel groups; a group with none of `channels` is left out. */
  readonly groups: readonly ChannelGroup[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
}

/** The channels by network, in the order they come, each network once. */
function byNetwork(channels: readonly PublishChannel[]): [string, PublishChannel[]][] {
  const sections = new Map<string, PublishChannel[]>();
  for (const channel of channels) {
    sections.set(channel.network, [...(sections.get(channel.network) ?? []), channel]);
  }
  return [...sections];
}

/**
 * The composer's channel picker: a search over channels, networks and groups; the
 * organisation's channel groups, chosen whole (a group partly chosen shows mixed); the channels
 * grouped by network, each with its picture, name and handle.
 */
export function ChannelChooser({ channels, groups, selected, onChange }: ChannelChooserProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const offered = groups.filter((group) => groupChannels(group, channels).length > 0);
  const shown = searchPicker(channels, offered, query);
  const chosen = new Set(selected);
  const ticked = channels.filter((channel) => chosen.has(channel.id)).length;

  if (channels.length === 0) {
    return (
      <fieldset className={styles.chooser}>
        <legend className={styles.legend}>{i18n._(m.channels)}</legend>
        <p className={styles.empty}>{i18n._(m.noChannels)}</p>
      </fieldset>
    );
  }
  return (
    <fieldset className={styles.chooser}>
      <legend className={styles.legend}>{i18n._(m.channels)}</legend>
      <div className={styles.toolbar}>
        <Input
          type="search"
          label={i18n._(m.searchChannels)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          fieldClassName={styles.search}
          autoComplete="off"
        />
        <p className={styles.count} role="status">
          {translate(i18n, m.chosenCount, { chosen: ticked, total: channels.length })}
        </p>
      </div>
      <div className={styles.scroller}>
        {shown.groups.length > 0 && (
          <section className={styles.section} aria-labelledby={`${id}-groups`}>
            <h3 id={`${id}-groups`} className={styles.sectionHeading}>
              {i18n._(m.groups)}
            </h3>
            <ul className={styles.list}>
              {shown.groups.map((group) => (
                <li key={group.id}>
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
          </section>
        )}
        {byNetwork(shown.channels).map(([network, listed]) => (
          <section key={network} className={styles.section} aria-labelledby={`${id}-${network}`}>
            <h3 id={`${id}-${network}`} className={styles.sectionHeading}>
              <NetworkIcon network={network} size={16} />
              {networkName(network)}
            </h3>
            <ul className={styles.list}>
              {listed.map((channel) => (
                <li key={channel.id}>
                  <Checkbox
                    checked={chosen.has(channel.id)}
                    onChange={() => onChange(toggleChannel(selected, channel.id))}
                    data-channel-id={channel.id}
                    label={
                      <span className={styles.option}>
                        <Avatar
                          name={channel.name}
                          {...(channel.thumbnailUrl ? { src: channel.thumbnailUrl } : {})}
                          size="sm"
                        />
                        <span className={styles.optionText}>
                          <span className={styles.optionName}>{channel.name}</span>
                          {channel.username && (
                            <span className={styles.muted}>@{channel.username}</span>
                          )}
                        </span>
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {shown.channels.length === 0 && shown.groups.length === 0 && (
          <p className={styles.empty}>{translate(i18n, m.noMatch, { query })}</p>
        )}
      </div>
    </fieldset>
  );
}

/** A group's checkbox: ticked when all its channels are, mixed when some are. */
function GroupOption(props: {
  readonly id: string;
  readonly name: string;
  readonly count: number;
  readonly selection: 'all' | 'some' | 'none';
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
          <span className={styles.optionName}>{props.name}</span>
          <span className={styles.muted}>
            {translate(i18n, m.groupChannels, { count: props.count })}
          </span>
        </span>
      }
    />
  );
}
