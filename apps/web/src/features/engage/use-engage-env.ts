import type { ApiClient } from '@smm/api-client';
import type { Viewer } from '@smm/engage-rules';
import type { User } from '@smm/model';
import { useMemo } from 'react';
import { useSharedRealtime } from '../../shell/realtime.js';
import { engageCalls } from './engage.calls.js';
import type { EngageEnv } from './engage.context.js';
import { ItemStore } from './item.store.js';
import { useRealtime } from './presence/use-realtime.js';
import { useDirectory } from './use-directory.js';

/**
 * What every engage screen gives its components (the inbox, the content viewer): the calls, one
 * item store, the organisation's directory, realtime, and the signed-in person as a viewer with
 * their role on each channel.
 */
export function useEngageEnv(me: User, api: ApiClient): EngageEnv {
  const calls = useMemo(() => engageCalls(api), [api]);
  const store = useMemo(() => new ItemStore(), []);
  const directory = useDirectory(calls);
  const realtime = useRealtime(useSharedRealtime());
  const viewer = useMemo<Viewer>(
    () => ({
      id: me.id,
      channelRoles: Object.fromEntries(
        directory.channels.flatMap((channel) => (channel.role ? [[channel.id, channel.role]] : [])),
      ),
    }),
    [me.id, directory.channels],
  );
  return useMemo<EngageEnv>(
    () => ({ calls, store, me, viewer, realtime, ...directory }),
    [calls, store, me, viewer, realtime, directory],
  );
}
