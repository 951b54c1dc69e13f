import { useLingui } from '@lingui/react';
import { teamMessages as m, translate } from '@smm/i18n';
import type { Team } from '@smm/model';
import { Badge, Icon, IconButton, Tooltip } from '@smm/ui';
import { PERMISSION_TEXTS } from './teams.texts.js';
import * as styles from './Teams.css.js';

/** Props of {@link TeamList}. */
export interface TeamListProps {
  readonly teams: readonly Team[];
  /** Whether the person deletes teams (administrators). */
  readonly canDelete: boolean;
  /** The link of a team's page. */
  readonly href: (team: Team) => string;
  readonly onDelete: (team: Team) => void;
}

/** The teams as a table: name and colour, how many members and channels, what each grants. */
export function TeamList({ teams, canDelete, href, onDelete }: TeamListProps) {
  const { i18n } = useLingui();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={i18n._(m.title)}>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnTeam)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnMembers)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnChannels)}
            </th>
            <th scope="col" className={styles.th}>
              {i18n._(m.columnGrants)}
            </th>
            {canDelete && (
              <th scope="col" className={styles.th}>
                <span className={styles.muted}>{i18n._(m.columnActions)}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const granted = PERMISSION_TEXTS.filter((p) => team.permissions?.[p.key] === true);
            const remove = translate(i18n, m.deleteTeam, { name: team.name });
            return (
              <tr key={team.id} data-team-id={team.id}>
                <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                  <a className={styles.teamLink} href={href(team)}>
                    <span
                      className={styles.swatch}
                      style={{ background: team.color ?? 'transparent' }}
                      aria-hidden="true"
                    />
                    {team.name}
                  </a>
                </th>
                <td className={`${styles.td} ${styles.number}`}>{team.userIds?.length ?? 0}</td>
                <td className={`${styles.td} ${styles.number}`}>{team.channelIds?.length ?? 0}</td>
                <td className={styles.td}>
                  {granted.length === 0 ? (
                    <span className={styles.muted}>{i18n._(m.grantsNothing)}</span>
                  ) : (
                    <span className={styles.badges}>
                      {granted.map((permission) => (
                        <Badge key={permission.key} tone="info">
                          {i18n._(permission.name)}
                        </Badge>
                      ))}
                    </span>
                  )}
                </td>
                {canDelete && (
                  <td className={`${styles.td} ${styles.actionsCell}`}>
                    <Tooltip content={remove}>
                      <IconButton label={remove} onClick={() => onDelete(team)}>
                        <Icon name="trash" />
                      </IconButton>
                    </Tooltip>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
