import { useLingui } from '@lingui/react';
import { isRefined, isToggleOn, QUICK_TOGGLES, type QuickToggle, toggleQuick } from '@smm/feeds';
import { listToolsMessages, translate } from '@smm/i18n';
import type { Network, QuickFilters, SentimentFilter } from '@smm/model';
import { Button, Icon, IconButton, Menu, type MenuEntry, networkName } from '@smm/ui';
import { useEffect, useId, useState } from 'react';
import type { ListSort } from './list-tools.calls.js';
import * as styles from './ListToolbar.css.js';

/** Props of {@link ListToolbar}. */
export interface ListToolbarProps {
  readonly quick: QuickFilters;
  readonly onQuick: (quick: QuickFilters) => void;
  readonly sort: ListSort;
  readonly onSort: (sort: ListSort) => void;
  /** The networks the reader can narrow to (those of their channels). */
  readonly networks: readonly Network[];
  /** Whether the organisation has a response-time target ("Overdue" needs one). */
  readonly hasTarget: boolean;
}

const CHIP_TEXT: Readonly<Record<QuickToggle, keyof typeof listToolsMessages>> = {
  unread: 'chip_unread',
  mine: 'chip_mine',
  team: 'chip_team',
  unassigned: 'chip_unassigned',
  withNotes: 'chip_withNotes',
  openCase: 'chip_openCase',
  overdue: 'chip_overdue',
};

const SENTIMENTS: readonly SentimentFilter[] = ['positive', 'neutral', 'negative', 'uncategorized'];

const SORTS: readonly ListSort[] = [
  { field: 'latestCommentDate', direction: 'desc' },
  { field: 'latestCommentDate', direction: 'asc' },
  { field: 'createdDate', direction: 'desc' },
  { field: 'createdDate', direction: 'asc' },
];

const sortText = (sort: ListSort) =>
  listToolsMessages[`sort_${sort.field}_${sort.direction}` as keyof typeof listToolsMessages];

const SEARCH_DELAY_MS = 300;

function toggled<T extends string>(list: readonly T[] | undefined, value: T): T[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

/**
 * Above the list: a search box (words, sender, case number), quick filter chips, a menu of
 * networks and sentiments, the sort order and one button that clears every refinement
 * (decision 0056). It wraps onto more lines in a narrow list column.
 */
export function ListToolbar(props: ListToolbarProps) {
  const { i18n } = useLingui();
  const id = useId();
  const { quick, onQuick } = props;
  const [text, setText] = useState(quick.text ?? '');
  // The box follows a refinement cleared from outside (the empty state's button).
  useEffect(() => setText(quick.text ?? ''), [quick.text]);
  useEffect(() => {
    if (text === (quick.text ?? '')) return;
    const timer = setTimeout(() => onQuick({ ...quick, text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const moreCount = (quick.networks?.length ?? 0) + (quick.sentiments?.length ?? 0);
  const more: MenuEntry[] = [
    {
      kind: 'group',
      id: 'networks',
      label: i18n._(listToolsMessages.networksGroup),
      items: props.networks.map((network) => ({
        id: `network-${network}`,
        label: networkName(network),
        checked: quick.networks?.includes(network) ?? false,
        onSelect: () => onQuick({ ...quick, networks: toggled(quick.networks, network) }),
      })),
    },
    {
      kind: 'group',
      id: 'sentiments',
      label: i18n._(listToolsMessages.sentimentsGroup),
      items: SENTIMENTS.map((sentiment) => ({
        id: `sentiment-${sentiment}`,
        label: i18n._(listToolsMessages[`sentiment_${sentiment}`]),
        checked: quick.sentiments?.includes(sentiment) ?? false,
        onSelect: () => onQuick({ ...quick, sentiments: toggled(quick.sentiments, sentiment) }),
      })),
    },
  ];
  const sortLabel = translate(i18n, listToolsMessages.sortLabel, {
    order: i18n._(sortText(props.sort)),
  });

  return (
    <div className={styles.toolbar}>
      <div className={styles.searchRow} role="search">
        <span className={styles.searchBox}>
          <span className={styles.searchIcon}>
            <Icon name="search" size={14} />
          </span>
          <input
            type="search"
            className={styles.search}
            value={text}
            maxLength={200}
            aria-label={i18n._(listToolsMessages.searchLabel)}
            placeholder={i18n._(listToolsMessages.searchPlaceholder)}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onQuick({ ...quick, text });
              if (event.key === 'Escape' && text !== '') {
                event.stopPropagation();
                setText('');
                onQuick({ ...quick, text: '' });
              }
            }}
          />
          {text !== '' && (
            <span className={styles.clearSearch}>
              <IconButton
                size="sm"
                label={i18n._(listToolsMessages.clearSearch)}
                onClick={() => {
                  setText('');
                  onQuick({ ...quick, text: '' });
                }}
              >
                <Icon name="close" size={14} />
              </IconButton>
            </span>
          )}
        </span>
      </div>
      <fieldset className={styles.chips}>
        <legend className={styles.chipsLabel} id={`${id}-chips`}>
          {i18n._(listToolsMessages.quickFilters)}
        </legend>
        {QUICK_TOGGLES.map((toggle) => {
          const disabled = toggle === 'overdue' && !props.hasTarget;
          return (
            <button
              key={toggle}
              type="button"
              className={styles.chip}
              aria-pressed={isToggleOn(quick, toggle)}
              disabled={disabled && !isToggleOn(quick, toggle)}
              title={disabled ? i18n._(listToolsMessages.overdueNoTarget) : undefined}
              onClick={() => onQuick(toggleQuick(quick, toggle))}
            >
              {isToggleOn(quick, toggle) && <Icon name="check" size={12} />}
              {i18n._(listToolsMessages[CHIP_TEXT[toggle]])}
            </button>
          );
        })}
      </fieldset>
      <div className={styles.menus}>
        <Menu
          label={
            moreCount > 0
              ? translate(i18n, listToolsMessages.moreFiltersCount, { count: moreCount })
              : i18n._(listToolsMessages.moreFilters)
          }
          buttonClassName={styles.menuButton}
          items={more}
        />
        <Menu
          label={
            <span className={styles.sortLabel}>
              <Icon name={props.sort.direction === 'desc' ? 'arrowDown' : 'arrowUp'} size={14} />
              {i18n._(listToolsMessages[`sortShort_${props.sort.field}`])}
            </span>
          }
          buttonLabel={sortLabel}
          buttonTitle={sortLabel}
          buttonClassName={styles.menuButton}
          items={SORTS.map((sort) => ({
            id: `${sort.field}-${sort.direction}`,
            label: i18n._(sortText(sort)),
            checked: sort.field === props.sort.field && sort.direction === props.sort.direction,
            onSelect: () => props.onSort(sort),
          }))}
        />
        {isRefined(quick) && (
          <span className={styles.clearAll}>
            <Button
              variant="ghost"
              onClick={() => {
                setText('');
                onQuick({});
              }}
            >
              {i18n._(listToolsMessages.clearAll)}
            </Button>
          </span>
        )}
      </div>
    </div>
  );
}
