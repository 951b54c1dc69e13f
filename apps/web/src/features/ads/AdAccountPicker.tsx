import { useLingui } from '@lingui/react';
import { adNetworkIcon, adNetworkName } from '@smm/ads';
import { adAccountMessages as m, translate } from '@smm/i18n';
import type { AdAccount } from '@smm/model';
import { Icon, NetworkIcon } from '@smm/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import * as styles from './AdAccountPicker.css.js';

/** What the picker shows of an ad account. */
export type PickerAdAccount = Pick<
  AdAccount,
  'id' | 'socialNetwork' | 'name' | 'currency' | 'status'
>;

/** Props of {@link AdAccountPicker}. */
export interface AdAccountPickerProps {
  /** The organisation's ad accounts; only the connected ones are offered. */
  readonly accounts: readonly PickerAdAccount[];
  /** The chosen account's id, or null. */
  readonly selectedId: string | null;
  readonly onChange: (id: string) => void;
  /** The label; default "Ad account". */
  readonly label?: string;
  /** Hides the label visually (it stays the accessible name). */
  readonly hideLabel?: boolean;
  readonly disabled?: boolean;
}

/** One account's row: network badge, name and currency. */
function AccountLine({ account }: { readonly account: PickerAdAccount }) {
  return (
    <>
      <NetworkIcon network={adNetworkIcon(account.socialNetwork)} size={20} />
      <span className={styles.name}>{account.name}</span>
      <span className={styles.currency}>{account.currency}</span>
    </>
  );
}

/**
 * Chooses one of the organisation's connected ad accounts, each shown with its network's badge,
 * its name and its currency. A button opens a listbox (the WAI-ARIA select-only pattern):
 * arrows, Home and End move, Enter or Space choose, Escape closes, typing jumps to a name.
 *
 * @example
 * <AdAccountPicker accounts={accounts} selectedId={selected} onChange={choose} />
 */
export function AdAccountPicker({
  accounts,
  selectedId,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
}: AdAccountPickerProps) {
  const { i18n } = useLingui();
  const id = useId();
  const connected = accounts.filter((a) => a.status === 'connected');
  const selected = connected.find((a) => a.id === selectedId) ?? null;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const typed = useRef({ text: '', at: 0 });
  const labelText = label ?? i18n._(m.pickerLabel);
  const summary = (a: PickerAdAccount) =>
    translate(i18n, m.accountSummary, {
      name: a.name,
      network: adNetworkName(a.socialNetwork),
      currency: a.currency,
    });

  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    list.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    const at = connected.findIndex((a) => a.id === selectedId);
    setActive(at < 0 ? 0 : at);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (index: number) => {
    const account = connected[index];
    if (account) onChange(account.id);
    close();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
      event.preventDefault();
      openList();
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const last = connected.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(active + 1, last),
      ArrowUp: () => Math.max(active - 1, 0),
      Home: () => 0,
      End: () => last,
      PageDown: () => Math.min(active + 10, last),
      PageUp: () => Math.max(active - 10, 0),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      const now = Date.now();
      const text = (now - typed.current.at < 700 ? typed.current.text : '') + event.key;
      typed.current = { text, at: now };
      const found = connected.findIndex((a) =>
        a.name.toLocaleLowerCase().startsWith(text.toLocaleLowerCase()),
      );
      if (found >= 0) setActive(found);
    }
  };

  const labelId = `${id}-label`;
  if (connected.length === 0) {
    return (
      <div className={styles.picker}>
        <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
          {labelText}
        </span>
        <p className={styles.none} aria-labelledby={labelId}>
          {i18n._(m.pickerNone)}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.picker}>
      <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
        {labelText}
      </span>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={styles.button}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${id}-list` : undefined}
        aria-labelledby={`${labelId} ${id}-button`}
        title={selected ? summary(selected) : undefined}
        disabled={disabled}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onButtonKey}
      >
        {selected ? (
          <>
            <AccountLine account={selected} />
            <span className={visuallyHidden}>{adNetworkName(selected.socialNetwork)}</span>
          </>
        ) : (
          <span className={styles.name}>{i18n._(m.pickerChoose)}</span>
        )}
        <Icon name="chevronDown" className={styles.chevron} />
      </button>
      {open ? (
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          tabIndex={-1}
          aria-labelledby={labelId}
          aria-activedescendant={`${id}-option-${active}`}
          className={styles.listbox}
          onKeyDown={onListKey}
          onBlur={(event) => {
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) {
              setOpen(false);
            }
          }}
        >
          {connected.map((account, index) => (
            <li
              key={account.id}
              id={`${id}-option-${index}`}
              data-index={index}
              role="option"
              aria-selected={account.id === selectedId}
              aria-label={summary(account)}
              title={summary(account)}
              data-active={index === active}
              className={styles.option}
              onMouseMove={() => setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              <AccountLine account={account} />
              {account.id === selectedId ? <Icon name="check" className={styles.check} /> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Hidden visually, read by screen readers. */
const visuallyHidden = styles.hidden;
