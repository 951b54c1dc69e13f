import { useLingui } from '@lingui/react';
import { auditActor, auditsNewestFirst } from '@smm/channels';
import { channelsMessages as m, formatNoteDate } from '@smm/i18n';
import type { ConnectionAudit, Locale } from '@smm/model';
import { Skeleton } from '@smm/ui';
import * as styles from './ChannelDetail.css.js';
import { AUDIT_TEXTS } from './channels.texts.js';

/** Props of {@link HistorySection}. */
export interface HistorySectionProps {
  /** The connection audits; `null` while loading. */
  readonly audits: readonly ConnectionAudit[] | null;
  /** People's names by id. */
  readonly names: ReadonlyMap<string, string>;
}

/**
 * What happened to the channel's connection, newest first: connected, indexed, renamed, roles
 * and teams changed…, who did it (the network itself for indexing) and when.
 */
export function HistorySection({ audits, names }: HistorySectionProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <section className={styles.section} aria-labelledby="channel-history-title">
      <h3 id="channel-history-title" className={styles.sectionTitle}>
        {i18n._(m.historyTitle)}
      </h3>
      {audits === null ? (
        <Skeleton lines={3} />
      ) : audits.length === 0 ? (
        <p className={styles.text}>{i18n._(m.historyEmpty)}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {i18n._(m.columnEvent)}
                </th>
                <th scope="col" className={styles.th}>
                  {i18n._(m.columnWho)}
                </th>
                <th scope="col" className={styles.th}>
                  {i18n._(m.columnWhen)}
                </th>
              </tr>
            </thead>
            <tbody>
              {auditsNewestFirst(audits).map((audit, index) => {
                const actor = auditActor(audit, names);
                return (
                  <tr key={`${audit.date}-${audit.event}-${index}`}>
                    <td className={styles.td}>
                      <div>{i18n._(AUDIT_TEXTS[audit.event])}</div>
                      {/* The server's own words for what changed (a new name, a role); an indexing's count is not shown. */}
                      {audit.detail && audit.event !== 'INDEXED' ? (
                        <div className={styles.muted}>{audit.detail}</div>
                      ) : null}
                    </td>
                    <td className={styles.td}>
                      {actor.kind === 'network'
                        ? i18n._(m.byNetwork)
                        : actor.kind === 'person'
                          ? actor.name
                          : i18n._(m.bySomeone)}
                    </td>
                    <td className={styles.td}>{formatNoteDate(audit.date, locale)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
