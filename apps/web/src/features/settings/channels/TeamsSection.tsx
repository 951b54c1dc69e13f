import { useLingui } from '@lingui/react';
import type { ChannelTeams } from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import type { Team } from '@smm/model';
import { Button, Select } from '@smm/ui';
import { useState } from 'react';
import * as styles from './ChannelDetail.css.js';

/** Props of {@link TeamsSection}. */
export interface TeamsSectionProps {
  /** The teams holding the channel and those the person may change (`channelTeams`). */
  readonly teams: ChannelTeams<Team>;
  /** Whether the person manages any team (administrators, team leaders). */
  readonly canChange: boolean;
  /** The team being changed. */
  readonly busyTeamId: string | null;
  readonly onAssign: (team: Team) => void;
  readonly onDismiss: (team: Team) => void;
}

/**
 * The teams holding the channel: their members work on it with their team's role. Who manages a
 * team (administrators, its leaders) gives the channel to it or takes it away; others see the
 * teams only.
 */
export function TeamsSection({
  teams,
  canChange,
  busyTeamId,
  onAssign,
  onDismiss,
}: TeamsSectionProps) {
  const { i18n } = useLingui();
  const [chosen, setChosen] = useState('');
  const team = teams.assignable.find((candidate) => candidate.id === chosen);
  return (
    <section className={styles.section} aria-labelledby="channel-teams-title">
      <h3 id="channel-teams-title" className={styles.sectionTitle}>
        {i18n._(m.teamsTitle)}
      </h3>
      <p className={styles.text}>{i18n._(m.teamsIntro)}</p>
      {teams.holding.length === 0 ? (
        <p className={styles.text}>{i18n._(m.teamsEmpty)}</p>
      ) : (
        <ul className={styles.list}>
          {teams.holding.map((holder) => (
            <li key={holder.id} className={styles.listItem}>
              <span>
                <span
                  className={styles.swatch}
                  style={{ background: holder.color ?? 'currentColor' }}
                  aria-hidden="true"
                />
                {holder.name}
              </span>
              {teams.dismissable.has(holder.id) ? (
                <Button
                  variant="ghost"
                  busy={busyTeamId === holder.id}
                  disabled={busyTeamId !== null}
                  onClick={() => onDismiss(holder)}
                >
                  {translate(i18n, m.removeFromTeam, { team: holder.name })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {!canChange ? (
        <p className={styles.muted}>{i18n._(m.teamsReadOnly)}</p>
      ) : teams.assignable.length > 0 ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (team === undefined) return;
            onAssign(team);
            setChosen('');
          }}
        >
          <Select
            fieldClassName={styles.grow}
            label={i18n._(m.team)}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            options={[
              { value: '', label: i18n._(m.chooseTeam) },
              ...teams.assignable.map((candidate) => ({
                value: candidate.id,
                label: candidate.name,
              })),
            ]}
          />
          <Button type="submit" disabled={team === undefined || busyTeamId !== null}>
            {i18n._(m.addToTeam)}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
