import { useLingui } from '@lingui/react';
import { canManageTemplates } from '@smm/access';
import { engageMessages, noteMessages, translate } from '@smm/i18n';
import type { ResponseTemplate } from '@smm/model';
import { Button, ConfirmDialog, EmptyState, Icon, IconButton, Input, Modal } from '@smm/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { TemplateForm } from './TemplateForm.js';
import * as styles from './TemplatePicker.css.js';
import {
  filterTemplates,
  FILTER_FROM,
  type TemplateDraft,
  withTemplate,
} from './template.rules.js';

/** Props of {@link TemplatePicker}. */
export interface TemplatePickerProps {
  /** The conversation answered: only the templates that fit it are listed. */
  readonly conversationId: string;
  /** Puts a template's text into the reply (called once the dialog has closed). */
  readonly onInsert: (text: string) => void;
}

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'ready'; readonly templates: readonly ResponseTemplate[] };

/** What the dialog shows: the list, or the form of a new (null) or existing template. */
type View =
  { readonly kind: 'list' } | { readonly kind: 'form'; readonly editing: ResponseTemplate | null };

/**
 * The "Templates" button of the reply box and its dialog: the response templates that fit the
 * conversation, filtered by name or text, each with "Insert". Template managers (administrators
 * and teams with the manage-templates permission) also create, edit and delete them, with the
 * spec's toasts (engage §8).
 */
export function TemplatePicker(props: TemplatePickerProps) {
  const { calls, me, teams } = useEngage();
  const { i18n } = useLingui();
  const toast = useToast();
  const manager = canManageTemplates(me, teams);
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [query, setQuery] = useState('');
  const [view, setView] = useState<View>({ kind: 'list' });
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<ResponseTemplate | null>(null);
  const [removing, setRemoving] = useState(false);
  const [inserting, setInserting] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const body = useRef<HTMLDivElement>(null);
  const formId = useId();

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLoaded({ status: 'loading' });
    calls.templates(props.conversationId).then(
      (templates) => current && setLoaded({ status: 'ready', templates }),
      () => {
        if (!current) return;
        setLoaded({ status: 'failed' });
        toast({ type: 'error', message: i18n._(engageMessages.templatesLoadFailed) });
      },
    );
    return () => {
      current = false;
    };
  }, [open, attempt, calls, props.conversationId, toast, i18n]);

  // After the dialog has closed and given the focus back: the reply box takes it with the text.
  useEffect(() => {
    if (inserting === null) return;
    props.onInsert(inserting);
    setInserting(null);
  }, [inserting, props]);

  // After a view change or a dialog on top closed: focus what continues the task.
  useEffect(() => {
    if (focusTarget === null) return;
    body.current?.querySelector<HTMLElement>(focusTarget)?.focus();
    setFocusTarget(null);
  }, [focusTarget, view, deleting]);

  const templates = loaded.status === 'ready' ? loaded.templates : [];
  const shown = filterTemplates(templates, query);
  const close = () => {
    setOpen(false);
    setView({ kind: 'list' });
    setQuery('');
  };
  const backToList = (focus: string) => {
    setView({ kind: 'list' });
    setFocusTarget(focus);
  };

  const save = async (draft: TemplateDraft) => {
    if (view.kind !== 'form') return;
    const editing = view.editing;
    setSaving(true);
    try {
      const saved = editing
        ? await calls.updateTemplate(editing.id, draft.name, draft.text)
        : await calls.createTemplate(draft.name, draft.text);
      setLoaded({ status: 'ready', templates: withTemplate(templates, saved) });
      toast({
        type: 'success',
        message: i18n._(editing ? engageMessages.templateUpdated : engageMessages.templateCreated),
      });
      backToList(`[data-template-insert="${saved.id}"]`);
    } catch {
      toast({
        type: 'error',
        message: i18n._(
          editing ? engageMessages.templateUpdateFailed : engageMessages.templateCreateFailed,
        ),
      });
    } finally {
      setSaving(false);
    }
  };

  const remove = async (template: ResponseTemplate) => {
    setRemoving(true);
    try {
      await calls.deleteTemplate(template.id);
      setLoaded({ status: 'ready', templates: templates.filter((t) => t.id !== template.id) });
      toast({ type: 'success', message: i18n._(engageMessages.templateDeleted) });
      setDeleting(null);
      setFocusTarget('[data-template-new], [data-template-filter]');
    } catch {
      toast({ type: 'error', message: i18n._(engageMessages.templateDeleteFailed) });
    } finally {
      setRemoving(false);
    }
  };

  const newButton = manager && (
    <Button
      variant="secondary"
      data-template-new
      onClick={() => setView({ kind: 'form', editing: null })}
    >
      <Icon name="plus" />
      {i18n._(noteMessages.create)}
    </Button>
  );

  const list = (
    <div className={styles.listView}>
      {loaded.status === 'ready' && templates.length > 0 && (
        <div className={styles.toolbar}>
          {templates.length >= FILTER_FROM && (
            <Input
              type="search"
              data-template-filter
              fieldClassName={styles.filter}
              label={i18n._(noteMessages.filter)}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          )}
          {newButton}
        </div>
      )}
      {loaded.status === 'loading' && (
        <p role="status" className={styles.muted}>
          {i18n._(noteMessages.templatesLoading)}
        </p>
      )}
      {loaded.status === 'failed' && (
        <p className={styles.failed}>
          {i18n._(engageMessages.templatesLoadFailed)}
          <Button variant="secondary" onClick={() => setAttempt(attempt + 1)}>
            {i18n._(noteMessages.templatesRetry)}
          </Button>
        </p>
      )}
      {loaded.status === 'ready' && templates.length === 0 && (
        <EmptyState
          icon="template"
          headingLevel={3}
          title={i18n._(noteMessages.empty)}
          action={newButton || undefined}
        >
          {i18n._(noteMessages.emptyHint)}
        </EmptyState>
      )}
      {templates.length > 0 && shown.length === 0 && (
        <p role="status" className={styles.muted}>
          {translate(i18n, noteMessages.noMatch, { query: query.trim() })}
        </p>
      )}
      {shown.length > 0 && (
        <ul className={styles.list} aria-label={i18n._(noteMessages.templatesTitle)}>
          {shown.map((template) => (
            <li key={template.id} className={styles.template}>
              <div className={styles.templateHead}>
                <span className={styles.name}>{template.name}</span>
                <Button
                  variant="secondary"
                  data-template-insert={template.id}
                  aria-label={translate(i18n, noteMessages.insertNamed, { name: template.name })}
                  onClick={() => {
                    close();
                    setInserting(template.text);
                  }}
                >
                  {i18n._(noteMessages.insert)}
                </Button>
                {manager && (
                  <>
                    <IconButton
                      size="sm"
                      label={translate(i18n, noteMessages.edit, { name: template.name })}
                      onClick={() => setView({ kind: 'form', editing: template })}
                    >
                      <Icon name="edit" />
                    </IconButton>
                    <IconButton
                      size="sm"
                      label={translate(i18n, noteMessages.delete, { name: template.name })}
                      onClick={() => setDeleting(template)}
                    >
                      <Icon name="trash" />
                    </IconButton>
                  </>
                )}
              </div>
              <p className={styles.text}>{template.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  const form = view.kind === 'form' && (
    <TemplateForm
      id={formId}
      initial={view.editing ?? { name: '', text: '' }}
      busy={saving}
      onSubmit={(draft) => void save(draft)}
    />
  );
  const formFooter = view.kind === 'form' && (
    <>
      <Button
        variant="secondary"
        disabled={saving}
        onClick={() =>
          backToList(
            view.editing ? `[data-template-insert="${view.editing.id}"]` : '[data-template-new]',
          )
        }
      >
        {i18n._(noteMessages.back)}
      </Button>
      <Button type="submit" form={formId} busy={saving}>
        {i18n._(noteMessages.saveTemplate)}
      </Button>
    </>
  );

  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Icon name="template" />
        {i18n._(noteMessages.templatesButton)}
      </Button>
      <Modal
        open={open}
        width={800}
        title={
          view.kind === 'list'
            ? i18n._(noteMessages.templatesTitle)
            : i18n._(view.editing ? noteMessages.editTitle : noteMessages.createTitle)
        }
        closeDisabled={saving}
        dismissible={view.kind === 'list'}
        footer={formFooter || undefined}
        onClose={close}
      >
        <div ref={body}>{view.kind === 'list' ? list : form}</div>
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        width={400}
        title={translate(i18n, noteMessages.deleteTitle, { name: deleting?.name ?? '' })}
        confirmText={i18n._(noteMessages.deleteConfirm)}
        confirmState="danger"
        loading={removing}
        onClose={(reason) => {
          if (reason === 'ok' && deleting) void remove(deleting);
          else setDeleting(null);
        }}
      >
        {i18n._(noteMessages.deleteBody)}
      </ConfirmDialog>
    </>
  );
}
