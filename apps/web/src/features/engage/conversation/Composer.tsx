import { useLingui } from '@lingui/react';
import { inboxMessages, translate } from '@smm/i18n';
import { composerState, type ComposerError } from '@smm/inbox';
import type { EngageItem } from '@smm/model';
import type { Viewer } from '@smm/engage-rules';
import { Button, ConfirmDialog, networkName } from '@smm/ui';
import {
  forwardRef,
  type KeyboardEvent,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import * as styles from './Composer.css.js';

/** What the composer writes: a reply or comment, a message, a private reply, or an edit. */
export type ComposerMode = 'reply' | 'message' | 'privateReply' | 'edit';

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** The item answered (its network sets the counter). */
  readonly item: EngageItem;
  readonly viewer?: Viewer;
  readonly mode: ComposerMode;
  /** The send button's name: "Comment" or "Reply" as the rules say (engage §5), "Send" else. */
  readonly sendLabel: string;
  /** Names of others writing a reply to this item now (presence). */
  readonly othersEditing: readonly string[];
  /** Sends the text; resolves true when it went (the composer then empties). */
  readonly onSend: (text: string) => Promise<boolean>;
  /** The user started or stopped writing (presence: editing). */
  readonly onEditing: (editing: boolean) => void;
  readonly initialText?: string;
  readonly onCancel?: () => void;
  /** Extra controls beside the send button (response templates). */
  readonly tools?: React.ReactNode;
  /** The attached files and their controls, under the text; `attachmentCount` of them. */
  readonly attachments?: React.ReactNode;
  readonly attachmentCount?: number;
}

/** What the owner can ask of the composer. */
export interface ComposerHandle {
  readonly focus: () => void;
  /** Inserts text at the cursor (a response template). */
  readonly insert: (text: string) => void;
}

function errorText(
  i18n: ReturnType<typeof useLingui>['i18n'],
  error: ComposerError,
  network: string,
): string {
  switch (error.kind) {
    case 'tooLong':
      return translate(i18n, inboxMessages.replyTooLong, { network: networkName(network) });
    case 'empty':
      return i18n._(inboxMessages.replyEmpty);
    case 'linkedInAttachmentNeedsText':
      return i18n._(inboxMessages.linkedInNeedsText);
    default:
      return i18n._(inboxMessages.cannotReply);
  }
}

/**
 * The reply box: the text, the network's counter (X counts as X does), the send button the rules
 * allow, and a soft warning when someone else is replying to the same item — sending then asks
 * once more.
 */
export const Composer = forwardRef<ComposerHandle, ComposerProps>(function Composer(props, ref) {
  const { i18n } = useLingui();
  const [text, setText] = useState(props.initialText ?? '');
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [touched, setTouched] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const counterId = useId();
  const warningId = useId();
  useImperativeHandle(ref, () => ({
    focus: () => area.current?.focus(),
    insert: (inserted) => {
      const element = area.current;
      const start = element?.selectionStart ?? text.length;
      const end = element?.selectionEnd ?? text.length;
      setText(text.slice(0, start) + inserted + text.slice(end));
      props.onEditing(true);
      element?.focus();
    },
  }));
  const state = composerState(
    props.item,
    {
      text,
      privateReply: props.mode === 'privateReply',
      attachments: props.attachmentCount ?? 0,
    },
    props.viewer,
  );
  const others = props.othersEditing.join(', ');
  const send = async () => {
    setConfirming(false);
    setSending(true);
    const sent = await props.onSend(text);
    setSending(false);
    if (sent) {
      setText('');
      setTouched(false);
      props.onEditing(false);
    }
  };
  const trySend = () => {
    setTouched(true);
    if (!state.canSend || sending) return;
    if (props.othersEditing.length > 0) setConfirming(true);
    else void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      trySend();
    }
  };
  const placeholder = i18n._(
    props.mode === 'message' ? inboxMessages.messagePlaceholder : inboxMessages.replyPlaceholder,
  );
  const showError =
    state.error && (touched || state.overLimit) && state.error.kind !== 'notAllowed';
  return (
    <div className={styles.composer}>
      {props.othersEditing.length > 0 && (
        <p id={warningId} className={styles.warning} role="status">
          {translate(i18n, inboxMessages.othersReplying, { names: others })}
        </p>
      )}
      <textarea
        ref={area}
        className={styles.text}
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        aria-describedby={[counterId, props.othersEditing.length > 0 ? warningId : '']
          .filter(Boolean)
          .join(' ')}
        aria-invalid={showError ? true : undefined}
        rows={3}
        onChange={(event) => {
          setText(event.target.value);
          props.onEditing(event.target.value.trim().length > 0);
        }}
        onBlur={() => {
          if (text.trim().length === 0) props.onEditing(false);
        }}
        onKeyDown={onKeyDown}
        data-testid="composer-text"
      />
      {props.attachments}
      <div className={styles.footer}>
        <span
          id={counterId}
          className={state.overLimit ? styles.over : styles.counter}
          aria-live="polite"
        >
          {state.remaining === null
            ? ''
            : state.remaining >= 0
              ? translate(i18n, inboxMessages.charactersLeft, { count: state.remaining })
              : translate(i18n, inboxMessages.charactersOver, { count: -state.remaining })}
        </span>
        {showError && state.error && (
          <span className={styles.error} role="alert">
            {errorText(i18n, state.error, props.item.engage.network)}
          </span>
        )}
        <span className={styles.tools}>
          {props.tools}
          {props.onCancel && (
            <Button variant="ghost" onClick={props.onCancel}>
              {i18n._(inboxMessages.cancelEdit)}
            </Button>
          )}
          <Button
            onClick={trySend}
            busy={sending}
            disabled={!state.canSend && (touched || state.overLimit)}
          >
            {props.sendLabel}
          </Button>
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        title={i18n._(inboxMessages.sendAnywayTitle)}
        confirmText={i18n._(inboxMessages.sendAnyway)}
        onClose={(reason) => (reason === 'ok' ? void send() : setConfirming(false))}
      >
        {translate(i18n, inboxMessages.sendAnywayBody, { names: others })}
      </ConfirmDialog>
    </div>
  );
});
