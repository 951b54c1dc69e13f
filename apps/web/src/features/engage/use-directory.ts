import type { AssignableUser, Channel, ChannelGroup, Label, Team, User } from '@smm/model';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { EngageCalls } from './engage.calls.js';

/** The organisation as the inbox names it: labels, teams, colleagues, channels. */
export interface Directory {
  readonly labels: ReadonlyMap<string, Label>;
  readonly teams: readonly Team[];
  readonly colleagues: readonly User[];
  readonly channels: readonly Channel[];
  /** The organisation's channel groups, with the person's channels in each. */
  readonly channelGroups: readonly ChannelGroup[];
  /** User and team names by id. */
  readonly names: ReadonlyMap<string, string>;
}

const EMPTY: Directory = {
  labels: new Map(),
  teams: [],
  colleagues: [],
  channels: [],
  channelGroups: [],
  names: new Map(),
};

/**
 * Loads what the inbox shows names from, once per screen; a part that fails to load leaves
 * that part empty (the inbox still works, with ids instead of names).
 */
export function useDirectory(calls: EngageCalls) {
  const [directory, setDirectory] = useState<Directory>(EMPTY);
  const assignables = useRef(new Map<string, Promise<readonly AssignableUser[]>>());
  useEffect(() => {
    let live = true;
    const settle = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);
    void Promise.all([
      settle(calls.labels(), [] as Label[]),
      settle(calls.teams(), [] as Team[]),
      settle(calls.colleagues(), [] as User[]),
      settle(calls.channels(), [] as Channel[]),
      settle(calls.channelGroups(), [] as ChannelGroup[]),
    ]).then(([labels, teams, colleagues, channels, channelGroups]) => {
      if (!live) return;
      const names = new Map<string, string>();
      for (const user of colleagues) names.set(user.id, user.name ?? user.email);
      for (const team of teams) names.set(team.id, team.name);
      setDirectory({
        labels: new Map(labels.map((label) => [label.id, label])),
        teams,
        colleagues,
        channels,
        channelGroups,
        names,
      });
    });
    return () => {
      live = false;
    };
  }, [calls]);
  return useMemo(
    () => ({
      ...directory,
      assignables: (channelId: string) => {
        const known = assignables.current.get(channelId);
        if (known) return known;
        const asked = calls.assignables(channelId).catch((error: unknown) => {
          assignables.current.delete(channelId);
          throw error;
        });
        assignables.current.set(channelId, asked);
        return asked;
      },
    }),
    [directory, calls],
  );
}
