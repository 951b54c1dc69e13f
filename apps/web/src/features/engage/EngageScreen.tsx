import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import { ADHOC_FEED_ID, type FeedEditorOptions } from '@smm/feeds';
import { engageMessages, inboxMessages, translate } from '@smm/i18n';
import { inboxCommand, isRead, moveFocus } from '@smm/inbox';
import { toApiError, type Feed, type FeedDefinition, type User } from '@smm/model';
import { Button, ConfirmDialog, Icon, Modal, networkName } from '@smm/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { useNotificationCentre } from '../../shell/notifications/notification-centre.js';
import { useToast } from '../../shell/toasts.js';
import { createItemActions } from './actions/use-item-actions.js';
import { ConversationView, type ConversationHandle } from './conversation/ConversationView.js';
import { EngageProvider } from './engage.context.js';
import { engagePath, engageRoute } from './engage.route.js';
import * as styles from './EngageScreen.css.js';
import { FeedsPanel, type FeedCommand } from './feeds/FeedsPanel.js';
import { ShareDialog } from './feeds/ShareDialog.js';
import { FilterEditor } from './filters/FilterEditor.js';
import { ShortcutsDialog } from './keyboard/ShortcutsDialog.js';
import { useEngageEnv } from './use-engage-env.js';
import { InboxList, type InboxListHandle } from './list/InboxList.js';

/** What the engage screen needs from the signed-in app. */
export interface EngageScreenProps {
  readonly me: User;
  readonly api: ApiClient;
  readonly path: string;
}

/** Languages the feed editor offers (the detected languages of the sandbox networks' traffic). */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'ja', 'nl', 'pt'];

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The engage inbox (engage §2): the saved feeds, the items of the chosen feed, and the
 * conversation of the open item, live with the colleagues working beside the user.
 */
export default function EngageScreen({ me, api, path }: EngageScreenProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const env = useEngageEnv(me, api);
  const { calls, store } = env;
  const { permission, askPermission } = useNotificationCentre();
  const route = engageRoute(path);
  const [feeds, setFeeds] = useState<readonly Feed[]>([]);
  const [editing, setEditing] = useState<{ feed?: Feed } | null>(null);
  const [saving, setSaving] = useState<string | undefined | 'busy'>();
  const [deleting, setDeleting] = useState<Feed | null>(null);
  const [sharing, setSharing] = useState<Feed | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  // The feeds drawer of a narrow screen (under 1180 px); a wide screen always shows the feeds.
  const [feedsOpen, setFeedsOpen] = useState(false);
  const list = useRef<InboxListHandle>(null);
  const conversation = useRef<ConversationHandle>(null);

  useEffect(() => {
    calls
      .feeds(me.id)
      .then(setFeeds)
      .catch((error: unknown) =>
        toast({
          type: 'error',
          message: translate(i18n, inboxMessages.feedsLoadFailed, {
            message: toApiError(error).message,
          }),
        }),
      );
  }, [calls, me.id, toast, i18n]);

  const adhoc = useMemo<Feed>(
    () => ({ id: ADHOC_FEED_ID, name: i18n._(inboxMessages.allItems), adhoc: true }),
    [i18n],
  );
  const feed = feeds.find((f) => f.id === route.feedId) ?? adhoc;

  const actions = useMemo(() => createItemActions(env, toast, i18n), [env, toast, i18n]);

  const open = useCallback(
    (itemId: string | null) => navigate(engagePath(feed.id, itemId)),
    [feed.id],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (document.querySelector('dialog[open]')) return;
      const command = inboxCommand(event, { editable: isEditable(event.target) });
      if (!command) return;
      const ids = list.current?.ids() ?? [];
      const on = currentId ?? route.itemId;
      switch (command) {
        case 'next':
        case 'previous': {
          const next = moveFocus(ids, on, command);
          if (next) {
            setCurrentId(next);
            list.current?.focus(next);
          }
          break;
        }
        case 'open':
          // Enter on a focused button already opens it; the shortcut opens the current row.
          if (event.target instanceof HTMLButtonElement || !on) return;
          open(on);
          break;
        case 'reply':
          if (on && on !== route.itemId) open(on);
          setTimeout(() => conversation.current?.reply(), 0);
          break;
        case 'assign':
          if (on && on !== route.itemId) open(on);
          setTimeout(() => conversation.current?.assign(), 0);
          break;
        case 'markRead': {
          const item = on ? store.get(on) : undefined;
          if (item) void actions.read(item, !isRead(item, me.id));
          break;
        }
        case 'help':
          setHelp(true);
          break;
        case 'close':
          if (route.itemId && !isEditable(event.target)) open(null);
          else if (route.itemId && event.target instanceof HTMLElement) event.target.blur();
          break;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [currentId, route.itemId, open, store, actions, me.id]);

  const editorOptions = useMemo<FeedEditorOptions>(
    () => ({
      networks: [...new Set(env.channels.map((c) => c.type))].map((network) => ({
        value: network,
        label: networkName(network),
      })),
      channels: env.channels.map((c) => ({ value: c.id, label: c.name })),
      labels: [...env.labels.values()].map((l) => ({ value: l.id, label: l.name })),
      assignees: [
        ...env.teams.map((t) => ({ value: t.id, label: t.name })),
        ...env.colleagues.map((u) => ({ value: u.id, label: u.name ?? u.email })),
      ],
      languages: LANGUAGES.map((code) => ({ value: code, label: code.toUpperCase() })),
    }),
    [env],
  );

  const channelPicker = useMemo(
    () => ({
      channels: env.channels.map((c) => ({ id: c.id, name: c.name, network: c.type })),
      groups: env.channelGroups,
    }),
    [env],
  );

  const failed = (error: unknown) => toApiError(error).message;

  const save = async (definition: FeedDefinition) => {
    setSaving('busy');
    try {
      const existing = editing?.feed;
      const saved = existing
        ? await calls.updateFeed(me.id, existing.id, definition)
        : await calls.createFeed(me.id, definition);
      setFeeds(await calls.feeds(me.id));
      toast({
        type: 'success',
        message: translate(i18n, existing ? inboxMessages.feedUpdated : inboxMessages.feedCreated, {
          name: saved.name,
        }),
      });
      setEditing(null);
      setSaving(undefined);
      navigate(engagePath(saved.id));
    } catch (error) {
      setSaving(translate(i18n, inboxMessages.feedSaveFailed, { message: failed(error) }));
    }
  };

  const command = async (c: FeedCommand) => {
    try {
      switch (c.type) {
        case 'edit':
          setEditing({ feed: c.feed });
          return;
        case 'delete':
          setDeleting(c.feed);
          return;
        case 'share':
          setSharing(c.feed);
          return;
        case 'toggle': {
          const on =
            c.flag === 'pin'
              ? !c.feed.pinned
              : c.flag === 'push'
                ? !c.feed.pushNotificationsEnabled
                : !c.feed.emailNotificationsEnabled;
          // Push alerts also show in the browser: ask while the person's click still counts.
          if (c.flag === 'push' && on && permission === 'default') askPermission();
          await calls.toggleFeed(me.id, c.feed.id, c.flag, on);
          setFeeds(await calls.feeds(me.id));
          return;
        }
        case 'reorder': {
          setFeeds(c.ids.map((id) => feeds.find((f) => f.id === id)).filter((f): f is Feed => !!f));
          setFeeds(await calls.reorderFeeds(me.id, c.ids));
          setAnnouncement(
            translate(i18n, inboxMessages.feedMoved, {
              name: c.moved.name,
              position: c.ids.indexOf(c.moved.id) + 1,
              count: c.ids.length,
            }),
          );
          return;
        }
      }
    } catch (error) {
      toast({ type: 'error', message: failed(error) });
      setFeeds(await calls.feeds(me.id).catch(() => feeds));
    }
  };

  const remove = async (doomed: Feed) => {
    try {
      await calls.deleteFeed(me.id, doomed.id);
      setFeeds((all) => all.filter((f) => f.id !== doomed.id));
      toast({
        type: doomed.shared ? 'warning' : 'success',
        message: doomed.shared
          ? translate(i18n, engageMessages.sharedFeedDeleted, { feedName: doomed.name })
          : translate(i18n, inboxMessages.feedDeleted, { name: doomed.name }),
      });
      if (route.feedId === doomed.id) navigate(engagePath(ADHOC_FEED_ID));
    } catch (error) {
      toast({ type: 'error', message: failed(error) });
    }
    setDeleting(null);
  };

  return (
    <EngageProvider value={env}>
      <div className={styles.screen} data-item-open={route.itemId ? '' : undefined}>
        <h1 className={styles.title}>{i18n._(inboxMessages.title)}</h1>
        <div
          id="engage-feeds"
          className={styles.feeds}
          data-open={feedsOpen ? '' : undefined}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && feedsOpen) setFeedsOpen(false);
          }}
        >
          <FeedsPanel
            feeds={feeds}
            selectedId={feed.id}
            me={me}
            onSelect={(feedId) => {
              setFeedsOpen(false);
              navigate(engagePath(feedId));
            }}
            onCreate={() => {
              setFeedsOpen(false);
              setEditing({});
            }}
            onCommand={(c) => void command(c)}
            announcement={announcement}
          />
        </div>
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={styles.scrim}
          data-open={feedsOpen ? '' : undefined}
          onClick={() => setFeedsOpen(false)}
        />
        <div className={styles.listColumn}>
          <InboxList
            ref={list}
            feed={feed}
            openId={route.itemId}
            currentId={currentId}
            onOpen={(id) => {
              setCurrentId(id);
              open(id);
            }}
            headerStart={
              <Button
                variant="secondary"
                className={styles.feedsToggle}
                aria-expanded={feedsOpen}
                aria-controls="engage-feeds"
                onClick={() => setFeedsOpen((on) => !on)}
              >
                <Icon name="menu" />
                {i18n._(inboxMessages.feeds)}
              </Button>
            }
          />
        </div>
        <div className={styles.conversation} data-open={route.itemId ? '' : undefined}>
          {route.itemId ? (
            <ConversationView
              ref={conversation}
              key={route.itemId}
              itemId={route.itemId}
              blurMedia={feed.blurMedia ?? false}
              onClose={() => open(null)}
            />
          ) : (
            <div className={styles.placeholder}>
              <p className={styles.placeholderTitle}>{i18n._(inboxMessages.noItemOpen)}</p>
              <p>{i18n._(inboxMessages.noItemOpenHint)}</p>
            </div>
          )}
        </div>
      </div>
      <Modal
        open={editing !== null}
        width={800}
        title={i18n._(editing?.feed ? inboxMessages.editFeed : inboxMessages.newFeed)}
        onClose={() => {
          setEditing(null);
          setSaving(undefined);
        }}
      >
        {editing && (
          <FilterEditor
            {...(editing.feed ? { feed: editing.feed } : {})}
            options={editorOptions}
            channelPicker={channelPicker}
            saving={saving === 'busy'}
            {...(saving && saving !== 'busy' ? { error: saving } : {})}
            onSave={(definition) => void save(definition)}
            onCancel={() => {
              setEditing(null);
              setSaving(undefined);
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={translate(i18n, inboxMessages.deleteFeedTitle, { name: deleting?.name ?? '' })}
        confirmText={i18n._(inboxMessages.deleteFeed)}
        confirmState="danger"
        onClose={(reason) => {
          if (reason === 'ok' && deleting) void remove(deleting);
          else setDeleting(null);
        }}
      >
        {i18n._(inboxMessages.deleteFeedBody)}
      </ConfirmDialog>
      {sharing && (
        <ShareDialog
          feed={sharing}
          onClose={() => setSharing(null)}
          onShared={(saved) => setFeeds((all) => all.map((f) => (f.id === saved.id ? saved : f)))}
        />
      )}
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </EngageProvider>
  );
}
