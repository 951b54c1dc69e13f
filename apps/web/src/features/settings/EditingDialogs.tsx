import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { translate } from '@smm/i18n';
import { ConfirmDialog, Modal, type ModalWidth } from '@smm/ui';
import type { ReactNode } from 'react';
import type { Editing, Named } from './use-editing.js';

/** The words of a settings list's dialogs. */
export interface EditingTexts {
  readonly createTitle: MessageDescriptor;
  readonly editTitle: MessageDescriptor;
  /** "Delete {name}?" */
  readonly deleteTitle: MessageDescriptor;
  readonly deleteConfirm: MessageDescriptor;
  /** What a deletion loses, when it is the same for every thing of the list. */
  readonly deleteBody?: MessageDescriptor;
}

/** Props of {@link EditingDialogs}. */
export interface EditingDialogsProps<T extends Named, I> {
  readonly editor: Editing<T, I>;
  readonly texts: EditingTexts;
  readonly width?: ModalWidth;
  /** The form for a new thing (undefined) or for `item`. */
  readonly form: (item: T | undefined) => ReactNode;
  /** What deleting `item` loses, when it depends on the thing (else `texts.deleteBody`). */
  readonly deleteBody?: (item: T) => ReactNode;
  /** Hears how the delete confirmation closed, before the deletion runs (`ok`) or not. */
  readonly onDeleteClosed?: (reason: string) => void;
}

/**
 * The two dialogs of a settings list driven by {@link useEditing}: the editor of a new or an
 * existing thing, and the confirmation of its deletion.
 */
export function EditingDialogs<T extends Named, I>(props: EditingDialogsProps<T, I>) {
  const { i18n } = useLingui();
  const { editor, texts } = props;
  return (
    <>
      <Modal
        open={editor.editing !== null}
        width={props.width ?? 600}
        title={i18n._(editor.editing?.item ? texts.editTitle : texts.createTitle)}
        onClose={editor.close}
      >
        {editor.editing && props.form(editor.editing.item)}
      </Modal>
      <ConfirmDialog
        open={editor.deleting !== null}
        title={translate(i18n, texts.deleteTitle, { name: editor.deleting?.name ?? '' })}
        confirmText={i18n._(texts.deleteConfirm)}
        confirmState="danger"
        loading={editor.removing}
        onClose={(reason) => {
          props.onDeleteClosed?.(reason);
          editor.onDeleteClosed(reason);
        }}
      >
        {editor.deleting && props.deleteBody
          ? props.deleteBody(editor.deleting)
          : texts.deleteBody && i18n._(texts.deleteBody)}
      </ConfirmDialog>
    </>
  );
}
