import { useLingui } from '@lingui/react';
import { uiMessages } from '@smm/i18n';
import { Button } from '@smm/ui';
import * as styles from './FormActions.css.js';

/** What {@link FormActions} shows and does. */
export interface FormActionsProps {
  /** Why the last attempt failed; nothing (or empty) when it did not. */
  readonly error?: string | undefined;
  /** The submit button's words: Save, Create, Send invitation. */
  readonly submitLabel: string;
  /** The form is being saved: the submit button shows it is busy. */
  readonly saving: boolean;
  /** The form cannot be sent as it stands (nothing chosen yet). */
  readonly submitDisabled?: boolean;
  readonly onCancel: () => void;
}

/**
 * The end of a settings form in a dialog: the failure of the last attempt, announced, then
 * Cancel and the form's submit button.
 */
export function FormActions(props: FormActionsProps) {
  const { i18n } = useLingui();
  return (
    <>
      {props.error !== undefined && props.error !== '' && (
        <p role="alert" className={styles.alert}>
          {props.error}
        </p>
      )}
      <div className={styles.footer}>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {i18n._(uiMessages.cancel)}
        </Button>
        <Button type="submit" busy={props.saving} disabled={props.submitDisabled === true}>
          {props.submitLabel}
        </Button>
      </div>
    </>
  );
}
