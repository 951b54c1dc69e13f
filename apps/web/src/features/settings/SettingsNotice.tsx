import { Icon, type IconName } from '@smm/ui';
import { useId } from 'react';
import * as styles from './SettingsNotice.css.js';

/** A link of a {@link SettingsNotice}: somewhere the person can go from here. */
export interface NoticeLink {
  /** A hash route of the app, e.g. `#/settings/profile`. */
  readonly href: string;
  readonly label: string;
}

/** Props of {@link SettingsNotice}. */
export interface SettingsNoticeProps {
  /** The page's heading: the area's name, or what happened. */
  readonly title: string;
  /** What the area is for, under the heading. */
  readonly lead?: string | undefined;
  /** The plain statement of why the area shows no settings, with its icon. */
  readonly status: string;
  readonly icon: IconName;
  /** What the person can do instead, one paragraph each. */
  readonly details?: readonly string[] | undefined;
  readonly links: readonly NoticeLink[];
}

/**
 * The page of a settings area that shows no settings: one a later version adds, one the
 * organisation's package does not include, or one the person has no access to. It names the
 * area, says plainly why, and leads somewhere useful, so it is never a dead end.
 *
 * @example
 * <SettingsNotice title="Users" lead="Invite people…" icon="info"
 *   status="This area is not available in this version of Switchboard yet."
 *   links={[{ href: '#/settings/overview', label: 'See all settings' }]} />
 */
export function SettingsNotice(props: SettingsNoticeProps) {
  const id = useId();
  return (
    <section className={styles.notice} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {props.title}
      </h2>
      {props.lead ? <p className={styles.lead}>{props.lead}</p> : null}
      <p className={styles.status}>
        <Icon className={styles.statusIcon} name={props.icon} />
        <span>{props.status}</span>
      </p>
      {(props.details ?? []).map((detail) => (
        <p key={detail} className={styles.text}>
          {detail}
        </p>
      ))}
      {props.links.length > 0 ? (
        <ul className={styles.links}>
          {props.links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
                <Icon name="chevronRight" size={14} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
