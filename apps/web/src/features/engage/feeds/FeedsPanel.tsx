import { useLingui } from '@lingui/react';
import { ADHOC_FEED_ID, canEditFeed } from '@smm/feeds';
import { automationMessages, inboxMessages, translate } from '@smm/i18n';
import { dropFeed, moveFeed } from '@smm/inbox';
import type { Feed, User } from '@smm/model';
import { Badge, Button, Icon, Menu, type MenuEntry, VisuallyHidden } from '@smm/ui';
import { type DragEvent, type KeyboardEvent, useState } from 'react';
import * as styles from './FeedsPanel.css.js';

/** What can be done to a feed from the list. */
export type FeedCommand =
  | { readonly type: 'edit' | 'delete' | 'share'; readonly feed: Feed }
  | { readonly type: 'toggle'; readonly feed: Feed; readonly flag: 'pin' | 'push' | 'email' }
  | { readonly type: 'reorder'; readonly ids: readonly string[]; readonly moved: Feed };

/** Props of {@link FeedsPanel}. */
export interface FeedsPanelProps {
  readonly feeds: readonly Feed[];
  readonly selectedId: string;
  readonly me: User;
  readonly onSelect: (feedId: string) => void;
  readonly onCreate: () => void;
  readonly onCommand: (command: FeedCommand) => void;
  /** Says where a feed moved (a live region for keyboard and screen-reader users). */
  readonly announcement?: string;
}

/**
 * The saved feeds: the ad-hoc "All items" first, then the user's and shared feeds, pinned ones
 * first, each with its menu (edit, delete, pin, push, e-mail, share, move). Feeds move by drag
 * and drop, or with Alt + ↑/↓ on the focused feed.
 */
export function FeedsPanel(props: FeedsPanelProps) {
  const { i18n } = useLingui();
  const [dragging, setDragging] = useState<string | null>(null);
  const ids = props.feeds.map((feed) => feed.id);
  const move = (feed: Feed, by: -1 | 1) => {
    const next = moveFeed(ids, feed.id, by);
    if (next.join() !== ids.join()) props.onCommand({ type: 'reorder', ids: next, moved: feed });
  };
  const onKeyDown = (feed: Feed) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    move(feed, event.key === 'ArrowUp' ? -1 : 1);
  };
  const onDrop = (feed: Feed) => (event: DragEvent) => {
    event.preventDefault();
    const id = dragging ?? event.dataTransfer.getData('text/plain');
    setDragging(null);
    const moved = props.feeds.find((f) => f.id === id);
    if (!moved || id === feed.id) return;
    props.onCommand({ type: 'reorder', ids: dropFeed(ids, id, feed.id), moved });
  };
  const entries = (feed: Feed, index: number): MenuEntry[] => {
    const editable = canEditFeed(feed, props.me);
    const mine = feed.ownerId === props.me.id;
    const command = (type: 'edit' | 'delete' | 'share') => () => props.onCommand({ type, feed });
    const toggle = (flag: 'pin' | 'push' | 'email') => () =>
      props.onCommand({ type: 'toggle', feed, flag });
    return [
      ...(editable
        ? [
            {
              id: 'edit',
              label: i18n._(inboxMessages.editFeed),
              icon: 'edit' as const,
              onSelect: command('edit'),
            },
          ]
        : []),
      ...(mine
        ? [
            {
              id: 'share',
              label: i18n._(inboxMessages.share),
              icon: 'share' as const,
              onSelect: command('share'),
            },
          ]
        : []),
      {
        id: 'pin',
        label: i18n._(feed.pinned ? inboxMessages.unpin : inboxMessages.pin),
        icon: 'pin',
        onSelect: toggle('pin'),
      },
      {
        id: 'push',
        label: i18n._(feed.pushNotificationsEnabled ? inboxMessages.pushOff : inboxMessages.pushOn),
        icon: feed.pushNotificationsEnabled ? 'bellOff' : 'bell',
        onSelect: toggle('push'),
      },
      {
        id: 'email',
        label: i18n._(
          feed.emailNotificationsEnabled ? inboxMessages.emailOff : inboxMessages.emailOn,
        ),
        icon: 'mail',
        onSelect: toggle('email'),
      },
      { kind: 'separator', id: 'sep1' },
      {
        id: 'up',
        label: i18n._(inboxMessages.moveUp),
        icon: 'arrowUp',
        disabled: index === 0,
        onSelect: () => move(feed, -1),
      },
      {
        id: 'down',
        label: i18n._(inboxMessages.moveDown),
        icon: 'arrowDown',
        disabled: index === props.feeds.length - 1,
        onSelect: () => move(feed, 1),
      },
      ...(editable
        ? [
            { kind: 'separator' as const, id: 'sep2' },
            {
              id: 'delete',
              label: i18n._(inboxMessages.deleteFeed),
              icon: 'trash' as const,
              tone: 'danger' as const,
              onSelect: command('delete'),
            },
          ]
        : []),
    ];
  };
  return (
    <nav className={styles.panel} aria-label={i18n._(inboxMessages.feeds)}>
      <div className={styles.top}>
        <h2 className={styles.heading}>{i18n._(inboxMessages.feeds)}</h2>
        <Button variant="secondary" onClick={props.onCreate}>
          <Icon name="plus" /> {i18n._(inboxMessages.newFeed)}
        </Button>
      </div>
      <p id="feeds-reorder-hint" className={styles.hint}>
        {i18n._(inboxMessages.reorderHint)}
      </p>
      <ul className={styles.list}>
        <li className={styles.item}>
          <a
            href={`#/engage/feeds/${ADHOC_FEED_ID}`}
            className={styles.link}
            aria-current={props.selectedId === ADHOC_FEED_ID ? 'page' : undefined}
            onClick={(event) => {
              event.preventDefault();
              props.onSelect(ADHOC_FEED_ID);
            }}
          >
            {i18n._(inboxMessages.allItems)}
          </a>
        </li>
        {props.feeds.map((feed, index) => (
          <li
            key={feed.id}
            className={[styles.item, dragging === feed.id ? styles.dragging : ''].join(' ')}
            draggable
            data-feed-id={feed.id}
            onDragStart={(event) => {
              setDragging(feed.id);
              event.dataTransfer.setData('text/plain', feed.id);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => event.preventDefault()}
            onDrop={onDrop(feed)}
          >
            <Icon name="grip" className={styles.grip} />
            <a
              href={`#/engage/feeds/${encodeURIComponent(feed.id)}`}
              className={styles.link}
              aria-current={props.selectedId === feed.id ? 'page' : undefined}
              aria-describedby="feeds-reorder-hint"
              onKeyDown={onKeyDown(feed)}
              onClick={(event) => {
                event.preventDefault();
                props.onSelect(feed.id);
              }}
            >
              {feed.pinned && <Icon name="pin" label={i18n._(inboxMessages.pinned)} size={12} />}
              <span className={styles.title}>
                <span className={styles.name}>{feed.name}</span>
                {/* Under the name, never over it: a narrow panel shortens the name only. */}
                {feed.ownerId !== props.me.id ? (
                  <Badge tone="info">{i18n._(inboxMessages.sharedWithYou)}</Badge>
                ) : feed.shared ? (
                  <Badge tone="neutral">{i18n._(inboxMessages.sharedFeed)}</Badge>
                ) : null}
              </span>
            </a>
            <Menu
              label={<Icon name="more" />}
              buttonLabel={translate(i18n, inboxMessages.feedActions, { name: feed.name })}
              items={entries(feed, index)}
              align="end"
              chevron={false}
              buttonClassName={styles.menuButton}
            />
          </li>
        ))}
      </ul>
      <a href="#/engage/automation" className={`${styles.link} ${styles.automation}`}>
        <Icon name="settings" /> {i18n._(automationMessages.title)}
      </a>
      <VisuallyHidden role="status" aria-live="polite">
        {props.announcement}
      </VisuallyHidden>
    </nav>
  );
}
