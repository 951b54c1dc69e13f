import { useLingui } from '@lingui/react';
import { settingsMessages, shellMessages } from '@smm/i18n';
import type { ReactNode } from 'react';
import * as styles from './Settings.css.js';

const SCREENS = [
  { path: '/settings/profile', label: shellMessages.profile },
  { path: '/settings/ai', label: shellMessages.aiFeatures },
] as const;

/** The settings screens built so far, with a menu between them. */
export function SettingsLayout(props: { readonly path: string; readonly children: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.layout}>
      <nav aria-label={i18n._(settingsMessages.navigation)}>
        <ul className={styles.nav}>
          {SCREENS.map((screen) => (
            <li key={screen.path}>
              <a
                className={styles.navLink}
                href={`#${screen.path}`}
                aria-current={props.path === screen.path ? 'page' : undefined}
              >
                {i18n._(screen.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div>{props.children}</div>
    </div>
  );
}
