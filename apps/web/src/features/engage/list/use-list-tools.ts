import { type MatchContext, matchesConditions, refineConditions } from '@smm/feeds';
import { isRead } from '@smm/inbox';
import type { Channel, MarkReadOnOpen, Network, QuickFilters, SavedItem } from '@smm/model';
import { useEffect, useState } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import type { ItemStore } from '../item.store.js';
import { DEFAULT_SORT, type ListSort } from './list-tools.calls.js';
import { setResponseTarget } from './response-target.store.js';

/**
 * The list's refinement and order, kept while the reader opens one item after another (the list
 * stays mounted), and the settings they depend on: the organisation's response target and the
 * person's mark-read-on-open (read once; "immediately" until known, decision 0057).
 */
export function useListTools(calls: EngageCalls) {
  const [quick, setQuick] = useState<QuickFilters>({});
  const [sort, setSort] = useState<ListSort>(DEFAULT_SORT);
  const [responseTargetMinutes, setTarget] = useState<number | null>(null);
  const [markReadOnOpen, setMarkRead] = useState<MarkReadOnOpen | undefined>(undefined);
  useEffect(() => {
    let live = true;
    calls
      .orgSettings()
      .then((settings) => {
        if (!live) return;
        setTarget(settings.responseTargetMinutes);
        setResponseTarget(settings.responseTargetMinutes);
      })
      .catch(() => undefined);
    calls
      .preferences()
      .then((preferences) => live && setMarkRead(preferences.markReadOnOpen))
      .catch(() => live && setMarkRead('immediately'));
    return () => {
      live = false;
    };
  }, [calls]);
  return { quick, setQuick, sort, setSort, responseTargetMinutes, markReadOnOpen };
}

/** How long "after 2 s" waits before marking the open item read. */
export const MARK_READ_DELAY_MS = 2000;

/**
 * Marks the item the reader opens as read for them, as their setting says: at once, after 2 s
 * (if it is still open then), or never. Items already read are left alone.
 */
export function useMarkReadOnOpen(args: {
  readonly openId: string | null;
  readonly setting: MarkReadOnOpen | undefined;
  readonly calls: EngageCalls;
  readonly store: ItemStore;
  readonly viewerId: string;
}) {
  const { openId, setting, calls, store, viewerId } = args;
  useEffect(() => {
    if (openId === null || setting === undefined || setting === 'never') return;
    const timer = setTimeout(
      () => {
        const item = store.get(openId);
        if (item && isRead(item, viewerId)) return;
        calls
          .toggle(openId, 'read')
          .then((updated) => store.load([updated]))
          .catch(() => undefined);
      },
      setting === 'after2s' ? MARK_READ_DELAY_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [openId, setting, calls, store, viewerId]);
}

/**
 * Whether a live item still belongs in the refined list (the same conditions the server adds to
 * the feed's), so items coming in while the reader narrows the list respect the narrowing.
 */
export function refinementTest(
  quick: QuickFilters,
  responseTargetMinutes: number | null,
  context: MatchContext,
): (item: SavedItem) => boolean {
  const conditions = refineConditions(quick, {
    now: Date.parse(context.now),
    responseTargetMinutes,
  });
  return conditions.length === 0
    ? () => true
    : (item) => matchesConditions(conditions, item, context);
}

/** The networks the reader can narrow the list to: those of their channels, each once. */
export function channelNetworks(channels: readonly Channel[]): Network[] {
  return [...new Set(channels.map((channel) => channel.type))];
}
