import { useLingui } from '@lingui/react';
import { consentMessages as m } from '@smm/i18n';
import { type ConsentCategories, ONLY_NECESSARY } from '@smm/model';
import { Button, Modal } from '@smm/ui';
import { useState } from 'react';
import * as styles from './Consent.css.js';
import { ConsentCategoryList } from './ConsentCategoryList.js';

/** What the dialog shows and does. */
export interface ConsentDialogProps {
  readonly open: boolean;
  /** The categories it opens with; default strictly necessary only. */
  readonly initial?: ConsentCategories;
  readonly saving?: boolean;
  /** Why the last save failed. */
  readonly error?: string | undefined;
  readonly onSave: (categories: ConsentCategories) => void;
  readonly onClose: () => void;
}

/**
 * "Choose" (platform §9, decision 0103): the five categories, each with what it covers, strictly
 * necessary on and disabled, and Save. Opens with only strictly necessary on, as OneTrust's
 * preference centre does.
 */
export function ConsentDialog(props: ConsentDialogProps) {
  const { i18n } = useLingui();
  const initial = props.initial ?? ONLY_NECESSARY;
  const [value, setValue] = useState(initial);
  const { open } = props;
  // It opens afresh with the initial categories; the person's switching is kept while it is open.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setValue(initial);
  }
  const saving = props.saving === true;
  return (
    <Modal
      open={open}
      title={i18n._(m.dialogTitle)}
      closeDisabled={saving}
      onClose={props.onClose}
      footer={
        <div className={styles.footer}>
          <Button busy={saving} onClick={() => props.onSave({ ...value, C0001: true })}>
            {i18n._(m.save)}
          </Button>
        </div>
      }
    >
      <p className={styles.intro}>{i18n._(m.dialogIntro)}</p>
      <ConsentCategoryList value={value} onChange={setValue} disabled={saving} />
      {props.error ? (
        <p role="alert" className={styles.alert}>
          {props.error}
        </p>
      ) : null}
    </Modal>
  );
}
