import { useLingui } from '@lingui/react';
import type { SidebarButton } from '@smm/access';
import { areaMessages, shellMessages, translate } from '@smm/i18n';
import { Icon, type IconName, Tooltip } from '@smm/ui';
import type { ReactNode } from 'react';
import * as styles from './Shell.css.js';

/** What the shell shows around a screen. */
export interface ShellProps {
  /** The sidebar's buttons for the package (locked ones shown, not followed). */
  readonly buttons: readonly SidebarButton[];
  /** The current path, to mark the area the user is in. */
  readonly path: string;
  /** The signed-in person's name. */
  readonly userName: string;
  /** A support user acts as this person (platform §1). */
  readonly assuming: boolean;
  /** The platform menu, at the right of the top bar. */
  readonly menu: ReactNode;
  /** Notices above the screen: maintenance, the locale override. */
  readonly banners?: ReactNode;
  /** What sits at the bottom of the page, below the screen: the cookie consent banner. */
  readonly footer?: ReactNode;
  readonly children: ReactNode;
}

/** The icon of each area: the sidebar shows only these under 1280 px, with the name on hover. */
const AREA_ICONS: Readonly<Record<string, IconName>> = {
  home: 'home',
  engage: 'inbox',
  publish: 'calendar',
  measure: 'barChart',
  benchmark: 'trendingUp',
  listen: 'radio',
  ads: 'megaphone',
  audience: 'users',
  notifications: 'bell',
  settings: 'settings',
  support: 'lifeBuoy',
};

const isIn = (path: string, button: SidebarButton) =>
  path === button.path || path.startsWith(`${button.path}/`);

const labelOf = (id: string): keyof typeof areaMessages | null =>
  id in areaMessages ? (id as keyof typeof areaMessages) : null;

/**
 * The frame around every screen: the sidebar (logo, the package's areas) and the top bar (the
 * assuming indicator, the platform menu), the banners and the screen. Under 1280 px the sidebar
 * is a rail of the areas' icons, each naming itself on hover and focus, to leave the screen room.
 */
export function Shell(props: ShellProps) {
  const { i18n } = useLingui();
  const { buttons, path } = props;
  const label = (button: SidebarButton) => {
    const id = labelOf(button.id);
    return id ? i18n._(areaMessages[id]) : button.label;
  };
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label={i18n._(shellMessages.mainNavigation)}>
        <span className={styles.logoMark} aria-hidden="true">
          {i18n._(shellMessages.logoShort)}
        </span>
        <h1 className={styles.logo}>{i18n._(shellMessages.logo)}</h1>
        <ul className={styles.areas}>
          {buttons.map((button) => {
            const content = (
              <>
                <Icon name={AREA_ICONS[button.id] ?? 'more'} size={18} />
                <span className={styles.areaName}>{label(button)}</span>
              </>
            );
            return (
              <li key={button.id}>
                {button.locked ? (
                  <Tooltip
                    placement="right"
                    content={`${label(button)} (${i18n._(shellMessages.locked)})`}
                  >
                    <span className={styles.locked} aria-disabled="true" tabIndex={0}>
                      {content}{' '}
                      <span className={styles.lockNote}>({i18n._(shellMessages.locked)})</span>
                    </span>
                  </Tooltip>
                ) : (
                  <Tooltip placement="right" content={label(button)}>
                    <a
                      className={styles.area}
                      href={`#${button.path}`}
                      aria-current={isIn(path, button) ? 'page' : undefined}
                    >
                      {content}
                    </a>
                  </Tooltip>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
      <div className={styles.body}>
        <header className={styles.topBar}>
          {props.assuming ? (
            <span className={styles.assuming} role="status">
              {translate(i18n, shellMessages.assuming, { name: props.userName })}
            </span>
          ) : null}
          <span className={styles.spacer} />
          {props.menu}
        </header>
        <div>{props.banners}</div>
        <main className={styles.main}>{props.children}</main>
        {props.footer}
      </div>
    </div>
  );
}
