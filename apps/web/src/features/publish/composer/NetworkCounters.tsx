import { useLingui } from '@lingui/react';
import { publishComposerMessages as m, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import type { NetworkCheck } from '@smm/publish';
import { NetworkIcon, VisuallyHidden } from '@smm/ui';
import { checkProblems } from './composer.texts.js';
import * as styles from './NetworkCounters.css.js';

/** Props of {@link NetworkCounters}. */
export interface NetworkCountersProps {
  /** The chosen networks' counters and problems (`networkChecks`). */
  readonly checks: readonly NetworkCheck[];
  /** The id of the problems' list, for the text box's `aria-describedby`. */
  readonly problemsId?: string;
}

/**
 * A counter per network of the chosen channels, "281/280" in red when over the network's limit
 * (X counted as X counts), and every network's problem in words under them.
 */
export function NetworkCounters({ checks, problemsId }: NetworkCountersProps) {
  const { i18n } = useLingui();
  const problems = checkProblems(i18n, checks);
  if (checks.length === 0) return null;
  return (
    <>
      <ul className={styles.counters} aria-label={i18n._(m.counters)}>
        {checks.map(({ network, counter, customised }) => {
          const name = networkName(network);
          const label =
            counter.max < 0
              ? translate(i18n, m.counterNoLimit, { network: name, count: counter.count })
              : translate(i18n, m.counterLabel, {
                  network: name,
                  count: counter.count,
                  max: counter.max,
                });
          const classes = [
            styles.counter,
            counter.over && styles.over,
            customised && styles.customised,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={network}
              className={classes}
              title={label}
              data-network={network}
              data-over={counter.over}
              data-testid="network-counter"
            >
              <NetworkIcon network={network} size={14} />
              <span aria-hidden="true">
                {counter.max < 0 ? counter.count : `${counter.count}/${counter.max}`}
              </span>
              <VisuallyHidden>{label}</VisuallyHidden>
            </li>
          );
        })}
      </ul>
      <div id={problemsId} aria-live="polite">
        {problems.length > 0 && (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
