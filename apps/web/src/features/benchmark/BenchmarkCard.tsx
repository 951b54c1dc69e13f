import { useLingui } from '@lingui/react';
import { benchmarkMessages, translate } from '@smm/i18n';
import type { MetricEntry } from '@smm/model';
import { Button, Skeleton } from '@smm/ui';
import { type ReactNode, useId, useState } from 'react';
import * as styles from './BenchmarkCard.css.js';
import { CardHeader } from './CardHeader.js';

/** Props of {@link BenchmarkCard}. */
export interface BenchmarkCardProps<T> {
  /** The menu entry the card stands for: the location's fragment scrolls to it. */
  readonly fragment: string;
  readonly title: string;
  /** The metric entry its figures load through (`@smm/async`); undefined before it is added. */
  readonly entry: MetricEntry | undefined;
  /** Reads the entry's data (decoded when it was received). */
  readonly read: (data: unknown) => T;
  readonly onRetry: () => void;
  /** Controls beside the title. */
  readonly actions?: ReactNode;
  /** How many skeleton lines stand for the body while it loads; default 4. */
  readonly lines?: number;
  readonly children: (data: T) => ReactNode;
}

/**
 * A card of the benchmark area: the collapsible header, then what its metric entry holds — a
 * skeleton while it is fetched, the error with "Try again" when the fetch failed (engage §8: a
 * failed metric fetch marks the entry failed), else what `children` make of the data.
 *
 * @example
 * <BenchmarkCard fragment="fans" title="Fans" entry={entries.brands} read={asInsights} onRetry={retry}>
 *   {(insights) => <FansChart insights={insights} />}
 * </BenchmarkCard>
 */
export function BenchmarkCard<T>(props: BenchmarkCardProps<T>) {
  const { i18n } = useLingui();
  const [expanded, setExpanded] = useState(true);
  const titleId = useId();
  const contentId = useId();
  const { entry } = props;
  const body =
    entry === undefined || (entry.fetching && entry.data === undefined) ? (
      <Skeleton
        lines={props.lines ?? 4}
        label={translate(i18n, benchmarkMessages.loading, { title: props.title })}
      />
    ) : entry.failed ? (
      <div className={styles.problem} role="alert">
        <p className={styles.problemText}>
          {translate(i18n, benchmarkMessages.loadFailed, { title: props.title })}
        </p>
        <Button variant="secondary" onClick={props.onRetry}>
          {i18n._(benchmarkMessages.retry)}
        </Button>
      </div>
    ) : entry.data === undefined ? null : (
      props.children(props.read(entry.data))
    );
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      data-fragment={props.fragment}
      aria-busy={entry?.fetching === true}
    >
      <CardHeader
        title={props.title}
        titleId={titleId}
        contentId={contentId}
        expanded={expanded}
        onToggle={() => setExpanded((open) => !open)}
        actions={props.actions}
      />
      <div id={contentId} className={styles.body} hidden={!expanded}>
        {body}
      </div>
    </section>
  );
}
