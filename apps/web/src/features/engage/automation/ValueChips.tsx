import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import { TEXT_LIMITS } from '@smm/model';
import { Button, Icon, Input, NetworkIcon } from '@smm/ui';
import { useId, useState } from 'react';
import * as styles from './Automation.css.js';

/** A value that can be chosen: what is stored, what is read, and a network's badge. */
export interface ChipOption {
  readonly value: string;
  readonly label: string;
  readonly network?: string;
}

/** Props of {@link ToggleChips}. */
export interface ToggleChipsProps {
  readonly label: string;
  readonly options: readonly ChipOption[];
  readonly selected: readonly string[];
  readonly onChange: (selected: string[]) => void;
  readonly disabled?: boolean;
  /** Said when there is nothing to choose. */
  readonly empty?: string;
}

/** Values chosen by pressing them (networks, channels, message types, languages, labels). */
export function ToggleChips({
  label,
  options,
  selected,
  onChange,
  disabled,
  empty,
}: ToggleChipsProps) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <span id={id} className={styles.valueLabel}>
        {label}
      </span>
      {options.length === 0 && empty ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <div className={styles.chips}>
          {options.map((option) => {
            const on = selected.includes(option.value);
            return (
              <button
                key={option.value}
                type="button"
                className={styles.chip}
                aria-pressed={on}
                disabled={disabled}
                onClick={() =>
                  onChange(
                    on ? selected.filter((v) => v !== option.value) : [...selected, option.value],
                  )
                }
              >
                {option.network && <NetworkIcon network={option.network} size={16} />}
                {option.label}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}

/** Props of {@link WordChips}. */
export interface WordChipsProps {
  readonly label: string;
  readonly values: readonly string[];
  readonly onChange: (values: string[]) => void;
  readonly disabled?: boolean;
}

/** Free words and phrases as chips: typed and added with Enter or Add, each removable. */
export function WordChips({ label, values, onChange, disabled }: WordChipsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const [word, setWord] = useState('');
  const add = () => {
    const value = word.trim();
    if (value && !values.includes(value)) onChange([...values, value]);
    setWord('');
  };
  return (
    <div role="group" aria-labelledby={id}>
      <span id={id} className={styles.valueLabel}>
        {label}
      </span>
      {values.length === 0 ? (
        <p className={styles.muted}>{i18n._(m.noValues)}</p>
      ) : (
        <ul className={styles.chips} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {values.map((value) => (
            <li key={value} className={styles.staticChip}>
              {value}
              {!disabled && (
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={translate(i18n, m.removeValue, { value })}
                  title={translate(i18n, m.removeValue, { value })}
                  onClick={() => onChange(values.filter((v) => v !== value))}
                >
                  <Icon name="close" size={12} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <div className={styles.addValue}>
          <Input
            label={i18n._(m.newValue)}
            value={word}
            maxLength={TEXT_LIMITS.keyword}
            onChange={(event) => setWord(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="secondary" onClick={add} disabled={!word.trim()}>
            {i18n._(m.addValue)}
          </Button>
        </div>
      )}
    </div>
  );
}
