import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import type { ModalCloseReason } from '@smm/model';
import type { FormEvent, ReactNode } from 'react';
import { useId } from 'react';
import type { ButtonVariant } from '../Button/Button.js';
import { Button } from '../Button/Button.js';
import { Modal } from '../Modal/Modal.js';
import type { ModalWidth } from '../Modal/modal.rules.js';
import * as styles from './ConfirmDialog.css.js';

/** Props of {@link ConfirmDialog}. Controlled like {@link Modal}: `onClose` says why. */
export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: ReactNode;
  /** The body: the question's details, or the fields of submit mode. */
  readonly children?: ReactNode;
  /** The confirm button's text; default "Yes" (`uiMessages.yes`). */
  readonly confirmText?: ReactNode;
  /** The cancel button's text; default "Cancel" (`uiMessages.cancel`). */
  readonly cancelText?: ReactNode;
  /** The confirm button's look; default `primary`, `danger` for destructive actions. */
  readonly confirmState?: ButtonVariant;
  /** The confirmed action is running: the confirm button is busy and nothing closes the dialog. */
  readonly loading?: boolean;
  /** Puts the body in a `<form>` whose submit button is the confirm button (Enter submits). */
  readonly submit?: boolean;
  /** Submit mode: receives the form's data when it is submitted, before `onClose('ok')`. */
  readonly onSubmit?: (data: FormData) => void;
  /** Escape and the backdrop do not close it (the buttons still do). */
  readonly disableClose?: boolean;
  /** The largest width in px: 400, 600 (default), 800 or 1200. */
  readonly width?: ModalWidth;
  /** 'ok' (confirmed), 'cancel', 'close' (close button), 'escape' or 'backdrop'. */
  readonly onClose: (reason: ModalCloseReason) => void;
}

/**
 * A question to confirm, on {@link Modal}: a title, a body, a cancel and a confirm button. The
 * dialog never hides itself: set `open` to false in `onClose` (for 'ok', perhaps only once the
 * action has succeeded, showing `loading` meanwhile).
 *
 * @example
 * <ConfirmDialog open={asking} title="Delete the feed?" confirmText="Delete"
 *   confirmState="danger" loading={deleting}
 *   onClose={(reason) => (reason === 'ok' ? remove() : setAsking(false))}>
 *   Everyone it is shared with loses it.
 * </ConfirmDialog>
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmText,
  cancelText,
  confirmState = 'primary',
  loading = false,
  submit = false,
  onSubmit,
  disableClose = false,
  width,
  onClose,
}: ConfirmDialogProps) {
  const { i18n } = useLingui();
  const formId = useId();

  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    onSubmit?.(new FormData(event.currentTarget));
    onClose('ok');
  };

  const footer = (
    <>
      <Button variant="secondary" disabled={loading} onClick={() => onClose('cancel')}>
        {cancelText ?? i18n._(uiMessages.cancel)}
      </Button>
      <Button
        variant={confirmState}
        busy={loading}
        {...(submit ? { type: 'submit', form: formId } : { onClick: () => onClose('ok') })}
      >
        {confirmText ?? i18n._(uiMessages.yes)}
      </Button>
    </>
  );

  return (
    <Modal
      open={open}
      title={title}
      footer={footer}
      dismissible={!disableClose}
      closeDisabled={loading}
      onClose={onClose}
      {...(width === undefined ? {} : { width })}
    >
      {submit ? (
        <form id={formId} className={styles.form} onSubmit={onFormSubmit} aria-busy={loading}>
          {children}
        </form>
      ) : (
        children
      )}
    </Modal>
  );
}
