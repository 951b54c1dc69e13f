import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m } from '@smm/i18n';
import type { Network } from '@smm/model';
import { EmptyState } from '@smm/ui';
import { useCallback } from 'react';
import { personTimeZone } from '../../../session/time-zone.js';
import { LoadState } from '../../settings/LoadState.js';
import { useLoaded } from '../../settings/use-loaded.js';
import type { ManageCalls } from './manage.calls.js';
import type { ManageSectionProps } from './manage.props.js';
import * as styles from './Manage.css.js';
import { OutlierCard } from './OutlierCard.js';

/**
 * Outliers (`#/benchmark/manage/scheduled#outliers`, decision 0082): the selection's posts far
 * above or below their channel's usual engagement, strongest first; an empty state says why
 * there are none.
 */
export function OutliersPanel(props: ManageSectionProps & { readonly calls: ManageCalls }) {
  const { i18n } = useLingui();
  const { calls, selection } = props;
  // The selection's values, not its identity: the area may build it afresh on every render.
  const { since, until, teamId } = selection;
  const brandKey = selection.brandIds.join(',');
  const networkKey = selection.networks.join(',');
  const load = useCallback(
    () =>
      brandKey === ''
        ? Promise.resolve([])
        : calls.outliers({
            brandIds: brandKey.split(','),
            networks: networkKey === '' ? [] : (networkKey.split(',') as Network[]),
            since,
            until,
            teamId,
          }),
    [calls, brandKey, networkKey, since, until, teamId],
  );
  const { loaded, reload } = useLoaded(load);
  const outliers = loaded.kind === 'ready' ? loaded.data : [];
  return (
    <section className={styles.section} aria-labelledby="benchmark-outliers-title">
      <div className={styles.cell}>
        <h2 id="benchmark-outliers-title" className={styles.heading}>
          {i18n._(m.outliersTitle)}
        </h2>
        <p className={styles.lead}>{i18n._(m.outliersLead)}</p>
      </div>
      <LoadState
        loaded={loaded}
        retry={reload}
        failed={m.outliersLoadFailed}
        retryLabel={m.retry}
      />
      {loaded.kind === 'ready' && outliers.length === 0 && (
        <EmptyState icon="trendingUp" headingLevel={3} title={i18n._(m.outliersEmptyTitle)}>
          {i18n._(selection.brandIds.length === 0 ? m.outliersNoBrands : m.outliersEmpty)}
        </EmptyState>
      )}
      {outliers.length > 0 && (
        <ul className={styles.grid} aria-label={i18n._(m.outliersList)}>
          {outliers.map((outlier) => (
            <OutlierCard key={outlier.post.id} outlier={outlier} zone={personTimeZone(props.me)} />
          ))}
        </ul>
      )}
    </section>
  );
}
