import type { Viewer } from '@smm/engage-rules';
import type { AssignableUser, Channel, ChannelGroup, Label, Team, User } from '@smm/model';
import { createContext, useContext } from 'react';
import type { EngageCalls } from './engage.calls.js';
import type { ItemStore } from './item.store.js';
import type { InboxRealtime } from './presence/use-realtime.js';

/** What every part of the inbox works with: the calls, who is looking, the organisation's names. */
export interface EngageEnv {
  readonly calls: EngageCalls;
  readonly store: ItemStore;
  readonly me: User;
  /** The signed-in user as the capability rules see them (their role per channel). */
  readonly viewer: Viewer;
  readonly labels: ReadonlyMap<string, Label>;
  readonly teams: readonly Team[];
  readonly colleagues: readonly User[];
  readonly channels: readonly Channel[];
  /** The organisation's channel groups (the feed editor picks channels by them). */
  readonly channelGroups: readonly ChannelGroup[];
  /** User and team names by id (assignees, presence). */
  readonly names: ReadonlyMap<string, string>;
  readonly realtime: InboxRealtime;
  /** Who an item of the channel may be assigned to (asked once per channel). */
  readonly assignables: (channelId: string) => Promise<readonly AssignableUser[]>;
}

const EngageContext = createContext<EngageEnv | null>(null);

/** The inbox's environment, from the nearest {@link EngageProvider}. */
export function useEngage(): EngageEnv {
  const env = useContext(EngageContext);
  if (!env) throw new Error('useEngage needs <EngageProvider> above it.');
  return env;
}

/** Gives the inbox's parts their environment. */
export const EngageProvider = EngageContext.Provider;
