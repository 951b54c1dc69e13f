import type { SidebarButton, TeamSwitcher } from '@smm/access';
import type { ReactNode } from 'react';
import * as styles from './Shell.css.js';

/** The sidebar logo text (platform §2). */
export const SHELL_TITLE = 'Social Media Management';

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
  readonly teams: TeamSwitcher;
  readonly onTeamChange: (teamId: string) => void;
  readonly children: ReactNode;
}

const isIn = (path: string, button: SidebarButton) =>
  path === button.path || path.startsWith(`${button.path}/`);

/**
 * The frame around every screen: the sidebar (logo, the package's areas) and the top bar (who
 * is signed in, the assuming indicator, the team switcher for admins, sign-out).
 */
export function Shell(props: ShellProps) {
  const { buttons, path, teams } = props;
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Main">
        <h1 className={styles.logo}>{SHELL_TITLE}</h1>
        <ul className={styles.areas}>
          {buttons.map((button) => (
            <li key={button.id}>
              {button.locked ? (
                <span className={styles.locked} aria-disabled="true">
                  {button.label} <span className={styles.lockNote}>(locked)</span>
                </span>
              ) : (
                <a
                  className={styles.area}
                  href={`#${button.path}`}
                  aria-current={isIn(path, button) ? 'page' : undefined}
                >
                  {button.label}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.body}>
        <header className={styles.topBar}>
          {props.assuming ? (
            <span className={styles.assuming} role="status">
              Assuming {props.userName}
            </span>
          ) : (
            <span>{props.userName}</span>
          )}
          {teams.visible ? (
            <label className={styles.teamSwitch}>
              Team
              <select
                value={teams.selectedId ?? ''}
                onChange={(event) => props.onTeamChange(event.currentTarget.value)}
              >
                {teams.options.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <a className={styles.signOut} href="#/logout">
            Sign out
          </a>
        </header>
        <main className={styles.main}>{props.children}</main>
      </div>
    </div>
  );
}
