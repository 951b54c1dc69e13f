import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import { ADHOC_FEED_ID } from '@smm/feeds';
import type { AutomationRuleSummary, EngageItem, RuleRun } from '@smm/model';
import { Badge } from '@smm/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import { engagePath } from '../engage.route.js';
import { senderText } from '../list/item-card.texts.js';
import type { Directory } from '../use-directory.js';
import * as styles from './Automation.css.js';
import type { AutomationCalls } from './automation.calls.js';
import { actionText, STATUS_TEXTS } from './automation.texts.js';
import { pageError, RunLog } from './RunLog.js';

/** Props of {@link RunLogPage}. */
export interface RunLogPageProps {
  readonly calls: AutomationCalls;
  readonly engage: EngageCalls;
  readonly directory: Directory;
  readonly ruleId: string;
}

/** A rule's run log, page by page, with the items it acted on. */
export function RunLogPage({ calls, engage, directory, ruleId }: RunLogPageProps) {
  const { i18n } = useLingui();
  const [rule, setRule] = useState<AutomationRuleSummary | null>(null);
  const [missing, setMissing] = useState(false);
  const [runs, setRuns] = useState<readonly RuleRun[] | null>(null);
  const [next, setNext] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [items, setItems] = useState<ReadonlyMap<string, EngageItem>>(new Map());

  const page = useCallback(
    async (cursor?: string) => {
      setLoading(true);
      try {
        const found = await calls.runs(ruleId, cursor);
        setRuns((before) => [...(cursor ? (before ?? []) : []), ...found.runs]);
        setNext(found.next);
        setError(null);
        // The items the page names, for their sender, network and text (gone ones stay ids).
        const loaded = await Promise.all(
          [...new Set(found.runs.map((run) => run.itemId))].map((id) =>
            engage.item(id).catch(() => null),
          ),
        );
        setItems((known) => {
          const all = new Map(known);
          for (const item of loaded) if (item?.id) all.set(item.id, item);
          return all;
        });
      } catch (failure) {
        setError(pageError(failure));
      } finally {
        setLoading(false);
      }
    },
    [calls, engage, ruleId],
  );

  useEffect(() => {
    calls
      .rule(ruleId)
      .then(setRule)
      .catch(() => setMissing(true));
    void page();
  }, [calls, ruleId, page]);

  const names = useMemo(
    () => ({ names: directory.names, labels: directory.labels }),
    [directory.names, directory.labels],
  );

  if (missing) return <p className={styles.notice}>{i18n._(m.ruleNotFound)}</p>;
  const status = rule ? STATUS_TEXTS[rule.status] : null;
  return (
    <>
      <div className={styles.top}>
        <h1 className={styles.heading}>
          {translate(i18n, m.runLogOf, { name: rule?.name ?? '' })}
        </h1>
        {status && <Badge tone={status.tone}>{i18n._(status.text)}</Badge>}
      </div>
      <p className={styles.lead}>{i18n._(m.runLogIntro)}</p>
      <RunLog
        runs={runs}
        items={items}
        hasMore={next !== undefined}
        loading={loading}
        error={error}
        onMore={() => void page(next)}
        describe={(action) => actionText(i18n, action, names)}
        senderOf={(item) => senderText(i18n, item)}
        itemHref={(itemId) => `#${engagePath(ADHOC_FEED_ID, itemId)}`}
      />
    </>
  );
}
