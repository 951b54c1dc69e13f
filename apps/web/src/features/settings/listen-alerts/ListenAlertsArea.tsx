import { useLingui } from '@lingui/react';
import { formatNoteDate, listenAlertMessages as m, supportedLocaleOf, translate } from '@smm/i18n';
import { displayName } from '@smm/channels';
import { toApiError, type ListenAlert, type ListenAlertInput } from '@smm/model';
import { Button, EmptyState, Icon } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { personTimeZone } from '../../../session/time-zone.js';
import { useToast } from '../../../shell/toasts.js';
import { EditingDialogs } from '../EditingDialogs.js';
import { LoadState } from '../LoadState.js';
import type { SettingsAreaProps } from '../settings-area.types.js';
import { useEditing } from '../use-editing.js';
import { useLoaded } from '../use-loaded.js';
import { ListenAlertForm } from './ListenAlertForm.js';
import { ListenAlertRow } from './ListenAlertRow.js';
import * as styles from './ListenAlerts.css.js';
import { listenAlertCalls } from './listen-alerts.calls.js';
import { switchedInput } from './listen-alert.form.js';

/** An alert as the editing dialogs name it: by its query. */
type NamedAlert = ListenAlert & { readonly name: string };

const named = (alert: ListenAlert): NamedAlert => ({ ...alert, name: alert.query.name });

/**
 * Listen alerts (`/settings/listen-alerts`, decision 0090): the organisation's alerts with their
 * query, rule, recipients, when each last went off and its switch; creating and editing them in
 * a dialog, deleting after confirming. With no listening query yet, the way to Listen.
 */
export function ListenAlertsArea({ api, me }: Pick<SettingsAreaProps, 'api' | 'me'>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => listenAlertCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.alerts(), calls.queries(), calls.people()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const [switching, setSwitching] = useState<string | null>(null);
  const editor = useEditing<NamedAlert, ListenAlertInput>({
    create: async (input) => named(await calls.create(input)),
    update: async (id, input) => named(await calls.update(id, input)),
    remove: calls.remove,
    reload,
    saved: m.saved,
    deleted: m.deleted,
  });
  const locale = supportedLocaleOf(i18n.locale) ?? 'en';
  const zone = personTimeZone(me);
  const formatTime = (iso: string) => formatNoteDate(iso, locale, zone);

  const [alerts, queries, colleagues] = loaded.kind === 'ready' ? loaded.data : [[], [], []];
  const people = [...colleagues]
    .map((user) => ({ id: user.id, name: displayName(user) }))
    .sort((a, b) => (a.id === me.id ? -1 : b.id === me.id ? 1 : a.name.localeCompare(b.name)));

  const onSwitch = async (alert: ListenAlert, active: boolean) => {
    setSwitching(alert.id);
    try {
      await calls.update(alert.id, switchedInput(alert, active));
      toast({
        type: 'success',
        message: translate(i18n, active ? m.switchedOn : m.switchedOff, { name: alert.query.name }),
      });
      reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setSwitching(null);
    }
  };

  const newButton = (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(m.newAlert)}
    </Button>
  );
  const ready = loaded.kind === 'ready';
  return (
    <section className={styles.section} aria-labelledby="listen-alerts-title">
      <div className={styles.top}>
        <h2 id="listen-alerts-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        {ready && alerts.length > 0 && queries.length > 0 && newButton}
      </div>
      <p className={styles.lead}>{i18n._(m.description)}</p>
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {ready && alerts.length === 0 && queries.length === 0 && (
        <EmptyState
          icon="radio"
          headingLevel={3}
          title={i18n._(m.noQueriesTitle)}
          action={
            <a className={styles.linkButton} href="#/listen">
              {i18n._(m.openListen)}
            </a>
          }
        >
          {i18n._(m.noQueriesBody)}
        </EmptyState>
      )}
      {ready && alerts.length === 0 && queries.length > 0 && (
        <EmptyState icon="bell" headingLevel={3} title={i18n._(m.emptyTitle)} action={newButton}>
          {i18n._(m.emptyBody)}
        </EmptyState>
      )}
      {ready && alerts.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={i18n._(m.list)}>
            <colgroup>
              <col className={styles.colQuery} />
              <col className={styles.colRule} />
              <col className={styles.colRecipients} />
              <col className={styles.colLast} />
              <col className={styles.colActive} />
              <col className={styles.colActions} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {i18n._(m.columnQuery)}
                </th>
                <th scope="col" className={styles.headCell}>
                  {i18n._(m.columnThreshold)}
                </th>
                <th scope="col" className={styles.headCell}>
                  {i18n._(m.columnRecipients)}
                </th>
                <th scope="col" className={styles.headCell}>
                  {i18n._(m.columnLastTriggered)}
                </th>
                <th scope="col" className={styles.headCell}>
                  {i18n._(m.columnActive)}
                </th>
                <th scope="col" className={styles.headCell}>
                  {i18n._(m.columnActions)}
                </th>
              </tr>
            </thead>
            <tbody>
              {alerts.map((alert) => (
                <ListenAlertRow
                  key={alert.id}
                  alert={alert}
                  me={me.id}
                  formatTime={formatTime}
                  switching={switching === alert.id}
                  onSwitch={(active) => void onSwitch(alert, active)}
                  onEdit={() => editor.edit(named(alert))}
                  onDelete={() => editor.confirmDelete(named(alert))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EditingDialogs
        editor={editor}
        texts={m}
        width={600}
        form={(alert) => (
          <ListenAlertForm
            alert={alert}
            queries={queries}
            people={people}
            me={me.id}
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

export default ListenAlertsArea;
