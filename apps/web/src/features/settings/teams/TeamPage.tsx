import { useLingui } from '@lingui/react';
import { memberRights, teamRights } from '@smm/access';
import { teamMessages as m } from '@smm/i18n';
import type { Channel, ChannelRole, Team, TeamPermissions, User } from '@smm/model';
import { Button, Icon } from '@smm/ui';
import type { ReactNode } from 'react';
import { TeamChannels } from './TeamChannels.js';
import { TeamMemberEditor, type EditorCandidate, type EditorMember } from './TeamMemberEditor.js';
import { TeamPermissionsSection } from './TeamPermissionsSection.js';
import * as styles from './Teams.css.js';

/** Props of {@link TeamPage}. */
export interface TeamPageProps {
  readonly team: Team;
  readonly me: User;
  /** The people the person sees (administrators are hidden from others, platform §6). */
  readonly people: readonly User[];
  readonly back: ReactNode;
  readonly teamChannels: readonly Channel[];
  readonly addableChannels: readonly Channel[];
  readonly candidates: readonly EditorCandidate[];
  /** What is being saved: `permissions`, `new` (a member), `new-channels`, a member or channel id. */
  readonly busy: string | null;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
  readonly onPermissions: (permissions: TeamPermissions) => void;
  readonly onAddMember: (userId: string, role: ChannelRole, name: string) => void;
  readonly onChangeRole: (member: EditorMember, role: ChannelRole) => void;
  readonly onRemoveMember: (member: EditorMember) => void;
  readonly onAddChannels: (channelIds: readonly string[]) => Promise<boolean>;
  readonly onRemoveChannel: (channel: Channel) => void;
}

/** One team: its name and colour, what it grants, its members and its channels. */
export function TeamPage(props: TeamPageProps) {
  const { i18n } = useLingui();
  const { team, me } = props;
  const rights = teamRights(me, team);
  const byId = new Map(props.people.map((person) => [person.id, person]));
  const members: EditorMember[] = (team.users ?? []).map(({ id, role }) => {
    const person = byId.get(id);
    // A member one does not see is an administrator (platform §6: hidden from non-administrators).
    const isAdmin = person?.isAdmin ?? true;
    return {
      id,
      name: person ? (person.name ?? person.email ?? id) : i18n._(m.hiddenAdministrator),
      email: person?.email ?? '',
      role,
      isAdmin,
      isSelf: id === me.id,
      rights: memberRights(me, team, { id, isAdmin }),
    };
  });
  members.sort((a, b) => a.name.localeCompare(b.name));
  const busy = props.busy;
  return (
    <section className={styles.page} aria-labelledby="team-title" data-team-id={team.id}>
      {props.back}
      <div className={styles.top}>
        <h2 id="team-title" className={styles.heading}>
          <span
            className={styles.bigSwatch}
            style={{ background: team.color ?? 'transparent', marginInlineEnd: 8 }}
            aria-hidden="true"
          />
          {team.name}
        </h2>
        <div className={styles.footer}>
          {rights.rename.allowed && (
            <Button variant="secondary" onClick={props.onEdit}>
              <Icon name="edit" /> {i18n._(m.editDetails)}
            </Button>
          )}
          {rights.remove.allowed && (
            <Button variant="danger" onClick={props.onDelete}>
              <Icon name="trash" /> {i18n._(m.deleteConfirm)}
            </Button>
          )}
        </div>
      </div>
      <TeamPermissionsSection
        permissions={team.permissions}
        right={rights.changePermissions}
        busy={busy === 'permissions'}
        onChange={props.onPermissions}
      />
      <TeamMemberEditor
        members={members}
        candidates={props.candidates}
        addRight={rights.addMember}
        busy={busy}
        onAdd={(userId, role) =>
          props.onAddMember(
            userId,
            role,
            props.candidates.find((candidate) => candidate.id === userId)?.name ?? userId,
          )
        }
        onChangeRole={props.onChangeRole}
        onRemove={props.onRemoveMember}
      />
      <TeamChannels
        teamName={team.name}
        channels={props.teamChannels}
        addable={props.addableChannels}
        right={rights.channels}
        busy={busy === 'new' ? 'member' : busy === 'new-channels' ? 'new' : busy}
        onAdd={props.onAddChannels}
        onRemove={props.onRemoveChannel}
      />
    </section>
  );
}
