import { useLingui } from '@lingui/react';
import { homeMessages, translate } from '@smm/i18n';
import type { HomeWidget } from '@smm/model';
import { Button, Skeleton } from '@smm/ui';
import { type ReactNode, useId } from 'react';
import { WIDGET_TEXTS } from './home.texts.js';
import type { Loaded } from '../settings/use-loaded.js';
import * as styles from './WidgetCard.css.js';

/** Props of {@link WidgetCard}. */
export interface WidgetCardProps<T> {
  readonly widget: HomeWidget;
  /** The widget's data as it loads; its body shows once ready. */
  readonly data: Loaded<T>;
  readonly onRetry: () => void;
  /** A line under the title (the period, the zone of the times). */
  readonly subtitle?: ReactNode;
  /** How many skeleton lines stand for the body while it loads; default 3. */
  readonly lines?: number;
  readonly children: (data: T) => ReactNode;
}

/**
 * One widget of Home: its title with a link to its area, then its body — a skeleton while it
 * loads, the error with "Try again" when it failed, else what `children` make of the data.
 *
 * @example
 * <WidgetCard widget="engage" data={data} onRetry={retry}>{(engage) => <EngageBody engage={engage} />}</WidgetCard>
 */
export function WidgetCard<T>(props: WidgetCardProps<T>) {
  const { i18n } = useLingui();
  const titleId = useId();
  const texts = WIDGET_TEXTS[props.widget];
  const title = i18n._(texts.title);
  const { data } = props;
  return (
    <section className={styles.card} aria-labelledby={titleId} data-widget={props.widget}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <a className={styles.link} href={texts.href}>
          {i18n._(texts.open)}
        </a>
      </div>
      {props.subtitle === undefined ? null : <p className={styles.subtitle}>{props.subtitle}</p>}
      {data.kind === 'loading' ? (
        <Skeleton
          lines={props.lines ?? 3}
          label={translate(i18n, homeMessages.loading, { widget: title })}
        />
      ) : data.kind === 'failed' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>
            {i18n._(homeMessages.loadFailed)} {data.message}
          </p>
          <Button variant="secondary" onClick={props.onRetry}>
            {i18n._(homeMessages.retry)}
          </Button>
        </div>
      ) : (
        props.children(data.data)
      )}
    </section>
  );
}
