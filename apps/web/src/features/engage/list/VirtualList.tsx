import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, type ReactNode, useEffect, useImperativeHandle, useRef } from 'react';
import * as styles from './VirtualList.css.js';

/** What the owner of a {@link VirtualList} can ask of it. */
export interface VirtualListHandle {
  /** Brings a row into view (the least scrolling that shows it). */
  readonly scrollToIndex: (index: number) => void;
  /** Scrolls by whole rows: how the list keeps the reader's place when rows come in above. */
  readonly shiftBy: (rows: number) => void;
  /** The first row the reader sees, or -1 for an empty list. */
  readonly firstVisibleIndex: () => number;
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  readonly count: number;
  /** Every row's height in px: fixed, so keeping the place is exact and scrolling cheap. */
  readonly rowHeight: number;
  readonly getKey: (index: number) => string;
  readonly renderRow: (index: number) => ReactNode;
  /** The list's accessible name. */
  readonly label: string;
  /** Called when the reader comes within `threshold` rows of the end (to load more). */
  readonly onEndReached?: () => void;
  readonly threshold?: number;
  /** Rows rendered beyond the visible ones on each side (default 6). */
  readonly overscan?: number;
  readonly footer?: ReactNode;
}

/**
 * A list that renders only the rows in view (TanStack Virtual): a hundred thousand items keep a
 * few dozen rows in the DOM. Rows are `role="listitem"` with their position in the whole list
 * (`aria-posinset` / `aria-setsize`).
 */
export const VirtualList = forwardRef<VirtualListHandle, VirtualListProps>(function VirtualList(
  {
    count,
    rowHeight,
    getKey,
    renderRow,
    label,
    onEndReached,
    threshold = 10,
    overscan = 6,
    footer,
  },
  ref,
) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: getKey,
    overscan,
  });
  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
      shiftBy: (rows) => {
        const element = scroller.current;
        if (element && rows !== 0) element.scrollTop += rows * rowHeight;
      },
      firstVisibleIndex: () => {
        const element = scroller.current;
        if (!element || count === 0) return -1;
        return Math.min(count - 1, Math.floor(element.scrollTop / rowHeight));
      },
    }),
    [virtualizer, rowHeight, count],
  );
  const rows = virtualizer.getVirtualItems();
  const last = rows[rows.length - 1]?.index ?? -1;
  useEffect(() => {
    if (onEndReached && count > 0 && last >= count - 1 - threshold) onEndReached();
  }, [last, count, threshold, onEndReached]);
  return (
    <div ref={scroller} className={styles.scroller} data-testid="virtual-list">
      <div
        role="list"
        aria-label={label}
        className={styles.canvas}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {rows.map((row) => (
          <div
            key={row.key}
            role="listitem"
            aria-posinset={row.index + 1}
            aria-setsize={count}
            className={styles.row}
            style={{ height: rowHeight, transform: `translateY(${row.start}px)` }}
          >
            {renderRow(row.index)}
          </div>
        ))}
      </div>
      {footer}
    </div>
  );
});
