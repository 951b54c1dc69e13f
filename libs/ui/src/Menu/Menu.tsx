import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Menu.css.js';
import { menuButtonKey, menuKey } from './menu.keys.js';
import type { MenuEntry, MenuItem } from './menu.types.js';
import { menuItems } from './menu.types.js';
import { MenuList } from './MenuList.js';

/** Props of {@link Menu}. */
export interface MenuProps {
  /** What the menu button shows: a word, or e.g. an avatar and a name. */
  readonly label: ReactNode;
  /** The button's accessible name when `label` is not text (e.g. only an avatar or icon). */
  readonly buttonLabel?: string;
  /** Shown on hover over a button without text (e.g. only an icon), usually its name. */
  readonly buttonTitle?: string;
  readonly items: readonly MenuEntry[];
  /** Which edge of the button the menu lines up with; `end` for menus at the right. */
  readonly align?: 'start' | 'end';
  /** Shows the chevron after the label; default true. */
  readonly chevron?: boolean;
  /** Opens the menu when first shown (stories, tests). */
  readonly defaultOpen?: boolean;
  readonly className?: string;
  readonly buttonClassName?: string;
}

/**
 * A menu button (`aria-haspopup="menu"`) and its `role="menu"` of actions and links. Keyboard:
 * Enter, Space or ArrowDown open it at the first item (ArrowUp at the last); ArrowDown/ArrowUp,
 * Home and End move focus; Enter or Space choose; Escape closes it and returns focus to the
 * button; Tab closes it and moves on; a click outside closes it.
 *
 * @example
 * <Menu label={<Avatar name={name} size="sm" />} buttonLabel={accountMenu} align="end" items={[
 *   { id: 'profile', label: 'Your profile', icon: 'user', href: '#/settings/profile' },
 *   { kind: 'separator', id: 's' },
 *   { id: 'logout', label: 'Sign out', icon: 'logout', onSelect: signOut },
 * ]} />
 */
export function Menu(props: MenuProps) {
  const { label, buttonLabel, items, align = 'start', chevron = true, className } = props;
  const id = useId();
  const [open, setOpen] = useState(props.defaultOpen === true);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const flat = menuItems(items);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    const at = menuButtonKey(event.key);
    if (at === null || flat.length === 0) return;
    event.preventDefault();
    openAt(at === 'first' ? 0 : flat.length - 1);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const action = menuKey(event.key, active, flat.length);
    if (action === null) return;
    // Tab moves on from the button: focus it, and let the browser's Tab go from there.
    if (action !== 'leave') event.preventDefault();
    if (action === 'activate') itemRefs.current[active]?.click();
    else if (action === 'close' || action === 'leave') close(true);
    else setActive(action);
  };

  const choose = (item: MenuItem) => {
    item.onSelect?.();
    close(true);
  };

  const buttonClasses = [styles.button, props.buttonClassName].filter(Boolean).join(' ');
  return (
    <div ref={rootRef} className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className={buttonClasses}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={buttonLabel}
        title={props.buttonTitle}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        {chevron && <Icon name="chevronDown" />}
      </button>
      {open && (
        <MenuList
          id={`${id}-menu`}
          labelledBy={`${id}-button`}
          entries={items}
          flat={flat}
          align={align}
          itemRefs={itemRefs}
          onKeyDown={onMenuKeyDown}
          onChoose={choose}
          onHover={(index) => setActive(index)}
        />
      )}
    </div>
  );
}
