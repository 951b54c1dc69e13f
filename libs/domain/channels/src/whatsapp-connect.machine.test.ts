import type {
  Channel,
  WhatsAppBusinessAccount,
  WhatsAppChannel,
  WhatsAppCodeSent,
  WhatsAppDeployment,
  WhatsAppNewNumber,
  WhatsAppPhoneNumberGroup,
} from '@smm/model';
import { makeChannel } from '@smm/model/testing';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { whatsappConnectMachine } from './whatsapp-connect.machine.js';
import { whatsappConnectView } from './whatsapp-connect.selectors.js';
import type { WhatsAppDeploymentInput } from './whatsapp.types.js';
import {
  account,
  calls,
  CAUSE,
  codeSent,
  deployment,
  minutes,
  phoneNumber,
  settle,
  waChannel,
} from './whatsapp.test-data.js';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');
const group = (...numbers: WhatsAppPhoneNumberGroup['numbers']) => ({ id: 'waba-1', numbers });

function start(resume: WhatsAppChannel | null = null) {
  const c = {
    fetchAccounts: calls<void, readonly WhatsAppBusinessAccount[]>(),
    fetchNumbers: calls<{ businessAccountId: string }, WhatsAppPhoneNumberGroup>(),
    addNumber: calls<WhatsAppNewNumber, WhatsAppPhoneNumberGroup>(),
    removeNumber: calls<
      { businessAccountId: string; phoneNumberId: string },
      WhatsAppPhoneNumberGroup
    >(),
    chooseNumber: calls<{ phoneNumberId: string }, WhatsAppChannel>(),
    sendCode: calls<{ channelId: string }, WhatsAppCodeSent>(),
    verifyCode: calls<{ channelId: string; code: string; pin: string }, WhatsAppChannel>(),
    activateNumber: calls<WhatsAppDeploymentInput, unknown>(),
    verifyNumber: calls<WhatsAppDeploymentInput, WhatsAppDeployment>(),
    connectNumber: calls<{ channelIds: readonly string[] }, readonly Channel[]>(),
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    whatsappConnectMachine.provide({
      actors: Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.logic])) as never,
    }),
    { input: { resume }, clock },
  ).start();
  const view = () => whatsappConnectView(actor.getSnapshot());
  return { ...c, actor, clock, view, snapshot: () => actor.getSnapshot() };
}
type Flow = ReturnType<typeof start>;
/** A call's record, as the table of load failures reads it. */
interface Made {
  readonly made: readonly unknown[];
  last(): { reject(error: unknown): void };
}

async function toNumbers(flow: Flow) {
  flow.fetchAccounts
    .last()
    .resolve([account(), account({ id: 'waba-2', name: 'Demo Coffee Events' })]);
  await settle();
  flow.actor.send({ type: 'account.choose', businessAccountId: 'waba-1' });
  flow.fetchNumbers.last().resolve(group(phoneNumber()));
  await settle();
}

async function toCode(flow: Flow) {
  await toNumbers(flow);
  flow.actor.send({ type: 'number.choose', phoneNumberId: 'pn-321' });
  flow.chooseNumber.last().resolve(waChannel());
  await settle();
}

async function toActivate(flow: Flow) {
  await toCode(flow);
  flow.actor.send({ type: 'code.verify', code: '123456', pin: '000111' });
  flow.verifyCode.last().resolve(waChannel({ verification: 'VERIFIED' }));
  await settle();
}

describe('connecting a WhatsApp number, step by step', () => {
  it('business account → number → code → activate and verify → connect → connected', async () => {
    const flow = start();
    expect(flow.view()).toMatchObject({ step: 'accounts', loading: true });
    await toNumbers(flow);
    expect(flow.fetchNumbers.last().input).toEqual({ businessAccountId: 'waba-1' });
    expect(flow.view()).toMatchObject({
      step: 'numbers',
      loading: false,
      account: { name: 'Demo Coffee' },
      numbers: [{ id: 'pn-321' }],
    });
    flow.actor.send({ type: 'number.choose', phoneNumberId: 'pn-321' });
    expect(flow.view()).toMatchObject({ step: 'numbers', busy: 'choosing', numberId: 'pn-321' });
    flow.chooseNumber.last().resolve(waChannel());
    await settle();
    expect(flow.view()).toMatchObject({ step: 'code', send: 'idle', verify: 'idle' });

    flow.actor.send({ type: 'code.send', now: T0 });
    expect(flow.view()).toMatchObject({ step: 'code', send: 'loading' });
    flow.sendCode.last().resolve(codeSent());
    await settle();
    expect(flow.view()).toMatchObject({ step: 'code', send: 'sent', sent: codeSent() });
    flow.actor.send({ type: 'code.verify', code: '123456', pin: '000111' });
    expect(flow.verifyCode.last().input).toEqual({
      channelId: 'whatsapp-pn-321',
      code: '123456',
      pin: '000111',
    });
    expect(flow.view()).toMatchObject({ step: 'code', verify: 'loading' });
    flow.verifyCode.last().resolve(waChannel({ verification: 'VERIFIED' }));
    await settle();
    expect(flow.view()).toMatchObject({ step: 'activate', busy: null });

    flow.actor.send({ type: 'number.activate' });
    expect(flow.view()).toMatchObject({ step: 'activate', busy: 'activating' });
    expect(flow.activateNumber.last().input).toEqual({
      deploymentId: 'dep-1',
      channelId: 'whatsapp-pn-321',
    });
    flow.activateNumber.last().resolve({});
    await settle();
    expect(flow.view()).toMatchObject({
      step: 'activate',
      busy: 'verifying',
      activation: { state: 'activated' },
    });
    flow.verifyNumber.last().resolve(deployment());
    await settle();
    expect(flow.view()).toMatchObject({ step: 'activate', busy: 'connecting' });
    expect(flow.connectNumber.last().input).toEqual({ channelIds: ['whatsapp-pn-321'] });
    const added = [makeChannel({ id: 'whatsapp-pn-321', status: 'INDEXING STARTED' })];
    flow.connectNumber.last().resolve(added);
    await settle();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.view()).toMatchObject({ step: 'connected', added, channel: { connected: true } });
    expect(flow.snapshot().output).toMatchObject({ added, channel: { id: 'whatsapp-pn-321' } });
  });

  it('adds a number and removes one; their failures stay on the numbers step', async () => {
    const flow = start();
    await toNumbers(flow);
    flow.actor.send({
      type: 'number.add',
      phoneNumber: '+44 20 7946 0555',
      verifiedName: 'Pop-up',
    });
    expect(flow.view()).toMatchObject({ step: 'numbers', busy: 'adding' });
    expect(flow.addNumber.last().input).toEqual({
      businessAccountId: 'waba-1',
      phoneNumber: '+44 20 7946 0555',
      verifiedName: 'Pop-up',
    });
    flow.addNumber.last().resolve(group(phoneNumber(), phoneNumber({ id: 'pn-555' })));
    await settle();
    expect(flow.view()).toMatchObject({ step: 'numbers', busy: null, numbers: [{}, {}] });

    flow.actor.send({ type: 'number.add', phoneNumber: '+1', verifiedName: 'WHATSAPP' });
    flow.addNumber.last().reject({ status: 400, message: 'Not a phone number' });
    await settle();
    expect(flow.view()).toMatchObject({
      step: 'numbers',
      busy: null,
      problem: { kind: 'addNumber', error: { status: 400 } },
    });

    flow.actor.send({ type: 'number.remove', phoneNumberId: 'pn-555' });
    expect(flow.view()).toMatchObject({ busy: 'removing', numberId: 'pn-555', problem: null });
    expect(flow.removeNumber.last().input).toEqual({
      businessAccountId: 'waba-1',
      phoneNumberId: 'pn-555',
    });
    flow.removeNumber.last().resolve(group(phoneNumber()));
    await settle();
    expect(flow.view()).toMatchObject({ busy: null, numbers: [{ id: 'pn-321' }] });

    flow.actor.send({ type: 'number.remove', phoneNumberId: 'pn-321' });
    flow.removeNumber.last().reject({ status: 409, message: 'It is a connected channel.' });
    await settle();
    expect(flow.view()).toMatchObject({
      problem: { kind: 'removeNumber', error: { status: 409 } },
    });
  });

  it.each([
    [
      'accounts',
      async (_: Flow): Promise<void> => undefined,
      (f: Flow): Made => f.fetchAccounts,
      'accounts',
    ],
    [
      'numbers',
      async (f: Flow): Promise<void> => {
        f.fetchAccounts.last().resolve([account()]);
        await settle();
        f.actor.send({ type: 'account.choose', businessAccountId: 'waba-1' });
      },
      (f: Flow): Made => f.fetchNumbers,
      'numbers',
    ],
  ] as const)(
    'a failed %s load says why and loads again on retry',
    async (kind, before, call, step) => {
      const flow = start();
      await before(flow);
      call(flow).last().reject({ status: 503, message: 'Busy' });
      await settle();
      expect(flow.view()).toMatchObject({ step, problem: { kind, error: { status: 503 } } });
      flow.actor.send({ type: 'retry' });
      expect(call(flow).made).toHaveLength(2);
      expect(flow.view()).toMatchObject({ step, loading: true, problem: null });
    },
  );

  it('choosing a number that fails stays on the numbers with the reason', async () => {
    const flow = start();
    await toNumbers(flow);
    flow.actor.send({ type: 'number.choose', phoneNumberId: 'pn-321' });
    flow.chooseNumber.last().reject({ status: 404, message: 'Not found' });
    await settle();
    expect(flow.view()).toMatchObject({ step: 'numbers', problem: { kind: 'chooseNumber' } });
  });

  it('the code step: a send error, a sent code that may be sent again after resendAfter, a wrong code', async () => {
    const flow = start();
    await toCode(flow);
    flow.actor.send({ type: 'code.send', now: T0 });
    flow.sendCode.last().reject({ status: 429, message: 'Ask again after 10:01.' });
    await settle();
    expect(flow.view()).toMatchObject({ step: 'code', send: 'error', sendError: { status: 429 } });
    flow.actor.send({ type: 'code.send', now: T0 });
    flow.sendCode.last().resolve(codeSent());
    await settle();
    flow.actor.send({ type: 'code.send', now: T0 + 59_000 });
    expect(flow.sendCode.made).toHaveLength(2);
    flow.actor.send({ type: 'code.send', now: T0 + 60_000 });
    expect(flow.sendCode.made).toHaveLength(3);
    flow.sendCode.last().resolve(codeSent());
    await settle();
    flow.actor.send({ type: 'code.verify', code: '654321', pin: '000111' });
    flow.verifyCode.last().reject({ status: 400, message: 'The code is not the one sent' });
    await settle();
    expect(flow.view()).toMatchObject({
      step: 'code',
      send: 'sent',
      verify: 'error',
      verifyError: { message: 'The code is not the one sent' },
    });
  });

  it('an activation failure shows its cause until 5 minutes later; trying again succeeds', async () => {
    const flow = start();
    await toActivate(flow);
    flow.actor.send({ type: 'number.activate' });
    flow.activateNumber.last().reject({ status: 502, message: CAUSE });
    await settle();
    expect(flow.view()).toMatchObject({
      step: 'activate',
      busy: null,
      activation: { state: 'failed', cause: CAUSE },
    });
    flow.clock.increment(minutes(5) - 1000);
    expect(flow.view()).toMatchObject({ activation: { state: 'failed', cause: CAUSE } });
    flow.clock.increment(1000);
    expect(flow.view()).toMatchObject({ activation: { state: 'idle', cause: null } });

    flow.actor.send({ type: 'number.activate' });
    flow.activateNumber.last().reject({ status: 502, message: CAUSE });
    await settle();
    flow.actor.send({ type: 'number.activate' });
    flow.activateNumber.last().resolve({});
    await settle();
    expect(flow.view()).toMatchObject({ busy: 'verifying', activation: { state: 'activated' } });
  });

  it('a verify failure and a connect failure return to the activate step with the reason', async () => {
    const flow = start();
    await toActivate(flow);
    flow.actor.send({ type: 'number.activate' });
    flow.activateNumber.last().resolve({});
    await settle();
    flow.verifyNumber.last().reject({ status: 409, message: 'The number is not registered.' });
    await settle();
    expect(flow.view()).toMatchObject({
      step: 'activate',
      busy: null,
      verifyError: { status: 409 },
    });
    // Registered now: trying again verifies without activating again.
    flow.actor.send({ type: 'number.activate' });
    expect(flow.activateNumber.made).toHaveLength(1);
    expect(flow.view()).toMatchObject({ busy: 'verifying', verifyError: null });
    flow.verifyNumber.last().resolve(deployment());
    await settle();
    flow.connectNumber.last().reject({ status: 409, message: 'Not verified on the deployment.' });
    await settle();
    expect(flow.view()).toMatchObject({ step: 'activate', problem: { kind: 'connect' } });
  });

  it.each([
    [{ verification: 'UNVERIFIED', status: 'PENDING' }, 'code'],
    [{ verification: 'VERIFIED', status: 'PENDING' }, 'activate'],
    [{ verification: 'VERIFIED', status: 'ACTIVE' }, 'activate'],
    [{ verification: 'VERIFIED', status: 'ACTIVE', connected: true }, 'connected'],
  ] as const)('a number being connected (%o) resumes at %s', (state, step) => {
    const flow = start(waChannel(state));
    expect(flow.view().step).toBe(step);
    expect(flow.fetchAccounts.made).toHaveLength(0);
  });

  it('back goes one step back: activate and code → the number’s account; numbers → accounts', async () => {
    const flow = start(waChannel({ verification: 'VERIFIED', businessAccountId: 'waba-2' }));
    flow.actor.send({ type: 'back' });
    expect(flow.fetchNumbers.last().input).toEqual({ businessAccountId: 'waba-2' });
    flow.fetchNumbers.last().resolve(group(phoneNumber()));
    await settle();
    expect(flow.view().step).toBe('numbers');
    flow.actor.send({ type: 'back' });
    expect(flow.view()).toMatchObject({ step: 'accounts', loading: true });

    const other = start();
    await toCode(other);
    other.actor.send({ type: 'back' });
    expect(other.view()).toMatchObject({ step: 'numbers', loading: true });
  });

  it('choosing the number again starts its code afresh', async () => {
    const flow = start();
    await toCode(flow);
    flow.actor.send({ type: 'code.send', now: T0 });
    flow.sendCode.last().resolve(codeSent());
    await settle();
    flow.actor.send({ type: 'back' });
    flow.fetchNumbers.last().resolve(group(phoneNumber()));
    await settle();
    flow.actor.send({ type: 'number.choose', phoneNumberId: 'pn-321' });
    flow.chooseNumber.last().resolve(waChannel());
    await settle();
    expect(flow.view()).toMatchObject({ step: 'code', send: 'idle', sent: null });
  });
});
