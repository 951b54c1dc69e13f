import type { ReactNode } from 'react';
import * as styles from './Home.css.js';

/** One figure of a widget: what it counts and its value. */
export interface Figure {
  readonly label: string;
  readonly value: ReactNode;
  /** A link to where the counted things are. */
  readonly href?: string;
  /** A smaller value (a phrase rather than a number). */
  readonly small?: boolean;
}

/** A widget's figures side by side, each a label and its value (a description list). */
export function Figures({ figures }: { readonly figures: readonly Figure[] }) {
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.label} className={styles.figure}>
          <dt className={styles.figureLabel}>{figure.label}</dt>
          <dd
            className={
              figure.small ? `${styles.figureValue} ${styles.figureSmall}` : styles.figureValue
            }
          >
            {figure.href === undefined ? (
              figure.value
            ) : (
              <a href={figure.href} className={styles.figureLink}>
                {figure.value}
              </a>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
