import { useLingui } from '@lingui/react';
import { homeMessages, listenMessages, translate } from '@smm/i18n';
import type { HomeListen } from '@smm/model';
import { EmptyState } from '@smm/ui';
import * as styles from './Home.css.js';
import type { Loaded } from '../settings/use-loaded.js';
import { WidgetCard } from './WidgetCard.js';

/** Props of {@link ListenWidget}. */
export interface ListenWidgetProps {
  readonly data: Loaded<HomeListen>;
  readonly onRetry: () => void;
}

/**
 * Home's listening widget (decisions 0073, 0088): the organisation's active queries, each with
 * how many posts it found in the last 7 days and its keywords.
 */
export function ListenWidget(props: ListenWidgetProps) {
  const { i18n } = useLingui();
  return (
    <WidgetCard widget="listen" data={props.data} onRetry={props.onRetry}>
      {(listen) =>
        listen.queries.length === 0 ? (
          <EmptyState headingLevel={3} icon="radio" title={i18n._(homeMessages.listenEmpty)}>
            {i18n._(homeMessages.listenEmptyBody)}
          </EmptyState>
        ) : (
          <ul className={styles.list}>
            {listen.queries.map((query) => (
              <li key={query.id} className={styles.query}>
                <span className={styles.rowLine}>
                  <span className={styles.strong}>{query.name}</span>
                </span>
                <span className={styles.muted}>
                  {translate(i18n, listenMessages.lastWeek, { count: query.lastWeek })}
                </span>
                <span className={styles.chips}>
                  {query.keywords.map((keyword) => (
                    <span key={keyword} className={styles.chip}>
                      {keyword}
                    </span>
                  ))}
                </span>
                {query.excludedKeywords.length === 0 ? null : (
                  <span className={styles.muted}>
                    {translate(i18n, homeMessages.excluded, {
                      keywords: query.excludedKeywords.join(', '),
                    })}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )
      }
    </WidgetCard>
  );
}
