import { useLingui } from '@lingui/react';
import { whatsappConnectMessages as m } from '@smm/i18n';
import { e164 } from '@smm/networks';
import { Button, Input } from '@smm/ui';
import { useState, type FormEvent } from 'react';
import * as styles from './WhatsAppConnectDialog.css.js';

/** Props of {@link AddNumberForm}. */
export interface AddNumberFormProps {
  readonly busy: boolean;
  readonly onAdd: (number: { readonly phoneNumber: string; readonly verifiedName: string }) => void;
  readonly onCancel: () => void;
}

/**
 * Adding a number to the business account: the number in international form (checked with
 * `e164` of `@smm/networks` before it is sent) and the display name WhatsApp will review.
 */
export function AddNumberForm({ busy, onAdd, onCancel }: AddNumberFormProps) {
  const { i18n } = useLingui();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [verifiedName, setVerifiedName] = useState('');
  const [checked, setChecked] = useState(false);
  const phoneProblem = checked && e164(phoneNumber) === null ? i18n._(m.phoneInvalid) : undefined;
  const nameProblem = checked && verifiedName.trim() === '' ? i18n._(m.nameMissing) : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (e164(phoneNumber) === null || verifiedName.trim() === '') return;
    onAdd({ phoneNumber: phoneNumber.trim(), verifiedName: verifiedName.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(m.addNumber)}>
      <div className={styles.formRow}>
        <Input
          label={i18n._(m.phoneLabel)}
          hint={i18n._(m.phoneHint)}
          error={phoneProblem}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
        />
        <Input
          label={i18n._(m.nameLabel)}
          hint={i18n._(m.nameHint)}
          error={nameProblem}
          autoComplete="organization"
          value={verifiedName}
          onChange={(event) => setVerifiedName(event.target.value)}
        />
      </div>
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" disabled={busy} onClick={onCancel}>
          {i18n._(m.cancel)}
        </Button>
        <Button type="submit" busy={busy}>
          {i18n._(m.addSubmit)}
        </Button>
      </div>
    </form>
  );
}
