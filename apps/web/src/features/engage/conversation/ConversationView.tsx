import { useLingui } from '@lingui/react';
import { isUnderThirdPartyControl, needsTemplate, replyLabel } from '@smm/engage-rules';
import { engageMessages, inboxMessages, translate } from '@smm/i18n';
import { composerMode, itemToolbar, type ToolbarAction } from '@smm/inbox';
import { toApiError, type SavedItem, type UploadedMedia } from '@smm/model';
import { canAttach } from '@smm/networks';
import { presentOn } from '@smm/realtime';
import {
  Avatar,
  Button,
  EmptyState,
  IconButton,
  Icon,
  Input,
  NetworkIcon,
  networkName,
  Tooltip,
} from '@smm/ui';
import {
  forwardRef,
  type ReactNode,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useToast } from '../../../shell/toasts.js';
import { ActionDialog, type DialogKind } from '../actions/ActionDialog.js';
import { ItemToolbar } from '../actions/ItemToolbar.js';
import { useItemActions } from '../actions/use-item-actions.js';
import { AutomationHistory } from '../automation/AutomationHistory.js';
import { CasesSection } from '../cases/CasesSection.js';
import { casesStoreFor } from '../cases/use-conversation-cases.js';
import { useEngage } from '../engage.context.js';
import { failureText } from '../failure-text.js';
import { useItem } from '../item.store.js';
import { presentName, senderText } from '../list/item-card.texts.js';
import { NotesSection } from '../notes/NotesSection.js';
import { TemplatePicker } from '../templates/TemplatePicker.js';
import { Composer, type ComposerHandle, type ComposerMode } from './Composer.js';
import { ConversationMessage } from './ConversationMessage.js';
import { OwnMessageMark } from './OwnMessageMark.js';
import { refreshAnswered } from './refresh-answered.js';
import { ItemContext } from './ItemContext.js';
import { ItemHistory } from './ItemHistory.js';
import { LanguageMenu } from './LanguageMenu.js';
import { ReplyQuota } from './ReplyQuota.js';
import { SenderButton } from './SenderButton.js';
import { HandoverReply } from './HandoverReply.js';
import { ReplyAttachments } from './ReplyAttachments.js';
import * as styles from './ConversationView.css.js';
import { useThread } from './use-thread.js';
import { WhatsAppTemplateReply } from './WhatsAppTemplateReply.js';

/** What the screen can ask of the open conversation (keyboard shortcuts). */
export interface ConversationHandle {
  readonly reply: () => void;
  readonly assign: () => void;
}

/** Props of {@link ConversationView}. */
export interface ConversationViewProps {
  readonly itemId: string;
  readonly blurMedia: boolean;
  readonly onClose: () => void;
}

/** The actions a message of the thread offers on itself. */
const MESSAGE_ACTIONS: ReadonlySet<ToolbarAction> = new Set([
  'reply',
  'privateReply',
  'edit',
  'like',
  'hide',
  'delete',
]);

/**
 * The open item: its header (network, sender, who else is here), its actions as the rules allow
 * them, its thread paged both ways with a search, notes, and the composer.
 */
export const ConversationView = forwardRef<ConversationHandle, ConversationViewProps>(
  function ConversationView({ itemId, blurMedia, onClose }, ref) {
    const { i18n } = useLingui();
    const toast = useToast();
    const env = useEngage();
    const { calls, store, viewer, realtime, names } = env;
    const item = useItem(store, itemId);
    const actions = useItemActions();
    const thread = useThread(calls, store, item);
    const [error, setError] = useState<string>();
    const [dialog, setDialog] = useState<{ kind: DialogKind; target: SavedItem } | null>(null);
    const [target, setTarget] = useState<{ id: string; mode: ComposerMode } | null>(null);
    const [search, setSearch] = useState('');
    const [found, setFound] = useState<{ ids: ReadonlySet<string>; total: number } | null>(null);
    const composer = useRef<ComposerHandle>(null);
    const [attachments, setAttachments] = useState<readonly UploadedMedia[]>([]);

    useEffect(() => {
      setError(undefined);
      setTarget(null);
      setAttachments([]);
      setFound(null);
      setSearch('');
      calls
        .item(itemId)
        .then((fresh) => store.load([fresh]))
        .catch((e: unknown) => setError(toApiError(e).message));
    }, [calls, store, itemId]);

    useEffect(() => {
      realtime.setViewing(itemId);
      return () => {
        realtime.setViewing(null);
        realtime.setEditing(null);
      };
    }, [realtime.setViewing, realtime.setEditing, itemId]);

    const threadIds = thread.state.ids;
    useEffect(() => {
      const subscription = realtime.events$.subscribe((event) => {
        if (event.itemId === null) return;
        // The item, one of its thread, or a new comment under it (its thread's root).
        if (
          event.itemId === itemId ||
          threadIds.includes(event.itemId) ||
          event.payload?.['rootId'] === itemId
        ) {
          calls
            .item(itemId)
            .then((fresh) => store.load([fresh]))
            .catch(() => undefined);
          thread.refresh();
        }
      });
      return () => subscription.unsubscribe();
    }, [realtime.events$, calls, store, itemId, threadIds, thread]);

    const mode: ComposerMode | 'none' = item ? composerMode(item, viewer) : 'none';

    useImperativeHandle(ref, () => ({
      reply: () => {
        setTarget(null);
        composer.current?.focus();
      },
      assign: () => item && setDialog({ kind: 'assign', target: item }),
    }));

    if (!item) {
      return error ? (
        <EmptyState title={translate(i18n, inboxMessages.itemLoadFailed, { message: error })} />
      ) : (
        <p role="status" className={styles.loading}>
          {i18n._(inboxMessages.loading)}
        </p>
      );
    }

    const onAction = (action: ToolbarAction, on: SavedItem, active: boolean) => {
      switch (action) {
        case 'reply':
        case 'message':
          setTarget(on.id === item.id ? null : { id: on.id, mode: 'reply' });
          setTimeout(() => composer.current?.focus());
          return;
        case 'privateReply':
          setTarget({ id: on.id, mode: 'privateReply' });
          setTimeout(() => composer.current?.focus());
          return;
        case 'edit':
          setTarget({ id: on.id, mode: 'edit' });
          return;
        case 'like':
          void actions.like(on, !active);
          return;
        case 'hide':
          void actions.hide(on, !active);
          return;
        case 'spam':
          void actions.spam(on, !active);
          return;
        case 'priority':
          void actions.priority(on, !active);
          return;
        case 'markRead':
          void actions.read(on, !active);
          return;
        default:
          setDialog({ kind: action, target: on });
      }
    };

    const targetItem = (target && store.get(target.id)) || item;
    const composerModeNow: ComposerMode | 'none' = target ? target.mode : mode;
    // Notes belong to the thread (a comment's post; a post or a conversation itself).
    const threadId = item.engage.contentId ?? item.id;
    const present = presentOn(realtime.presences, item.id, names);
    const othersEditing = present
      .filter((user) => user.editing)
      .map((user) => presentName(i18n, user));

    const send = async (text: string): Promise<boolean> => {
      const images = attachments.map(({ url, mimeType, bytes }) => ({ url, mimeType, bytes }));
      try {
        let sent: SavedItem;
        if (composerModeNow === 'privateReply') sent = await calls.privateReply(targetItem, text);
        else if (composerModeNow === 'edit') sent = await calls.edit(targetItem.id, text);
        else if (composerModeNow === 'message') sent = await calls.message(item.id, text, images);
        else sent = await calls.comment(targetItem.id, text, images);
        setAttachments([]);
        if (composerModeNow === 'edit') store.load([sent]);
        else thread.append(sent);
        if (composerModeNow !== 'edit') refreshAnswered(calls, store, sent);
        if (composerModeNow === 'privateReply') {
          toast({ type: 'success', message: i18n._(engageMessages.shadowReplySent) });
        }
        setTarget(null);
        return true;
      } catch (e) {
        toast({
          type: 'error',
          message: failureText(
            i18n,
            e,
            targetItem.engage.network,
            composerModeNow === 'privateReply' ? undefined : engageMessages.replyFailed,
          ),
        });
        return false;
      }
    };

    const retry = async (id: string) => {
      try {
        const again = await calls.retry(id);
        store.load([again]);
      } catch (e) {
        toast({
          type: 'error',
          message: translate(i18n, inboxMessages.retryFailed, {
            message: failureText(i18n, e, item.engage.network),
          }),
        });
      }
    };

    const runSearch = async () => {
      if (!search.trim()) {
        setFound(null);
        return;
      }
      try {
        const result = await calls.searchMessages(item.id, search.trim());
        store.load(result.messages);
        setFound({
          ids: new Set(result.messages.map((m) => m.id)),
          total: result.totalMessagesCount,
        });
        const first = result.messages[0];
        if (first && !thread.state.ids.includes(first.id)) thread.open(first.id);
      } catch (e) {
        toast({ type: 'error', message: failureText(i18n, e, item.engage.network) });
      }
    };

    const messageActions = (message: SavedItem): ReactNode => {
      const entries = itemToolbar(message, viewer).filter((entry) =>
        MESSAGE_ACTIONS.has(entry.action),
      );
      return entries.length > 0 ? (
        <ItemToolbar
          entries={entries}
          onAction={(action, entry) => onAction(action, message, entry.active)}
        />
      ) : null;
    };

    const sender = senderText(i18n, item);
    const sendLabel =
      composerModeNow === 'message'
        ? i18n._(inboxMessages.send)
        : composerModeNow === 'edit'
          ? i18n._(inboxMessages.saveEdit)
          : i18n._(
              replyLabel(targetItem) === 'Reply'
                ? inboxMessages.act_reply
                : inboxMessages.act_comment,
            );

    return (
      <section className={styles.view} aria-label={i18n._(inboxMessages.conversation)}>
        <header className={styles.header}>
          <Button variant="ghost" className={styles.back} onClick={onClose}>
            <Icon name="chevronLeft" />
            {i18n._(inboxMessages.backToList)}
          </Button>
          <NetworkIcon
            network={item.engage.network}
            size={24}
            label={networkName(item.engage.network)}
          />
          <div className={styles.title}>
            <h2 className={styles.heading}>
              <SenderButton item={item} name={sender} />
            </h2>
            <span className={styles.muted}>{item.channel?.name}</span>
          </div>
          <LanguageMenu item={item} />
          <div className={styles.present} aria-live="polite">
            {present.map((user) => (
              <span
                key={user.userId}
                className={styles.presentUser}
                data-presence={user.editing ? 'editing' : 'viewing'}
              >
                <Avatar name={presentName(i18n, user)} size="sm" />
                {translate(i18n, user.editing ? inboxMessages.editing : inboxMessages.viewing, {
                  name: presentName(i18n, user),
                })}
              </span>
            ))}
          </div>
          <span className={styles.closeWide}>
            <Tooltip content={i18n._(inboxMessages.closeConversation)}>
              <IconButton label={i18n._(inboxMessages.closeConversation)} onClick={onClose}>
                <Icon name="close" />
              </IconButton>
            </Tooltip>
          </span>
        </header>
        <ItemToolbar
          entries={itemToolbar(item, viewer)}
          onAction={(action, entry) => onAction(action, item, entry.active)}
        />
        <AutomationHistory item={item} />
        <CasesSection
          conversationId={item.id}
          itemId={item.id}
          itemIds={[item.id, ...thread.state.ids]}
        />
        <ItemHistory item={item} />
        {thread.dm && (
          <form
            className={styles.search}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              void runSearch();
            }}
          >
            <Input
              label={i18n._(inboxMessages.searchMessages)}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            {found && (
              <span role="status" className={styles.muted}>
                {translate(i18n, inboxMessages.searchResults, { count: found.total })}
              </span>
            )}
          </form>
        )}
        <div className={styles.thread}>
          <ItemContext item={item} />
          {!thread.dm && (
            <ConversationMessage
              item={item}
              blurMedia={blurMedia}
              notes={<NotesSection conversationId={threadId} itemId={item.id} />}
              ownMark={<OwnMessageMark item={item} viewerId={viewer.id} names={names} />}
            />
          )}
          {thread.state.moreBefore && (
            <Button variant="secondary" onClick={thread.earlier} busy={thread.state.loading}>
              {i18n._(inboxMessages.loadEarlier)}
            </Button>
          )}
          {thread.state.ids.map((id) => {
            const message = store.get(id);
            if (!message) return null;
            const status = thread.state.statuses.get(id);
            return (
              <ConversationMessage
                key={id}
                item={message}
                blurMedia={blurMedia}
                status={status}
                onRetry={() => void retry(id)}
                highlighted={found?.ids.has(id) ?? false}
                actions={messageActions(message)}
                notes={<NotesSection conversationId={threadId} itemId={id} />}
                ownMark={<OwnMessageMark item={message} viewerId={viewer.id} names={names} />}
              />
            );
          })}
          {thread.state.loading && <p role="status">{i18n._(inboxMessages.loading)}</p>}
          {thread.state.error && (
            <p role="alert">
              {translate(i18n, inboxMessages.loadFailed, { message: thread.state.error })}
            </p>
          )}
          {thread.state.moreAfter && (
            <Button variant="secondary" onClick={thread.later} busy={thread.state.loading}>
              {i18n._(thread.dm ? inboxMessages.loadLater : inboxMessages.loadMoreComments)}
            </Button>
          )}
        </div>
        {composerModeNow === 'message' && isUnderThirdPartyControl(item) ? (
          <HandoverReply conversation={item} />
        ) : composerModeNow === 'message' && needsTemplate(item, Date.now()) ? (
          <WhatsAppTemplateReply
            conversation={item}
            onSent={(sent) => {
              thread.append(sent);
              refreshAnswered(calls, store, sent);
            }}
          />
        ) : composerModeNow !== 'none' ? (
          <>
            {target && (
              <p className={styles.replyingTo}>
                {translate(i18n, inboxMessages.replyingTo, { name: senderText(i18n, targetItem) })}
                <Button variant="ghost" onClick={() => setTarget(null)}>
                  {i18n._(inboxMessages.backToItem)}
                </Button>
              </p>
            )}
            <ReplyQuota item={item} threadIds={thread.state.ids} />
            <Composer
              key={`${target?.id ?? item.id}-${composerModeNow}`}
              ref={composer}
              item={targetItem}
              viewer={viewer}
              mode={composerModeNow}
              sendLabel={sendLabel}
              othersEditing={othersEditing}
              onSend={send}
              onEditing={(editing) => realtime.setEditing(editing ? item.id : null)}
              {...((composerModeNow === 'reply' || composerModeNow === 'message') &&
              canAttach(targetItem.engage.network)
                ? {
                    attachmentCount: attachments.length,
                    attachments: (
                      <ReplyAttachments
                        network={targetItem.engage.network}
                        attachments={attachments}
                        onChange={setAttachments}
                        upload={(file) => calls.upload(targetItem.engage.network, file)}
                      />
                    ),
                  }
                : {})}
              {...(composerModeNow === 'edit'
                ? { initialText: targetItem.message ?? '', onCancel: () => setTarget(null) }
                : {})}
              tools={
                <TemplatePicker
                  conversationId={item.id}
                  onInsert={(text) => composer.current?.insert(text)}
                />
              }
            />
          </>
        ) : (
          <p className={styles.cannotReply}>{i18n._(inboxMessages.cannotReply)}</p>
        )}
        <ActionDialog
          kind={dialog?.kind ?? null}
          item={dialog?.target ?? item}
          onClose={() => {
            // A case opened from the toolbar joins the conversation's cases.
            if (dialog?.kind === 'case') casesStoreFor(calls).refresh(item.id);
            setDialog(null);
          }}
        />
      </section>
    );
  },
);
