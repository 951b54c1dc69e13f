import { useLingui } from '@lingui/react';
import { CONTENT_TYPES } from '@smm/feeds';
import { listToolsMessages, translate } from '@smm/i18n';
import {
  type ContentType,
  type ExportStatus,
  type Network,
  toApiError,
  toExportWire,
} from '@smm/model';
import { Button, Checkbox, Icon, Input, Modal, networkName, Select } from '@smm/ui';
import { type FormEvent, useEffect, useState } from 'react';
import type { ExportOptions, ListToolsCalls } from './list-tools.calls.js';
import * as styles from './ExportDialog.css.js';

/** How often a running export is asked how far it is. */
export const EXPORT_POLL_MS = 1000;

/** Props of {@link ExportDialog}. */
export interface ExportDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly calls: Pick<ListToolsCalls, 'startExport' | 'exportStatus'>;
  /** The networks to choose from (the feed's, else those of the reader's channels). */
  readonly networks: readonly Network[];
  /** What the export starts from: the feed's networks and types, and the saved feed's id. */
  readonly defaults: {
    readonly networks: readonly Network[];
    readonly types: readonly ContentType[];
  };
  readonly feedId?: string | undefined;
  readonly email?: string | undefined;
  /** Told whether the export started (the spec's data export success and failure toasts). */
  readonly onStarted?: (started: boolean) => void;
}

const TYPE_TEXT = {
  post: 'type_post',
  comment: 'type_comment',
  reply: 'type_reply',
  message: 'type_message',
  review: 'type_review',
} as const;

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

/** A day of a date input as the start or end of that day in the person's time zone, ISO. */
const dayBound = (day: string, end: boolean) =>
  day === '' ? undefined : new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString();

/**
 * The export dialog (engage §7): separator, networks, item types and dates; then the export job
 * followed to its end with its progress, and the file's download link.
 */
export function ExportDialog(props: ExportDialogProps) {
  const { i18n } = useLingui();
  const [separator, setSeparator] = useState<ExportOptions['csvSeperator']>('SEMICOLON');
  const [networks, setNetworks] = useState<Network[]>([...props.defaults.networks]);
  const [types, setTypes] = useState<ContentType[]>([...props.defaults.types]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<ExportStatus | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const datesInvalid = from !== '' && to !== '' && from > to;

  useEffect(() => {
    if (!props.open) return;
    setNetworks([...props.defaults.networks]);
    setTypes([...props.defaults.types]);
    setStatus(null);
    setError(undefined);
  }, [props.open]);

  const running = status !== null && (status.status === 'PENDING' || status.status === 'RUNNING');
  useEffect(() => {
    if (!running || status === null) return;
    const timer = setTimeout(() => {
      props.calls
        .exportStatus(status.id)
        .then(setStatus)
        .catch((e: unknown) => setError(toApiError(e).message));
    }, EXPORT_POLL_MS);
    return () => clearTimeout(timer);
  }, [running, status]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (datesInvalid || busy) return;
    const wire = toExportWire({ csvSeperator: separator, networks, types });
    const fromIso = dayBound(from, false);
    const toIso = dayBound(to, true);
    setBusy(true);
    setError(undefined);
    props.calls
      .startExport({
        csvSeperator: separator,
        networks: wire.networks,
        types: wire.types,
        ...(fromIso ? { from: fromIso } : {}),
        ...(toIso ? { to: toIso } : {}),
        ...(props.feedId ? { feedId: props.feedId } : {}),
        ...(props.email ? { email: props.email } : {}),
      })
      .then((answer) => {
        setStatus(answer);
        props.onStarted?.(true);
      })
      .catch((e: unknown) => {
        props.onStarted?.(false);
        setError(
          translate(i18n, listToolsMessages.exportStartFailed, { message: toApiError(e).message }),
        );
      })
      .finally(() => setBusy(false));
  };

  const statusText = (s: ExportStatus) =>
    s.status === 'DONE'
      ? translate(i18n, listToolsMessages.status_DONE, { count: s.rowCount ?? 0 })
      : s.status === 'FAILED'
        ? translate(i18n, listToolsMessages.status_FAILED, { error: s.error ?? '' })
        : i18n._(listToolsMessages[`status_${s.status}`]);

  return (
    <Modal
      open={props.open}
      title={i18n._(listToolsMessages.exportTitle)}
      onClose={props.onClose}
      footer={
        <div className={styles.footer}>
          {status !== null && !running && (
            <Button variant="secondary" onClick={() => setStatus(null)}>
              {i18n._(listToolsMessages.exportAgain)}
            </Button>
          )}
          <Button variant="secondary" onClick={props.onClose}>
            {i18n._(listToolsMessages.close)}
          </Button>
          {status === null && (
            <Button type="submit" form="export-options" busy={busy} disabled={datesInvalid}>
              {i18n._(listToolsMessages.startExport)}
            </Button>
          )}
        </div>
      }
    >
      {status === null ? (
        <form id="export-options" className={styles.form} onSubmit={start}>
          <p className={styles.intro}>{i18n._(listToolsMessages.exportIntro)}</p>
          <Select
            label={i18n._(listToolsMessages.separator)}
            value={separator}
            onChange={(event) =>
              setSeparator(event.currentTarget.value as ExportOptions['csvSeperator'])
            }
            options={(['SEMICOLON', 'COMMA', 'TAB'] as const).map((value) => ({
              value,
              label: i18n._(listToolsMessages[`sep_${value}`]),
            }))}
          />
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{i18n._(listToolsMessages.networksGroup)}</legend>
            {props.networks.map((network) => (
              <Checkbox
                key={network}
                label={networkName(network)}
                checked={networks.includes(network)}
                onChange={(event) =>
                  setNetworks(toggled(networks, network, event.currentTarget.checked))
                }
              />
            ))}
            <p className={styles.hint}>{i18n._(listToolsMessages.allWhenNone)}</p>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{i18n._(listToolsMessages.typesGroup)}</legend>
            {CONTENT_TYPES.map((type) => (
              <Checkbox
                key={type}
                label={i18n._(listToolsMessages[TYPE_TEXT[type]])}
                checked={types.includes(type)}
                onChange={(event) => setTypes(toggled(types, type, event.currentTarget.checked))}
              />
            ))}
            <p className={styles.hint}>{i18n._(listToolsMessages.allWhenNone)}</p>
          </fieldset>
          <div className={styles.dates}>
            <Input
              type="date"
              label={i18n._(listToolsMessages.from)}
              value={from}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
            <Input
              type="date"
              label={i18n._(listToolsMessages.to)}
              value={to}
              onChange={(event) => setTo(event.currentTarget.value)}
              error={datesInvalid ? i18n._(listToolsMessages.datesInvalid) : undefined}
            />
          </div>
          {error && <p role="alert">{error}</p>}
        </form>
      ) : (
        <div className={styles.outcome}>
          <progress
            className={styles.progress}
            aria-label={i18n._(listToolsMessages.exportProgress)}
            {...(running ? {} : { value: 1, max: 1 })}
          />
          <p role="status">{statusText(status)}</p>
          {status.status === 'DONE' && status.downloadUrl && (
            <p>
              <a className={styles.download} href={status.downloadUrl} download>
                <Icon name="download" size={16} />
                {i18n._(listToolsMessages.download)}
              </a>{' '}
              {i18n._(listToolsMessages.downloadHint)}
            </p>
          )}
          {error && <p role="alert">{error}</p>}
        </div>
      )}
    </Modal>
  );
}
