import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m, translate } from '@smm/i18n';
import type { BenchmarkReport, Brand, Locale } from '@smm/model';
import { Badge, Icon, IconButton, Tooltip } from '@smm/ui';
import { frequencyText, momentText, PERIOD_TEXTS } from './manage.format.js';
import { brandNames } from './manage.rules.js';
import * as styles from './Manage.css.js';

/** Props of {@link ReportList}. */
export interface ReportListProps {
  readonly reports: readonly BenchmarkReport[];
  readonly brands: readonly Brand[];
  /** The person's time zone: next and last sendings are read in it. */
  readonly zone: string;
  /** Administrators and team leaders change, pause, send and delete reports. */
  readonly canManage: boolean;
  /** The report an action is running on. */
  readonly busyId?: string | undefined;
  readonly onEdit: (report: BenchmarkReport) => void;
  readonly onToggle: (report: BenchmarkReport) => void;
  readonly onSend: (report: BenchmarkReport) => void;
  readonly onDelete: (report: BenchmarkReport) => void;
}

/**
 * The scheduled reports: each with its name and brands, how often it is sent (in its own zone),
 * when it is next sent (in the person's zone) or that it is paused, when it was last sent, and
 * for those who manage reports: edit, pause or resume, send now, delete.
 */
export function ReportList(props: ReportListProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  return (
    <ul className={styles.list} aria-label={i18n._(m.reportsList)}>
      {props.reports.map((report) => {
        const titleId = `report-${report.id}`;
        const names = brandNames(props.brands, report.brandIds).join(', ');
        const busy = props.busyId === report.id;
        const label = (text: MessageDescriptor) => translate(i18n, text, { name: report.name });
        const schedule = (
          <span className={styles.meta}>
            {frequencyText(i18n, report)} · {report.timeZone}
          </span>
        );
        const sending = (
          <div className={`${styles.cell} ${styles.area.sending}`}>
            {report.active && report.nextRunAt ? (
              <span>
                {translate(i18n, m.nextSend, {
                  date: momentText(report.nextRunAt, locale, props.zone),
                })}
              </span>
            ) : (
              <span>
                <Badge tone="warning">{i18n._(m.paused)}</Badge>
              </span>
            )}
            <span className={styles.meta}>
              {report.lastSentAt
                ? translate(i18n, m.lastSent, {
                    date: momentText(report.lastSentAt, locale, props.zone),
                  })
                : i18n._(m.neverSent)}
            </span>
          </div>
        );
        return (
          <li
            key={report.id}
            className={styles.row}
            aria-labelledby={titleId}
            data-report-id={report.id}
          >
            <div className={`${styles.cell} ${styles.area.name}`}>
              <h3 id={titleId} className={styles.title}>
                {report.name}
              </h3>
              <span className={styles.meta}>{names}</span>
            </div>
            <div className={`${styles.cell} ${styles.area.about}`}>
              <span>{i18n._(PERIOD_TEXTS[report.period])}</span>
              {schedule}
              <span className={styles.meta}>
                {translate(i18n, m.recipientCount, { count: report.recipients.length })}
              </span>
            </div>
            {sending}
            {props.canManage ? (
              <div className={styles.actions}>
                <Action
                  label={label(m.editReport)}
                  icon="edit"
                  onClick={() => props.onEdit(report)}
                />
                <Action
                  label={label(report.active ? m.pause : m.resume)}
                  icon={report.active ? 'bellOff' : 'play'}
                  disabled={busy}
                  onClick={() => props.onToggle(report)}
                />
                <Action
                  label={label(m.sendNow)}
                  icon="send"
                  disabled={busy}
                  onClick={() => props.onSend(report)}
                />
                <Action
                  label={label(m.deleteItem)}
                  icon="trash"
                  onClick={() => props.onDelete(report)}
                />
              </div>
            ) : (
              <span className={styles.area.actions} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** An icon button whose name shows on hover. */
export function Action(props: {
  readonly label: string;
  readonly icon: 'edit' | 'bellOff' | 'play' | 'send' | 'trash' | 'externalLink';
  readonly disabled?: boolean;
  readonly onClick: () => void;
}) {
  return (
    <Tooltip content={props.label}>
      <IconButton
        label={props.label}
        disabled={props.disabled}
        aria-busy={props.disabled || undefined}
        onClick={props.onClick}
      >
        <Icon name={props.icon} />
      </IconButton>
    </Tooltip>
  );
}
