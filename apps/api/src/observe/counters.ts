import { Counter, Gauge } from 'prom-client';

/**
 * What the process counts wherever it happens (the realtime endpoint, the webhook worker), kept
 * in no registry of its own: each server's metrics registry adds them (decision 0099), so
 * several servers built in one process (tests) never register a name twice.
 */
export const processCounters = {
  /** Open realtime (WebSocket) connections of this process. */
  realtimeConnections: new Gauge({
    name: 'realtime_connections',
    help: 'Open realtime (WebSocket) connections.',
    registers: [],
  }),
  realtimeSent: new Counter({
    name: 'realtime_messages_sent_total',
    help: 'Realtime frames sent to clients.',
    registers: [],
  }),
  realtimeReceived: new Counter({
    name: 'realtime_messages_received_total',
    help: 'Realtime frames received from clients.',
    registers: [],
  }),
  /** Webhook delivery attempts by what they came to: succeeded, retrying or failed. */
  webhookDeliveries: new Counter({
    name: 'webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome (succeeded, retrying, failed).',
    labelNames: ['outcome'] as const,
    registers: [],
  }),
};

/** A webhook attempt's outcome as the delivery's new status says it. */
export type WebhookOutcome = 'succeeded' | 'retrying' | 'failed';

// Every outcome is a series from the start (at 0), so a rate over it exists before the first.
for (const outcome of ['succeeded', 'retrying', 'failed'] satisfies WebhookOutcome[]) {
  processCounters.webhookDeliveries.inc({ outcome }, 0);
}
