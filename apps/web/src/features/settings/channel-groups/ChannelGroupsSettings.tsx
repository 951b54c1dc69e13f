import { useLingui } from '@lingui/react';
import { channelManagement } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { channelGroupMessages, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import { type Channel, type ChannelGroup, type ChannelGroupInput, type User } from '@smm/model';
import { Badge, Button, EmptyState, Icon, IconButton, NetworkIcon, Tooltip } from '@smm/ui';
import { useCallback, useMemo } from 'react';
import { EditingDialogs } from '../EditingDialogs.js';
import { useEditing } from '../use-editing.js';
import { LoadState } from '../LoadState.js';
import { useLoaded } from '../use-loaded.js';
import { ChannelGroupForm } from './ChannelGroupForm.js';
import * as styles from './ChannelGroups.css.js';
import { channelGroupCalls } from './channel-groups.calls.js';

/** How many of a group's channels a card lists before "and n more". */
const SHOWN_CHANNELS = 5;

/**
 * The organisation's channel groups (platform §2 "channel groups"; docs/decisions/0036): each
 * with the person's channels in it; channel managers create groups of channels they manage,
 * change those holding one of their channels, and delete those whose channels they all manage.
 */
export function ChannelGroupsSettings({ api, me }: { readonly api: ApiClient; readonly me: User }) {
  const { i18n } = useLingui();
  const calls = useMemo(() => channelGroupCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.groups(), calls.channels(), calls.teams()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const editor = useEditing<ChannelGroup, ChannelGroupInput>({
    create: calls.create,
    update: calls.update,
    remove: calls.remove,
    reload,
    saved: channelGroupMessages.saved,
    deleted: channelGroupMessages.deleted,
  });

  const [groups, channels, teams] = loaded.kind === 'ready' ? loaded.data : [[], [], []];
  const management = channelManagement(me, teams);
  const manager = management.manager;
  const pickable = channels
    .filter((channel) => management.manages(channel.id))
    .map((channel) => ({ id: channel.id, name: channel.name, network: channel.type }));
  const byId = new Map(channels.map((channel) => [channel.id, channel]));

  const newButton = manager && (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(channelGroupMessages.newGroup)}
    </Button>
  );
  return (
    <section className={styles.section} aria-labelledby="channel-groups-title">
      <div className={styles.top}>
        <h2 id="channel-groups-title" className={styles.heading}>
          {i18n._(channelGroupMessages.title)}
        </h2>
        {loaded.kind === 'ready' && groups.length > 0 && newButton}
      </div>
      <p className={styles.lead}>{i18n._(channelGroupMessages.description)}</p>
      <LoadState
        loaded={loaded}
        retry={reload}
        failed={channelGroupMessages.loadFailed}
        retryLabel={channelGroupMessages.retry}
      />
      {loaded.kind === 'ready' && groups.length === 0 && (
        <EmptyState
          icon="users"
          headingLevel={3}
          title={i18n._(channelGroupMessages.emptyTitle)}
          action={newButton || undefined}
        >
          {i18n._(manager ? channelGroupMessages.emptyManager : channelGroupMessages.emptyReader)}
        </EmptyState>
      )}
      {loaded.kind === 'ready' && groups.length > 0 && (
        <ul className={styles.list} aria-label={i18n._(channelGroupMessages.list)}>
          {groups.map((group) => (
            <GroupCard
              key={group.id}
              group={group}
              channels={group.channelIds.flatMap((id) => byId.get(id) ?? [])}
              manager={manager}
              onEdit={() => editor.edit(group)}
              onDelete={() => editor.confirmDelete(group)}
            />
          ))}
        </ul>
      )}
      <EditingDialogs
        editor={editor}
        texts={channelGroupMessages}
        width={800}
        form={(group) => (
          <ChannelGroupForm
            group={group}
            channels={pickable}
            saving={editor.busy}
            error={editor.error}
            onSave={editor.save}
            onCancel={editor.close}
          />
        )}
      />
    </section>
  );
}

/** One group: its name, how many channels, the first of them, and what the person may do. */
function GroupCard(props: {
  readonly group: ChannelGroup;
  readonly channels: readonly Channel[];
  readonly manager: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { i18n } = useLingui();
  const { group, channels } = props;
  const titleId = `group-${group.id}`;
  const edit = translate(i18n, channelGroupMessages.edit, { name: group.name });
  const remove = translate(i18n, channelGroupMessages.delete, { name: group.name });
  const hidden = channels.length - SHOWN_CHANNELS;
  return (
    <li className={styles.card} aria-labelledby={titleId} data-group-id={group.id}>
      <div className={styles.cardTop}>
        <div className={styles.grow}>
          <h3 id={titleId} className={styles.cardTitle}>
            {group.name}
          </h3>
          <span className={styles.meta}>
            {translate(i18n, channelGroupMessages.channelCount, { count: group.channelIds.length })}
          </span>
        </div>
        {props.manager && (
          <div className={styles.actions}>
            <Tooltip content={group.canChange ? edit : i18n._(channelGroupMessages.cannotChange)}>
              <IconButton
                label={edit}
                aria-disabled={!group.canChange || undefined}
                className={group.canChange ? undefined : styles.unavailable}
                onClick={() => group.canChange && props.onEdit()}
              >
                <Icon name="edit" />
              </IconButton>
            </Tooltip>
            <Tooltip content={group.canDelete ? remove : i18n._(channelGroupMessages.cannotDelete)}>
              <IconButton
                label={remove}
                aria-disabled={!group.canDelete || undefined}
                className={group.canDelete ? undefined : styles.unavailable}
                onClick={() => group.canDelete && props.onDelete()}
              >
                <Icon name="trash" />
              </IconButton>
            </Tooltip>
          </div>
        )}
      </div>
      {channels.length === 0 ? (
        <Badge tone="warning">{i18n._(channelGroupMessages.noChannelsLeft)}</Badge>
      ) : (
        <ul className={styles.channels}>
          {channels.slice(0, SHOWN_CHANNELS).map((channel) => (
            <li key={channel.id} className={styles.channel}>
              <NetworkIcon network={channel.type} size={18} />
              <span className={styles.channelName}>
                {channel.name} <span className={styles.meta}>{networkName(channel.type)}</span>
              </span>
            </li>
          ))}
          {hidden > 0 && (
            <li className={styles.meta}>
              {translate(i18n, channelGroupMessages.moreChannels, { count: hidden })}
            </li>
          )}
        </ul>
      )}
    </li>
  );
}

export default ChannelGroupsSettings;
