import { useLingui } from '@lingui/react';
import { caseMessages, engageMessages, translate } from '@smm/i18n';
import { toApiError, type Case, type CaseUpdate } from '@smm/model';
import { Badge, Button, ConfirmDialog, Icon, VisuallyHidden } from '@smm/ui';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { FailureNote } from '../actions/FormDialog.js';
import { useEngage } from '../engage.context.js';
import { AddToCaseDialog } from './AddToCaseDialog.js';
import { CaseCard, type CaseCommand } from './CaseCard.js';
import { CaseEditDialog } from './CaseEditDialog.js';
import { caseActions, caseRef, isCaseOpen, itemsInCase, toggledStatus } from './cases.rules.js';
import * as styles from './CasesSection.css.js';
import { useConversationCases } from './use-conversation-cases.js';

/** Props of {@link CasesSection}. */
export interface CasesSectionProps {
  /** The open conversation (or post). */
  readonly conversationId: string;
  /** The open item: the one "Add to an existing case" adds. */
  readonly itemId: string;
  /** The items of the conversation on screen, whose cases are listed. */
  readonly itemIds: readonly string[];
}

type Open =
  | { readonly kind: 'edit'; readonly value: Case }
  | { readonly kind: 'delete'; readonly value: Case }
  | { readonly kind: 'add' };

/**
 * The cases the conversation's items are in (engage §7), open ones first: each with its status,
 * description, date, item count, actions and annotation notes; "Add to an existing case". Loaded
 * with `casesOf` for the items on screen, again when an item's open case count changes (someone
 * opened, closed or changed a case). Without cases it is only the "Add to an existing case"
 * button; "Open a case" stays in the item's toolbar.
 */
export function CasesSection({ conversationId, itemId, itemIds }: CasesSectionProps) {
  const env = useEngage();
  const { i18n } = useLingui();
  const toast = useToast();
  const { cases, store } = useConversationCases(conversationId, itemIds);
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailure, setDeleteFailure] = useState<string>();
  const [said, setSaid] = useState('');
  const section = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // A case opened, closed or changed elsewhere shows as a new open case count on an item.
  const key = itemIds.join(' ');
  const counts = useSyncExternalStore(env.store.subscribe, () =>
    key
      .split(' ')
      .map((id) => env.store.get(id)?.meta.openCaseCount ?? '-')
      .join(' '),
  );
  const seen = useRef({ key, counts });
  useEffect(() => {
    const before = seen.current;
    seen.current = { key, counts };
    // New items on screen are loaded by the store itself; only a count that moved reloads.
    if (before.key === key && before.counts !== counts) store.refresh(conversationId);
  }, [key, counts, store, conversationId]);

  /** Moves the focus to the section (its heading) or the add button, when a case went. */
  const focusSection = () => {
    setTimeout(() => {
      const target =
        document.getElementById(headingId) ??
        section.current?.querySelector<HTMLElement>('[data-add-to-case]');
      target?.focus();
    });
  };

  const failed = (value: Case) =>
    toast({
      type: 'error',
      message: translate(i18n, engageMessages.caseUpdateFailed, { caseNumber: caseRef(value) }),
    });

  /** Changes a case; resolves null when done, else the server's message (the toast is shown). */
  const change = async (value: Case, update: CaseUpdate): Promise<string | null> => {
    if (value.id === undefined) return null;
    try {
      await store.update(conversationId, value.id, update);
      return null;
    } catch (error) {
      failed(value);
      return toApiError(error).message;
    }
  };

  const toggle = async (value: Case) => {
    if (value.id === undefined) return;
    setBusy(value.id);
    const wasOpen = isCaseOpen(value);
    const failure = await change(value, { status: toggledStatus(value) });
    setBusy(null);
    if (failure === null) {
      setSaid(
        translate(i18n, wasOpen ? caseMessages.closed : caseMessages.reopened, {
          number: caseRef(value),
        }),
      );
    }
  };

  const removeItems = async (value: Case) => {
    if (value.id === undefined) return;
    setBusy(value.id);
    const failure = await change(value, { removeItemUuids: itemsInCase(value, itemIds) });
    setBusy(null);
    if (failure === null) {
      toast({
        type: 'success',
        message: translate(i18n, caseMessages.itemRemoved, { number: caseRef(value) }),
      });
      focusSection();
    }
  };

  const remove = async (value: Case) => {
    if (value.id === undefined) return;
    setDeleting(true);
    setDeleteFailure(undefined);
    try {
      await store.remove(conversationId, value.id);
      toast({
        type: 'success',
        message: translate(i18n, engageMessages.caseDeleted, { caseId: caseRef(value) }),
      });
      setOpen(null);
      focusSection();
    } catch (error) {
      failed(value);
      setDeleteFailure(toApiError(error).message);
    } finally {
      setDeleting(false);
    }
  };

  const addTo = async (value: Case): Promise<string | null> => {
    const failure = await change(value, { addItemUuids: [itemId] });
    if (failure === null) {
      toast({
        type: 'success',
        message: translate(i18n, caseMessages.added, { number: caseRef(value) }),
      });
    }
    return failure;
  };

  const onCommand = (value: Case, command: CaseCommand) => {
    switch (command) {
      case 'toggle':
        void toggle(value);
        return;
      case 'removeItems':
        void removeItems(value);
        return;
      case 'edit':
        setOpen({ kind: 'edit', value });
        return;
      case 'delete':
        setDeleteFailure(undefined);
        setOpen({ kind: 'delete', value });
    }
  };

  const addButton = (
    <Button variant="ghost" data-add-to-case onClick={() => setOpen({ kind: 'add' })}>
      <Icon name="case" />
      {i18n._(caseMessages.addToCase)}
    </Button>
  );
  const shown = cases.cases;

  return (
    <div ref={section} className={styles.section}>
      {shown.length === 0 ? (
        <div className={styles.quiet}>
          {cases.status === 'failed' && (
            <p className={styles.status}>
              {i18n._(caseMessages.loadFailed)}
              <Button variant="ghost" onClick={() => store.refresh(conversationId)}>
                {i18n._(caseMessages.retry)}
              </Button>
            </p>
          )}
          {addButton}
        </div>
      ) : (
        <>
          <div className={styles.header}>
            <h3 id={headingId} className={styles.heading} tabIndex={-1}>
              <Icon name="case" />
              {i18n._(caseMessages.list)}
              <Badge tone="neutral" count={shown.length} />
            </h3>
            {addButton}
          </div>
          <ul className={styles.list} aria-labelledby={headingId}>
            {shown.map((value) => (
              <li key={value.id ?? value.number}>
                <CaseCard
                  value={value}
                  assigneeName={value.assignee && env.names.get(value.assignee.id)}
                  may={caseActions(value, env.me, itemIds)}
                  busy={busy !== null && busy === value.id}
                  onCommand={(command) => onCommand(value, command)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <VisuallyHidden role="status">{said}</VisuallyHidden>
      {open?.kind === 'add' && (
        <AddToCaseDialog itemId={itemId} add={addTo} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'edit' && (
        <CaseEditDialog
          key={open.value.id}
          value={open.value}
          teams={env.teams}
          people={env.colleagues}
          send={(update) => change(open.value, update)}
          onClose={() => setOpen(null)}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={
          open?.kind === 'delete'
            ? translate(i18n, caseMessages.deleteTitle, { number: caseRef(open.value) })
            : ''
        }
        confirmText={i18n._(caseMessages.deleteConfirm)}
        confirmState="danger"
        loading={deleting}
        width={400}
        onClose={(reason) => {
          if (reason === 'ok' && open?.kind === 'delete') void remove(open.value);
          else setOpen(null);
        }}
      >
        <p className={styles.status}>{i18n._(caseMessages.deleteBody)}</p>
        <FailureNote text={deleteFailure} />
      </ConfirmDialog>
    </div>
  );
}
