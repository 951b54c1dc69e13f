import { useLingui } from '@lingui/react';
import {
  canRetry,
  channelTeams,
  connectReturnOf,
  displayName,
  isWhatsAppChannelId,
  managesAnyTeam,
  type ConnectReturn,
} from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import { toApiError, type ChannelPerson, type ChannelRole, type Team } from '@smm/model';
import { networkName } from '@smm/networks';
import { apiErrorToast } from '@smm/notify';
import { Banner, Button, ConfirmDialog, EmptyState, Icon, Skeleton } from '@smm/ui';
import { useEffect, useMemo, useState } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { useSharedRealtime } from '../../../shell/realtime.js';
import { useToast } from '../../../shell/toasts.js';
import { ChannelHeader } from './ChannelHeader.js';
import * as styles from './ChannelDetail.css.js';
import { channelsCalls } from './channels.calls.js';
import type { ChannelsAreaProps } from './ChannelsArea.js';
import { FAILURE_TEXTS, ROLE_TEXTS } from './channels.texts.js';
import { HistorySection } from './HistorySection.js';
import { PeopleSection } from './PeopleSection.js';
import { PostPermissionsTable } from './PostPermissionsTable.js';
import { RenameForm } from './RenameForm.js';
import { TeamsSection } from './TeamsSection.js';
import { queryOf, queryStringOf } from './url.query.js';
import { useChannelDetail } from './use-channel-detail.js';
import { useChannelEvents } from './use-channel-events.js';
import { WhatsAppChannelSections } from './whatsapp-profile/WhatsAppChannelSections.js';

/** A role change the server wants confirmed: the person holds another role (409). */
interface PendingOverride {
  readonly person: { readonly userId: string; readonly name: string };
  readonly role: ChannelRole;
  readonly message: string;
}

/**
 * A channel's page (`#/settings/channels/:id`): its header with state, status, Reconnect, Index
 * again and Mark for deletion; its name; its people and their roles (with the override
 * confirmation when someone holds another role); its teams; post permissions by role; URL
 * tracking; and its connection history. Back from a reconnect, a banner says how it went.
 */
export function ChannelDetailArea({ api, me, params }: ChannelsAreaProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const id = params['id'] ?? '';
  const calls = useMemo(() => channelsCalls(api), [api]);
  const { detail, onEvents, reload, loadChannel, loadPeople, loadTeams, setChannel } =
    useChannelDetail(calls, id);
  useChannelEvents(useSharedRealtime(), onEvents, reload);
  const [location] = useHashLocation();
  const [returned, setReturned] = useState<ConnectReturn | null>(null);
  const [busy, setBusy] = useState<'reconnect' | 'index' | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [busyUserId, setBusyUserId] = useState<string | null>(null);
  const [busyTeamId, setBusyTeamId] = useState<string | null>(null);
  const [override, setOverride] = useState<PendingOverride | null>(null);
  const [deleting, setDeleting] = useState<'asking' | 'busy' | null>(null);

  // Back from a reconnect: keep what the URL says as a banner, and clear the URL.
  const query = queryStringOf(location);
  useEffect(() => {
    const outcome = connectReturnOf(queryOf(`?${query}`));
    if (outcome === null) return;
    setReturned(outcome);
    navigate(`/settings/channels/${encodeURIComponent(id)}`, { replace: true });
  }, [query, id]);

  const failed = (error: unknown) => toast(apiErrorToast(toApiError(error)));
  const channel = detail.channel;

  if (channel === 'forbidden' || channel === 'gone') {
    return (
      <section className={styles.page} aria-labelledby="channel-missing">
        <a className={styles.back} href="#/settings/channels">
          <Icon name="chevronLeft" size={16} />
          {i18n._(m.allChannels)}
        </a>
        <EmptyState
          icon={channel === 'gone' ? 'info' : 'lock'}
          title={
            <span id="channel-missing">
              {i18n._(channel === 'gone' ? m.notFoundTitle : m.noAccessTitle)}
            </span>
          }
        >
          {i18n._(channel === 'gone' ? m.notFoundBody : m.noAccessBody)}
        </EmptyState>
      </section>
    );
  }
  if (channel === null) return <Skeleton lines={6} label={i18n._(m.channelLoading)} />;

  const reconnect = () => {
    // A WhatsApp number reconnects through the WhatsApp connect flow on the channels screen;
    // the query stays in the hash, where the channels screen reads a connect's outcome too.
    if (isWhatsAppChannelId(channel.id)) {
      window.location.assign(`#/settings/channels?whatsapp=${encodeURIComponent(channel.id)}`);
      return;
    }
    setBusy('reconnect');
    calls.reconnect(channel.id).then(
      ({ authorizeUrl }) => window.location.assign(authorizeUrl),
      (error: unknown) => {
        setBusy(null);
        if (toApiError(error).status === 422)
          toast({ type: 'error', message: i18n._(m.stepOtherFlow) });
        else failed(error);
      },
    );
  };
  const indexAgain = () => {
    setBusy('index');
    calls
      .indexAgain(channel.id)
      .then((fresh) => {
        setChannel(fresh);
        toast({ type: 'info', message: translate(i18n, m.indexingStarted, { name: fresh.name }) });
      })
      .catch(failed)
      .finally(() => setBusy(null));
  };
  const rename = (name: string | null) => {
    setRenaming(true);
    (name === null ? calls.useNetworkName(channel.id) : calls.rename(channel.id, name))
      .then((fresh) => {
        setChannel(fresh);
        toast({ type: 'success', message: i18n._(m.nameSaved) });
      })
      .catch(failed)
      .finally(() => setRenaming(false));
  };
  const setRole = (
    person: { readonly userId: string; readonly name: string },
    role: ChannelRole,
    confirmed = false,
  ) => {
    setBusyUserId(person.userId);
    calls
      .setRole(channel.id, person.userId, role, confirmed)
      .then(() => {
        setOverride(null);
        toast({
          type: 'success',
          message: translate(i18n, m.roleSaved, {
            name: person.name,
            role: i18n._(ROLE_TEXTS[role]),
          }),
        });
        void loadPeople();
      })
      .catch((error: unknown) => {
        const failure = toApiError(error);
        // They hold another role (their own or a team's): the spec's override confirmation.
        if (failure.status === 409 && !confirmed) {
          setOverride({ person, role, message: failure.message });
        } else {
          setOverride(null);
          failed(error);
        }
      })
      .finally(() => setBusyUserId(null));
  };
  const removeRole = (person: ChannelPerson) => {
    setBusyUserId(person.userId);
    calls
      .removeRole(channel.id, person.userId)
      .then(() => {
        toast({ type: 'success', message: translate(i18n, m.roleRemoved, { name: person.name }) });
        void loadPeople();
      })
      .catch(failed)
      .finally(() => setBusyUserId(null));
  };
  const changeTeam = (team: Team, assign: boolean) => {
    setBusyTeamId(team.id);
    (assign ? calls.assignToTeam(channel.id, team.id) : calls.dismissFromTeam(channel.id, team.id))
      .then(() => {
        toast({
          type: 'success',
          message: translate(i18n, assign ? m.addedToTeam : m.removedFromTeam, { team: team.name }),
        });
        void loadTeams();
        void loadChannel();
        void loadPeople();
      })
      .catch(failed)
      .finally(() => setBusyTeamId(null));
  };
  const markForDeletion = () => {
    setDeleting('busy');
    calls
      .markForDeletion(channel.id)
      .then(() => {
        toast({ type: 'success', message: translate(i18n, m.marked, { name: channel.name }) });
        navigate('/settings/channels');
      })
      .catch((error: unknown) => {
        setDeleting(null);
        failed(error);
      });
  };

  const names = new Map<string, string>([
    [me.id, displayName(me)],
    ...detail.colleagues.map((user) => [user.id, displayName(user)] as const),
  ]);
  const network = networkName(channel.type);
  return (
    <section className={styles.page} aria-label={channel.name}>
      <a className={styles.back} href="#/settings/channels">
        <Icon name="chevronLeft" size={16} />
        {i18n._(m.allChannels)}
      </a>
      {returned?.kind === 'reconnected' ? (
        <Banner tone="info" onDismiss={() => setReturned(null)}>
          {i18n._(m.reconnected)}
        </Banner>
      ) : null}
      {returned?.kind === 'failed' ? (
        <Banner
          tone="warning"
          onDismiss={() => setReturned(null)}
          action={
            canRetry(returned.reason) ? (
              <Button variant="secondary" busy={busy === 'reconnect'} onClick={reconnect}>
                {i18n._(m.tryAgain)}
              </Button>
            ) : undefined
          }
        >
          <strong>{i18n._(FAILURE_TEXTS[returned.reason].title)}</strong>{' '}
          {translate(i18n, FAILURE_TEXTS[returned.reason].body, { network })}
        </Banner>
      ) : null}
      <ChannelHeader
        channel={channel}
        canDelete={me.isAdmin}
        busy={busy}
        onReconnect={reconnect}
        onIndexAgain={indexAgain}
        onMarkForDeletion={() => setDeleting('asking')}
      />
      <RenameForm
        channel={channel}
        busy={renaming}
        onRename={(name) => rename(name)}
        onUseNetworkName={() => rename(null)}
      />
      {channel.type === 'whatsapp' && <WhatsAppChannelSections api={api} channelId={channel.id} />}
      <PeopleSection
        people={detail.people}
        colleagues={detail.colleagues}
        busyUserId={busyUserId}
        onSetRole={(person, role) => setRole(person, role)}
        onRemoveRole={removeRole}
      />
      <TeamsSection
        teams={channelTeams(me, detail.teams, channel.id)}
        canChange={managesAnyTeam(me, detail.teams)}
        busyTeamId={busyTeamId}
        onAssign={(team) => changeTeam(team, true)}
        onDismiss={(team) => changeTeam(team, false)}
      />
      <PostPermissionsTable />
      <section className={styles.section} aria-labelledby="channel-tracking-title">
        <h3 id="channel-tracking-title" className={styles.sectionTitle}>
          {i18n._(m.trackingTitle)}
        </h3>
        <p className={styles.text}>
          {i18n._(channel.campaignTrackingEnabled === true ? m.trackingOn : m.trackingOff)}
        </p>
        <a className={styles.back} href="#/settings/campaign-tracking">
          {i18n._(m.trackingSettings)}
          <Icon name="chevronRight" size={16} />
        </a>
      </section>
      <HistorySection audits={detail.audits} names={names} />
      <ConfirmDialog
        open={override !== null}
        title={i18n._(m.overrideTitle)}
        confirmText={i18n._(m.overrideConfirm)}
        loading={busyUserId !== null}
        onClose={(reason) => {
          if (reason === 'ok' && override !== null) setRole(override.person, override.role, true);
          else setOverride(null);
        }}
      >
        <p>{override?.message}</p>
        <p>{i18n._(m.overrideBody)}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={translate(i18n, m.markTitle, { name: channel.name })}
        confirmText={i18n._(m.markForDeletion)}
        confirmState="danger"
        loading={deleting === 'busy'}
        onClose={(reason) => {
          if (reason === 'ok') markForDeletion();
          else setDeleting(null);
        }}
      >
        {i18n._(m.markBody)}
      </ConfirmDialog>
    </section>
  );
}
