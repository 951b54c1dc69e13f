import type { AuthorizedChannel, Channel, ConnectRequestState } from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ConnectNetwork } from './channel-status.rules.js';
import { connectMachine, LEGACY_POLL_MS, MAX_LEGACY_POLLS } from './connect.machine.js';
import type { ConnectReturn } from './connect.rules.js';

/** A call the test answers by hand. */
interface Call<I, O> {
  readonly input: I;
  resolve(output: O): void;
  reject(error: unknown): void;
}

function calls<I, O>() {
  const made: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input }) =>
      new Promise<O>((resolve, reject) => {
        made.push({ input, resolve, reject });
      }),
  );
  return { made, logic, last: () => made[made.length - 1] as Call<I, O> };
}

const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const authorised = (channelId: string, status = 'AVAILABLE'): AuthorizedChannel => ({
  channelId,
  networkType: 'linkedIn',
  status,
  name: channelId,
});

const request = (extra: Partial<ConnectRequestState>): ConnectRequestState => ({
  id: '7',
  status: 'PENDING',
  channelIds: ['vk-1'],
  connectedIds: [],
  message: null,
  ...extra,
});

function start(returned: ConnectReturn | null = null) {
  const startConnect = calls<{ network: ConnectNetwork }, { authorizeUrl: string }>();
  const fetchAccounts = calls<{ network: ConnectNetwork }, readonly AuthorizedChannel[]>();
  const addToNetwork = calls<
    { network: ConnectNetwork; channelIds: readonly string[] },
    readonly Channel[]
  >();
  const startLegacy = calls<{ channelIds: readonly string[] }, ConnectRequestState>();
  const fetchLegacyState = calls<void, ConnectRequestState>();
  const opened: string[] = [];
  const clock = new SimulatedClock();
  const actor = createActor(
    connectMachine.provide({
      actors: {
        startConnect: startConnect.logic,
        fetchAccounts: fetchAccounts.logic,
        addToNetwork: addToNetwork.logic,
        startLegacy: startLegacy.logic,
        fetchLegacyState: fetchLegacyState.logic,
      },
      actions: {
        openConsent: ({ context }) => {
          opened.push(context.authorizeUrl ?? '');
        },
      },
    }),
    { input: { returned }, clock },
  ).start();
  return {
    actor,
    clock,
    opened,
    startConnect,
    fetchAccounts,
    addToNetwork,
    startLegacy,
    fetchLegacyState,
  };
}

const state = (flow: ReturnType<typeof start>) => flow.actor.getSnapshot().value;
const context = (flow: ReturnType<typeof start>) => flow.actor.getSnapshot().context;

describe('connecting channels', () => {
  it('starts with the networks, and sends the browser to the chosen network’s consent page', async () => {
    const flow = start();
    expect(state(flow)).toBe('choosing');
    flow.actor.send({ type: 'network.choose', network: 'linkedin' });
    expect(state(flow)).toBe('authorizing');
    expect(flow.startConnect.last().input).toEqual({ network: 'linkedin' });
    flow.startConnect.last().resolve({ authorizeUrl: '/sandbox/linkedin/oauth/authorize?x=1' });
    await settle();
    expect(state(flow)).toBe('redirecting');
    expect(flow.opened).toEqual(['/sandbox/linkedin/oauth/authorize?x=1']);
  });

  it('says why a network could not be started, and tries the same network again', async () => {
    const flow = start();
    flow.actor.send({ type: 'network.choose', network: 'tiktok' });
    flow.startConnect.last().reject({ status: 503, message: 'Service unavailable' });
    await settle();
    expect(state(flow)).toBe('failed');
    expect(context(flow).problem).toMatchObject({ kind: 'start', error: { status: 503 } });
    flow.actor.send({ type: 'retry' });
    expect(state(flow)).toBe('authorizing');
    expect(flow.startConnect.made).toHaveLength(2);
    expect(flow.startConnect.last().input).toEqual({ network: 'tiktok' });
  });

  it('back from the consent page: lists the accounts, the available ones chosen, and adds the chosen ones', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 4 });
    expect(state(flow)).toBe('loadingAccounts');
    expect(flow.fetchAccounts.last().input).toEqual({ network: 'linkedin' });
    flow.fetchAccounts
      .last()
      .resolve([
        authorised('linkedin-a'),
        authorised('linkedin-b', 'ADDED'),
        authorised('linkedin-c'),
        authorised('linkedin-d'),
      ]);
    await settle();
    expect(state(flow)).toBe('accounts');
    expect(context(flow).selected).toEqual(['linkedin-a', 'linkedin-c', 'linkedin-d']);
    flow.actor.send({ type: 'account.toggle', channelId: 'linkedin-d' });
    flow.actor.send({ type: 'accounts.add' });
    expect(state(flow)).toBe('adding');
    expect(flow.addToNetwork.last().input).toEqual({
      network: 'linkedin',
      channelIds: ['linkedin-a', 'linkedin-c'],
    });
    const added = [
      makeChannel({ id: 'linkedin-a', status: 'INDEXING STARTED' }),
      makeChannel({ id: 'linkedin-c', status: 'INDEXING STARTED' }),
    ];
    flow.addToNetwork.last().resolve(added);
    await settle();
    expect(state(flow)).toBe('done');
    expect(context(flow).added).toEqual(added);
    expect(flow.startLegacy.made).toHaveLength(0);
  });

  it('adds nothing without a chosen account', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 1 });
    flow.fetchAccounts.last().resolve([authorised('linkedin-b', 'ADDED')]);
    await settle();
    flow.actor.send({ type: 'accounts.add' });
    expect(state(flow)).toBe('accounts');
    expect(flow.addToNetwork.made).toHaveLength(0);
  });

  it('adds each network’s channels at its endpoint, then the others through the legacy job, asking until it is done', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 3 });
    flow.fetchAccounts
      .last()
      .resolve([authorised('linkedin-a'), authorised('vk-1'), authorised('facebook-2')]);
    await settle();
    flow.actor.send({ type: 'accounts.add' });
    expect(flow.addToNetwork.last().input).toEqual({
      network: 'linkedin',
      channelIds: ['linkedin-a'],
    });
    flow.addToNetwork.last().resolve([makeChannel({ id: 'linkedin-a' })]);
    await settle();
    expect(flow.addToNetwork.last().input).toEqual({
      network: 'facebook',
      channelIds: ['facebook-2'],
    });
    flow.addToNetwork.last().resolve([makeChannel({ id: 'facebook-2' })]);
    await settle();
    expect(state(flow)).toBe('legacyStarting');
    expect(flow.startLegacy.last().input).toEqual({ channelIds: ['vk-1'] });
    flow.startLegacy.last().resolve(request({}));
    await settle();
    expect(state(flow)).toBe('legacyWaiting');
    expect(flow.fetchLegacyState.made).toHaveLength(0);
    flow.clock.increment(LEGACY_POLL_MS);
    expect(state(flow)).toBe('legacyChecking');
    flow.fetchLegacyState.last().resolve(request({ status: 'PENDING' }));
    await settle();
    expect(state(flow)).toBe('legacyWaiting');
    flow.clock.increment(LEGACY_POLL_MS);
    flow.fetchLegacyState.last().resolve(request({ status: 'DONE', connectedIds: ['vk-1'] }));
    await settle();
    expect(state(flow)).toBe('done');
    expect(context(flow).added.map((c) => c.id)).toEqual(['linkedin-a', 'facebook-2']);
    expect(context(flow).legacy?.connectedIds).toEqual(['vk-1']);
  });

  it('a failed legacy job ends with its message', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 1 });
    flow.fetchAccounts.last().resolve([authorised('vk-1')]);
    await settle();
    flow.actor.send({ type: 'accounts.add' });
    expect(flow.addToNetwork.made).toHaveLength(0);
    flow.startLegacy.last().resolve(request({}));
    await settle();
    flow.clock.increment(LEGACY_POLL_MS);
    flow.fetchLegacyState
      .last()
      .resolve(request({ status: 'FAILED', message: 'The network refused vk-1.' }));
    await settle();
    expect(state(flow)).toBe('failed');
    expect(context(flow).problem).toEqual({ kind: 'legacy', message: 'The network refused vk-1.' });
  });

  it('stops asking after its tries and says it takes longer', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 1 });
    flow.fetchAccounts.last().resolve([authorised('vk-1')]);
    await settle();
    flow.actor.send({ type: 'accounts.add' });
    flow.startLegacy.last().resolve(request({}));
    await settle();
    for (let i = 0; i < MAX_LEGACY_POLLS; i++) {
      flow.clock.increment(LEGACY_POLL_MS);
      // Failed questions count as tries too.
      if (i % 2 === 0) flow.fetchLegacyState.last().resolve(request({}));
      else flow.fetchLegacyState.last().reject(new Error('offline'));
      await settle();
    }
    expect(state(flow)).toBe('failed');
    expect(context(flow).problem).toEqual({ kind: 'legacySlow' });
    expect(flow.fetchLegacyState.made).toHaveLength(MAX_LEGACY_POLLS);
  });

  it('keeps WhatsApp numbers out: they connect through their own flow', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 2 });
    flow.fetchAccounts.last().resolve([authorised('linkedin-a'), authorised('whatsapp-1')]);
    await settle();
    flow.actor.send({ type: 'accounts.add' });
    flow.addToNetwork.last().resolve([makeChannel({ id: 'linkedin-a' })]);
    await settle();
    expect(state(flow)).toBe('done');
    expect(context(flow).skipped).toEqual(['whatsapp-1']);
  });

  it('a failed add says why; retry goes back to the network’s consent page', async () => {
    const flow = start({ kind: 'authorized', network: 'linkedin', count: 1 });
    flow.fetchAccounts.last().resolve([authorised('linkedin-a')]);
    await settle();
    flow.actor.send({ type: 'accounts.add' });
    flow.addToNetwork.last().reject({
      status: 409,
      message: 'The channel linkedin-a is connected by another organisation.',
    });
    await settle();
    expect(context(flow).problem).toMatchObject({ kind: 'add', error: { status: 409 } });
    flow.actor.send({ type: 'retry' });
    expect(state(flow)).toBe('authorizing');
  });

  it.each([
    ['access_denied', 'authorizing'],
    ['expired', 'authorizing'],
    ['taken', 'choosing'],
  ] as const)('back with %s: the problem is shown, and retry leads to %s', (reason, next) => {
    const flow = start({ kind: 'failed', network: 'facebook', reason });
    expect(state(flow)).toBe('failed');
    expect(context(flow).problem).toEqual({ kind: 'consent', reason });
    flow.actor.send({ type: 'retry' });
    expect(state(flow)).toBe(next);
  });

  it('a failure without a known network retries from the networks', () => {
    const flow = start({ kind: 'failed', network: null, reason: 'expired' });
    flow.actor.send({ type: 'retry' });
    expect(state(flow)).toBe('choosing');
    expect(context(flow).problem).toBeNull();
  });

  it('the accounts could not be read: retry starts the consent again; back shows the networks', async () => {
    const flow = start({ kind: 'authorized', network: 'youtube', count: 2 });
    flow.fetchAccounts.last().reject({ status: 500, message: 'Request failed' });
    await settle();
    expect(context(flow).problem).toMatchObject({ kind: 'accounts' });
    flow.actor.send({ type: 'back' });
    expect(state(flow)).toBe('choosing');
  });
});
