import { useLingui } from '@lingui/react';
import { cleanQuick, feedToSearch, isRefined, matchesFeed } from '@smm/feeds';
import { inboxMessages, platformMessages, translate } from '@smm/i18n';
import {
  EMPTY_SELECTION,
  isSelected,
  selectedCount,
  selectedIds,
  selectionReducer,
  type Selection,
  type SelectionEvent,
} from '@smm/inbox';
import type { Feed, SavedItem } from '@smm/model';
import { presenceByItem, type PresentUser } from '@smm/realtime';
import { Button, EmptyState, Icon, IconButton } from '@smm/ui';
import {
  forwardRef,
  type ReactNode,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { bufferTime, filter } from 'rxjs';
import { useToast } from '../../../shell/toasts.js';
import { BulkBar } from '../bulk/BulkBar.js';
import { useBulkJob } from '../bulk/use-bulk-job.js';
import { useEngage } from '../engage.context.js';
import { changedItems } from './changed-items.js';
import { ItemCard } from './ItemCard.js';
import { ITEM_ROW_HEIGHT } from './ItemCard.css.js';
import * as styles from './InboxList.css.js';
import { useFeedList } from './use-feed-list.js';
import { ExportDialog } from './ExportDialog.js';
import { ListToolbar } from './ListToolbar.js';
import { NoMatches } from './NoMatches.js';
import {
  channelNetworks,
  refinementTest,
  useListTools,
  useMarkReadOnOpen,
} from './use-list-tools.js';
import { VirtualList, type VirtualListHandle } from './VirtualList.js';

/** What the screen can ask of the list (keyboard shortcuts). */
export interface InboxListHandle {
  /** The ids loaded, in order. */
  readonly ids: () => readonly string[];
  /** Brings an item into view and focuses its row. */
  readonly focus: (id: string) => void;
}

/** Props of {@link InboxList}. */
export interface InboxListProps {
  readonly feed: Feed;
  readonly openId: string | null;
  /** The item the keyboard is on. */
  readonly currentId: string | null;
  readonly onOpen: (id: string) => void;
  /** Shown before the feed's name in the list's header (the feeds button of a narrow screen). */
  readonly headerStart?: ReactNode;
}

/** Live events that can change which items a feed shows, collected like percolation (1000 ms). */
const LIVE_WINDOW_MS = 1000;

const NOBODY: readonly PresentUser[] = [];

/**
 * The items of a feed: a virtualised list loading older pages as the reader scrolls, live items
 * merged in without moving what the reader looks at, multi-select with shift ranges and select
 * all, and the bulk bar over the selection.
 */
export const InboxList = forwardRef<InboxListHandle, InboxListProps>(function InboxList(
  { feed, openId, currentId, onOpen, headerStart },
  ref,
) {
  const { i18n } = useLingui();
  const { calls, store, me, labels, names, realtime, channels } = useEngage();
  const filters = useMemo(() => feedToSearch(feed).body.filters, [feed]);
  const tools = useListTools(calls);
  const refine = useMemo(() => cleanQuick(tools.quick), [tools.quick]);
  const refined = isRefined(refine);
  const list = useFeedList({
    calls,
    store,
    key: `${feed.id}:${JSON.stringify(filters)}:${JSON.stringify(refine)}:${tools.sort.field}:${tools.sort.direction}`,
    filters,
    refine,
    sort: tools.sort,
  });
  useMarkReadOnOpen({ openId, setting: tools.markReadOnOpen, calls, store, viewerId: me.id });
  const [exporting, setExporting] = useState(false);
  const networks = useMemo(() => channelNetworks(channels), [channels]);
  const { ids } = list.state;
  const [selection, select] = useReducer(
    (state: Selection, event: SelectionEvent) => selectionReducer(state, event),
    EMPTY_SELECTION,
  );
  const virtual = useRef<VirtualListHandle>(null);
  // The job outlives the selection: when it ends the selection is cleared and the list loaded
  // again, and the bar stays with the outcome until it is dismissed.
  const bulkJob = useBulkJob(calls, () => {
    select({ type: 'clear' });
    list.reload();
  });
  const toast = useToast();
  const exportCsv = () => setExporting(true);
  // Rows read items from the store: re-render the visible ones when it changes.
  useSyncExternalStore(store.subscribe, () => store.version);

  useEffect(() => select({ type: 'clear' }), [feed.id]);
  useEffect(() => select({ type: 'retain', order: ids }), [ids]);

  const anchor = () => {
    const index = virtual.current?.firstVisibleIndex() ?? -1;
    return index >= 0 ? (ids[index] ?? null) : null;
  };
  const merge = useCallback(
    (incoming: readonly SavedItem[]) => {
      const context = { user: { id: me.id, uuid: me.uuid }, teamIds: me.teamIds ?? [] };
      const fits = refinementTest(refine, tools.responseTargetMinutes, {
        ...context,
        now: new Date().toISOString(),
      });
      const items = incoming.filter(fits);
      if (items.length === 0) return;
      const index = virtual.current?.firstVisibleIndex() ?? -1;
      const atTop = index <= 0;
      const shift = list.live(items, atTop ? null : anchor());
      // At the top the reader sees what came in; further down their row stays where it was.
      if (!atTop) virtual.current?.shiftBy(shift);
    },
    [list.live, ids, refine, tools.responseTargetMinutes, me],
  );

  // Percolated updates of this saved feed, collected over 1000 ms by the realtime channel.
  useEffect(() => {
    const subscription = realtime.percolated$.subscribe((feeds) => {
      const wanted = feeds[feed.id];
      if (!wanted || wanted.length === 0) return;
      void Promise.all(wanted.map((id) => calls.item(id).catch(() => null))).then((items) =>
        merge(items.filter((item): item is SavedItem => item !== null)),
      );
    });
    return () => subscription.unsubscribe();
  }, [realtime.percolated$, feed.id, calls, merge]);

  // Item events: rows shown are fetched again; for the ad-hoc feed (not percolated by the
  // server) new items are matched here with the same semantics as the server's search.
  useEffect(() => {
    const context = { user: { id: me.id, uuid: me.uuid }, teamIds: me.teamIds ?? [] };
    const subscription = realtime.events$
      .pipe(
        bufferTime(LIVE_WINDOW_MS),
        filter((events) => events.length > 0),
      )
      .subscribe((events) => {
        const wanted = [...new Set(events.flatMap(changedItems))];
        void Promise.all(wanted.map((id) => calls.item(id).catch(() => null))).then((items) => {
          const found = items.filter((item): item is SavedItem => item !== null);
          const shown = new Set(list.state.ids);
          store.load(found.filter((item) => shown.has(item.id)));
          if (feed.adhoc) {
            const now = new Date().toISOString();
            merge(
              found.filter(
                (item) => !shown.has(item.id) && matchesFeed(feed, item, { ...context, now }),
              ),
            );
          }
        });
      });
    return () => subscription.unsubscribe();
  }, [realtime.events$, calls, store, feed, me, merge, list.state.ids]);

  useImperativeHandle(ref, () => ({
    ids: () => ids,
    focus: (id) => {
      const index = ids.indexOf(id);
      if (index < 0) return;
      virtual.current?.scrollToIndex(index);
      requestAnimationFrame(() =>
        document
          .querySelector<HTMLButtonElement>(`[data-item-id="${CSS.escape(id)}"] button`)
          ?.focus(),
      );
    },
  }));

  // Rows are memoised cards: their handlers stay the same and read the latest state when called,
  // and an item nobody is on gets the same empty presence, so scrolling renders new rows only.
  const latest = useRef({ ids, onOpen });
  useLayoutEffect(() => {
    latest.current = { ids, onOpen };
  });
  const openRow = useCallback((id: string) => latest.current.onOpen(id), []);
  const selectRow = useCallback(
    (id: string, how: 'toggle' | 'range') => select({ type: how, id, order: latest.current.ids }),
    [],
  );
  const presentByItem = useMemo(
    () => presenceByItem(realtime.presences, names),
    [realtime.presences, names],
  );

  const renderRow = (index: number) => {
    const id = ids[index];
    const item = id ? store.get(id) : undefined;
    if (!id || !item) return null;
    return (
      <ItemCard
        item={item}
        viewerId={me.id}
        labels={labels}
        names={names}
        present={presentByItem.get(id) ?? NOBODY}
        selected={isSelected(selection, id)}
        open={openId === id}
        current={currentId === id}
        onOpen={openRow}
        onSelect={selectRow}
      />
    );
  };

  const count = selectedCount(selection, ids.length);
  const { state } = list;
  return (
    <section
      className={styles.panel}
      aria-label={translate(i18n, inboxMessages.itemList, { feed: feed.name })}
    >
      <header className={styles.header}>
        {headerStart}
        <h2 className={styles.heading}>{feed.name}</h2>
        <IconButton label={i18n._(inboxMessages.act_export)} onClick={exportCsv} size="sm">
          <Icon name="download" />
        </IconButton>
      </header>
      <ListToolbar
        quick={tools.quick}
        onQuick={tools.setQuick}
        sort={tools.sort}
        onSort={tools.setSort}
        networks={networks}
        hasTarget={tools.responseTargetMinutes !== null}
      />
      {(count > 0 || bulkJob.run.phase !== 'idle') && (
        <BulkBar
          feed={feed}
          filters={filters}
          selection={selection}
          ids={selection.all ? ids : selectedIds(selection, ids)}
          total={selection.all ? null : count}
          onSelectAll={() =>
            refined
              ? // A refined list selects what it shows: "all" would reach the whole feed.
                ids.forEach(
                  (id) => !isSelected(selection, id) && select({ type: 'toggle', id, order: ids }),
                )
              : select({ type: 'selectAll' })
          }
          onClear={() => select({ type: 'clear' })}
          job={bulkJob}
        />
      )}
      {state.error && (
        <div role="alert" className={styles.error}>
          {translate(i18n, inboxMessages.loadFailed, { message: state.error })}
          <Button variant="secondary" onClick={list.reload}>
            {i18n._(inboxMessages.retry)}
          </Button>
        </div>
      )}
      {state.initialLoadDone && ids.length === 0 && !state.error && refined ? (
        <NoMatches quick={refine} onClear={() => tools.setQuick({})} />
      ) : state.initialLoadDone && ids.length === 0 && !state.error ? (
        <EmptyState title={i18n._(inboxMessages.emptyFeed)}>
          {i18n._(inboxMessages.emptyFeedHint)}
        </EmptyState>
      ) : (
        <div className={styles.list}>
          <VirtualList
            ref={virtual}
            count={ids.length}
            rowHeight={ITEM_ROW_HEIGHT}
            getKey={(index) => ids[index] ?? String(index)}
            renderRow={renderRow}
            label={translate(i18n, inboxMessages.itemList, { feed: feed.name })}
            onEndReached={list.loadMore}
            footer={
              <p className={styles.footer} role="status">
                {state.loading
                  ? i18n._(inboxMessages.loading)
                  : state.allLoaded && ids.length > 0
                    ? i18n._(inboxMessages.allLoaded)
                    : ''}
              </p>
            }
          />
        </div>
      )}
      <ExportDialog
        open={exporting}
        onClose={() => setExporting(false)}
        calls={calls}
        networks={feed.networks && feed.networks.length > 0 ? feed.networks : networks}
        defaults={{ networks: feed.networks ?? [], types: feed.types ?? [] }}
        feedId={feed.adhoc ? undefined : feed.id}
        email={me.email}
        onStarted={(started) =>
          toast(
            started
              ? { type: 'success', message: i18n._(platformMessages.exportSucceeded) }
              : { type: 'error', message: i18n._(platformMessages.exportFailed) },
          )
        }
      />
    </section>
  );
});
