import { useLingui } from '@lingui/react';
import { POST_PERMISSION_KEYS, postPermissionRows } from '@smm/channels';
import { channelsMessages as m } from '@smm/i18n';
import { Icon, VisuallyHidden } from '@smm/ui';
import * as styles from './ChannelDetail.css.js';
import { PERMISSION_TEXTS, ROLE_TEXTS } from './channels.texts.js';

/**
 * What each channel role may do with the channel's posts (platform §3: approvePost, createPost,
 * publishPost, savePostAsDraft, submitPostForApproval), from the rule the server applies.
 */
export function PostPermissionsTable() {
  const { i18n } = useLingui();
  return (
    <section className={styles.section} aria-labelledby="channel-permissions-title">
      <h3 id="channel-permissions-title" className={styles.sectionTitle}>
        {i18n._(m.permissionsTitle)}
      </h3>
      <p className={styles.text}>{i18n._(m.permissionsIntro)}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {i18n._(m.columnRole)}
              </th>
              {POST_PERMISSION_KEYS.map((key) => (
                <th key={key} scope="col" className={`${styles.th} ${styles.center}`}>
                  {i18n._(PERMISSION_TEXTS[key])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {postPermissionRows().map((row) => (
              <tr key={row.role}>
                <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                  {i18n._(ROLE_TEXTS[row.role])}
                </th>
                {POST_PERMISSION_KEYS.map((key) => (
                  <td key={key} className={`${styles.td} ${styles.center}`}>
                    <span className={row.permissions[key] ? styles.yes : styles.no}>
                      <Icon name={row.permissions[key] ? 'check' : 'close'} size={16} />
                    </span>
                    <VisuallyHidden>
                      {i18n._(row.permissions[key] ? m.allowed : m.notAllowed)}
                    </VisuallyHidden>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
