import { useLingui } from '@lingui/react';
import { periodDays } from '@smm/benchmark';
import { benchmarkManageMessages as m } from '@smm/i18n';
import type { SavedQuery, SavedQueryInput } from '@smm/model';
import { Button, EmptyState, Icon } from '@smm/ui';
import { useCallback } from 'react';
import { EditingDialogs } from '../../settings/EditingDialogs.js';
import { LoadState } from '../../settings/LoadState.js';
import { useEditing } from '../../settings/use-editing.js';
import { useLoaded } from '../../settings/use-loaded.js';
import type { ManageCalls } from './manage.calls.js';
import type { ManageSectionProps } from './manage.props.js';
import * as styles from './Manage.css.js';
import { QueryForm } from './QueryForm.js';
import { QueryList } from './QueryList.js';

/**
 * Saved queries (`#/benchmark/manage/scheduled#queries`, decision 0081): the list; saving the
 * current selection under a name; opening one in brand insights (its brands and networks over
 * its period's days up to yesterday); renaming and deleting.
 */
export function QueriesPanel(props: ManageSectionProps & { readonly calls: ManageCalls }) {
  const { i18n } = useLingui();
  const { calls, me, selection } = props;
  const { loaded, reload } = useLoaded(useCallback(() => calls.queries(), [calls]));
  const editor = useEditing<SavedQuery, SavedQueryInput>({
    create: calls.createQuery,
    update: calls.updateQuery,
    remove: calls.removeQuery,
    reload,
    saved: m.saved,
    deleted: m.deleted,
  });
  const queries = loaded.kind === 'ready' ? loaded.data : [];
  const canSave = selection.brandIds.length > 0;
  const apply = (query: SavedQuery) =>
    props.onApply({
      brandIds: query.brandIds,
      networks: query.networks ?? [],
      ...periodDays(query.period, new Date()),
      teamId: selection.teamId,
    });
  const saveButton = canSave ? (
    <Button onClick={() => editor.edit()}>
      <Icon name="plus" /> {i18n._(m.saveSelection)}
    </Button>
  ) : (
    <p className={styles.hint}>{i18n._(m.noSelection)}</p>
  );
  return (
    <section className={styles.section} aria-labelledby="benchmark-queries-title">
      <div className={styles.top}>
        <div className={styles.cell}>
          <h2 id="benchmark-queries-title" className={styles.heading}>
            {i18n._(m.queriesTitle)}
          </h2>
          <p className={styles.lead}>{i18n._(m.queriesLead)}</p>
        </div>
        {queries.length > 0 && saveButton}
      </div>
      <LoadState loaded={loaded} retry={reload} failed={m.queriesLoadFailed} retryLabel={m.retry} />
      {loaded.kind === 'ready' && queries.length === 0 && (
        <EmptyState
          icon="search"
          headingLevel={3}
          title={i18n._(m.queriesEmptyTitle)}
          action={saveButton}
        >
          {i18n._(m.queriesEmpty)}
        </EmptyState>
      )}
      {queries.length > 0 && (
        <QueryList
          queries={queries}
          brands={props.brands}
          canChange={(query) =>
            query.createdBy.id === me.id || me.isAdmin || me.isTeamLeader === true
          }
          onApply={apply}
          onRename={(query) => editor.edit(query)}
          onDelete={(query) => editor.confirmDelete(query)}
        />
      )}
      <EditingDialogs
        editor={editor}
        texts={{
          createTitle: m.saveSelectionTitle,
          editTitle: m.renameTitle,
          deleteTitle: m.deleteTitle,
          deleteConfirm: m.deleteConfirm,
        }}
        form={(query) => (
          <QueryForm
            query={query}
            selection={selection}
            brands={props.brands}
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
