import { useLingui } from '@lingui/react';
import type { TeamVerdict } from '@smm/access';
import { teamMessages as m } from '@smm/i18n';
import type { TeamPermissions } from '@smm/model';
import { Checkbox, Icon } from '@smm/ui';
import { DENIAL_TEXTS, NO_PERMISSIONS, PERMISSION_TEXTS } from './teams.texts.js';
import * as styles from './Teams.css.js';

/** Props of {@link TeamPermissionsSection}. */
export interface TeamPermissionsSectionProps {
  readonly permissions: TeamPermissions | undefined;
  /** Whether the person changes them (administrators), and if not why. */
  readonly right: TeamVerdict;
  readonly busy: boolean;
  readonly onChange: (permissions: TeamPermissions) => void;
}

/**
 * What the team grants its members — manageUser, manageChannels, manageTemplates,
 * manageAdAccounts (platform §6), each explained. Administrators tick them (saved at once);
 * others read them, with the reason they cannot change them.
 */
export function TeamPermissionsSection(props: TeamPermissionsSectionProps) {
  const { i18n } = useLingui();
  const current = props.permissions ?? NO_PERMISSIONS;
  return (
    <section className={styles.section} aria-labelledby="team-permissions-title">
      <h3 id="team-permissions-title" className={styles.sectionTitle}>
        {i18n._(m.permissionsTitle)}
      </h3>
      <p className={styles.text}>{i18n._(m.permissionsIntro)}</p>
      {!props.right.allowed && (
        <p className={styles.notice}>
          <Icon name="info" />
          <span>{i18n._(DENIAL_TEXTS[props.right.reason])}</span>
        </p>
      )}
      <div className={styles.permissions}>
        {PERMISSION_TEXTS.map((permission) => (
          <Checkbox
            key={permission.key}
            label={i18n._(permission.name)}
            description={i18n._(permission.text)}
            checked={current[permission.key]}
            disabled={!props.right.allowed || props.busy}
            onChange={(event) =>
              props.onChange({ ...current, [permission.key]: event.target.checked })
            }
          />
        ))}
      </div>
    </section>
  );
}
