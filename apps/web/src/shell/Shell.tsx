import type { ReactNode } from 'react';
import * as styles from './Shell.css.js';

/** The sidebar logo text (platform §2). */
export const SHELL_TITLE = 'Social Media Management';

/** The frame around every screen: the sidebar with the logo, and the main area. */
export function Shell({ children }: { readonly children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <nav className={styles.sidebar} aria-label="Main">
        <h1 className={styles.logo}>{SHELL_TITLE}</h1>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
