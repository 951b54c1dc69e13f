import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { autoReplyMessages as ar, automationMessages as m } from '@smm/i18n';
import {
  toApiError,
  type AutomationActionInfo,
  type AutomationSources,
  type User,
} from '@smm/model';
import { Icon, Skeleton } from '@smm/ui';
import { useEffect, useMemo, useState } from 'react';
import { engageCalls } from '../engage.calls.js';
import { useDirectory } from '../use-directory.js';
import * as styles from './Automation.css.js';
import { autoReplyCalls } from './auto-replies.calls.js';
import { automationCalls } from './automation.calls.js';
import { automationHref, automationRoute } from './automation.route.js';
import { AutoRepliesPage } from './AutoRepliesPage.js';
import { AutoReplyEditor } from './AutoReplyEditor.js';
import { RuleBuilder } from './RuleBuilder.js';
import { RulesPage } from './RulesPage.js';
import { RunLogPage } from './RunLogPage.js';

/** What the automation screen needs from the signed-in app. */
export interface AutomationScreenProps {
  readonly me: User;
  readonly api: ApiClient;
  readonly path: string;
}

/**
 * Automation in engage (`/engage/automation`, docs/decisions/0051): the rules in their order,
 * the rule builder with its live preview, each rule's run log, and the automated messages (away
 * and welcome, docs/decisions/0052). Administrators change them; everyone reads them.
 */
export default function AutomationScreen({ me, api, path }: AutomationScreenProps) {
  const { i18n } = useLingui();
  const calls = useMemo(() => automationCalls(api), [api]);
  const replyCalls = useMemo(() => autoReplyCalls(api), [api]);
  const engage = useMemo(() => engageCalls(api), [api]);
  const directory = useDirectory(engage);
  const route = automationRoute(path);
  const canManage = me.isAdmin === true;
  const building = route.kind === 'new' || route.kind === 'edit';
  const [options, setOptions] = useState<{
    sources: AutomationSources;
    actions: readonly AutomationActionInfo[];
  } | null>(null);
  const [optionsError, setOptionsError] = useState<string | null>(null);

  useEffect(() => {
    if (!building || options) return;
    Promise.all([calls.sources(), calls.actions()])
      .then(([sources, actions]) => setOptions({ sources, actions }))
      .catch((error: unknown) => setOptionsError(toApiError(error).message));
  }, [building, options, calls]);

  const editingReply = route.kind === 'replyNew' || route.kind === 'replyEdit';
  const back =
    route.kind === 'list' || route.kind === 'replies'
      ? { href: '#/engage', text: i18n._(m.backToInbox) }
      : editingReply
        ? { href: automationHref({ kind: 'replies' }), text: i18n._(ar.backToList) }
        : { href: automationHref({ kind: 'list' }), text: i18n._(m.backToRules) };

  return (
    <div className={styles.page}>
      <a className={styles.back} href={back.href}>
        <Icon name="chevronLeft" /> {back.text}
      </a>
      {route.kind === 'list' && <RulesPage calls={calls} canManage={canManage} />}
      {route.kind === 'replies' && <AutoRepliesPage calls={replyCalls} canManage={canManage} />}
      {editingReply &&
        (canManage ? (
          <AutoReplyEditor
            key={route.kind === 'replyEdit' ? route.groupId : 'new'}
            calls={replyCalls}
            {...(route.kind === 'replyEdit' ? { groupId: route.groupId } : {})}
          />
        ) : (
          <p className={styles.notice}>
            <Icon name="info" /> {i18n._(ar.readOnly)}
          </p>
        ))}
      {route.kind === 'runs' && (
        <RunLogPage calls={calls} engage={engage} directory={directory} ruleId={route.ruleId} />
      )}
      {building &&
        (!canManage ? (
          <p className={styles.notice}>
            <Icon name="info" /> {i18n._(m.readOnly)}
          </p>
        ) : optionsError ? (
          <p role="alert" className={styles.error}>
            {optionsError}
          </p>
        ) : options ? (
          <RuleBuilder
            key={route.kind === 'edit' ? route.ruleId : 'new'}
            calls={calls}
            directory={directory}
            {...(route.kind === 'edit' ? { ruleId: route.ruleId } : {})}
            sources={options.sources}
            actions={options.actions}
          />
        ) : (
          <Skeleton lines={6} />
        ))}
    </div>
  );
}
