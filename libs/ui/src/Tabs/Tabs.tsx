import type { KeyboardEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import * as styles from './Tabs.css.js';
import type { TabsOrientation } from './tabs.keys.js';
import { selectedIndex, tabsKey } from './tabs.keys.js';

/** One tab and its panel. */
export interface TabItem {
  /** Unique among the tabs; what `selected` and `onChange` speak of. */
  readonly id: string;
  readonly label: ReactNode;
  /** The panel's content, rendered only while the tab is selected. */
  readonly content: ReactNode;
}

/** Props of {@link Tabs}: controlled with `selected` + `onChange`, or not with `defaultSelected`. */
export interface TabsProps {
  readonly tabs: readonly TabItem[];
  /** The accessible name of the tab list (e.g. "Settings sections"). */
  readonly label: string;
  /** The selected tab's id (controlled). */
  readonly selected?: string;
  /** The tab selected at first when not controlled; default the first. */
  readonly defaultSelected?: string;
  /** Called with the id of the tab the user selects. */
  readonly onChange?: (id: string) => void;
  readonly orientation?: TabsOrientation;
  readonly className?: string;
}

/**
 * Tabs: a `role="tablist"` of `role="tab"` buttons, each controlling its `role="tabpanel"`.
 * Only the selected tab is in the Tab order (roving tabindex); the arrow keys along the list,
 * Home and End move to another tab and select it.
 *
 * @example
 * <Tabs label="Settings sections" selected={section} onChange={setSection} tabs={[
 *   { id: 'profile', label: 'Profile', content: <ProfileForm /> },
 *   { id: 'ai', label: 'AI features', content: <AiConsent /> },
 * ]} />
 */
export function Tabs({
  tabs,
  label,
  selected,
  defaultSelected,
  onChange,
  orientation = 'horizontal',
  className,
}: TabsProps) {
  const id = useId();
  const [own, setOwn] = useState(defaultSelected);
  const index = selectedIndex(tabs, selected ?? own);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: TabItem) => `${id}-tab-${tab.id}`;
  const panelId = (tab: TabItem) => `${id}-panel-${tab.id}`;

  const select = (next: number) => {
    const tab = tabs[next];
    if (tab === undefined) return;
    setOwn(tab.id);
    if (next !== index) onChange?.(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabsKey(event.key, index, tabs.length, orientation);
    if (next === null) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  const rootClass = [styles.root[orientation], className].filter(Boolean).join(' ');
  return (
    <div className={rootClass}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        className={styles.list[orientation]}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            role="tab"
            type="button"
            id={tabId(tab)}
            aria-selected={i === index}
            aria-controls={panelId(tab)}
            tabIndex={i === index ? 0 : -1}
            className={`${styles.tab} ${styles.indicator[orientation]}`}
            onClick={() => select(i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab)}
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          hidden={i !== index}
          className={styles.panel}
        >
          {i === index ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
