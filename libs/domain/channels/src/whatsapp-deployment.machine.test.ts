import type { WhatsAppDeployment } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  WHATSAPP_ACTIVATION_DEBOUNCE_MS,
  whatsappDeploymentMachine,
} from './whatsapp-deployment.machine.js';
import type { WhatsAppDeploymentInput } from './whatsapp.types.js';
import { calls, CAUSE, deployment, minutes, settle } from './whatsapp.test-data.js';

function start() {
  const activateNumber = calls<WhatsAppDeploymentInput, unknown>();
  const verifyNumber = calls<WhatsAppDeploymentInput, WhatsAppDeployment>();
  const clock = new SimulatedClock();
  const actor = createActor(
    whatsappDeploymentMachine.provide({
      actors: { activateNumber: activateNumber.logic, verifyNumber: verifyNumber.logic },
    }),
    { input: { deploymentId: 'dep-1', channelId: 'whatsapp-pn-321' }, clock },
  ).start();
  const snapshot = () => actor.getSnapshot();
  return { actor, clock, activateNumber, verifyNumber, snapshot };
}

async function failActivation(flow: ReturnType<typeof start>, message = CAUSE) {
  flow.actor.send({ type: 'number.activate' });
  flow.activateNumber.last().reject({ status: 502, message });
  await settle();
}

describe('the WhatsApp deployment flow (platform §4)', () => {
  it('the debounce is five minutes (platform §9)', () => {
    expect(WHATSAPP_ACTIVATION_DEBOUNCE_MS).toBe(300_000);
  });

  it('an activation failure sets failed with its cause; still shown at 4:59, cleared at 5:00', async () => {
    const flow = start();
    await failActivation(flow);
    expect(flow.snapshot().value).toBe('ready');
    expect(flow.snapshot().context.activation).toEqual({ state: 'failed', cause: CAUSE });
    flow.clock.increment(minutes(5) - 1000);
    expect(flow.snapshot().context.activation.state).toBe('failed');
    flow.clock.increment(1000);
    expect(flow.snapshot().context.activation).toEqual({ state: 'idle', cause: null });
  });

  it('a new failure restarts the debounce, with the new cause', async () => {
    const flow = start();
    await failActivation(flow, 'first');
    flow.clock.increment(minutes(3));
    await failActivation(flow, 'second');
    flow.clock.increment(minutes(4));
    // 7 minutes after the first failure, 4 after the second: still shown.
    expect(flow.snapshot().context.activation).toEqual({ state: 'failed', cause: 'second' });
    flow.clock.increment(minutes(1) - 1);
    expect(flow.snapshot().context.activation.state).toBe('failed');
    flow.clock.increment(1);
    expect(flow.snapshot().context.activation.state).toBe('idle');
  });

  it('a success after a failure shows activated and schedules the clearing anew', async () => {
    const flow = start();
    await failActivation(flow);
    flow.clock.increment(minutes(4));
    flow.actor.send({ type: 'number.activate' });
    flow.activateNumber.last().resolve({});
    await settle();
    expect(flow.snapshot().value).toBe('verifying');
    expect(flow.snapshot().context.activation).toEqual({ state: 'activated', cause: null });
    flow.clock.increment(minutes(2));
    // The failure's old clearing (at 5:00 after it) did not fire: the success restarted it.
    expect(flow.snapshot().context.activation.state).toBe('activated');
    flow.clock.increment(minutes(3) - 1);
    expect(flow.snapshot().context.activation.state).toBe('activated');
    flow.clock.increment(1);
    expect(flow.snapshot().context.activation.state).toBe('idle');
  });

  it('activation is followed by the verify, which completes the flow with the verified channel', async () => {
    const flow = start();
    flow.actor.send({ type: 'number.activate' });
    expect(flow.activateNumber.last().input).toEqual({
      deploymentId: 'dep-1',
      channelId: 'whatsapp-pn-321',
    });
    flow.activateNumber.last().resolve({});
    await settle();
    expect(flow.verifyNumber.last().input).toEqual({
      deploymentId: 'dep-1',
      channelId: 'whatsapp-pn-321',
    });
    flow.verifyNumber.last().resolve(deployment());
    await settle();
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().output).toEqual({
      channelId: 'whatsapp-pn-321',
      deployment: deployment(),
    });
  });

  it('a verify failure sets the verify-failed flag with the reason; verifying again clears it', async () => {
    const flow = start();
    flow.actor.send({ type: 'number.verify' });
    flow.verifyNumber.last().reject({ status: 409, message: 'The number is not registered yet.' });
    await settle();
    expect(flow.snapshot().value).toBe('ready');
    expect(flow.snapshot().context.verifyFailed).toBe(true);
    expect(flow.snapshot().context.verifyError).toMatchObject({ status: 409 });
    flow.actor.send({ type: 'number.verify' });
    expect(flow.snapshot().context.verifyFailed).toBe(false);
    expect(flow.activateNumber.made).toHaveLength(0);
  });
});
