import { useLingui } from '@lingui/react';
import type { SettingsAreaId, SettingsGroup } from '@smm/access';
import { settingsAreaMessages, settingsMessages } from '@smm/i18n';
import { Icon } from '@smm/ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { AREA_TEXTS, GROUP_HEADINGS } from './settings-area.texts.js';
import * as styles from './SettingsLayout.css.js';

/** Props of {@link SettingsLayout}. */
export interface SettingsLayoutProps {
  /** The person's settings navigation (`settingsNavigation` of `@smm/access`). */
  readonly groups: readonly SettingsGroup[];
  /** The area the screen belongs to, marked as the current page. */
  readonly current: SettingsAreaId;
  readonly children: ReactNode;
}

/**
 * The settings area's frame: the navigation of the areas the person has, in headed groups, the
 * current one marked, locked ones with a lock that says why; the area's screen beside it. On a
 * narrow screen the navigation folds into a button above the screen (Escape folds it again).
 */
export function SettingsLayout(props: SettingsLayoutProps) {
  const { i18n } = useLingui();
  const { current } = props;
  // Open for the area it was opened on: choosing another area folds it on a narrow screen.
  const [openOn, setOpenOn] = useState<SettingsAreaId | null>(null);
  const open = openOn === current;
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const notInPackage = i18n._(settingsAreaMessages.notInPackage);
  return (
    <div className={styles.layout}>
      <nav
        className={styles.nav}
        aria-label={i18n._(settingsMessages.navigation)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            setOpenOn(null);
            toggle.current?.focus();
          }
        }}
      >
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-areas`}
          onClick={() => setOpenOn(open ? null : current)}
        >
          <Icon name="menu" />
          <span className={styles.toggleLabel}>{i18n._(settingsAreaMessages.showAreas)}</span>
          <span className={styles.toggleCurrent}>{i18n._(AREA_TEXTS[current].title)}</span>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} />
        </button>
        <div id={`${id}-areas`} className={styles.groups} data-open={open}>
          {props.groups.map((group) => (
            <div key={group.id}>
              <h2 id={`${id}-${group.id}`} className={styles.groupHeading}>
                {i18n._(GROUP_HEADINGS[group.id])}
              </h2>
              <ul className={styles.list} aria-labelledby={`${id}-${group.id}`}>
                {group.areas.map((area) => (
                  <li key={area.id}>
                    <a
                      className={
                        area.state === 'locked'
                          ? `${styles.link} ${styles.lockedLink}`
                          : styles.link
                      }
                      href={`#${area.path}`}
                      aria-current={area.id === current ? 'page' : undefined}
                      onClick={() => setOpenOn(null)}
                    >
                      <span>{i18n._(AREA_TEXTS[area.id].title)}</span>
                      {area.state === 'locked' ? (
                        <span className={styles.lock} title={notInPackage}>
                          <Icon name="lock" size={14} label={notInPackage} />
                        </span>
                      ) : null}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className={styles.content}>{props.children}</div>
    </div>
  );
}
