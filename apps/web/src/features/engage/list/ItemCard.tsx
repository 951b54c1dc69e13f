import { useLingui } from '@lingui/react';
import { isHidden, isRead, isSpam } from '@smm/inbox';
import { isPriority } from '@smm/feeds';
import { sentimentOf } from '@smm/engage-rules';
import { inboxMessages, translate } from '@smm/i18n';
import type { Label, SavedItem } from '@smm/model';
import type { PresentUser } from '@smm/realtime';
import { Avatar, Icon, NetworkIcon, networkName, VisuallyHidden } from '@smm/ui';
import { memo, type MouseEvent } from 'react';
import { AnsweredMark } from './AnsweredMark.js';
import * as styles from './ItemCard.css.js';
import { countText, displayTypeText, presentName, senderText } from './item-card.texts.js';
import { RelativeTime } from './RelativeTime.js';
import { RowSnippet } from './RowSnippet.js';
import { WaitingFact } from './WaitingFact.js';

/** Props of {@link ItemCard}. */
export interface ItemCardProps {
  readonly item: SavedItem;
  readonly viewerId: string;
  readonly labels: ReadonlyMap<string, Label>;
  /** Assignee names by id (users and teams). */
  readonly names: ReadonlyMap<string, string>;
  /** Others viewing or replying to this item. */
  readonly present: readonly PresentUser[];
  readonly selected: boolean;
  /** The item open in the conversation view. */
  readonly open: boolean;
  /** The item the keyboard is on. */
  readonly current: boolean;
  /** Opens the item (called with its id, so that one handler serves every row). */
  readonly onOpen: (id: string) => void;
  /** The checkbox: `range` with shift (from the last one chosen), else a toggle. */
  readonly onSelect: (id: string, how: 'toggle' | 'range') => void;
}

/**
 * One row of the item list: network and sender, display type and time, the text, and what the
 * team did with it — labels, assignee, priority, sentiment, open cases — with who else is on it.
 * Memoised: while the list scrolls, only the rows coming into view render (give it handlers
 * that stay the same, and the same `present` array while nobody changes).
 */
export const ItemCard = memo(function ItemCard(props: ItemCardProps) {
  const { i18n } = useLingui();
  const { item } = props;
  const sender = senderText(i18n, item);
  const read = isRead(item, props.viewerId);
  const sentiment = sentimentOf(item);
  const assigneeId = item.engage.assigneeId;
  const assignee = assigneeId ? (item.assignee?.name ?? props.names.get(assigneeId)) : undefined;
  const openCases = item.meta.openCaseCount ?? 0;
  const date = item.engage.latestCommentDate ?? item.meta.createdDate;
  const select = (event: MouseEvent<HTMLInputElement>) =>
    props.onSelect(item.id, event.shiftKey ? 'range' : 'toggle');
  return (
    <article
      className={[
        styles.card,
        read ? styles.read : styles.unread,
        props.open ? styles.open : '',
        props.current ? styles.current : '',
      ].join(' ')}
      data-item-id={item.id}
      aria-current={props.open ? 'true' : undefined}
    >
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={props.selected}
        onClick={select}
        onChange={() => undefined}
        aria-label={translate(i18n, inboxMessages.selectItem, { name: sender })}
      />
      <NetworkIcon
        network={item.engage.network}
        size={20}
        label={networkName(item.engage.network)}
      />
      <button
        type="button"
        className={styles.main}
        onClick={() => props.onOpen(item.id)}
        data-current={props.current || undefined}
        aria-label={translate(i18n, inboxMessages.openItem, { name: sender })}
        aria-describedby={`snippet-${item.id}`}
      >
        <span className={styles.headline}>
          {!read && (
            <span className={styles.unreadDot}>
              <VisuallyHidden>{i18n._(inboxMessages.unread)}</VisuallyHidden>
            </span>
          )}
          <span className={styles.sender}>{sender}</span>
          <span className={styles.type}>{displayTypeText(i18n, item)}</span>
          <RelativeTime className={styles.date} date={date} />
        </span>
        <span id={`snippet-${item.id}`} className={styles.snippet}>
          <RowSnippet item={item} viewerId={props.viewerId} names={props.names} />
        </span>
      </button>
      <span className={styles.facts}>
        <WaitingFact item={item} />
        <AnsweredMark item={item} viewerId={props.viewerId} />
        {item.engage.labels.map((id) => {
          const label = props.labels.get(id);
          return label ? (
            <span key={id} className={styles.label}>
              <span className={styles.labelDot} style={{ background: label.color }} />
              {label.name}
            </span>
          ) : null;
        })}
        {assignee && (
          <span className={styles.fact}>
            <Icon name="userPlus" size={12} />
            {translate(i18n, inboxMessages.assignedTo, { name: assignee })}
          </span>
        )}
        {isPriority(item) && (
          <span className={styles.priority}>
            <Icon name="flag" size={12} />
            {i18n._(inboxMessages.priorityItem)}
          </span>
        )}
        {sentiment !== 0 && (
          <span className={sentiment > 0 ? styles.positive : styles.negative}>
            <Icon name={sentiment > 0 ? 'smile' : 'frown'} size={12} />
            {i18n._(
              sentiment > 0 ? inboxMessages.sentimentPositive : inboxMessages.sentimentNegative,
            )}
          </span>
        )}
        {openCases > 0 && (
          <span className={styles.fact}>
            <Icon name="case" size={12} />
            {countText(i18n, 'openCases', openCases)}
          </span>
        )}
        {isHidden(item) && <span className={styles.fact}>{i18n._(inboxMessages.hiddenBadge)}</span>}
        {isSpam(item) && <span className={styles.fact}>{i18n._(inboxMessages.spamBadge)}</span>}
        {props.present.length > 0 && (
          <span className={styles.present}>
            {props.present.slice(0, 3).map((user) => {
              const name = presentName(i18n, user);
              const doing = translate(
                i18n,
                user.editing ? inboxMessages.editing : inboxMessages.viewing,
                { name },
              );
              return (
                <span key={user.userId} title={doing}>
                  <Avatar name={name} size="sm" />
                  <VisuallyHidden>{doing}</VisuallyHidden>
                </span>
              );
            })}
          </span>
        )}
      </span>
    </article>
  );
});
