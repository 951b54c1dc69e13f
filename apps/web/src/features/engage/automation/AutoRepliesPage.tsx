import { useLingui } from '@lingui/react';
import { autoReplyMessages as m, translate } from '@smm/i18n';
import { toApiError, type AutoReplyChannel, type AutoReplyGroup } from '@smm/model';
import { Button, ConfirmDialog, EmptyState, Skeleton } from '@smm/ui';
import { useCallback, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import * as styles from './Automation.css.js';
import type { AutoReplyCalls } from './auto-replies.calls.js';
import { automationHref } from './automation.route.js';
import { AutomationPageTop } from './AutomationPageTop.js';
import { AutoReplyRow, type GroupCommand } from './AutoReplyRow.js';
import { useRowWork } from './use-row-work.js';

/** Props of {@link AutoRepliesPage}. */
export interface AutoRepliesPageProps {
  readonly calls: AutoReplyCalls;
  readonly canManage: boolean;
}

/** The automated messaging groups with their commands: switch on or off, edit, delete. */
export function AutoRepliesPage({ calls, canManage }: AutoRepliesPageProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [groups, setGroups] = useState<readonly AutoReplyGroup[] | null>(null);
  const [channels, setChannels] = useState<readonly AutoReplyChannel[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AutoReplyGroup | null>(null);

  const load = useCallback(
    () =>
      Promise.all([calls.groups(), calls.channels()])
        .then(([page, loaded]) => {
          setGroups(page.groups);
          setChannels(loaded);
          setLoadError(null);
        })
        .catch((error: unknown) => setLoadError(toApiError(error).message)),
    [calls],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const { busyId, run: runOn } = useRowWork(load);
  const run = (group: AutoReplyGroup, work: () => Promise<void>) => runOn(group.id, work);

  const command = (c: GroupCommand) => {
    if (c.type === 'delete') {
      setDeleting(c.group);
      return;
    }
    void run(c.group, async () => {
      const changed = await calls.update(c.group.id, { enabled: c.enabled });
      setGroups((all) => all?.map((g) => (g.id === changed.id ? changed : g)) ?? null);
      toast({
        type: 'success',
        message: translate(i18n, changed.enabled ? m.turnedOn : m.turnedOff, {
          name: changed.name,
        }),
      });
    });
  };

  const remove = (group: AutoReplyGroup) =>
    run(group, async () => {
      await calls.remove(group.id);
      setGroups((all) => all?.filter((g) => g.id !== group.id) ?? null);
      toast({ type: 'success', message: translate(i18n, m.deletedToast, { name: group.name }) });
    });

  const create = () => navigate(automationHref({ kind: 'replyNew' }).slice(1));

  return (
    <>
      <AutomationPageTop
        tab="replies"
        title={i18n._(m.tabReplies)}
        intro={i18n._(m.intro)}
        readOnly={i18n._(m.readOnly)}
        canManage={canManage}
        newLabel={i18n._(m.newGroup)}
        onNew={create}
        loadFailed={loadError ? translate(i18n, m.loadFailed, { message: loadError }) : undefined}
      />
      {groups === null && !loadError && <Skeleton lines={4} />}
      {groups !== null && groups.length === 0 && (
        <EmptyState
          title={i18n._(m.emptyTitle)}
          icon="settings"
          action={canManage ? <Button onClick={create}>{i18n._(m.newGroup)}</Button> : undefined}
        >
          {i18n._(canManage ? m.emptyHint : m.emptyHintReadOnly)}
        </EmptyState>
      )}
      {groups !== null && groups.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={i18n._(m.tabReplies)}>
            <thead>
              <tr>
                {[m.columnName, m.columnKind, m.columnChannels, m.columnOn, m.columnSent].map(
                  (text) => (
                    <th key={text.id} scope="col" className={styles.th}>
                      {i18n._(text)}
                    </th>
                  ),
                )}
                {canManage && (
                  <th scope="col" className={styles.th}>
                    {i18n._(m.columnActions)}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {groups.map((group) => (
                <AutoReplyRow
                  key={group.id}
                  group={group}
                  channels={channels}
                  canManage={canManage}
                  busy={busyId === group.id}
                  onCommand={command}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={translate(i18n, m.deleteTitle, { name: deleting?.name ?? '' })}
        confirmText={i18n._(m.deleteConfirm)}
        confirmState="danger"
        onClose={(reason) => {
          if (reason === 'ok' && deleting) void remove(deleting);
          setDeleting(null);
        }}
      >
        {i18n._(m.deleteBody)}
      </ConfirmDialog>
    </>
  );
}
