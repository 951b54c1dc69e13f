import { useLingui } from '@lingui/react';
import { roleLabel } from '@smm/access';
import { formatDate, translate, userMessages as m } from '@smm/i18n';
import type { Locale, User } from '@smm/model';
import { Avatar, Badge, Button, Icon, IconButton, Tooltip } from '@smm/ui';
import { ROLE_LABEL_TEXTS } from './users.texts.js';
import * as styles from './UserRow.css.js';

/** Props of {@link UserRow}. */
export interface UserRowProps {
  readonly user: User;
  /** Team names by id, for the user's teams. */
  readonly teamNames: ReadonlyMap<string, string>;
  /** The row is the signed-in person's own: they cannot delete themself. */
  readonly isMe?: boolean | undefined;
  /** A change of this user is on its way (resending, withdrawing). */
  readonly busy?: boolean | undefined;
  readonly onEdit: (user: User) => void;
  readonly onDelete: (user: User) => void;
  readonly onResend: (user: User) => void;
  readonly onWithdraw: (user: User) => void;
}

/**
 * One user of the users settings: picture, name and e-mail address (with "Invitation pending"
 * and its resend and withdraw actions while they have not signed up), role label (platform §6),
 * teams (administrators belong to every team), last sign-in with how many sign-ins; edit and
 * delete with names shown on hover.
 */
export function UserRow(props: UserRowProps) {
  const { i18n } = useLingui();
  const { user } = props;
  const locale = i18n.locale as Locale;
  const name = user.name.trim() || user.email;
  const teams = (user.teamIds ?? user.teams?.map((team) => team.id) ?? [])
    .map((id) => props.teamNames.get(id))
    .filter((team): team is string => team !== undefined)
    .sort((a, b) => a.localeCompare(b));
  const edit = translate(i18n, m.edit, { name });
  const remove = translate(i18n, m.delete, { name });
  return (
    <tr className={styles.row} data-user-id={user.id}>
      <th scope="row" className={styles.cell}>
        <div className={styles.person}>
          <Avatar
            name={name}
            {...(user.profilePicture ? { src: user.profilePicture } : {})}
            size="sm"
          />
          <div className={styles.names}>
            <span className={styles.name}>
              {name}
              {props.isMe ? <Badge tone="info">{i18n._(m.you)}</Badge> : null}
              {user.invitationPending ? <Badge tone="warning">{i18n._(m.pending)}</Badge> : null}
            </span>
            <span className={styles.muted}>{user.email}</span>
            {user.invitationPending ? (
              <span className={styles.invitation}>
                <Button
                  variant="secondary"
                  className={styles.small}
                  disabled={props.busy}
                  onClick={() => props.onResend(user)}
                >
                  <Icon name="mail" /> {i18n._(m.resend)}
                </Button>
                <Button
                  variant="ghost"
                  className={styles.small}
                  disabled={props.busy}
                  onClick={() => props.onWithdraw(user)}
                >
                  {i18n._(m.withdraw)}
                </Button>
              </span>
            ) : null}
          </div>
        </div>
      </th>
      <td className={`${styles.cell} ${styles.words}`}>
        {i18n._(ROLE_LABEL_TEXTS[roleLabel(user)])}
      </td>
      <td className={styles.cell}>
        {user.isAdmin ? (
          i18n._(m.everyTeam)
        ) : teams.length > 0 ? (
          teams.join(', ')
        ) : (
          <span className={styles.muted}>{i18n._(m.noTeam)}</span>
        )}
      </td>
      <td className={`${styles.cell} ${styles.words}`}>
        <div className={styles.names}>
          {user.lastLogin ? (
            <span>{formatDate(user.lastLogin, locale)}</span>
          ) : (
            <span className={styles.muted}>{i18n._(m.never)}</span>
          )}
          {user.lastLogin || (user.loginCount ?? 0) > 0 ? (
            <span className={`${styles.muted} ${styles.number}`}>
              {translate(i18n, m.loginCount, { count: user.loginCount ?? 0 })}
            </span>
          ) : null}
        </div>
      </td>
      <td className={styles.cell}>
        <div className={styles.actions}>
          <Tooltip content={edit}>
            <IconButton label={edit} onClick={() => props.onEdit(user)}>
              <Icon name="edit" />
            </IconButton>
          </Tooltip>
          {props.isMe || user.invitationPending ? null : (
            <Tooltip content={remove}>
              <IconButton label={remove} onClick={() => props.onDelete(user)}>
                <Icon name="trash" />
              </IconButton>
            </Tooltip>
          )}
        </div>
      </td>
    </tr>
  );
}
