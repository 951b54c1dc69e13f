import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ToastRequest } from './toast.rules.js';
import { aiConsentToast, apiErrorToast } from './toast.rules.js';
import { toastQueueMachine } from './toast-queue.machine.js';

function start(options: { mounted?: boolean; maxVisible?: number } = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(toastQueueMachine, {
    clock,
    input: options.maxVisible === undefined ? undefined : { maxVisible: options.maxVisible },
  }).start();
  if (options.mounted ?? true) actor.send({ type: 'container.mounted' });
  const show = (toast: ToastRequest) => actor.send({ type: 'toast.show', toast });
  const shown = () => actor.getSnapshot().context.toasts.map((t) => `${t.type}:${t.message}`);
  return { actor, clock, show, shown };
}

describe('toast queue', () => {
  it('buffers toasts until a container mounts, then shows them in order', () => {
    const { actor, show, shown } = start({ mounted: false });
    show({ type: 'success', message: 'first' });
    show({ type: 'info', message: 'second' });
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().context.buffer).toHaveLength(2);
    actor.send({ type: 'container.mounted' });
    expect(shown()).toEqual(['success:first', 'info:second']);
    expect(actor.getSnapshot().context.buffer).toEqual([]);
  });

  it('starts the ttl of a buffered toast when it is shown, not when it was sent', () => {
    const { actor, clock, show, shown } = start({ mounted: false });
    show({ type: 'info', message: 'waiting' });
    clock.increment(10_000);
    actor.send({ type: 'container.mounted' });
    expect(shown()).toEqual(['info:waiting']);
    clock.increment(4999);
    expect(shown()).toEqual(['info:waiting']);
    clock.increment(1);
    expect(shown()).toEqual([]);
  });

  it.each([
    ['success', 'success'],
    ['info', 'info'],
    ['error', 'error'],
    ['danger', 'error'],
    ['warning', 'warning'],
  ] as const)('shows a %s toast as %s', (type, shownAs) => {
    const { show, shown } = start();
    show({ type, message: 'm' });
    expect(shown()).toEqual([`${shownAs}:m`]);
  });

  it.each(['', '   '])('drops a toast with the empty message %j', (message) => {
    const { actor, show, shown } = start({ mounted: false });
    show({ type: 'info', message });
    expect(actor.getSnapshot().context.buffer).toEqual([]);
    actor.send({ type: 'container.mounted' });
    show({ type: 'error', message });
    expect(shown()).toEqual([]);
  });

  it('clear (with an empty message) removes every shown toast and its timer', () => {
    const { actor, clock, show, shown } = start();
    show({ type: 'info', message: 'a' });
    show({ type: 'warning', message: 'b', options: { ttl: -1 } });
    show({ type: 'clear', message: '' });
    expect(shown()).toEqual([]);
    show({ type: 'info', message: 'c' });
    clock.increment(5000);
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('clear before the container mounts empties the buffer', () => {
    const { actor, show, shown } = start({ mounted: false });
    show({ type: 'info', message: 'stale' });
    show({ type: 'clear', message: '' });
    show({ type: 'info', message: 'fresh' });
    actor.send({ type: 'container.mounted' });
    expect(shown()).toEqual(['info:fresh']);
  });

  it('hides a toast after the default 5000 ms', () => {
    const { clock, show, shown } = start();
    show({ type: 'success', message: 'Saved' });
    clock.increment(4999);
    expect(shown()).toEqual(['success:Saved']);
    clock.increment(1);
    expect(shown()).toEqual([]);
  });

  it('keeps a toast with ttl -1 (or autoDismiss false) until dismissed', () => {
    const { actor, clock, show, shown } = start();
    show({ type: 'warning', message: 'kept', options: { ttl: -1 } });
    show({ type: 'info', message: 'also kept', options: { autoDismiss: false } });
    clock.increment(3_600_000);
    expect(shown()).toEqual(['warning:kept', 'info:also kept']);
    const id = actor.getSnapshot().context.toasts[0]?.id ?? '';
    actor.send({ type: 'toast.dismiss', id });
    expect(shown()).toEqual(['info:also kept']);
  });

  it('keeps the OpenAI consent toasts for 10000 ms', () => {
    const { clock, show, shown } = start();
    show(aiConsentToast('success', 'OpenAI have been updated'));
    clock.increment(9999);
    expect(shown()).toEqual(['success:OpenAI have been updated']);
    clock.increment(1);
    expect(shown()).toEqual([]);
  });

  it('turns a failed call into an error toast of 5 s with its message', () => {
    const { clock, show, shown } = start();
    show(apiErrorToast({ status: 404, message: 'Feed not found' }));
    show(apiErrorToast(undefined));
    expect(shown()).toEqual(['error:Feed not found', 'error:Request failed']);
    clock.increment(5000);
    expect(shown()).toEqual([]);
  });

  it('a dismissed toast does not come back and its timer does not touch a later one', () => {
    const { actor, clock, show, shown } = start();
    show({ type: 'info', message: 'a' });
    const id = actor.getSnapshot().context.toasts[0]?.id ?? '';
    actor.send({ type: 'toast.dismiss', id });
    clock.increment(2000);
    show({ type: 'info', message: 'b' });
    clock.increment(3000);
    expect(shown()).toEqual(['info:b']);
  });

  it('the same message again restarts its timer instead of stacking', () => {
    const { clock, show, shown } = start();
    show({ type: 'error', message: 'Offline' });
    clock.increment(4000);
    show({ type: 'error', message: 'Offline' });
    expect(shown()).toEqual(['error:Offline']);
    clock.increment(4000);
    expect(shown()).toEqual(['error:Offline']);
    clock.increment(1000);
    expect(shown()).toEqual([]);
  });

  it('shows at most maxVisible toasts, the newest pushing out the oldest', () => {
    const { show, shown } = start({ maxVisible: 2 });
    for (const message of ['1', '2', '3']) show({ type: 'info', message });
    expect(shown()).toEqual(['info:2', 'info:3']);
  });

  it('each toast keeps its own ttl', () => {
    const { clock, show, shown } = start();
    show({ type: 'info', message: 'short', options: { ttl: 1000 } });
    show({ type: 'info', message: 'default' });
    clock.increment(1000);
    expect(shown()).toEqual(['info:default']);
    clock.increment(4000);
    expect(shown()).toEqual([]);
  });

  it('buffers again after the container unmounts', () => {
    const { actor, show, shown } = start();
    actor.send({ type: 'container.unmounted' });
    show({ type: 'info', message: 'later' });
    expect(shown()).toEqual([]);
    actor.send({ type: 'container.mounted' });
    expect(shown()).toEqual(['info:later']);
  });
});
