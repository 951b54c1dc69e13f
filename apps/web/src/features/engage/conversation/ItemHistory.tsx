import { useLingui } from '@lingui/react';
import { conversationPanelMessages as m, inboxMessages, translate } from '@smm/i18n';
import { historyLines, type HistoryLine } from '@smm/inbox';
import { toApiError, type EngageItem, type ItemHistoryEntry } from '@smm/model';
import { Button, Icon } from '@smm/ui';
import { useEffect, useId, useState } from 'react';
import { AutomationHistoryLine } from '../automation/AutomationHistory.js';
import { useEngage } from '../engage.context.js';
import * as styles from './ConversationPanels.css.js';
import { relativeTime } from '../list/time.texts.js';
import { exactTime, historyText } from './panels.texts.js';

/** When a change happened: relative, the exact moment on hover. */
function When({ at, now }: { readonly at: string; readonly now: number }) {
  const { i18n } = useLingui();
  return (
    <time className={styles.time} dateTime={at} title={exactTime(i18n, at)}>
      {relativeTime(i18n, at, now)}
    </time>
  );
}

/** Props of {@link HistoryList}. */
export interface HistoryListProps {
  readonly lines: readonly HistoryLine[];
  /** The item's network (names the network when it did something). */
  readonly network: string;
  /** The moment relative times count from. */
  readonly now: number;
  readonly id?: string;
}

/**
 * An item's history, one line each, newest first: "Ada Admin assigned this to Customer Care ·
 * 5 minutes ago", the exact time on hover; automation lines name their rule and link its run log.
 */
export function HistoryList({ lines, network, now, id }: HistoryListProps) {
  const { i18n } = useLingui();
  if (lines.length === 0) return <p className={styles.muted}>{i18n._(m.historyEmpty)}</p>;
  return (
    <ol className={styles.historyList} aria-label={i18n._(m.historyTitle)} id={id}>
      {lines.map((line, index) =>
        line.actor.kind === 'automation' ? (
          <AutomationHistoryLine
            key={`${line.at}-${index}`}
            className={styles.historyLine}
            ruleId={line.actor.ruleId}
            ruleName={line.actor.name}
            action={line.verb}
            target={line.target}
            linked={line.verb !== 'reply'}
            time={<When at={line.at} now={now} />}
          />
        ) : (
          <li key={`${line.at}-${index}`} className={styles.historyLine} data-verb={line.verb}>
            <span>{historyText(i18n, line, network)}</span>
            <When at={line.at} now={now} />
          </li>
        ),
      )}
    </ol>
  );
}

/**
 * The "History" of the open item (decision 0059): who did what and when — assigned, labelled,
 * hidden, replied, read, sentiment, language, automation — from the events the server records,
 * behind a button so the thread keeps its room; read again when the item changes (live).
 */
export function ItemHistory({ item }: { readonly item: EngageItem }) {
  const { i18n } = useLingui();
  const { calls } = useEngage();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [entries, setEntries] = useState<readonly ItemHistoryEntry[] | null>(null);
  const [error, setError] = useState<string>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setEntries(null);
    setOpen(false);
  }, [item.id]);

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    setError(undefined);
    calls
      .itemHistory(item.id)
      .then((history) => {
        if (!live) return;
        setEntries(history);
        setNow(Date.now());
      })
      .catch((e: unknown) => live && setError(toApiError(e).message));
    return () => {
      live = false;
    };
    // The item object changes whenever it is read again (after a change, or a colleague's).
  }, [calls, item, open]);

  return (
    <section className={styles.history} aria-label={i18n._(m.historyTitle)}>
      <div>
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'chevronUp' : 'chevronDown'} />
          {i18n._(open ? m.historyHide : m.historyShow)}
        </Button>
      </div>
      {open &&
        (error ? (
          <p role="alert">{translate(i18n, m.historyLoadFailed, { message: error })}</p>
        ) : entries === null ? (
          <p role="status" className={styles.muted}>
            {i18n._(inboxMessages.loading)}
          </p>
        ) : (
          <HistoryList
            id={listId}
            lines={historyLines(entries)}
            network={item.engage.network}
            now={now}
          />
        ))}
    </section>
  );
}
