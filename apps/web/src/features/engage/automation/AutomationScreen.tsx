import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { automationMessages as m } from '@smm/i18n';
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
import { automationCalls } from './automation.calls.js';
import { automationHref, automationRoute } from './automation.route.js';
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
 * the rule builder with its live preview, and each rule's run log. Administrators change rules;
 * everyone reads them.
 */
export default function AutomationScreen({ me, api, path }: AutomationScreenProps) {
  const { i18n } = useLingui();
  const calls = useMemo(() => automationCalls(api), [api]);
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

  const back =
    route.kind === 'list'
      ? { href: '#/engage', text: i18n._(m.backToInbox) }
      : { href: automationHref({ kind: 'list' }), text: i18n._(m.backToRules) };

  return (
    <div className={styles.page}>
      <a className={styles.back} href={back.href}>
        <Icon name="chevronLeft" /> {back.text}
      </a>
      {route.kind === 'list' && <RulesPage calls={calls} canManage={canManage} />}
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
