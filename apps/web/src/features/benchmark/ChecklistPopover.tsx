import { Checkbox, Icon } from '@smm/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import * as styles from './SelectionBar.css.js';

/** One choice of a {@link ChecklistPopover}. */
export interface ChecklistOption {
  readonly value: string;
  readonly label: ReactNode;
}

/** Props of {@link ChecklistPopover}. */
export interface ChecklistPopoverProps {
  /** What is chosen (the button's label, e.g. "Brands"). */
  readonly label: string;
  /** What the button says is chosen (e.g. "2 brands"). */
  readonly summary: string;
  readonly options: readonly ChecklistOption[];
  readonly chosen: readonly string[];
  /** Why the last chosen option cannot be unticked. */
  readonly keepOneHint: string;
  readonly onChange: (chosen: string[]) => void;
}

/**
 * A button that opens a list of checkboxes under it (several choices, at least one kept);
 * Escape or a click elsewhere closes it.
 */
export function ChecklistPopover(props: ChecklistPopoverProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const last = props.chosen.length === 1;
  return (
    <div
      ref={root}
      className={styles.popoverRoot}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <span className={styles.controlLabel} id={`${id}-label`}>
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        onClick={() => setOpen((was) => !was)}
      >
        <span id={`${id}-summary`} className={styles.summary}>
          {props.summary}
        </span>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} />
      </button>
      <div
        id={`${id}-panel`}
        className={styles.panel}
        role="group"
        aria-labelledby={`${id}-label`}
        hidden={!open}
      >
        {props.options.map((option) => {
          const checked = props.chosen.includes(option.value);
          return (
            <Checkbox
              key={option.value}
              label={option.label}
              checked={checked}
              disabled={checked && last}
              title={checked && last ? props.keepOneHint : undefined}
              onChange={(event) =>
                props.onChange(
                  event.target.checked
                    ? props.options
                        .map((o) => o.value)
                        .filter((v) => v === option.value || props.chosen.includes(v))
                    : props.chosen.filter((v) => v !== option.value),
                )
              }
            />
          );
        })}
      </div>
    </div>
  );
}
