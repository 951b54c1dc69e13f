import type { WhatsAppChannel, WhatsAppCodeSent } from '@smm/model';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { whatsappVerificationMachine } from './whatsapp-verification.machine.js';
import { calls, codeSent, settle, waChannel } from './whatsapp.test-data.js';

const T0 = Date.parse('2026-01-01T10:00:00.000Z');

function start(channelId: string | null = 'whatsapp-pn-321') {
  const sendCode = calls<{ channelId: string }, WhatsAppCodeSent>();
  const verifyCode = calls<{ channelId: string; code: string; pin: string }, WhatsAppChannel>();
  const actor = createActor(
    whatsappVerificationMachine.provide({
      actors: { sendCode: sendCode.logic, verifyCode: verifyCode.logic },
    }),
    { input: { channelId } },
  ).start();
  return { actor, sendCode, verifyCode, snapshot: () => actor.getSnapshot() };
}

describe('the WhatsApp2 verification (platform §4)', () => {
  it('send-verification goes loading → sent, and another code only after resendAfter', async () => {
    const flow = start();
    flow.actor.send({ type: 'code.send', now: T0 });
    expect(flow.snapshot().value).toEqual({ sending: 'loading', verifying: 'idle' });
    expect(flow.sendCode.last().input).toEqual({ channelId: 'whatsapp-pn-321' });
    flow.sendCode.last().resolve(codeSent());
    await settle();
    expect(flow.snapshot().value).toEqual({ sending: 'sent', verifying: 'idle' });
    expect(flow.snapshot().context.sent).toEqual(codeSent());
    flow.actor.send({ type: 'code.send', now: T0 + 59_999 });
    expect(flow.sendCode.made).toHaveLength(1);
    flow.actor.send({ type: 'code.send', now: T0 + 60_000 });
    expect(flow.sendCode.made).toHaveLength(2);
  });

  it('send-verification error keeps the reason', async () => {
    const flow = start();
    flow.actor.send({ type: 'code.send', now: T0 });
    flow.sendCode.last().reject({ status: 429, message: 'Ask again after 10:01.' });
    await settle();
    expect(flow.snapshot().value).toEqual({ sending: 'error', verifying: 'idle' });
    expect(flow.snapshot().context.sendError).toMatchObject({ status: 429 });
  });

  it('verify goes loading → sent with the VERIFIED channel; code and PIN passed as given', async () => {
    const flow = start();
    flow.actor.send({ type: 'code.verify', code: ' 123456', pin: '000111' });
    expect(flow.snapshot().value).toEqual({ sending: 'idle', verifying: 'loading' });
    expect(flow.verifyCode.last().input).toEqual({
      channelId: 'whatsapp-pn-321',
      code: ' 123456',
      pin: '000111',
    });
    flow.verifyCode.last().resolve(waChannel({ verification: 'VERIFIED' }));
    await settle();
    expect(flow.snapshot().value).toEqual({ sending: 'idle', verifying: 'sent' });
    expect(flow.snapshot().context.verified?.verification).toBe('VERIFIED');
  });

  it('verify error keeps the reason and can be tried again', async () => {
    const flow = start();
    flow.actor.send({ type: 'code.verify', code: '999999', pin: '000111' });
    flow.verifyCode.last().reject({ status: 400, message: 'The code is not the one sent' });
    await settle();
    expect(flow.snapshot().value).toEqual({ sending: 'idle', verifying: 'error' });
    expect(flow.snapshot().context.verifyError?.message).toBe('The code is not the one sent');
    flow.actor.send({ type: 'code.verify', code: '123456', pin: '000111' });
    expect(flow.snapshot().value).toEqual({ sending: 'idle', verifying: 'loading' });
  });

  it('selecting a channel resets the verify state and drops answers for the one before', async () => {
    const flow = start();
    flow.actor.send({ type: 'code.send', now: T0 });
    flow.sendCode.last().resolve(codeSent());
    await settle();
    flow.actor.send({ type: 'code.verify', code: '1', pin: '000111' });
    const pending = flow.verifyCode.last();
    flow.actor.send({ type: 'channel.select', channelId: 'whatsapp-pn-399' });
    expect(flow.snapshot().value).toEqual({ sending: 'idle', verifying: 'idle' });
    expect(flow.snapshot().context).toEqual({
      channelId: 'whatsapp-pn-399',
      sent: null,
      sendError: null,
      verified: null,
      verifyError: null,
    });
    pending.resolve(waChannel({ verification: 'VERIFIED' }));
    await settle();
    expect(flow.snapshot().context.verified).toBeNull();
    // The new channel may ask for its code at once.
    flow.actor.send({ type: 'code.send', now: T0 });
    expect(flow.sendCode.last().input).toEqual({ channelId: 'whatsapp-pn-399' });
  });

  it('without a selected channel nothing is sent', () => {
    const flow = start(null);
    flow.actor.send({ type: 'code.send', now: T0 });
    flow.actor.send({ type: 'code.verify', code: '1', pin: '2' });
    expect(flow.sendCode.made).toHaveLength(0);
    expect(flow.verifyCode.made).toHaveLength(0);
  });
});
