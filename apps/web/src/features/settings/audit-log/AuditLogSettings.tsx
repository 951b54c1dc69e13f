import { useLingui } from '@lingui/react';
import { auditLogMessages as m, dateLocale, supportedLocaleOf, translate } from '@smm/i18n';
import { toApiError, type AuditEntry, type AuditPage } from '@smm/model';
import { Button, EmptyState, Icon } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useLoaded } from '../use-loaded.js';
import { auditLogCalls } from './audit-log.calls.js';
import {
  auditQueryOf,
  isAuditFiltered,
  isReversed,
  NO_AUDIT_FILTER,
  type AuditFilter,
} from './audit-log.query.js';
import { AuditEntryRow } from './AuditEntryRow.js';
import { AuditFilters } from './AuditFilters.js';
import * as styles from './AuditLog.css.js';

const EMPTY_PAGE: AuditPage = { entries: [], next: null };

/** Pages loaded after the first, for the first page they follow. */
interface More {
  readonly after: AuditPage;
  readonly entries: readonly AuditEntry[];
  readonly next: string | null;
}

/** Saves a file the browser holds under a name, as a download. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The audit log (`#/settings/audit-log`, administrators; docs/decisions/0041): the newest
 * entries first, filtered by person, kind and days, more on request, and the same entries as a
 * CSV file.
 */
export function AuditLogSettings({ api, me }: SettingsAreaProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => auditLogCalls(api, me.orgId), [api, me.orgId]);
  const [filter, setFilter] = useState<AuditFilter>(NO_AUDIT_FILTER);
  const reversed = isReversed(filter);
  const loadFirst = useCallback(
    () => (reversed ? Promise.resolve(EMPTY_PAGE) : calls.page(auditQueryOf(filter))),
    [calls, filter, reversed],
  );
  const { loaded, reload } = useLoaded(loadFirst);
  const { loaded: people } = useLoaded(calls.users);
  const [more, setMore] = useState<More | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [exporting, setExporting] = useState(false);
  const time = useMemo(
    () =>
      new Intl.DateTimeFormat(dateLocale(supportedLocaleOf(i18n.locale) ?? 'en'), {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }),
    [i18n.locale],
  );

  const first = loaded.kind === 'ready' ? loaded.data : null;
  const extra = more !== null && more.after === first ? more : null;
  const entries = first ? [...first.entries, ...(extra?.entries ?? [])] : [];
  const next = extra ? extra.next : (first?.next ?? null);

  const loadMore = () => {
    if (!first || !next) return;
    setLoadingMore(true);
    calls
      .page(auditQueryOf(filter, next))
      .then((page) =>
        setMore({
          after: first,
          entries: [...(extra?.entries ?? []), ...page.entries],
          next: page.next,
        }),
      )
      .catch((error: unknown) =>
        toast({
          type: 'error',
          message: `${i18n._(m.loadMoreFailed)} ${toApiError(error).message}`,
        }),
      )
      .finally(() => setLoadingMore(false));
  };

  const exportCsv = () => {
    setExporting(true);
    calls
      .csv(auditQueryOf(filter))
      .then((blob) => {
        save(blob, `switchboard-audit-log-${new Date().toISOString().slice(0, 10)}.csv`);
        toast({ type: 'success', message: i18n._(m.exported) });
      })
      .catch((error: unknown) =>
        toast({ type: 'error', message: `${i18n._(m.exportFailed)} ${toApiError(error).message}` }),
      )
      .finally(() => setExporting(false));
  };

  return (
    <section className={styles.section} aria-labelledby="audit-log-title">
      <div className={styles.top}>
        <h2 id="audit-log-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        <Button variant="secondary" busy={exporting} disabled={reversed} onClick={exportCsv}>
          <Icon name="download" /> {i18n._(m.export)}
        </Button>
      </div>
      <p className={styles.lead}>{i18n._(m.intro)}</p>
      <AuditFilters
        filter={filter}
        onChange={setFilter}
        users={people.kind === 'ready' ? people.data : []}
      />
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {first && entries.length === 0 ? (
        isAuditFiltered(filter) ? (
          <EmptyState
            icon="search"
            headingLevel={3}
            title={i18n._(m.noMatchTitle)}
            action={
              <Button variant="secondary" onClick={() => setFilter(NO_AUDIT_FILTER)}>
                {i18n._(m.clearFilters)}
              </Button>
            }
          >
            {i18n._(m.noMatchBody)}
          </EmptyState>
        ) : (
          <EmptyState icon="document" headingLevel={3} title={i18n._(m.emptyTitle)}>
            {i18n._(m.emptyBody)}
          </EmptyState>
        )
      ) : null}
      {entries.length > 0 ? (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={i18n._(m.table)}>
              <thead>
                <tr>
                  <th scope="col" className={`${styles.columnHeader} ${styles.colTime}`}>
                    {i18n._(m.colTime)}
                  </th>
                  <th scope="col" className={`${styles.columnHeader} ${styles.colPerson}`}>
                    {i18n._(m.colPerson)}
                  </th>
                  <th scope="col" className={`${styles.columnHeader} ${styles.colWhat}`}>
                    {i18n._(m.colWhat)}
                  </th>
                  <th scope="col" className={`${styles.columnHeader} ${styles.colChange}`}>
                    {i18n._(m.colChange)}
                  </th>
                  <th scope="col" className={`${styles.columnHeader} ${styles.colAddress}`}>
                    {i18n._(m.colAddress)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditEntryRow key={entry.id} entry={entry} time={time} />
                ))}
              </tbody>
            </table>
          </div>
          <div className={styles.footer}>
            <span role="status">{translate(i18n, m.shown, { count: entries.length })}</span>
            {next ? (
              <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
                {i18n._(m.loadMore)}
              </Button>
            ) : (
              <span>{i18n._(m.allShown)}</span>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
}
