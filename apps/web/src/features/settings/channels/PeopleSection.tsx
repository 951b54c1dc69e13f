import { useLingui } from '@lingui/react';
import { addablePeople, displayName, hasOwnRole, roleOrigin } from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import type { ChannelPerson, ChannelRole, User } from '@smm/model';
import { Badge, Button, Select, Skeleton } from '@smm/ui';
import { useState } from 'react';
import * as styles from './ChannelDetail.css.js';
import { RolePicker } from './RolePicker.js';

/** Props of {@link PeopleSection}. */
export interface PeopleSectionProps {
  /** The people holding a role; `null` while loading. */
  readonly people: readonly ChannelPerson[] | null;
  readonly colleagues: readonly User[];
  /** The person whose role is being changed. */
  readonly busyUserId: string | null;
  readonly onSetRole: (person: { userId: string; name: string }, role: ChannelRole) => void;
  readonly onRemoveRole: (person: ChannelPerson) => void;
}

/** Where a person's role comes from, in words. */
function useOrigin() {
  const { i18n } = useLingui();
  return (person: ChannelPerson) => {
    const origin = roleOrigin(person);
    const teams = origin.teams.map((team) => team.teamName).join(', ');
    if (origin.own === null) return translate(i18n, m.fromTeams, { teams });
    if (origin.overridesTeam) return translate(i18n, m.fromOwnOverTeams, { teams });
    return i18n._(m.fromOwn);
  };
}

/**
 * Who holds which role on the channel and where it comes from (their own role, or a team's);
 * changing a role, taking a person's own role away (their team's applies again), and giving
 * someone a role of their own.
 */
export function PeopleSection(props: PeopleSectionProps) {
  const { i18n } = useLingui();
  const origin = useOrigin();
  const candidates = addablePeople(props.colleagues, props.people ?? []);
  const [chosen, setChosen] = useState('');
  const [role, setRole] = useState<ChannelRole>('EDITOR');
  const person = candidates.find((user) => user.id === chosen);
  return (
    <section className={styles.section} aria-labelledby="channel-people-title">
      <h3 id="channel-people-title" className={styles.sectionTitle}>
        {i18n._(m.peopleTitle)}
      </h3>
      <p className={styles.text}>{i18n._(m.peopleIntro)}</p>
      {props.people === null ? (
        <Skeleton lines={3} />
      ) : props.people.length === 0 ? (
        <p className={styles.text}>{i18n._(m.peopleEmpty)}</p>
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
                <th scope="col" className={styles.th}>
                  {i18n._(m.columnFrom)}
                </th>
              </tr>
            </thead>
            <tbody>
              {props.people.map((who) => (
                <tr key={who.userId}>
                  <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                    <div>{who.name}</div>
                    <div className={styles.muted}>{who.email}</div>
                    {who.isAdmin ? <Badge tone="info">{i18n._(m.administrator)}</Badge> : null}
                  </th>
                  <td className={`${styles.td} ${styles.roleCell}`}>
                    <RolePicker
                      hideLabel
                      label={translate(i18n, m.roleOf, { name: who.name })}
                      value={who.role}
                      disabled={props.busyUserId !== null}
                      onChange={(next) => props.onSetRole(who, next)}
                    />
                  </td>
                  <td className={styles.td}>
                    <div className={styles.fromCell}>
                      <span>{origin(who)}</span>
                      {hasOwnRole(who) ? (
                        <Button
                          variant="ghost"
                          disabled={props.busyUserId !== null}
                          busy={props.busyUserId === who.userId}
                          aria-label={translate(i18n, m.removeOwnRoleOf, { name: who.name })}
                          onClick={() => props.onRemoveRole(who)}
                        >
                          {i18n._(m.removeOwnRole)}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        className={styles.addForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (person === undefined) return;
          props.onSetRole({ userId: person.id, name: displayName(person) }, role);
          setChosen('');
        }}
      >
        <h4 className={styles.addTitle}>{i18n._(m.addPersonTitle)}</h4>
        {candidates.length === 0 ? (
          <p className={styles.text}>{i18n._(m.nobodyToAdd)}</p>
        ) : (
          <>
            <div className={styles.addColumn}>
              <Select
                label={i18n._(m.person)}
                value={chosen}
                onChange={(event) => {
                  setChosen(event.target.value);
                  const next = candidates.find((user) => user.id === event.target.value);
                  if (next?.defaultChannelRole) setRole(next.defaultChannelRole);
                }}
                options={[
                  { value: '', label: i18n._(m.choosePerson) },
                  ...candidates.map((user) => ({ value: user.id, label: displayName(user) })),
                ]}
              />
              <div>
                <Button type="submit" disabled={person === undefined || props.busyUserId !== null}>
                  {i18n._(m.giveRole)}
                </Button>
              </div>
            </div>
            <RolePicker layout="list" label={i18n._(m.role)} value={role} onChange={setRole} />
          </>
        )}
      </form>
    </section>
  );
}
