import { useLingui } from '@lingui/react';
import { measureMessages as m, translate } from '@smm/i18n';
import { Button, Icon, Skeleton } from '@smm/ui';
import { type ReactNode, useId, useState } from 'react';
import type { Loaded } from '../settings/use-loaded.js';
import * as styles from './Measure.css.js';

/** Props of {@link MeasureCard}. */
export interface MeasureCardProps<T> {
  readonly title: string;
  readonly loaded: Loaded<T>;
  readonly onRetry: () => void;
  /** Downloads the card's data as CSV; no export button without it. */
  readonly onExport?: () => Promise<void>;
  /** How many skeleton lines stand for the body while it loads; default 4. */
  readonly lines?: number;
  /** A name for the browser tests and the page's layout. */
  readonly part: string;
  readonly children: (data: T) => ReactNode;
}

/**
 * One card of the Measure dashboard: its title and "Export CSV", then its body — a skeleton while
 * it loads, the error with "Try again" when it failed, else what `children` make of the data.
 */
export function MeasureCard<T>(props: MeasureCardProps<T>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [exporting, setExporting] = useState(false);
  const [exportProblem, setExportProblem] = useState<string | null>(null);
  const { loaded, onExport } = props;
  const runExport = async () => {
    if (!onExport) return;
    setExporting(true);
    setExportProblem(null);
    try {
      await onExport();
    } catch (error) {
      setExportProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <section className={styles.card} aria-labelledby={titleId} data-part={props.part}>
      <div className={styles.cardHeader}>
        <h2 id={titleId} className={styles.cardTitle}>
          {props.title}
        </h2>
        {onExport && loaded.kind === 'ready' ? (
          <Button
            variant="secondary"
            aria-describedby={titleId}
            busy={exporting}
            onClick={() => void runExport()}
          >
            <Icon name="download" />
            {i18n._(m.exportCsv)}
          </Button>
        ) : null}
      </div>
      {exportProblem === null ? null : (
        <p className={styles.problemText} role="alert">
          {i18n._(m.exportFailed)} {exportProblem}
        </p>
      )}
      {loaded.kind === 'loading' ? (
        <Skeleton
          lines={props.lines ?? 4}
          label={translate(i18n, m.loading, { part: props.title })}
        />
      ) : loaded.kind === 'failed' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>
            {i18n._(m.loadFailed)} {loaded.message}
          </p>
          <Button variant="secondary" onClick={props.onRetry}>
            {i18n._(m.retry)}
          </Button>
        </div>
      ) : (
        props.children(loaded.data)
      )}
    </section>
  );
}
