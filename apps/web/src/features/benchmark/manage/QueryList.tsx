import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m, formatDate, translate } from '@smm/i18n';
import { networkName } from '@smm/networks';
import type { Brand, Locale, SavedQuery } from '@smm/model';
import { Button } from '@smm/ui';
import { PERIOD_TEXTS } from './manage.format.js';
import { brandNames } from './manage.rules.js';
import * as styles from './Manage.css.js';
import { Action } from './ReportList.js';

/** Props of {@link QueryList}. */
export interface QueryListProps {
  readonly queries: readonly SavedQuery[];
  readonly brands: readonly Brand[];
  /** Whether the person may rename and delete a query (its author, administrators, leaders). */
  readonly canChange: (query: SavedQuery) => boolean;
  readonly onApply: (query: SavedQuery) => void;
  readonly onRename: (query: SavedQuery) => void;
  readonly onDelete: (query: SavedQuery) => void;
}

/** The saved queries: name, brands, networks and period, who saved it; open, rename, delete. */
export function QueryList(props: QueryListProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <ul className={styles.list} aria-label={i18n._(m.queriesList)}>
      {props.queries.map((query) => {
        const titleId = `query-${query.id}`;
        const networks =
          query.networks && query.networks.length > 0
            ? query.networks.map((network) => networkName(network)).join(', ')
            : i18n._(m.allNetworks);
        return (
          <li
            key={query.id}
            className={styles.row}
            aria-labelledby={titleId}
            data-query-id={query.id}
          >
            <div className={`${styles.cell} ${styles.area.name}`}>
              <h3 id={titleId} className={styles.title}>
                {query.name}
              </h3>
              <span className={styles.meta}>
                {brandNames(props.brands, query.brandIds).join(', ')}
              </span>
            </div>
            <div className={`${styles.cell} ${styles.area.about}`}>
              <span>{i18n._(PERIOD_TEXTS[query.period])}</span>
              <span className={styles.meta}>{networks}</span>
            </div>
            <div className={`${styles.cell} ${styles.area.sending}`}>
              <span className={styles.meta}>
                {translate(i18n, m.savedBy, { name: query.createdBy.name })}
              </span>
              <span className={styles.meta}>{formatDate(query.createdAt, locale)}</span>
            </div>
            <div className={`${styles.actions} ${styles.area.actions}`}>
              <Button
                variant="secondary"
                aria-label={translate(i18n, m.applyName, { name: query.name })}
                onClick={() => props.onApply(query)}
              >
                {i18n._(m.apply)}
              </Button>
              {props.canChange(query) && (
                <>
                  <Action
                    label={translate(i18n, m.rename, { name: query.name })}
                    icon="edit"
                    onClick={() => props.onRename(query)}
                  />
                  <Action
                    label={translate(i18n, m.deleteItem, { name: query.name })}
                    icon="trash"
                    onClick={() => props.onDelete(query)}
                  />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
