import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { ChannelAction, ChannelSort, ChannelSortKey } from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import type { Channel } from '@smm/model';
import { Icon } from '@smm/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { ChannelRow as Row } from './ChannelRow.js';
import * as styles from './ChannelTable.css.js';

/** A row renders again only when its own props change, not on every scroll step. */
const ChannelRow = memo(Row);

/** A row's height before it is measured, in px (a channel without a problem). */
const ESTIMATED_ROW = 76;

const COLUMNS: readonly { readonly key: ChannelSortKey; readonly label: MessageDescriptor }[] = [
  { key: 'name', label: m.columnChannel },
  { key: 'status', label: m.columnStatus },
  { key: 'followers', label: m.columnFollowers },
  { key: 'added', label: m.columnAdded },
];

/** Props of {@link ChannelTable}. */
export interface ChannelTableProps {
  readonly channels: readonly Channel[];
  readonly sort: ChannelSort;
  readonly onSort: (key: ChannelSortKey) => void;
  readonly teamNames: ReadonlyMap<string, string>;
  readonly onOpen: (channel: Channel) => void;
  readonly onAction: (channel: Channel, action: ChannelAction) => void;
  /** Channels whose action is running. */
  readonly busy: ReadonlySet<string>;
}

/**
 * The channels as a table that renders only the rows in view (TanStack Virtual, rows measured
 * as they render: a channel with a problem is taller), so fifteen thousand channels scroll as
 * smoothly as fifteen. Headings sort (`aria-sort`); rows carry their place in the whole list.
 */
export function ChannelTable(props: ChannelTableProps) {
  const { i18n } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const { channels } = props;
  const virtualizer = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW,
    getItemKey: (index) => channels[index]?.id ?? index,
    overscan: 8,
  });
  const ariaSort = (key: ChannelSortKey) =>
    props.sort.key !== key
      ? undefined
      : props.sort.direction === 'ascending'
        ? ('ascending' as const)
        : ('descending' as const);
  return (
    <div
      role="table"
      aria-label={i18n._(m.tableLabel)}
      aria-rowcount={channels.length + 1}
      className={styles.table}
    >
      <div role="rowgroup">
        <div role="row" aria-rowindex={1} className={styles.header}>
          {COLUMNS.map((column) => (
            <div
              key={column.key}
              role="columnheader"
              aria-sort={ariaSort(column.key)}
              className={styles.columnHeader}
            >
              <button
                type="button"
                className={styles.sortButton}
                onClick={() => props.onSort(column.key)}
                title={
                  props.sort.key === column.key
                    ? translate(
                        i18n,
                        props.sort.direction === 'ascending'
                          ? m.sortedAscending
                          : m.sortedDescending,
                        { column: i18n._(column.label) },
                      )
                    : undefined
                }
              >
                {i18n._(column.label)}
                {props.sort.key === column.key ? (
                  <Icon
                    name={props.sort.direction === 'ascending' ? 'arrowUp' : 'arrowDown'}
                    size={14}
                  />
                ) : null}
              </button>
            </div>
          ))}
          <div role="columnheader" className={styles.columnHeader}>
            {i18n._(m.columnTeams)}
          </div>
        </div>
      </div>
      <div ref={scroller} className={styles.scroller}>
        <div role="rowgroup" className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const channel = channels[item.index];
            if (channel === undefined) return null;
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={styles.positioned}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ChannelRow
                  channel={channel}
                  rowIndex={item.index + 2}
                  teamNames={props.teamNames}
                  href={`#/settings/channels/${encodeURIComponent(channel.id)}`}
                  onOpen={props.onOpen}
                  onAction={props.onAction}
                  busy={props.busy.has(channel.id)}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
