import { useLingui } from '@lingui/react';
import { actionMessages, translate } from '@smm/i18n';
import type { SavedItem } from '@smm/model';
import { ConfirmDialog, Icon, type ButtonVariant } from '@smm/ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { senderText } from '../list/item-card.texts.js';
import * as styles from './ActionDialog.css.js';

/** Props every dialog of an item action takes. */
export interface ItemDialogProps {
  readonly item: SavedItem;
  readonly onClose: () => void;
}

/**
 * Marks the field the dialog starts on with `autofocus`, which `showModal()` honours: the one
 * carrying `data-autofocus`, else the first control. (React's `autoFocus` runs before the dialog
 * is shown, when nothing inside it can take focus.)
 */
function markFirstField(container: HTMLElement | null): void {
  if (container === null) return;
  const first =
    container.querySelector('[data-autofocus]') ??
    container.querySelector('input:not([type="hidden"]), select, textarea');
  first?.setAttribute('autofocus', '');
}

/** The body of a dialog: its fields stacked, the first one focused when it opens. */
export function DialogFields({ children }: { readonly children: ReactNode }) {
  return (
    <div ref={markFirstField} className={styles.fields}>
      {children}
    </div>
  );
}

/** What went wrong with the dialog's call (it stays open): an alert at the bottom of its body. */
export function FailureNote({ text }: { readonly text: string | undefined }) {
  if (text === undefined || text === '') return null;
  return (
    <p role="alert" className={styles.failure}>
      <Icon name="error" />
      <span>{text}</span>
    </p>
  );
}

/** The item the action is about, quoted with its sender. */
export function QuotedItem({ item }: { readonly item: SavedItem }) {
  const { i18n } = useLingui();
  if (!item.message) return null;
  return (
    <figure className={styles.quoted}>
      <blockquote className={styles.quotedText}>{item.message}</blockquote>
      <figcaption className={styles.quotedBy}>
        {translate(i18n, actionMessages.quotedItem, { name: senderText(i18n, item) })}
      </figcaption>
    </figure>
  );
}

/** Props of {@link FormDialog}. */
export interface FormDialogProps {
  readonly title: string;
  readonly submitText: string;
  readonly submitState?: ButtonVariant;
  /** The call is running: the submit button is busy and nothing closes the dialog. */
  readonly busy: boolean;
  /** Why the last call failed, shown under the fields. */
  readonly failure?: string | undefined;
  /**
   * The form is submitted (the button, Enter in a field, Ctrl+Enter in a text box). Returns
   * false when a field is invalid: focus then moves to the first field marked `aria-invalid`.
   */
  readonly onSubmit: () => boolean;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * A form in a dialog, on `ConfirmDialog`'s submit mode: labelled fields, the submit and Cancel
 * buttons, Escape and the close button to leave, the first field focused on opening.
 */
export function FormDialog(props: FormDialogProps) {
  const fields = useRef<HTMLDivElement>(null);
  const [invalidAttempts, setInvalidAttempts] = useState(0);
  useEffect(() => {
    if (invalidAttempts === 0) return;
    fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [invalidAttempts]);
  const setFields = useCallback((element: HTMLDivElement | null) => {
    fields.current = element;
    markFirstField(element);
  }, []);
  return (
    <ConfirmDialog
      open
      submit
      title={props.title}
      confirmText={props.submitText}
      confirmState={props.submitState ?? 'primary'}
      loading={props.busy}
      onSubmit={() => {
        if (!props.onSubmit()) setInvalidAttempts((count) => count + 1);
      }}
      onClose={(reason) => {
        // 'ok' follows every submit: the dialog closes once its call has succeeded.
        if (reason !== 'ok') props.onClose();
      }}
    >
      <div ref={setFields} className={styles.fields}>
        {props.children}
        <FailureNote text={props.failure} />
      </div>
    </ConfirmDialog>
  );
}
