import { useLingui } from '@lingui/react';
import { canManageChannels } from '@smm/access';
import type { ApiClient } from '@smm/api-client';
import { translate, trackingMessages } from '@smm/i18n';
import { type TrackingTemplate, type TrackingTemplateInput, type User } from '@smm/model';
import { Button, EmptyState, Icon, IconButton, Tooltip } from '@smm/ui';
import { useCallback, useMemo } from 'react';
import { EditingDialogs } from '../EditingDialogs.js';
import { useEditing } from '../use-editing.js';
import { LoadState } from '../LoadState.js';
import { useLoaded } from '../use-loaded.js';
import * as styles from './Tracking.css.js';
import { trackingCalls } from './tracking.calls.js';
import { PLACEHOLDER_VALUES } from './tracking.texts.js';
import { TrackingTemplateEditor } from './TrackingTemplateEditor.js';

/** The channel a preview shows a link of when the person sees none. */
const FALLBACK_SAMPLE = { network: 'facebook', name: 'Demo Coffee' };

/**
 * The organisation's tracking templates (platform §2 "tracking templates"; docs/decisions/0037):
 * each with its parameters and how many of the person's channels use it; channel managers create
 * templates, and change or delete those whose channels they all manage, in a dialog with a live
 * preview of a tagged link.
 */
export function TrackingTemplatesSettings({
  api,
  me,
}: {
  readonly api: ApiClient;
  readonly me: User;
}) {
  const { i18n } = useLingui();
  const calls = useMemo(() => trackingCalls(api), [api]);
  const load = useCallback(
    () => Promise.all([calls.templates(), calls.channels(), calls.teams()]),
    [calls],
  );
  const { loaded, reload } = useLoaded(load);
  const editor = useEditing<TrackingTemplate, TrackingTemplateInput>({
    create: calls.createTemplate,
    update: calls.updateTemplate,
    remove: calls.removeTemplate,
    reload,
    saved: trackingMessages.templateSaved,
    deleted: trackingMessages.templateDeleted,
  });

  const [templates, channels, teams] = loaded.kind === 'ready' ? loaded.data : [[], [], []];
  const manager = canManageChannels(me, teams);
  const sample = channels[0]
    ? { network: channels[0].type, name: channels[0].name }
    : FALLBACK_SAMPLE;

  const newButton = manager && (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(trackingMessages.newTemplate)}
    </Button>
  );
  return (
    <section className={styles.section} aria-labelledby="tracking-templates-title">
      <div className={styles.top}>
        <h2 id="tracking-templates-title" className={styles.heading}>
          {i18n._(trackingMessages.templatesTitle)}
        </h2>
        {loaded.kind === 'ready' && templates.length > 0 && newButton}
      </div>
      <p className={styles.lead}>
        {translate(i18n, trackingMessages.templatesDescription, PLACEHOLDER_VALUES)}
      </p>
      <LoadState
        loaded={loaded}
        retry={reload}
        failed={trackingMessages.loadFailed}
        retryLabel={trackingMessages.retry}
      />
      {loaded.kind === 'ready' && templates.length === 0 && (
        <EmptyState
          icon="link"
          headingLevel={3}
          title={i18n._(trackingMessages.emptyTemplatesTitle)}
          action={newButton || undefined}
        >
          {i18n._(
            manager
              ? trackingMessages.emptyTemplatesManager
              : trackingMessages.emptyTemplatesReader,
          )}
        </EmptyState>
      )}
      {loaded.kind === 'ready' && templates.length > 0 && (
        <ul className={styles.list} aria-label={i18n._(trackingMessages.templatesList)}>
          {templates.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              manager={manager}
              onEdit={() => editor.edit(template)}
              onDelete={() => editor.confirmDelete(template)}
            />
          ))}
        </ul>
      )}
      <EditingDialogs
        editor={editor}
        texts={trackingMessages}
        width={800}
        form={(template) => (
          <TrackingTemplateEditor
            template={template}
            sample={sample}
            saving={editor.busy}
            error={editor.error}
            onSave={editor.save}
            onCancel={editor.close}
          />
        )}
        deleteBody={(template) =>
          template.channelIds.length > 0
            ? translate(i18n, trackingMessages.deleteUsed, { count: template.channelIds.length })
            : i18n._(trackingMessages.deleteUnused)
        }
      />
    </section>
  );
}

/** One template in the list: its name, use and parameters, and what the person may do with it. */
function TemplateCard(props: {
  readonly template: TrackingTemplate;
  readonly manager: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}) {
  const { i18n } = useLingui();
  const { template } = props;
  const titleId = `template-${template.id}`;
  const edit = translate(i18n, trackingMessages.edit, { name: template.name });
  const remove = translate(i18n, trackingMessages.delete, { name: template.name });
  const why = i18n._(trackingMessages.cannotChangeTemplate);
  return (
    <li className={styles.card} aria-labelledby={titleId} data-template-id={template.id}>
      <div className={styles.cardTop}>
        <div className={styles.grow}>
          <h3 id={titleId} className={styles.cardTitle}>
            {template.name}
          </h3>
          <span className={styles.cardMeta}>
            {translate(i18n, trackingMessages.usedBy, { count: template.channelIds.length })}
          </span>
        </div>
        {props.manager && (
          <div className={styles.actions}>
            <Tooltip content={template.canChange ? edit : why}>
              <IconButton
                label={edit}
                aria-disabled={!template.canChange || undefined}
                className={template.canChange ? undefined : styles.unavailable}
                onClick={() => template.canChange && props.onEdit()}
              >
                <Icon name="edit" />
              </IconButton>
            </Tooltip>
            <Tooltip content={template.canChange ? remove : why}>
              <IconButton
                label={remove}
                aria-disabled={!template.canChange || undefined}
                className={template.canChange ? undefined : styles.unavailable}
                onClick={() => template.canChange && props.onDelete()}
              >
                <Icon name="trash" />
              </IconButton>
            </Tooltip>
          </div>
        )}
      </div>
      <ul className={styles.chips} aria-label={i18n._(trackingMessages.parameters)}>
        {template.parameters.map((parameter) => (
          <li key={parameter.key} className={styles.chip}>
            {parameter.key}={parameter.value}
          </li>
        ))}
      </ul>
    </li>
  );
}

export default TrackingTemplatesSettings;
