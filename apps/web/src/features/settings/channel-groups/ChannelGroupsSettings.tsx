import { useLingui } from '@lingui/react';
import { channelManagement } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { channelGroupMessages, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import {
  toApiError,
  type Channel,
  type ChannelGroup,
  type ChannelGroupInput,
  type User,
} from '@smm/model';
import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  Icon,
  IconButton,
  Modal,
  NetworkIcon,
  Skeleton,
  Tooltip,
} from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
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
  const toast = useToast();
  const calls = useMemo(() => channelGroupCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.groups(), calls.channels(), calls.teams()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const [editing, setEditing] = useState<{ group?: ChannelGroup } | null>(null);
  const [saving, setSaving] = useState<'busy' | string | undefined>();
  const [deleting, setDeleting] = useState<ChannelGroup | null>(null);
  const [removing, setRemoving] = useState(false);

  const [groups, channels, teams] = loaded.kind === 'ready' ? loaded.data : [[], [], []];
  const management = channelManagement(me, teams);
  const manager = management.manager;
  const pickable = channels
    .filter((channel) => management.manages(channel.id))
    .map((channel) => ({ id: channel.id, name: channel.name, network: channel.type }));
  const byId = new Map(channels.map((channel) => [channel.id, channel]));

  const close = () => {
    setEditing(null);
    setSaving(undefined);
  };
  const save = async (input: ChannelGroupInput) => {
    setSaving('busy');
    try {
      const existing = editing?.group;
      const saved = existing ? await calls.update(existing.id, input) : await calls.create(input);
      toast({
        type: 'success',
        message: translate(i18n, channelGroupMessages.saved, { name: saved.name }),
      });
      close();
      reload();
    } catch (error) {
      setSaving(toApiError(error).message);
    }
  };
  const remove = async (group: ChannelGroup) => {
    setRemoving(true);
    try {
      await calls.remove(group.id);
      toast({
        type: 'success',
        message: translate(i18n, channelGroupMessages.deleted, { name: group.name }),
      });
      reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };

  const newButton = manager && (
    <Button onClick={() => setEditing({})}>
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
      {loaded.kind === 'loading' && <Skeleton lines={4} />}
      {loaded.kind === 'failed' && (
        <Banner
          tone="warning"
          role="alert"
          action={
            <Button variant="secondary" onClick={reload}>
              {i18n._(channelGroupMessages.retry)}
            </Button>
          }
        >
          {i18n._(channelGroupMessages.loadFailed)} {loaded.message}
        </Banner>
      )}
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
              onEdit={() => setEditing({ group })}
              onDelete={() => setDeleting(group)}
            />
          ))}
        </ul>
      )}
      <Modal
        open={editing !== null}
        width={800}
        title={i18n._(
          editing?.group ? channelGroupMessages.editTitle : channelGroupMessages.createTitle,
        )}
        onClose={close}
      >
        {editing && (
          <ChannelGroupForm
            group={editing.group}
            channels={pickable}
            saving={saving === 'busy'}
            error={saving === 'busy' ? undefined : saving}
            onSave={(input) => void save(input)}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={translate(i18n, channelGroupMessages.deleteTitle, { name: deleting?.name ?? '' })}
        confirmText={i18n._(channelGroupMessages.deleteConfirm)}
        confirmState="danger"
        loading={removing}
        onClose={(reason) => {
          if (reason === 'ok' && deleting) void remove(deleting);
          else setDeleting(null);
        }}
      >
        {i18n._(channelGroupMessages.deleteBody)}
      </ConfirmDialog>
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
