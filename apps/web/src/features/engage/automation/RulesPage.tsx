import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import { toApiError, type AutomationRuleSummary } from '@smm/model';
import { Button, ConfirmDialog, EmptyState, Skeleton, VisuallyHidden } from '@smm/ui';
import { useCallback, useEffect, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useToast } from '../../../shell/toasts.js';
import type { AutomationCalls } from './automation.calls.js';
import { automationHref } from './automation.route.js';
import { AutomationPageTop } from './AutomationPageTop.js';
import { moveId } from './rule-draft.js';
import { RulesList, type RuleCommand } from './RulesList.js';
import { useRowWork } from './use-row-work.js';

/** Props of {@link RulesPage}. */
export interface RulesPageProps {
  readonly calls: AutomationCalls;
  readonly canManage: boolean;
}

/** The rules list with its commands: order, activate, pause, delete (with a confirmation). */
export function RulesPage({ calls, canManage }: RulesPageProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [rules, setRules] = useState<readonly AutomationRuleSummary[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AutomationRuleSummary | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const load = useCallback(
    () =>
      calls
        .rules()
        .then((loaded) => {
          setRules(loaded);
          setLoadError(null);
        })
        .catch((error: unknown) => setLoadError(toApiError(error).message)),
    [calls],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const { busyId, run: runOn } = useRowWork(load);
  const run = (rule: AutomationRuleSummary, work: () => Promise<void>) => runOn(rule.id, work);

  const command = (c: RuleCommand) => {
    const name = { name: c.rule.name };
    switch (c.type) {
      case 'activate':
      case 'pause':
        return run(c.rule, async () => {
          const changed = await (c.type === 'activate' ? calls.activate : calls.pause)(c.rule.id);
          setRules((all) => all?.map((r) => (r.id === changed.id ? changed : r)) ?? null);
          toast({
            type: 'success',
            message: translate(i18n, c.type === 'activate' ? m.activated : m.pausedToast, name),
          });
        });
      case 'delete':
        setDeleting(c.rule);
        return;
      case 'move': {
        const ids = moveId(rules?.map((r) => r.id) ?? [], c.rule.id, c.by);
        return run(c.rule, async () => {
          setRules(await calls.reorder(ids));
          setAnnouncement(
            translate(i18n, m.moved, {
              ...name,
              position: ids.indexOf(c.rule.id) + 1,
              count: ids.length,
            }),
          );
        });
      }
    }
  };

  const remove = (rule: AutomationRuleSummary) =>
    run(rule, async () => {
      await calls.remove(rule.id);
      setRules((all) => all?.filter((r) => r.id !== rule.id) ?? null);
      toast({ type: 'success', message: translate(i18n, m.deletedToast, { name: rule.name }) });
    });

  return (
    <>
      <AutomationPageTop
        tab="rules"
        title={i18n._(m.title)}
        intro={i18n._(m.intro)}
        readOnly={i18n._(m.readOnly)}
        canManage={canManage}
        newLabel={i18n._(m.newRule)}
        onNew={() => navigate(automationHref({ kind: 'new' }).slice(1))}
        loadFailed={loadError ? translate(i18n, m.loadFailed, { message: loadError }) : undefined}
      />
      {rules === null && !loadError && <Skeleton lines={4} />}
      {rules !== null && rules.length === 0 && (
        <EmptyState
          title={i18n._(m.emptyTitle)}
          icon="settings"
          action={
            canManage ? (
              <Button onClick={() => navigate(automationHref({ kind: 'new' }).slice(1))}>
                {i18n._(m.newRule)}
              </Button>
            ) : undefined
          }
        >
          {i18n._(canManage ? m.emptyHint : m.emptyHintReadOnly)}
        </EmptyState>
      )}
      {rules !== null && rules.length > 0 && (
        <RulesList
          rules={rules}
          canManage={canManage}
          busyId={busyId}
          onCommand={(c) => void command(c)}
        />
      )}
      <VisuallyHidden>
        <span role="status" aria-live="polite">
          {announcement}
        </span>
      </VisuallyHidden>
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
