import { useLingui } from '@lingui/react';
import { CHANNEL_ROLES, type MemberRights, type TeamVerdict } from '@smm/access';
import { teamMessages as m, translate } from '@smm/i18n';
import type { ChannelRole } from '@smm/model';
import { Badge, Button, Icon, Select, Tooltip, VisuallyHidden } from '@smm/ui';
import { useState } from 'react';
import { ROLE_TEXTS } from '../channels/channels.texts.js';
import { DENIAL_TEXTS } from './teams.texts.js';
import * as styles from './Teams.css.js';

/** A member as the editor shows them, with what the signed-in person may do with them. */
export interface EditorMember {
  readonly id: string;
  readonly name: string;
  /** Empty for a member the person may not see (an administrator, platform §6). */
  readonly email: string;
  readonly role: ChannelRole;
  readonly isAdmin: boolean;
  /** The signed-in person themselves. */
  readonly isSelf: boolean;
  /** From `memberRights` of `@smm/access`. */
  readonly rights: MemberRights;
}

/** A person who may be added. */
export interface EditorCandidate {
  readonly id: string;
  readonly name: string;
  readonly email: string;
}

/** Props of {@link TeamMemberEditor}. */
export interface TeamMemberEditorProps {
  readonly members: readonly EditorMember[];
  /** The people who may be added (`addableMembers`). */
  readonly candidates: readonly EditorCandidate[];
  /** Whether the person adds members, and if not why (`teamRights(…).addMember`). */
  readonly addRight: TeamVerdict;
  /** The member being changed, or `'new'` while a person is added. */
  readonly busy: string | null;
  readonly onAdd: (userId: string, role: ChannelRole) => void;
  readonly onChangeRole: (member: EditorMember, role: ChannelRole) => void;
  readonly onRemove: (member: EditorMember) => void;
}

/**
 * The members of a team with their role in it: change a role, remove a member, add a person of
 * the organisation with a role. What the person may not do stays visible, disabled, with the
 * reason `@smm/access` gives (docs/decisions/0043) beside it.
 */
export function TeamMemberEditor(props: TeamMemberEditorProps) {
  const { i18n } = useLingui();
  const { members, addRight, busy } = props;
  const [chosen, setChosen] = useState('');
  const [role, setRole] = useState<ChannelRole>('EDITOR');
  const person = props.candidates.find((candidate) => candidate.id === chosen);
  const removable = members.some((member) => member.rights.remove.allowed);
  const roleOptions = CHANNEL_ROLES.map((value) => ({
    value,
    label: i18n._(ROLE_TEXTS[value]),
  }));
  const reason = (verdict: TeamVerdict) =>
    verdict.allowed ? undefined : i18n._(DENIAL_TEXTS[verdict.reason]);
  return (
    <section className={styles.section} aria-labelledby="team-members-title">
      <h3 id="team-members-title" className={styles.sectionTitle}>
        {i18n._(m.membersTitle)}
      </h3>
      <p className={styles.text}>{i18n._(m.membersIntro)}</p>
      {!addRight.allowed && (
        <p className={styles.notice}>
          <Icon name="info" />
          <span>{reason(addRight)}</span>
        </p>
      )}
      {members.length === 0 ? (
        <p className={styles.text}>{i18n._(m.membersEmpty)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {i18n._(m.columnPerson)}
                </th>
                <th scope="col" className={styles.th}>
                  {i18n._(m.columnRole)}
                </th>
                {removable && (
                  <th scope="col" className={styles.th}>
                    <VisuallyHidden>{i18n._(m.columnActions)}</VisuallyHidden>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => {
                const removeLabel = translate(i18n, m.removeMember, { name: member.name });
                const why = reason(member.rights.remove);
                return (
                  <tr key={member.id} data-member-id={member.id}>
                    <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                      <div className={styles.personName}>
                        <span>{member.name}</span>
                        {member.isSelf && <Badge tone="info">{i18n._(m.you)}</Badge>}
                        {member.isAdmin && <Badge>{i18n._(m.administrator)}</Badge>}
                      </div>
                      {member.email !== '' && <div className={styles.muted}>{member.email}</div>}
                    </th>
                    <td className={`${styles.td} ${styles.roleCell}`}>
                      <Select
                        label={
                          <VisuallyHidden>
                            {translate(i18n, m.roleOf, { name: member.name })}
                          </VisuallyHidden>
                        }
                        hint={reason(member.rights.changeRole)}
                        value={member.role}
                        disabled={!member.rights.changeRole.allowed || busy !== null}
                        options={roleOptions}
                        onChange={(event) =>
                          props.onChangeRole(member, event.target.value as ChannelRole)
                        }
                      />
                    </td>
                    {removable && (
                      <td className={`${styles.td} ${styles.actionsCell}`}>
                        <Tooltip content={why ?? removeLabel}>
                          <Button
                            variant="ghost"
                            aria-label={removeLabel}
                            aria-disabled={why !== undefined || undefined}
                            className={why === undefined ? undefined : styles.unavailable}
                            busy={busy === member.id}
                            disabled={busy !== null && busy !== member.id}
                            onClick={() => why === undefined && props.onRemove(member)}
                          >
                            {i18n._(m.remove)}
                          </Button>
                        </Tooltip>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {addRight.allowed &&
        (props.candidates.length === 0 ? (
          <p className={styles.muted}>{i18n._(m.nobodyToAdd)}</p>
        ) : (
          <form
            className={styles.form}
            aria-label={i18n._(m.addMemberTitle)}
            onSubmit={(event) => {
              event.preventDefault();
              if (person === undefined) return;
              props.onAdd(person.id, role);
              setChosen('');
            }}
          >
            <Select
              fieldClassName={styles.grow}
              label={i18n._(m.person)}
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              options={[
                { value: '', label: i18n._(m.choosePerson) },
                ...props.candidates.map((candidate) => ({
                  value: candidate.id,
                  label: `${candidate.name} (${candidate.email})`,
                })),
              ]}
            />
            <Select
              label={i18n._(m.role)}
              value={role}
              onChange={(event) => setRole(event.target.value as ChannelRole)}
              options={roleOptions}
            />
            <Button
              type="submit"
              disabled={person === undefined || (busy !== null && busy !== 'new')}
              busy={busy === 'new'}
            >
              {i18n._(m.add)}
            </Button>
          </form>
        ))}
    </section>
  );
}
