import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import type { ModalCloseReason } from '@smm/model';
import type { MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useId, useRef } from 'react';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from '../IconButton/IconButton.js';
import * as styles from './Modal.css.js';
import type { ModalCloseKind, ModalWidth } from './modal.rules.js';
import { closeReason, DEFAULT_MODAL_WIDTH, isOutside } from './modal.rules.js';
import { useModalFocus } from './useModalFocus.js';
import { useOverflows } from './useOverflows.js';

/** Props of {@link Modal}. It is controlled: it shows while `open`, `onClose` asks to hide it. */
export interface ModalProps {
  readonly open: boolean;
  /** The heading, which also names the dialog (`aria-labelledby`). */
  readonly title: ReactNode;
  readonly children: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save buttons. */
  readonly footer?: ReactNode;
  /** The largest width in px; default 600. Narrow screens get the screen's width. */
  readonly width?: ModalWidth;
  /** Whether Escape and a click on the backdrop close it; default true. */
  readonly dismissible?: boolean;
  /** Nothing closes it, the close button is disabled: while its action runs. */
  readonly closeDisabled?: boolean;
  /** The user wants it closed: 'close' (close button), 'escape' or 'backdrop'. */
  readonly onClose: (reason: ModalCloseReason) => void;
  readonly className?: string;
}

/**
 * A modal dialog on the native `<dialog>` with `showModal()`: it sits in the top layer, the
 * browser keeps focus inside it and makes the page behind it inert. It has a heading, a close
 * button, the content and an optional footer; focus returns where it was when it closes.
 *
 * @example
 * <Modal open={editing} title="Edit template" width={800} onClose={() => setEditing(false)}
 *   footer={<Button onClick={save}>Save</Button>}>
 *   <TemplateForm />
 * </Modal>
 */
export function Modal({
  open,
  title,
  children,
  footer,
  width = DEFAULT_MODAL_WIDTH,
  dismissible = true,
  closeDisabled = false,
  onClose,
  className,
}: ModalProps) {
  const { i18n } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  useModalFocus(ref, open);
  const scrolls = useOverflows(bodyRef, open);

  const request = (kind: ModalCloseKind) => {
    const reason = closeReason(kind, dismissible, closeDisabled);
    if (reason !== null) onClose(reason);
    return reason;
  };

  const onCancel = (event: SyntheticEvent) => {
    // Escape: the parent decides, through `open`, whether the dialog really closes.
    event.preventDefault();
    request('escape');
  };

  const onNativeClose = () => {
    // Browsers may close a dialog on a repeated Escape without a cancelable `cancel` event.
    // (A dialog already shown again, as after StrictMode's remount, has nothing to report.)
    const dialog = ref.current;
    if (!open || dialog === null || dialog.open) return;
    if (request('escape') === null) dialog.showModal();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = event.currentTarget;
    const fromBackdrop = pressedOnBackdrop.current;
    pressedOnBackdrop.current = false;
    if (event.target !== dialog || !fromBackdrop) return;
    if (isOutside(dialog.getBoundingClientRect(), event.clientX, event.clientY)) {
      request('backdrop');
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={className ? `${styles.dialog} ${className}` : styles.dialog}
      style={{ maxWidth: `${width}px` }}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onClick}
    >
      {open && (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <IconButton
              label={i18n._(uiMessages.close)}
              size="sm"
              disabled={closeDisabled}
              onClick={() => request('closeButton')}
            >
              <Icon name="close" />
            </IconButton>
          </div>
          <div ref={bodyRef} className={styles.body} tabIndex={scrolls ? 0 : undefined}>
            {children}
          </div>
          {footer !== undefined && footer !== null && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
