import { useLingui } from '@lingui/react';
import type { ApiClient } from '@smm/api-client';
import {
  channelListReducer,
  channelNetworks,
  connectReturnOf,
  DEFAULT_SORT,
  filterChannels,
  INITIAL_CHANNEL_LIST,
  isFiltered,
  isWhatsAppChannelId,
  listRefresh,
  nextSort,
  NO_FILTER,
  shownCount,
  sortChannels,
  type ChannelAction,
  type ChannelEvent,
  type ChannelFilter,
  type ChannelSort,
  type ConnectReturn,
} from '@smm/channels';
import { channelsMessages as m, translate } from '@smm/i18n';
import { toApiError, type Channel, type Team, type User, type WhatsAppChannel } from '@smm/model';
import { needsReconnection } from '@smm/networks';
import { apiErrorToast } from '@smm/notify';
import { Banner, Button, EmptyState, Skeleton, SkeletonBlock } from '@smm/ui';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { navigate, useHashLocation } from 'wouter/use-hash-location';
import { useSharedRealtime } from '../../../shell/realtime.js';
import { useToast } from '../../../shell/toasts.js';
import { ChannelFilters } from './ChannelFilters.js';
import { channelsCalls } from './channels.calls.js';
import * as styles from './ChannelsArea.css.js';
import { ChannelTable } from './ChannelTable.js';
import { ConnectFlow } from './ConnectFlow.js';
import { useChannelEvents } from './use-channel-events.js';
import { PendingNumbers } from './whatsapp/PendingNumbers.js';
import { whatsappCalls } from './whatsapp/whatsapp.calls.js';
import { WhatsAppConnectFlow } from './whatsapp/WhatsAppConnectFlow.js';
import { queryOf, queryStringOf } from './url.query.js';

/** What the channel settings screens receive from the settings area. */
export interface ChannelsAreaProps {
  readonly api: ApiClient;
  readonly me: User;
  /** The route's parameters (`id` on a channel's page). */
  readonly params: Readonly<Record<string, string>>;
}

/** What the list knows of its loading. */
type Load = 'loading' | 'loaded' | 'failed' | 'forbidden';

/** Connect dialogs: each opening is a dialog of its own (a fresh flow). */
interface Connecting {
  readonly key: number;
  readonly returned: ConnectReturn | null;
}

/** The WhatsApp connect dialog: each opening is a flow of its own, afresh or for a number. */
interface ConnectingWhatsApp {
  readonly key: number;
  readonly resume: WhatsAppChannel | null;
}

/**
 * The channel settings list (`#/settings/channels`): the count of the organisation's channels,
 * Connect a channel, search and filters, and every channel the person manages in a virtualised
 * table with its state, status and what to do about it. Back from a network's consent page (the
 * URL says how it went) the connect dialog goes on where it stopped. Channel events of the
 * organisation's realtime channel keep it current without reloading. WhatsApp numbers being
 * connected are listed with Continue; WhatsApp opens its own connect flow (also for a
 * reconnect of a WhatsApp number, and for `?whatsapp=<channel id>` from a channel's page).
 */
export function ChannelsArea({ api, me }: ChannelsAreaProps) {
  const { i18n } = useLingui();
  const toast = useToast();
  const calls = useMemo(() => channelsCalls(api), [api]);
  const [location] = useHashLocation();
  const [list, dispatch] = useReducer(channelListReducer, INITIAL_CHANNEL_LIST);
  const [load, setLoad] = useState<Load>('loading');
  const [teams, setTeams] = useState<readonly Team[]>([]);
  const [filter, setFilter] = useState<ChannelFilter>(NO_FILTER);
  const [sort, setSort] = useState<ChannelSort>(DEFAULT_SORT);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [connecting, setConnecting] = useState<Connecting | null>(null);
  const wa = useMemo(() => whatsappCalls(api), [api]);
  const [waNumbers, setWaNumbers] = useState<readonly WhatsAppChannel[]>([]);
  const [connectingWhatsApp, setConnectingWhatsApp] = useState<ConnectingWhatsApp | null>(null);
  const reloadWhatsApp = useCallback(() => {
    // Only channel managers may ask; for others there is nothing being connected to show.
    wa.channels().then(setWaNumbers, () => setWaNumbers([]));
  }, [wa]);
  useEffect(reloadWhatsApp, [reloadWhatsApp]);
  const openWhatsApp = useCallback(
    (resume: WhatsAppChannel | null) =>
      setConnectingWhatsApp((current) => ({ key: (current?.key ?? 0) + 1, resume })),
    [],
  );
  // A WhatsApp number reconnects through its flow again, from the step its state decides.
  const reconnectWhatsApp = useCallback(
    (channelId: string) => {
      wa.channels().then(
        (numbers) => {
          const number = numbers.find((n) => n.id === channelId);
          if (number === undefined) toast({ type: 'error', message: i18n._(m.stepOtherFlow) });
          else openWhatsApp({ ...number, connected: false });
        },
        (error: unknown) => toast(apiErrorToast(toApiError(error))),
      );
    },
    [wa, toast, i18n, openWhatsApp],
  );

  const reload = useCallback(() => {
    calls.all().then(
      (page) => {
        dispatch({ type: 'loaded', channels: page.channels, total: page.total });
        setLoad('loaded');
      },
      (error: unknown) => setLoad(toApiError(error).status === 403 ? 'forbidden' : 'failed'),
    );
    calls.teams().then(setTeams, () => undefined);
  }, [calls]);
  useEffect(reload, [reload]);

  // Back from a network's consent page: the connect dialog goes on, and the URL is cleared.
  const query = queryStringOf(location);
  useEffect(() => {
    const params = queryOf(`?${query}`);
    // From a WhatsApp channel's page: its reconnect opens the WhatsApp flow for its number.
    const whatsapp = params['whatsapp'];
    if (whatsapp !== undefined && whatsapp !== '') {
      navigate('/settings/channels', { replace: true });
      reconnectWhatsApp(whatsapp);
      return;
    }
    const returned = connectReturnOf(params);
    if (returned === null) return;
    navigate('/settings/channels', { replace: true });
    if (returned.kind !== 'reconnected') {
      setConnecting((current) => ({ key: (current?.key ?? 0) + 1, returned }));
    }
  }, [query, reconnectWhatsApp]);

  // The channels listed now, for events that arrive between renders.
  const listed = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    listed.current = new Set((list.channels ?? []).map((channel) => channel.id));
  }, [list.channels]);
  const readAgain = useCallback(
    (ids: readonly string[]) => {
      for (const id of ids) {
        calls.channel(id).then(
          (channel) => {
            // An administrator manages every channel; others get new ones through a full read.
            if (me.isAdmin || listed.current.has(id)) {
              dispatch({ type: 'upserted', channels: [channel] });
            }
          },
          (error: unknown) => {
            if (toApiError(error).status === 404) dispatch({ type: 'removed', channelIds: [id] });
          },
        );
      }
    },
    [calls, me.isAdmin],
  );
  const onEvents = useCallback(
    (events: readonly ChannelEvent[]) => {
      const refreshes = events.map((event) => ({
        event,
        refresh: listRefresh(event.change, me.isAdmin),
      }));
      if (refreshes.some((r) => r.refresh === 'reloadAll')) {
        reload();
        return;
      }
      const removed = new Set(
        refreshes.filter((r) => r.refresh === 'remove').map((r) => r.event.channelId),
      );
      if (removed.size > 0) dispatch({ type: 'removed', channelIds: [...removed] });
      readAgain([
        ...new Set(
          refreshes
            .filter((r) => r.refresh === 'reloadOne' && !removed.has(r.event.channelId))
            .map((r) => r.event.channelId),
        ),
      ]);
    },
    [me.isAdmin, readAgain, reload],
  );
  useChannelEvents(useSharedRealtime(), onEvents, reload);

  const search = useDeferredValue(filter.search);
  const channels = list.channels;
  const shown = useMemo(
    () =>
      channels === null
        ? []
        : sortChannels(filterChannels(channels, { ...filter, search }), sort, i18n.locale),
    [channels, filter, search, sort, i18n.locale],
  );
  const teamNames = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);
  const networks = useMemo(() => channelNetworks(channels ?? []), [channels]);
  const stale = useMemo(() => (channels ?? []).filter((c) => needsReconnection(c)), [channels]);

  const act = (channel: Channel, action: ChannelAction) => {
    setBusy((now) => new Set(now).add(channel.id));
    const done = () =>
      setBusy((now) => {
        const next = new Set(now);
        next.delete(channel.id);
        return next;
      });
    if (action === 'reconnect' && isWhatsAppChannelId(channel.id)) {
      done();
      reconnectWhatsApp(channel.id);
      return;
    }
    if (action === 'reconnect') {
      calls.reconnect(channel.id).then(
        ({ authorizeUrl }) => window.location.assign(authorizeUrl),
        (error: unknown) => {
          done();
          const failure = toApiError(error);
          toast(
            failure.status === 422
              ? { type: 'error', message: i18n._(m.stepOtherFlow) }
              : apiErrorToast(failure),
          );
        },
      );
      return;
    }
    calls
      .indexAgain(channel.id)
      .then((fresh) => {
        dispatch({ type: 'upserted', channels: [fresh] });
        toast({
          type: 'info',
          message: translate(i18n, m.indexingStarted, { name: channel.name }),
        });
      })
      .catch((error: unknown) => toast(apiErrorToast(toApiError(error))))
      .finally(done);
  };
  const openConnect = () =>
    setConnecting((current) => ({ key: (current?.key ?? 0) + 1, returned: null }));
  const onAdded = useCallback(
    (added: readonly Channel[]) => dispatch({ type: 'upserted', channels: added }),
    [],
  );

  if (load === 'forbidden') {
    return (
      <section className={styles.page} aria-labelledby="channels-title">
        <h2 id="channels-title" className={styles.title}>
          {i18n._(m.title)}
        </h2>
        <EmptyState
          icon="lock"
          headingLevel={3}
          title={i18n._(m.noAccessTitle)}
          className={styles.empty}
        >
          {i18n._(m.noAccessBody)}
        </EmptyState>
      </section>
    );
  }
  const count = shownCount(list.total);
  const format = new Intl.NumberFormat(i18n.locale);
  return (
    <section className={styles.page} aria-labelledby="channels-title">
      <div className={styles.head}>
        <div className={styles.titles}>
          <div className={styles.titleLine}>
            <h2 id="channels-title" className={styles.title}>
              {i18n._(m.title)}
            </h2>
            {count === null ? (
              <span className={styles.countSkeleton} aria-label={i18n._(m.counting)} role="img">
                <SkeletonBlock width="6em" />
              </span>
            ) : (
              <span className={styles.count} role="status">
                {translate(i18n, m.count, { count })}
              </span>
            )}
          </div>
          <p className={styles.intro}>{i18n._(m.intro)}</p>
        </div>
        <Button onClick={openConnect}>{i18n._(m.connect)}</Button>
      </div>
      {stale.length > 0 ? (
        <Banner
          tone="warning"
          action={
            stale.length === 1 && stale[0] ? (
              <Button
                variant="secondary"
                busy={busy.has(stale[0].id)}
                onClick={() => stale[0] && act(stale[0], 'reconnect')}
              >
                {translate(i18n, m.reconnectNamed, { name: stale[0].name })}
              </Button>
            ) : (
              <Button
                variant="secondary"
                onClick={() => setFilter({ ...NO_FILTER, network: 'facebook' })}
              >
                {i18n._(m.showThem)}
              </Button>
            )
          }
        >
          {translate(i18n, m.needsReconnection, { count: stale.length })}
        </Banner>
      ) : null}
      <PendingNumbers
        numbers={waNumbers.filter((number) => !number.connected)}
        onContinue={openWhatsApp}
        onCancel={(number) =>
          wa
            .cancel(number.id)
            .catch((error: unknown) => toast(apiErrorToast(toApiError(error))))
            .finally(reloadWhatsApp)
        }
      />
      {load === 'failed' ? (
        <Banner
          tone="warning"
          action={
            <Button variant="secondary" onClick={reload}>
              {i18n._(m.tryAgain)}
            </Button>
          }
        >
          {i18n._(m.loadFailed)}
        </Banner>
      ) : null}
      {channels === null ? (
        load === 'loading' ? (
          <Skeleton lines={6} label={i18n._(m.loading)} />
        ) : null
      ) : channels.length === 0 ? (
        <EmptyState
          icon="link"
          headingLevel={3}
          title={i18n._(m.emptyTitle)}
          className={styles.empty}
          action={<Button onClick={openConnect}>{i18n._(m.connect)}</Button>}
        >
          {i18n._(m.emptyBody)}
        </EmptyState>
      ) : (
        <>
          <ChannelFilters
            filter={filter}
            onChange={setFilter}
            networks={networks}
            teams={teams}
            shown={shown.length}
            total={channels.length}
            format={format}
          />
          {shown.length === 0 && isFiltered(filter) ? (
            <EmptyState
              icon="search"
              headingLevel={3}
              title={i18n._(m.noMatchTitle)}
              className={styles.empty}
              action={
                <Button variant="secondary" onClick={() => setFilter(NO_FILTER)}>
                  {i18n._(m.clearFilters)}
                </Button>
              }
            >
              {i18n._(m.noMatchBody)}
            </EmptyState>
          ) : (
            <ChannelTable
              channels={shown}
              sort={sort}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              teamNames={teamNames}
              onOpen={(channel) => navigate(`/settings/channels/${encodeURIComponent(channel.id)}`)}
              onAction={act}
              busy={busy}
            />
          )}
        </>
      )}
      {connecting !== null ? (
        <ConnectFlow
          key={connecting.key}
          calls={calls}
          returned={connecting.returned}
          onAdded={onAdded}
          onClose={() => setConnecting(null)}
          onWhatsApp={() => {
            setConnecting(null);
            openWhatsApp(null);
          }}
        />
      ) : null}
      {connectingWhatsApp !== null ? (
        <WhatsAppConnectFlow
          key={connectingWhatsApp.key}
          calls={wa}
          resume={connectingWhatsApp.resume}
          onAdded={onAdded}
          onClose={() => {
            setConnectingWhatsApp(null);
            reloadWhatsApp();
          }}
        />
      ) : null}
    </section>
  );
}
