import { useLingui } from '@lingui/react';
import { brandsMessages as m } from '@smm/i18n';
import { type FormEvent, useId, useState } from 'react';
import { FormActions } from '../FormActions.js';
import * as styles from './Brands.css.js';
import { type BrandDraft, brandInput, isSendable } from './brand-draft.js';
import { BrandFields, type TeamChoice } from './BrandFields.js';

/** Props of {@link BrandForm}. */
export interface BrandFormProps {
  /** The brand as it is saved (a new brand's empty draft). */
  readonly initial: BrandDraft;
  readonly teams: readonly TeamChoice[];
  readonly saving: boolean;
  /** Why the last save failed (the server's words). */
  readonly error?: string | undefined;
  readonly submitLabel: string;
  readonly onSave: (draft: BrandDraft) => void;
  /** Cancel: back to the saved brand (or away from a new one). */
  readonly onCancel: () => void;
}

/**
 * The form of a brand's details on its page: the fields, what failed, Cancel and Save. Cancel
 * puts the saved values back.
 */
export function BrandForm(props: BrandFormProps) {
  const { i18n } = useLingui();
  const nameId = useId();
  const [draft, setDraft] = useState(props.initial);
  const [attempted, setAttempted] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (props.saving) return;
    setAttempted(true);
    if (!isSendable(draft)) {
      document.getElementById(nameId)?.focus();
      return;
    }
    props.onSave({ ...draft, ...brandInput(draft) });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(m.detailsTitle)}>
      <BrandFields
        draft={draft}
        onChange={setDraft}
        teams={props.teams}
        showProblems={attempted}
        nameId={nameId}
      />
      <FormActions
        error={props.error}
        submitLabel={props.submitLabel}
        saving={props.saving}
        onCancel={() => {
          setDraft(props.initial);
          setAttempted(false);
          props.onCancel();
        }}
      />
    </form>
  );
}
