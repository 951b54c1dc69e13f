import { useLingui } from '@lingui/react';
import { supportMessages as m, translate } from '@smm/i18n';
import type { SupportUser } from '@smm/model';
import { Avatar, Badge, Button } from '@smm/ui';
import * as styles from './Support.css.js';

/** One user support staff found: who, their organisation, and a button to assume them. */
export function SupportUserRow(props: {
  readonly user: SupportUser;
  readonly onAssume: (user: SupportUser) => void;
}) {
  const { i18n } = useLingui();
  const { user } = props;
  return (
    <li className={styles.row} data-user-id={user.id}>
      <Avatar name={user.name} size="sm" />
      <div>
        <p className={styles.name}>
          {user.name} {user.isAdmin ? <Badge tone="info">{i18n._(m.admin)}</Badge> : null}
        </p>
        <p className={styles.meta}>
          {user.email} · {user.orgName}
        </p>
      </div>
      <Button variant="secondary" onClick={() => props.onAssume(user)}>
        {translate(i18n, m.assume, { name: user.name })}
      </Button>
    </li>
  );
}
