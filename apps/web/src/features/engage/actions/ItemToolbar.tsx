import { useLingui } from '@lingui/react';
import { inboxMessages } from '@smm/i18n';
import {
  isPrimaryAction,
  type ToolbarAction,
  type ToolbarEntry,
  type ToolbarIcon,
  type ToolbarLabel,
} from '@smm/inbox';
import { Button, Icon, IconButton, type IconName, Tooltip } from '@smm/ui';
import * as styles from './ItemToolbar.css.js';

const ICONS: Readonly<Record<ToolbarIcon, IconName>> = {
  reply: 'reply',
  comment: 'comment',
  message: 'message',
  heart: 'heart',
  thumbUp: 'thumbUp',
  repost: 'repost',
  quote: 'quote',
  hide: 'hide',
  trash: 'trash',
  spam: 'spam',
  flag: 'flag',
  sentiment: 'smile',
  assign: 'userPlus',
  tag: 'tag',
  read: 'read',
  unread: 'unread',
  forward: 'forward',
  ticket: 'ticket',
  case: 'case',
  lock: 'lock',
  edit: 'edit',
};

const LABELS: Readonly<Record<ToolbarLabel, keyof typeof inboxMessages>> = {
  comment: 'act_comment',
  reply: 'act_reply',
  message: 'act_message',
  privateReply: 'act_privateReply',
  edit: 'act_edit',
  like: 'act_like',
  unlike: 'act_unlike',
  repost: 'act_repost',
  quote: 'act_quote',
  hide: 'act_hide',
  unhide: 'act_unhide',
  delete: 'act_delete',
  spam: 'act_spam',
  notSpam: 'act_notSpam',
  priority: 'act_priority',
  notPriority: 'act_notPriority',
  sentiment: 'act_sentiment',
  assign: 'act_assign',
  label: 'act_label',
  markRead: 'act_markRead',
  markUnread: 'act_markUnread',
  forward: 'act_forward',
  ticket: 'act_ticket',
  case: 'act_case',
};

/** Props of {@link ItemToolbar}. */
export interface ItemToolbarProps {
  /** The actions the rules allow, in order (`itemToolbar` of `@smm/inbox`). */
  readonly entries: readonly ToolbarEntry[];
  readonly onAction: (action: ToolbarAction, entry: ToolbarEntry) => void;
  /** Actions whose call is on its way (their button shows it and waits). */
  readonly busy?: ReadonlySet<ToolbarAction>;
}

/** The translated name of a toolbar entry. */
export function useToolbarLabel() {
  const { i18n } = useLingui();
  return (entry: ToolbarEntry) => i18n._(inboxMessages[LABELS[entry.label]]);
}

/**
 * The item's actions as a toolbar: the most used (answer, assign, label, read) as buttons named
 * in words, the others as icon buttons with their names shown on hover and focus (the design
 * system's tooltip). Only those the rules allow; toggles pressed when on (liked, hidden, spam,
 * priority).
 */
export function ItemToolbar({ entries, onAction, busy }: ItemToolbarProps) {
  const { i18n } = useLingui();
  const label = useToolbarLabel();
  return (
    <div role="toolbar" aria-label={i18n._(inboxMessages.actions)} className={styles.toolbar}>
      {entries.map((entry) => {
        const toggle = ['like', 'hide', 'spam', 'priority', 'repost'].includes(entry.action);
        const common = {
          'data-action': entry.action,
          'aria-pressed': toggle ? entry.active : undefined,
          disabled: busy?.has(entry.action),
          onClick: () => onAction(entry.action, entry),
        };
        return isPrimaryAction(entry.action) ? (
          <Button
            key={entry.action}
            variant="secondary"
            className={styles.named}
            data-named=""
            {...common}
          >
            <Icon name={ICONS[entry.icon]} />
            {label(entry)}
          </Button>
        ) : (
          // Every icon says what it does on hover and focus, not only to screen readers.
          <Tooltip key={entry.action} content={label(entry)}>
            <IconButton label={label(entry)} size="sm" {...common}>
              <Icon name={ICONS[entry.icon]} />
            </IconButton>
          </Tooltip>
        );
      })}
    </div>
  );
}
