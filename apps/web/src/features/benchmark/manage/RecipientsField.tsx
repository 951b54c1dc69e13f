import { useLingui } from '@lingui/react';
import { benchmarkManageMessages as m, translate } from '@smm/i18n';
import { BENCHMARK_LIMITS, isEmailAddress, TEXT_LIMITS } from '@smm/model';
import { Button, Icon, IconButton, Input, Tooltip } from '@smm/ui';
import { type KeyboardEvent, useId, useState } from 'react';
import * as styles from './Manage.css.js';

/** Props of {@link RecipientsField}. */
export interface RecipientsFieldProps {
  readonly value: readonly string[];
  readonly onChange: (recipients: readonly string[]) => void;
  /** Why the recipients as a whole are wrong (none). */
  readonly error?: string | undefined;
}

/**
 * A report's recipients as chips: an address typed and confirmed with Enter (or the Add button)
 * joins them when it is an e-mail address (else the field says so); each chip has a remove
 * button. Addresses are kept once, lower-cased, at most `BENCHMARK_LIMITS.recipients`.
 */
export function RecipientsField({ value, onChange, error }: RecipientsFieldProps) {
  const { i18n } = useLingui();
  const inputId = useId();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const full = value.length >= BENCHMARK_LIMITS.recipients;
  const add = () => {
    const address = draft.trim().toLowerCase();
    if (address === '') return;
    if (!isEmailAddress(address)) {
      setInvalid(address);
      return;
    }
    setInvalid(null);
    setDraft('');
    if (!value.includes(address)) onChange([...value, address]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const shownError =
    invalid !== null ? translate(i18n, m.recipientInvalid, { address: invalid }) : error;
  return (
    <div className={styles.fieldset}>
      <div className={styles.addRow}>
        <Input
          id={inputId}
          fieldClassName={styles.grow}
          type="email"
          label={i18n._(m.recipients)}
          hint={translate(i18n, m.recipientsHint, { count: BENCHMARK_LIMITS.recipients })}
          error={shownError}
          value={draft}
          maxLength={TEXT_LIMITS.email}
          disabled={full}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => draft.trim() !== '' && add()}
        />
        <div className={styles.addButton}>
          <Button variant="secondary" onClick={add} disabled={full}>
            {i18n._(m.addRecipient)}
          </Button>
        </div>
      </div>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={i18n._(m.recipients)}>
          {value.map((address) => {
            const remove = translate(i18n, m.removeRecipient, { address });
            return (
              <li key={address} className={styles.chip}>
                <span className={styles.chipText}>{address}</span>
                <Tooltip content={remove}>
                  <IconButton
                    label={remove}
                    size="sm"
                    onClick={() => onChange(value.filter((a) => a !== address))}
                  >
                    <Icon name="close" />
                  </IconButton>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
