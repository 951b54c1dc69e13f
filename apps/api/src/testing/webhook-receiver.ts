import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** A delivery a receiver took, verified. */
export interface Received {
  readonly id: string;
  readonly type: string;
  readonly body: Record<string, unknown>;
  /** Whether the signature verified with one of the receiver's secrets. */
  readonly verified: boolean;
  /** What the receiver answered. */
  readonly answered: number;
}

/** A real HTTP receiver of webhooks on 127.0.0.1 for tests, verifying every delivery. */
export interface WebhookReceiver {
  readonly url: string;
  readonly received: Received[];
  /** The ids of the deliveries it accepted (answered 2xx with a valid signature). */
  accepted(): Set<string>;
  /** The secrets it verifies with (set once known). */
  secrets: string[];
  close(): Promise<void>;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/**
 * Starts a receiver that verifies each delivery with the `standardwebhooks` library and answers
 * 204, or 503 for the share `failRate` of requests (decided by `random`), or 400 when the
 * signature does not verify.
 */
export async function startWebhookReceiver(
  options: { failRate?: number; random?: () => number; secrets?: string[] } = {},
): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const state = { secrets: options.secrets ?? [] };
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const headers = {
      'webhook-id': String(request.headers['webhook-id'] ?? ''),
      'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
      'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
    };
    const verified = state.secrets.some((secret) => {
      try {
        new Webhook(secret).verify(body, headers);
        return true;
      } catch {
        return false;
      }
    });
    const fail = (options.random ?? Math.random)() < (options.failRate ?? 0);
    const answered = !verified ? 400 : fail ? 503 : 204;
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(body) as Record<string, unknown>;
    } catch {
      // recorded unparsed
    }
    received.push({
      id: headers['webhook-id'],
      type: String(parsed['type'] ?? ''),
      body: parsed,
      verified,
      answered,
    });
    response.statusCode = answered;
    response.end(answered === 503 ? 'busy, try later' : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    accepted: () =>
      new Set(received.filter((r) => r.verified && r.answered < 300).map((r) => r.id)),
    get secrets() {
      return state.secrets;
    },
    set secrets(value: string[]) {
      state.secrets = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
