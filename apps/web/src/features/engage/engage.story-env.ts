import type { SavedItem, User } from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import { Subject } from 'rxjs';
import type { EngageCalls } from './engage.calls.js';
import type { EngageEnv } from './engage.context.js';
import { ItemStore } from './item.store.js';

/**
 * The engage calls of a story: those given, on the story's own data; any other call rejects
 * with its name, so a story that reaches one says which call it lacks.
 */
export function storyCalls(calls: Partial<EngageCalls>): EngageCalls {
  return new Proxy(calls, {
    get: (target, key) =>
      Reflect.get(target, key) ??
      (() => Promise.reject(new Error(`${String(key)} is not faked in this story`))),
  }) as EngageCalls;
}

/** What a story's engage environment needs; everything else has a quiet default. */
export type StoryEnvInput = Partial<EngageEnv> & {
  readonly me: User;
  readonly calls: EngageCalls;
  /** Items the store (the given one, or a new one) starts with. */
  readonly items?: readonly SavedItem[];
};

/**
 * The engage environment of a story: the given user, calls and items, the realtime channel
 * open with nobody else on it, one channel, no labels or teams; colleagues default to the
 * user, names to the colleagues' and teams'.
 *
 * @example
 * const env = storyEnv({ me: ada, calls: storyCalls({ notes: async () => [] }), items });
 */
export function storyEnv(input: StoryEnvInput): EngageEnv {
  const { items = [], store = new ItemStore(), ...env } = input;
  store.load([...items]);
  const colleagues = env.colleagues ?? [env.me];
  const teams = env.teams ?? [];
  return {
    viewer: { id: env.me.id },
    labels: new Map(),
    channels: [makeChannel()],
    channelGroups: [],
    names: new Map([...colleagues, ...teams].map((entry) => [entry.id, entry.name ?? ''])),
    realtime: {
      status: 'open',
      presences: {},
      events$: new Subject(),
      percolated$: new Subject(),
      setViewing: () => undefined,
      setEditing: () => undefined,
    },
    assignables: async () => [],
    ...env,
    colleagues,
    teams,
    store,
  };
}
