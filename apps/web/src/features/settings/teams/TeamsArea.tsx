import { useLingui } from '@lingui/react';
import { addableMembers, canCreateTeam, managedTeams, teamRights } from '@smm/access';
import { teamMessages as m, translate } from '@smm/i18n';
import {
  toApiError,
  type Channel,
  type ChannelRole,
  type Team,
  type TeamPermissions,
} from '@smm/model';
import { Button, EmptyState, Icon } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import { queryOf } from '../channels/url.query.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { EditingDialogs } from '../EditingDialogs.js';
import { useEditing } from '../use-editing.js';
import { useLoaded } from '../use-loaded.js';
import { teamCalls } from './teams.calls.js';
import { TeamForm, type TeamDraft } from './TeamForm.js';
import { TeamList } from './TeamList.js';
import { TeamPage } from './TeamPage.js';
import * as styles from './Teams.css.js';

/** Where the teams list is, and where one team's page is. */
const LIST = '/settings/teams';
const teamPath = (id: string) => `${LIST}?team=${encodeURIComponent(id)}`;

/**
 * The team settings (platform §2 "teams", §6; docs/decisions/0043): administrators see, create,
 * change and delete every team; team leaders the teams they lead. A team's page (`?team=id`)
 * holds what it grants, its members with their roles and its channels.
 */
export function TeamsArea({ api, me }: Pick<SettingsAreaProps, 'api' | 'me'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => teamCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.teams(), calls.people(), calls.channels()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const [location] = useHashLocation();
  const teamId = queryOf(location)['team'];
  const editor = useEditing<Team, TeamDraft>({
    create: (draft) => calls.create(draft),
    update: (id, draft) => calls.update(id, { name: draft.name, color: draft.color }),
    remove: calls.remove,
    reload,
    saved: m.saved,
    deleted: m.deleted,
  });
  const [busy, setBusy] = useState<string | null>(null);

  const [teams, people, channels] = loaded.kind === 'ready' ? loaded.data : [[], [], []];
  const managed = managedTeams(me, teams);
  const admin = canCreateTeam(me);

  /** Runs a change of the team, says so, and reads everything again. */
  const change = async (key: string, work: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await work();
      toast({ type: 'success', message: done });
      reload();
      return true;
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const dialogs = (
    <>
      <EditingDialogs
        editor={editor}
        texts={m}
        form={(team) => (
          <TeamForm
            team={team}
            saving={editor.busy}
            error={editor.error}
            onSave={editor.save}
            onCancel={editor.close}
          />
        )}
        onDeleteClosed={(reason) => {
          if (reason === 'ok' && teamId !== undefined) navigate(LIST);
        }}
      />
    </>
  );

  const newButton = admin && (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(m.newTeam)}
    </Button>
  );

  if (teamId !== undefined && loaded.kind === 'ready') {
    const team = managed.find((candidate) => candidate.id === teamId);
    const back = (
      <a className={styles.back} href={`#${LIST}`}>
        <Icon name="chevronLeft" /> {i18n._(m.allTeams)}
      </a>
    );
    if (team === undefined) {
      return (
        <section className={styles.page} aria-labelledby="team-missing">
          {back}
          <EmptyState icon="users" title={i18n._(m.notFound)} headingLevel={2}>
            <span id="team-missing" />
          </EmptyState>
        </section>
      );
    }
    const byId = new Map(channels.map((channel) => [channel.id, channel]));
    const held = new Set(team.channelIds ?? []);
    return (
      <>
        <TeamPage
          team={team}
          me={me}
          people={people}
          back={back}
          teamChannels={(team.channelIds ?? []).flatMap((id) => byId.get(id) ?? [])}
          addableChannels={channels.filter((channel) => !held.has(channel.id))}
          candidates={addableMembers(me, team, people).map((person) => ({
            id: person.id,
            name: person.name ?? person.email ?? person.id,
            email: person.email ?? '',
          }))}
          busy={busy}
          onEdit={() => editor.edit(team)}
          onDelete={() => editor.confirmDelete(team)}
          onPermissions={(permissions: TeamPermissions) =>
            void change(
              'permissions',
              () => calls.update(team.id, { permissions }),
              translate(i18n, m.permissionsSaved, { name: team.name }),
            )
          }
          onAddMember={(userId: string, role: ChannelRole, name: string) =>
            void change(
              'new',
              () => calls.addMember(team.id, userId, role),
              translate(i18n, m.memberAdded, { name, team: team.name }),
            )
          }
          onChangeRole={(member, role) =>
            void change(
              member.id,
              () => calls.changeRole(team.id, member.id, role),
              translate(i18n, m.roleChanged, { name: member.name }),
            )
          }
          onRemoveMember={(member) =>
            void change(
              member.id,
              () => calls.removeMember(team.id, member.id),
              translate(i18n, m.memberRemoved, { name: member.name, team: team.name }),
            )
          }
          onAddChannels={(ids: readonly string[]) =>
            change(
              'new-channels',
              () => calls.addChannels(team.id, ids),
              translate(i18n, m.channelsAdded, { count: ids.length }),
            )
          }
          onRemoveChannel={(channel: Channel) =>
            void change(
              channel.id,
              () => calls.removeChannel(team.id, channel.id),
              translate(i18n, m.channelRemoved, { name: channel.name }),
            )
          }
        />
        {dialogs}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="teams-title">
      <div className={styles.top}>
        <h2 id="teams-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        {loaded.kind === 'ready' && managed.length > 0 && newButton}
      </div>
      <p className={styles.lead}>{i18n._(admin ? m.descriptionAdmin : m.descriptionLeader)}</p>
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {loaded.kind === 'ready' && managed.length === 0 && (
        <EmptyState
          icon="users"
          headingLevel={3}
          title={i18n._(m.emptyTitle)}
          action={newButton || undefined}
        >
          {i18n._(admin ? m.emptyAdmin : m.emptyLeader)}
        </EmptyState>
      )}
      {loaded.kind === 'ready' && managed.length > 0 && (
        <TeamList
          teams={managed}
          canDelete={managed.some((team) => teamRights(me, team).remove.allowed)}
          href={(team) => `#${teamPath(team.id)}`}
          onDelete={editor.confirmDelete}
        />
      )}
      {dialogs}
    </section>
  );
}

export default TeamsArea;
