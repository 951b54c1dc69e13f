import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m, translate } from '@smm/i18n';
import { toApiError, type BenchmarkReport, type BenchmarkReportInput } from '@smm/model';
import { Button, EmptyState, Icon } from '@smm/ui';
import { useCallback, useState } from 'react';
import { personTimeZone } from '../../../session/time-zone.js';
import { useToast } from '../../../shell/toasts.js';
import { EditingDialogs } from '../../settings/EditingDialogs.js';
import { LoadState } from '../../settings/LoadState.js';
import { useEditing } from '../../settings/use-editing.js';
import { useLoaded } from '../../settings/use-loaded.js';
import type { ManageCalls } from './manage.calls.js';
import type { ManageSectionProps } from './manage.props.js';
import { knownZones } from './manage.zones.js';
import * as styles from './Manage.css.js';
import { ReportForm } from './ReportForm.js';
import { ReportList } from './ReportList.js';

/** The input a report was made from, to change one field (pause or resume). */
const inputOf = (report: BenchmarkReport): BenchmarkReportInput => ({
  name: report.name,
  brandIds: report.brandIds,
  networks: report.networks ?? [],
  period: report.period,
  frequency: report.frequency,
  ...(report.weekday === undefined ? {} : { weekday: report.weekday }),
  ...(report.dayOfMonth === undefined ? {} : { dayOfMonth: report.dayOfMonth }),
  hour: report.hour,
  timeZone: report.timeZone,
  recipients: report.recipients,
  active: report.active,
});

/**
 * Scheduled reports (`#/benchmark/manage/scheduled#reports`, decision 0081): the list, and for
 * administrators and team leaders the dialog that creates or changes one, pause and resume,
 * send now and delete.
 */
export function ReportsPanel(props: ManageSectionProps & { readonly calls: ManageCalls }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { calls, me } = props;
  const { loaded, reload } = useLoaded(useCallback(() => calls.reports(), [calls]));
  const editor = useEditing<BenchmarkReport, BenchmarkReportInput>({
    create: calls.createReport,
    update: calls.updateReport,
    remove: calls.removeReport,
    reload,
    saved: m.saved,
    deleted: m.deleted,
  });
  const [busyId, setBusyId] = useState<string>();
  const canManage = me.isAdmin || me.isTeamLeader === true;
  const zone = personTimeZone(me);

  const run = async (
    report: BenchmarkReport,
    action: () => Promise<BenchmarkReport>,
    done: string,
  ) => {
    setBusyId(report.id);
    try {
      await action();
      toast({ type: 'success', message: done });
      reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setBusyId(undefined);
    }
  };
  const toggle = (report: BenchmarkReport) =>
    void run(
      report,
      () => calls.updateReport(report.id, { ...inputOf(report), active: !report.active }),
      translate(i18n, report.active ? m.pausedToast : m.resumedToast, { name: report.name }),
    );
  const send = (report: BenchmarkReport) =>
    void run(
      report,
      () => calls.sendReport(report.id),
      translate(i18n, m.sentNow, { name: report.name, count: report.recipients.length }),
    );

  const reports = loaded.kind === 'ready' ? loaded.data : [];
  const newButton = canManage && (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(m.newReport)}
    </Button>
  );
  return (
    <section className={styles.section} aria-labelledby="benchmark-reports-title">
      <div className={styles.top}>
        <div className={styles.cell}>
          <h2 id="benchmark-reports-title" className={styles.heading}>
            {i18n._(m.reportsTitle)}
          </h2>
          <p className={styles.lead}>{i18n._(m.reportsLead)}</p>
        </div>
        {reports.length > 0 && newButton}
      </div>
      <LoadState loaded={loaded} retry={reload} failed={m.reportsLoadFailed} retryLabel={m.retry} />
      {loaded.kind === 'ready' && reports.length === 0 && (
        <EmptyState
          icon="mail"
          headingLevel={3}
          title={i18n._(m.reportsEmptyTitle)}
          action={newButton || undefined}
        >
          {i18n._(canManage ? m.reportsEmpty : m.reportsEmptyReader)}
        </EmptyState>
      )}
      {reports.length > 0 && (
        <ReportList
          reports={reports}
          brands={props.brands}
          zone={zone}
          canManage={canManage}
          busyId={busyId}
          onEdit={(report) => editor.edit(report)}
          onToggle={toggle}
          onSend={send}
          onDelete={(report) => editor.confirmDelete(report)}
        />
      )}
      <EditingDialogs
        editor={editor}
        texts={{
          createTitle: m.createTitle,
          editTitle: m.editTitle,
          deleteTitle: m.deleteTitle,
          deleteConfirm: m.deleteConfirm,
          deleteBody: m.deleteReportBody,
        }}
        width={800}
        form={(report) => (
          <ReportForm
            report={report}
            brands={props.brands}
            defaultTimeZone={zone}
            zones={knownZones()}
            saving={editor.busy}
            error={editor.error}
            onSave={editor.save}
            onCancel={editor.close}
          />
        )}
      />
    </section>
  );
}
