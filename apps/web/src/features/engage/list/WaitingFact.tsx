import { useLingui } from '@lingui/react';
import { isOverdue, waitingSince } from '@smm/feeds';
import { listToolsMessages, translate } from '@smm/i18n';
import type { EngageItem } from '@smm/model';
import { Badge } from '@smm/ui';
import { useResponseTarget } from './response-target.store.js';
import { durationText, exactTime } from './time.texts.js';
import { useMinuteClock } from './use-minute-clock.js';
import * as styles from './WaitingFact.css.js';

/**
 * "Waiting for 2 hours" on an item whose customer waits for an answer (decision 0057), with the
 * exact start on hover, after an "Overdue" badge (text, not colour alone) once the wait passes
 * the organisation's response-time target. Nothing for items nobody waits on. Two facts of the
 * row: the badge keeps its room, the waiting time gives it up first.
 */
export function WaitingFact({ item }: { readonly item: EngageItem }) {
  const { i18n } = useLingui();
  const now = useMinuteClock();
  const responseTargetMinutes = useResponseTarget();
  const since = waitingSince(item);
  if (since === null) return null;
  const start = Date.parse(since);
  if (Number.isNaN(start)) return null;
  const overdue = isOverdue(since, now, responseTargetMinutes);
  return (
    <>
      {overdue && responseTargetMinutes !== null && (
        <Badge
          tone="danger"
          className={styles.overdue}
          title={translate(i18n, listToolsMessages.overdueTitle, {
            target: durationText(i18n.locale, responseTargetMinutes * 60_000),
          })}
        >
          {i18n._(listToolsMessages.overdue)}
        </Badge>
      )}
      <span
        className={styles.waiting}
        title={translate(i18n, listToolsMessages.waitingSinceExact, {
          date: exactTime(since, i18n.locale),
        })}
      >
        {translate(i18n, listToolsMessages.waitingFor, {
          duration: durationText(i18n.locale, now - start),
        })}
      </span>
    </>
  );
}
