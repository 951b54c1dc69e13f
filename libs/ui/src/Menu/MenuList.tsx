import type { KeyboardEventHandler, MouseEvent, RefObject } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Menu.css.js';
import type { MenuEntry, MenuItem } from './menu.types.js';

interface MenuListProps {
  readonly id: string;
  readonly labelledBy: string;
  readonly entries: readonly MenuEntry[];
  readonly flat: readonly MenuItem[];
  readonly align: 'start' | 'end';
  readonly itemRefs: RefObject<(HTMLElement | null)[]>;
  readonly onKeyDown: KeyboardEventHandler<HTMLDivElement>;
  readonly onChoose: (item: MenuItem) => void;
  readonly onHover: (index: number) => void;
}

/** The open menu: `role="menu"` with its items, separators and groups (internal to Menu). */
export function MenuList(props: MenuListProps) {
  const { id, labelledBy, entries, align, onKeyDown } = props;
  return (
    <div
      role="menu"
      id={id}
      aria-labelledby={labelledBy}
      className={`${styles.menu} ${styles.align[align]}`}
      onKeyDown={onKeyDown}
    >
      {entries.map((entry) => {
        if (entry.kind === 'separator') {
          return <div key={entry.id} role="separator" className={styles.separator} />;
        }
        if (entry.kind === 'group') {
          return (
            <div key={entry.id} role="group" aria-label={entry.label}>
              <div className={styles.groupLabel} aria-hidden="true">
                {entry.label}
              </div>
              {entry.items.map((item) => renderItem(item, props))}
            </div>
          );
        }
        return renderItem(entry, props);
      })}
    </div>
  );
}

function renderItem(item: MenuItem, { flat, itemRefs, onChoose, onHover }: MenuListProps) {
  const index = flat.indexOf(item);
  const className = item.tone === 'danger' ? `${styles.item} ${styles.danger}` : styles.item;
  const common = {
    role: item.checked === undefined ? 'menuitem' : 'menuitemradio',
    'aria-checked': item.checked,
    tabIndex: -1,
    className,
    'aria-disabled': item.disabled === true ? true : undefined,
    onMouseEnter: () => onHover(index),
    onClick: (event: MouseEvent) => {
      if (item.disabled === true) event.preventDefault();
      else onChoose(item);
    },
  } as const;
  const content = (
    <>
      {item.checked === undefined ? null : (
        <span className={styles.check}>{item.checked ? <Icon name="check" /> : null}</span>
      )}
      {item.icon !== undefined && <Icon name={item.icon} />}
      <span>{item.label}</span>
    </>
  );
  const refOf = (element: HTMLElement | null) => {
    itemRefs.current[index] = element;
  };
  return item.href !== undefined && item.disabled !== true ? (
    <a key={item.id} {...common} ref={refOf} href={item.href}>
      {content}
    </a>
  ) : (
    <button key={item.id} {...common} ref={refOf} type="button">
      {content}
    </button>
  );
}
