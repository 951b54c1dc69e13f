import { useLingui } from '@lingui/react';
import { conversationPanelMessages as m, translate } from '@smm/i18n';
import { replyQuotaLine, type QuotaLine } from '@smm/inbox';
import type { EngageItem, ReplyQuota as Quota } from '@smm/model';
import { Icon, networkName } from '@smm/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useEngage } from '../engage.context.js';
import * as styles from './ConversationPanels.css.js';

/** Props of {@link ReplyQuotaLine}. */
export interface ReplyQuotaLineProps {
  readonly line: QuotaLine;
  readonly network: string;
}

/** "‹n› replies left today", "‹n› of ‹limit› replies left in this 15-minute window", or none left. */
export function ReplyQuotaLine({ line, network }: ReplyQuotaLineProps) {
  const { i18n } = useLingui();
  const text =
    line.kind === 'day'
      ? translate(i18n, m.quotaDay, { remaining: line.remaining })
      : line.kind === 'window'
        ? translate(i18n, m.quotaWindow, {
            remaining: line.remaining,
            limit: line.limit,
            minutes: line.minutes,
          })
        : line.resetsAt
          ? translate(i18n, m.quotaExhausted, {
              time: new Date(line.resetsAt).toLocaleTimeString(i18n.locale, {
                hour: '2-digit',
                minute: '2-digit',
              }),
            })
          : i18n._(m.quotaExhaustedNow);
  const low = line.kind === 'exhausted';
  return (
    <p
      className={`${styles.quota} ${low ? styles.quotaLow : ''}`}
      title={translate(i18n, m.quotaHint, { network: networkName(network) })}
      data-testid="reply-quota"
    >
      <Icon name={low ? 'warning' : 'send'} />
      {text}
    </p>
  );
}

/**
 * The reply quota of the open item's channel, near the composer, where its network limits
 * replies (decision 0059); read again after each send.
 */
export function ReplyQuota({
  item,
  threadIds,
}: {
  readonly item: EngageItem;
  /** The thread's items: when what the channel sent in it changes, the quota is read again. */
  readonly threadIds: readonly string[];
}) {
  const { calls, store } = useEngage();
  // How far each of the channel's own items of the thread got (sending, delivered, failed).
  const sent = useSyncExternalStore(store.subscribe, () =>
    threadIds
      .map((id) => store.get(id))
      .filter((entry) => entry?.sender?.isOwn === true)
      .map((entry) => `${entry?.id}:${entry?.meta.delivery ?? ''}`)
      .join(','),
  );
  const [quota, setQuota] = useState<Quota | undefined>();
  useEffect(() => {
    let live = true;
    calls
      .quota(item.channelId)
      .then((answer) => live && setQuota(answer))
      .catch(() => live && setQuota(undefined));
    return () => {
      live = false;
    };
  }, [calls, item.channelId, sent]);
  const line = replyQuotaLine(quota);
  return line ? <ReplyQuotaLine line={line} network={item.engage.network} /> : null;
}
