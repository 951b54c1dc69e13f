import { useLingui } from '@lingui/react';
import { labelManagementMessages as m, translate } from '@smm/i18n';
import {
  filterLabels,
  LABEL_COLOURS,
  type LabelJob,
  type LabelUsage,
  toApiError,
} from '@smm/model';
import type { ApiClient } from '@smm/api-client';
import { Button, Checkbox, ConfirmDialog, EmptyState, Icon, Input, Modal } from '@smm/ui';
import { useCallback, useMemo, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { LoadState } from '../LoadState.js';
import { useLoaded } from '../use-loaded.js';
import { LabelForm, type LabelInput } from './LabelForm.js';
import { LabelJobProgress } from './LabelJobProgress.js';
import * as styles from './LabelManagement.css.js';
import { LabelRow } from './LabelRow.js';
import { labelCalls } from './labels.calls.js';
import { MergeForm } from './MergeForm.js';
import { useLabelJobs } from './use-label-jobs.js';

/** What a dialog of the screen is open for. */
type Dialog =
  | { readonly kind: 'create' }
  | { readonly kind: 'edit' | 'merge' | 'delete'; readonly label: LabelUsage };

/**
 * Label management (platform §2; docs/decisions/0044), for administrators: the labels with
 * their colour and how many items carry each, searched by name; creating, renaming and
 * recolouring, merging (choosing the label kept) and deleting — the last two followed as label
 * jobs until done — and the switch that restricts creating labels to administrators.
 */
export function LabelManagementArea({ api }: { readonly api: ApiClient }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => labelCalls(api), [api]);
  const load = useCallback(() => Promise.all([calls.labels(), calls.setting()]), [calls]);
  const { loaded, reload } = useLoaded(load);
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [restricting, setRestricting] = useState(false);
  // The switch shows the change at once; a refused change goes back (platform §4: rollback).
  const [restricted, setRestricted] = useState<boolean | null>(null);

  const onDone = useCallback(
    (job: LabelJob) => {
      const values = { name: job.labelName, target: job.targetName ?? '', count: job.processed };
      toast({
        type: 'success',
        message: translate(i18n, job.kind === 'merge' ? m.merged : m.deleted, values),
      });
      reload();
    },
    [i18n, reload, toast],
  );
  const { jobs, follow, dismiss } = useLabelJobs(calls, onDone);

  const [labels, setting] = loaded.kind === 'ready' ? loaded.data : [[], null];
  const shown = filterLabels(labels, query);
  const close = () => {
    setDialog(null);
    setError(undefined);
    setBusy(false);
  };
  /** Runs a dialog's call: busy meanwhile, its message in the dialog when it fails. */
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
      close();
      reload();
    } catch (failure) {
      setBusy(false);
      setError(toApiError(failure).message);
    }
  };
  const save = (input: LabelInput) =>
    void run(async () => {
      const saved =
        dialog?.kind === 'edit'
          ? await calls.update(dialog.label.id, input)
          : await calls.create(input);
      toast({ type: 'success', message: translate(i18n, m.saved, { name: saved.name }) });
    });
  const merge = (gone: LabelUsage, kept: LabelUsage) =>
    void run(async () => follow(await calls.merge(gone.id, kept.id)));
  const remove = (label: LabelUsage) => void run(async () => follow(await calls.remove(label.id)));
  const restrict = async (next: boolean) => {
    const before = restricted;
    setRestricted(next);
    setRestricting(true);
    try {
      await calls.restrict(next);
      toast({
        type: 'success',
        message: translate(i18n, m.restrictionSaved, { restricted: String(next) }),
      });
    } catch (failure) {
      setRestricted(before);
      toast({ type: 'error', message: toApiError(failure).message });
    } finally {
      setRestricting(false);
    }
  };

  const newButton = (
    <Button onClick={() => setDialog({ kind: 'create' })}>
      <Icon name="plus" /> {i18n._(m.newLabel)}
    </Button>
  );
  const editing = dialog?.kind === 'edit' ? dialog.label : undefined;
  return (
    <section className={styles.section} aria-labelledby="label-management-title">
      <div className={styles.top}>
        <h2 id="label-management-title" className={styles.heading}>
          {i18n._(m.title)}
        </h2>
        {loaded.kind === 'ready' && labels.length > 0 && newButton}
      </div>
      <p className={styles.lead}>{i18n._(m.description)}</p>
      <LoadState loaded={loaded} retry={reload} failed={m.loadFailed} retryLabel={m.retry} />
      {setting && (
        <div className={styles.card}>
          <Checkbox
            label={i18n._(m.restriction)}
            description={i18n._(m.restrictionHint)}
            checked={restricted ?? setting.restrict}
            disabled={restricting}
            onChange={(event) => void restrict(event.target.checked)}
          />
        </div>
      )}
      {jobs.length > 0 && (
        <ul className={styles.jobs} aria-label={i18n._(m.progress)}>
          {jobs.map((job) => (
            <LabelJobProgress key={job.id} job={job} onDismiss={() => dismiss(job.id)} />
          ))}
        </ul>
      )}
      {loaded.kind === 'ready' && labels.length === 0 && (
        <EmptyState icon="tag" headingLevel={3} title={i18n._(m.emptyTitle)} action={newButton}>
          {i18n._(m.emptyBody)}
        </EmptyState>
      )}
      {loaded.kind === 'ready' && labels.length > 0 && (
        <>
          <div className={styles.toolbar}>
            <Input
              type="search"
              label={i18n._(m.search)}
              fieldClassName={styles.search}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <span className={styles.meta} aria-live="polite">
              {translate(i18n, m.labelCount, { count: shown.length })}
            </span>
          </div>
          {shown.length === 0 ? (
            <p className={styles.meta}>{translate(i18n, m.noMatch, { query: query.trim() })}</p>
          ) : (
            <ul className={styles.list} aria-label={i18n._(m.list)}>
              {shown.map((label) => (
                <LabelRow
                  key={label.id}
                  label={label}
                  canMerge={labels.length > 1}
                  onEdit={() => setDialog({ kind: 'edit', label })}
                  onMerge={() => setDialog({ kind: 'merge', label })}
                  onDelete={() => setDialog({ kind: 'delete', label })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <Modal
        open={dialog?.kind === 'create' || dialog?.kind === 'edit'}
        width={600}
        title={i18n._(editing ? m.editTitle : m.createTitle)}
        onClose={close}
      >
        {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
          <LabelForm
            label={editing}
            labels={labels}
            initialColour={LABEL_COLOURS[labels.length % LABEL_COLOURS.length] ?? '#1c7ed6'}
            saving={busy}
            error={error}
            onSave={save}
            onCancel={close}
          />
        )}
      </Modal>
      <Modal
        open={dialog?.kind === 'merge'}
        width={600}
        title={translate(i18n, m.mergeTitle, {
          name: dialog?.kind === 'merge' ? dialog.label.name : '',
        })}
        onClose={close}
      >
        {dialog?.kind === 'merge' && (
          <MergeForm
            label={dialog.label}
            labels={labels}
            saving={busy}
            error={error}
            onMerge={merge}
            onCancel={close}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={translate(i18n, m.deleteTitle, {
          name: dialog?.kind === 'delete' ? dialog.label.name : '',
        })}
        confirmText={i18n._(m.deleteConfirm)}
        confirmState="danger"
        loading={busy}
        onClose={(reason) => {
          if (reason === 'ok' && dialog?.kind === 'delete') remove(dialog.label);
          else close();
        }}
      >
        {translate(i18n, m.deleteBody, {
          count: dialog?.kind === 'delete' ? dialog.label.items : 0,
        })}
        {error !== undefined && (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

export default LabelManagementArea;
