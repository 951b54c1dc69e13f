import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { type ColumnTarget, mappingProblem } from '@smm/audience';
import type { ApiClient } from '@smm/api-client';
import { audienceToolsMessages as m, translate } from '@smm/i18n';
import { toApiError, type AudienceImport, type ImportRowError, type User } from '@smm/model';
import { Button, Icon, Input } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { audienceToolsCalls, type AudienceToolsCalls } from '../audience-tools.calls.js';
import * as page from '../Audience.css.js';
import { ColumnMapping } from './ColumnMapping.js';
import { type CsvPreview, isProblem, previewCsv } from './csv-file.js';
import * as styles from './Import.css.js';

/** How often a running import's progress is read. */
const POLL_MS = 400;
/** How many rows not imported the page lists; the download has them all. */
const LISTED_ERRORS = 100;

/** A row's reason in words. */
export function rowErrorText(i18n: I18n, error: ImportRowError): string {
  switch (error.code) {
    case 'columns':
      return i18n._(m.errorColumns);
    case 'nameMissing':
      return i18n._(m.errorNameMissing);
    case 'nameTooLong':
      return i18n._(m.errorNameTooLong);
    case 'emailInvalid':
      return i18n._(m.errorEmailInvalid);
    case 'phoneInvalid':
      return i18n._(m.errorPhoneInvalid);
    case 'handleInvalid':
      return i18n._(m.errorHandleInvalid);
    case 'labelInvalid':
      return i18n._(m.errorLabelInvalid);
    case 'labelUnknown':
      return i18n._(m.errorLabelUnknown);
    case 'tooManyLabels':
      return i18n._(m.errorTooManyLabels);
    case 'duplicate':
      return translate(i18n, m.errorDuplicate, { line: error.sameAs ?? '?' });
    case 'exists':
      return translate(i18n, m.errorExists, { name: error.value ?? '' });
  }
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

/** A running or finished import: the progress bar, then the outcome and the rows not imported. */
export function ImportProgress({
  state,
  onDownload,
}: {
  readonly state: AudienceImport;
  readonly onDownload: () => void;
}) {
  const { i18n } = useLingui();
  const status =
    state.state === 'queued'
      ? i18n._(m.stateQueued)
      : state.state === 'checking'
        ? translate(i18n, m.stateChecking, {
            checked: state.checked.toLocaleString(i18n.locale),
            total: state.total.toLocaleString(i18n.locale),
          })
        : state.state === 'writing'
          ? translate(i18n, m.stateWriting, {
              written: state.written.toLocaleString(i18n.locale),
              total: state.total.toLocaleString(i18n.locale),
            })
          : state.state === 'done'
            ? translate(i18n, m.doneSummary, { imported: state.imported, name: state.fileName })
            : translate(i18n, m.importFailed, { reason: state.failure ?? '' });
  const listed = state.errors.slice(0, LISTED_ERRORS);
  return (
    <section className={page.card} data-import-state={state.state} aria-live="polite">
      <div
        role="progressbar"
        aria-label={i18n._(m.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={state.progress}
        aria-valuetext={`${state.progress}%`}
        className={styles.progressTrack}
      >
        <div className={styles.progressFill} style={{ width: `${state.progress}%` }} />
      </div>
      <p className={page.intro} data-import-status="">
        {status}
      </p>
      {state.state !== 'done' ? null : state.skipped === 0 ? (
        <p className={page.muted}>{i18n._(m.allImported)}</p>
      ) : (
        <div className={styles.section}>
          <h3 className={page.cardHeading}>
            {translate(i18n, m.skippedSummary, { skipped: state.skipped })}
          </h3>
          <div className={styles.tableWrap}>
            <table className={styles.table} data-import-errors="">
              <thead>
                <tr>
                  <th scope="col">{i18n._(m.lineHeader)}</th>
                  <th scope="col">{i18n._(m.reasonHeader)}</th>
                  <th scope="col">{i18n._(m.columnHeader)}</th>
                  <th scope="col">{i18n._(m.valueHeader)}</th>
                </tr>
              </thead>
              <tbody>
                {listed.map((error) => (
                  <tr key={error.line} data-line={error.line}>
                    <td>{error.line}</td>
                    <td>{rowErrorText(i18n, error)}</td>
                    <td>{error.column ?? ''}</td>
                    <td className={styles.examples}>{error.value ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {state.skipped > listed.length ? (
            <p className={page.muted}>
              {translate(i18n, m.moreErrors, { count: state.skipped - listed.length })}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={onDownload}>
              <Icon name="download" /> {i18n._(m.download)}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

type Step =
  | { readonly kind: 'choose'; readonly problem: string | null }
  | {
      readonly kind: 'preview';
      readonly file: File;
      readonly preview: CsvPreview;
      readonly mapping: ColumnTarget[];
    }
  | { readonly kind: 'running'; readonly state: AudienceImport };

/**
 * Importing people (`/audience/import`, decision 0098): choose a CSV file, see its first rows
 * and the column mapping suggested from its header, change it, start; then the progress bar
 * while the server checks and writes, and the outcome with each row not imported (line and
 * reason), downloadable. The last imports are listed below.
 */
export default function ImportPage({
  api,
  calls: given,
}: {
  readonly api: ApiClient;
  readonly me: User;
  /** The calls (stories and tests pass their own). */
  readonly calls?: AudienceToolsCalls;
}) {
  const { i18n } = useLingui();
  const calls = useMemo(() => given ?? audienceToolsCalls(api), [api, given]);
  const [step, setStep] = useState<Step>({ kind: 'choose', problem: null });
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState<readonly AudienceImport[]>([]);
  const [inputKey, setInputKey] = useState(0);

  const loadRecent = useCallback(() => {
    calls.imports().then(setRecent, () => setRecent([]));
  }, [calls]);
  useEffect(loadRecent, [loadRecent]);

  // A running import's progress, read until it is done.
  const runningId = step.kind === 'running' ? step.state.id : null;
  const finished =
    step.kind === 'running' && (step.state.state === 'done' || step.state.state === 'failed');
  useEffect(() => {
    if (runningId === null || finished) return;
    let stopped = false;
    const timer = setInterval(() => {
      calls.importState(runningId).then(
        (state) => {
          if (!stopped) setStep({ kind: 'running', state });
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [calls, runningId, finished]);
  useEffect(() => {
    if (finished) loadRecent();
  }, [finished, loadRecent]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const preview = previewCsv(file.name, await file.text());
    if (!isProblem(preview)) {
      setStep({ kind: 'preview', file, preview, mapping: [...preview.suggested] });
      return;
    }
    const problem =
      preview.kind === 'tooLarge'
        ? translate(i18n, m.fileTooLarge, { name: file.name })
        : preview.kind === 'empty'
          ? translate(i18n, m.fileEmpty, { name: file.name })
          : preview.kind === 'tooManyRows'
            ? translate(i18n, m.tooManyRows, {
                name: file.name,
                count: preview.count.toLocaleString(i18n.locale),
              })
            : translate(i18n, m.fileUnreadable, { name: file.name, reason: preview.reason });
    setStep({ kind: 'choose', problem });
  };

  const start = async () => {
    if (step.kind !== 'preview') return;
    setBusy(true);
    try {
      const state = await calls.startImport(step.file, step.mapping);
      setStep({ kind: 'running', state });
    } catch (error) {
      setStep({
        kind: 'choose',
        problem: translate(i18n, m.failed, { reason: toApiError(error).message }),
      });
    } finally {
      setBusy(false);
    }
  };

  const again = () => {
    setInputKey((key) => key + 1);
    setStep({ kind: 'choose', problem: null });
  };

  return (
    <div className={page.content} data-audience-page="import">
      <h2 className={page.pageHeading}>{i18n._(m.importHeading)}</h2>
      <p className={page.intro}>{i18n._(m.importIntro)}</p>
      {step.kind === 'running' ? null : (
        <section className={page.card}>
          <Input
            key={inputKey}
            type="file"
            accept=".csv,text/csv,text/plain"
            label={i18n._(m.chooseFile)}
            hint={i18n._(m.fileHint)}
            error={step.kind === 'choose' ? (step.problem ?? undefined) : undefined}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        </section>
      )}
      {step.kind !== 'preview' ? null : (
        <section className={page.card} aria-labelledby="import-preview-heading">
          <h3 id="import-preview-heading" className={page.cardHeading}>
            {i18n._(m.previewHeading)}
          </h3>
          <p className={page.muted}>
            {translate(i18n, m.previewIntro, {
              name: step.preview.name,
              count: step.preview.total,
            })}
          </p>
          <ColumnMapping
            header={step.preview.header}
            rows={step.preview.rows}
            mapping={step.mapping}
            disabled={busy}
            onChange={(mapping) => setStep({ ...step, mapping })}
          />
          <div className={styles.actions}>
            <Button
              onClick={() => void start()}
              busy={busy}
              disabled={mappingProblem(step.mapping, step.preview.header.length) !== null}
            >
              {translate(i18n, m.start, { count: step.preview.total })}
            </Button>
            <Button variant="secondary" onClick={again} disabled={busy}>
              {i18n._(m.chooseAnother)}
            </Button>
          </div>
        </section>
      )}
      {step.kind !== 'running' ? null : (
        <>
          <ImportProgress
            state={step.state}
            onDownload={() =>
              void calls
                .errorsCsv(step.state.id)
                .then((blob) => save(blob, `import-errors-${step.state.fileName}`))
            }
          />
          {finished ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={again}>
                {i18n._(m.chooseAnother)}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {recent.length === 0 ? null : (
        <section className={page.card} aria-labelledby="import-recent-heading">
          <h3 id="import-recent-heading" className={page.cardHeading}>
            {i18n._(m.recentHeading)}
          </h3>
          <ul className={styles.recent}>
            {recent.map((entry) => (
              <li key={entry.id} className={styles.recentItem}>
                <span className={styles.columnTitle}>{entry.fileName}</span>
                <span className={page.muted}>
                  {entry.state === 'done'
                    ? translate(i18n, m.recentEntry, {
                        imported: entry.imported,
                        skipped: entry.skipped,
                      })
                    : entry.state === 'failed'
                      ? translate(i18n, m.importFailed, { reason: entry.failure ?? '' })
                      : translate(i18n, m.recentRunning, { progress: entry.progress })}
                  {' · '}
                  {new Date(entry.createdAt).toLocaleString(i18n.locale, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
