import type { ChannelEvent } from '@smm/channels';
import {
  toApiError,
  type Channel,
  type ChannelPerson,
  type ConnectionAudit,
  type Team,
  type User,
} from '@smm/model';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ChannelsCalls } from './channels.calls.js';

/** What a channel's page shows, each part `null` until it is loaded. */
export interface ChannelDetail {
  /** The channel; `'gone'` once it answers 404 (marked for deletion, or not the person's). */
  readonly channel: Channel | 'gone' | 'forbidden' | null;
  readonly people: readonly ChannelPerson[] | null;
  readonly audits: readonly ConnectionAudit[] | null;
  readonly teams: readonly Team[];
  readonly colleagues: readonly User[];
}

/**
 * Loads a channel's page — the channel, its people, its connection history, the teams and the
 * colleagues — and reads again what a channel event of this channel changed.
 */
export function useChannelDetail(calls: ChannelsCalls, id: string) {
  const [detail, setDetail] = useState<ChannelDetail>({
    channel: null,
    people: null,
    audits: null,
    teams: [],
    colleagues: [],
  });
  const patch = (change: Partial<ChannelDetail>) => setDetail((now) => ({ ...now, ...change }));
  const loadChannel = useCallback(
    () =>
      calls.channel(id).then(
        (channel) => patch({ channel }),
        (error: unknown) => {
          const status = toApiError(error).status;
          if (status === 404) patch({ channel: 'gone' });
          else if (status === 403) patch({ channel: 'forbidden' });
        },
      ),
    [calls, id],
  );
  const loadPeople = useCallback(
    () =>
      calls.people(id).then(
        (people) => patch({ people }),
        (error: unknown) => {
          if (toApiError(error).status === 403) patch({ channel: 'forbidden' });
        },
      ),
    [calls, id],
  );
  const loadAudits = useCallback(
    () =>
      calls.audits(id).then(
        (audits) => patch({ audits }),
        () => undefined,
      ),
    [calls, id],
  );
  const loadTeams = useCallback(
    () =>
      calls.teams().then(
        (teams) => patch({ teams }),
        () => undefined,
      ),
    [calls],
  );
  const loadAll = useCallback(() => {
    void loadChannel();
    void loadPeople();
    void loadAudits();
    void loadTeams();
    calls.colleagues().then(
      (colleagues) => patch({ colleagues }),
      () => undefined,
    );
  }, [calls, loadChannel, loadPeople, loadAudits, loadTeams]);
  useEffect(loadAll, [loadAll]);

  const onEvents = useCallback(
    (events: readonly ChannelEvent[]) => {
      const changes = new Set(events.filter((e) => e.channelId === id).map((e) => e.change));
      if (changes.size === 0) return;
      void loadChannel();
      void loadAudits();
      if (changes.has('rolesChanged') || changes.has('teamsChanged')) void loadPeople();
      if (changes.has('teamsChanged')) void loadTeams();
    },
    [id, loadChannel, loadAudits, loadPeople, loadTeams],
  );
  return useMemo(
    () => ({
      detail,
      onEvents,
      reload: loadAll,
      loadChannel,
      loadPeople,
      loadAudits,
      loadTeams,
      setChannel: (channel: Channel) => patch({ channel }),
    }),
    [detail, onEvents, loadAll, loadChannel, loadPeople, loadAudits, loadTeams],
  );
}
