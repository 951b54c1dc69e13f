import { assign, enqueueActions, setup } from 'xstate';
import type { ShownToast, ToastRequest } from './toast.rules.js';
import { DEFAULT_MAX_VISIBLE_TOASTS, isShowable, shownType, toastTtl } from './toast.rules.js';

/** What the toast queue holds. */
export interface ToastQueueContext {
  /** Requests made before a container exists, oldest first. */
  readonly buffer: readonly ToastRequest[];
  /** The toasts on screen, oldest first. */
  readonly toasts: readonly ShownToast[];
  /** How many toasts are shown at once. */
  readonly maxVisible: number;
  /** The sequence number of the next toast id. */
  readonly nextId: number;
}

/** What can happen to the toast queue. */
export type ToastQueueEvent =
  | { readonly type: 'toast.show'; readonly toast: ToastRequest }
  | { readonly type: 'toast.dismiss'; readonly id: string }
  | { readonly type: 'toast.expired'; readonly id: string }
  | { readonly type: 'container.mounted' }
  | { readonly type: 'container.unmounted' };

/** What showing a request changes: the new context, timers to cancel and timers to start. */
interface Shown {
  readonly context: ToastQueueContext;
  readonly cancel: readonly string[];
  readonly schedule: readonly ShownToast[];
}

/** Shows one request on top of `context`; pure, the caller starts and cancels the timers. */
function show(context: ToastQueueContext, request: ToastRequest): Shown {
  if (request.type === 'clear') {
    return {
      context: { ...context, toasts: [] },
      cancel: context.toasts.map((t) => t.id),
      schedule: [],
    };
  }
  const type = shownType(request.type);
  const ttl = toastTtl(request.options);
  const same = context.toasts.find((t) => t.type === type && t.message === request.message);
  // The same message again restarts its timer instead of stacking a copy.
  const toast: ShownToast = same
    ? { ...same, ttl }
    : { id: `toast-${context.nextId}`, type, message: request.message, ttl };
  const rest = context.toasts.filter((t) => t.id !== toast.id);
  const overflow = Math.max(0, rest.length + 1 - context.maxVisible);
  return {
    context: {
      ...context,
      toasts: [...rest.slice(overflow), toast],
      nextId: same ? context.nextId : context.nextId + 1,
    },
    cancel: [...(same ? [same.id] : []), ...rest.slice(0, overflow).map((t) => t.id)],
    schedule: ttl >= 0 ? [toast] : [],
  };
}

/** Shows requests in order, folding their timer changes together. */
function showAll(context: ToastQueueContext, requests: readonly ToastRequest[]): Shown {
  let shown: Shown = { context, cancel: [], schedule: [] };
  for (const request of requests) {
    const next = show(shown.context, request);
    const cancelled = new Set(next.cancel);
    shown = {
      context: next.context,
      cancel: [...shown.cancel, ...next.cancel],
      schedule: [...shown.schedule.filter((t) => !cancelled.has(t.id)), ...next.schedule],
    };
  }
  return shown;
}

/**
 * The toast queue (platform §4, §8). Toasts requested before a container exists are buffered
 * and shown, in order, when `container.mounted` arrives; a blank message is dropped unless the
 * type is `clear`, which removes every toast (and empties the buffer). A shown toast hides
 * itself after its ttl (5000 ms by default) unless the ttl is -1; `danger` shows as `error`; the
 * same type and message again restarts the shown toast's timer rather than stacking a copy; at
 * most `maxVisible` (default 5) are shown, a new one pushing out the oldest.
 *
 * @example
 * const toasts = createActor(toastQueueMachine).start();
 * toasts.send({ type: 'toast.show', toast: { type: 'success', message: 'Saved' } }); // buffered
 * toasts.send({ type: 'container.mounted' }); // shown, hidden again after 5 s
 * toasts.send({ type: 'toast.show', toast: apiErrorToast(error) });
 */
export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
    input: {} as { readonly maxVisible?: number } | undefined,
  },
  guards: {
    showable: ({ event }) => event.type === 'toast.show' && isShowable(event.toast),
  },
  actions: {
    buffer: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      return event.toast.type === 'clear'
        ? { buffer: [] }
        : { buffer: [...context.buffer, event.toast] };
    }),
    show: enqueueActions(({ context, event, enqueue }) => {
      const requests = event.type === 'toast.show' ? [event.toast] : context.buffer;
      const shown = showAll(context, requests);
      for (const id of shown.cancel) enqueue.cancel(id);
      for (const toast of shown.schedule) {
        enqueue.raise({ type: 'toast.expired', id: toast.id }, { id: toast.id, delay: toast.ttl });
      }
      enqueue.assign({ ...shown.context, buffer: [] });
    }),
    hide: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'toast.dismiss' && event.type !== 'toast.expired') return;
      if (event.type === 'toast.dismiss') enqueue.cancel(event.id);
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) });
    }),
  },
}).createMachine({
  id: 'toastQueue',
  context: ({ input }) => ({
    buffer: [],
    toasts: [],
    maxVisible: Math.max(1, input?.maxVisible ?? DEFAULT_MAX_VISIBLE_TOASTS),
    nextId: 1,
  }),
  initial: 'detached',
  states: {
    detached: {
      description: 'No container yet: requests wait in the buffer.',
      on: {
        'toast.show': { guard: 'showable', actions: 'buffer' },
        'container.mounted': { target: 'attached', actions: 'show' },
      },
    },
    attached: {
      description: 'A container shows the toasts; each hides itself after its ttl.',
      on: {
        'toast.show': { guard: 'showable', actions: 'show' },
        'toast.dismiss': { actions: 'hide' },
        'toast.expired': { actions: 'hide' },
        'container.unmounted': { target: 'detached' },
      },
    },
  },
});
