import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { resolveTarget, TargetRefused } from './target.js';

/** A delivery that takes longer than this failed (decision 0053). */
export const DELIVERY_TIMEOUT_MS = 15_000;

/** At most this much of an answer is read. */
export const MAX_ANSWER_BYTES = 64 * 1024;

/** At most this much of an answer is kept in the attempt log. */
export const KEPT_ANSWER_CHARS = 2048;

/** What one attempt at delivering came to. */
export interface AttemptResult {
  readonly ok: boolean;
  readonly status: number | null;
  readonly durationMs: number;
  /** The start of the answer's body. */
  readonly response: string;
  /** Why it failed when there was no answer, or the answer was not a 2xx. */
  readonly error?: string;
}

/**
 * The `webhook-signature` header: a `v1,` signature with each secret that signs (the current
 * one, and during a rotation the previous one too), space-separated, as Standard Webhooks
 * allows several.
 */
export function signatureOf(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): string {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(' ');
}

/** The headers of a delivery, signed. */
export function deliveryHeaders(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Switchboard-Webhooks/1.0',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatureOf(secrets, messageId, at, body),
  };
}

/**
 * Posts one delivery: the host resolved and checked now, the connection made to the address
 * checked, no redirect followed, at most {@link MAX_ANSWER_BYTES} of the answer read, all within
 * {@link DELIVERY_TIMEOUT_MS}. Never throws: a refusal, a network error or a timeout is a failed
 * attempt with its reason.
 */
export async function postDelivery(
  rawUrl: string,
  headers: Readonly<Record<string, string>>,
  body: string,
  options: { readonly allowPrivate?: boolean; readonly timeoutMs?: number } = {},
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let target;
  try {
    target = await resolveTarget(rawUrl, options.allowPrivate);
  } catch (error) {
    const reason =
      error instanceof TargetRefused ? error.message : 'the address could not be resolved';
    return { ok: false, status: null, durationMs: elapsed(), response: '', error: reason };
  }
  const pinned: LookupFunction = (_host, lookupOptions, callback) => {
    const address = target.address as string;
    if (lookupOptions.all) callback(null, [{ address, family: target.family }]);
    else callback(null, address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const settle = (result: Omit<AttemptResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? null;
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, KEPT_ANSWER_CHARS);
          const ok = status !== null && status >= 200 && status < 300;
          settle({
            ok,
            status,
            response: text,
            ...(ok
              ? {}
              : {
                  error:
                    status !== null && status >= 300 && status < 400
                      ? `the endpoint answered ${status} (a redirect, not followed)`
                      : `the endpoint answered ${status ?? 'nothing'}`,
                }),
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= MAX_ANSWER_BYTES) return;
          chunks.push(chunk.subarray(0, MAX_ANSWER_BYTES - size));
          size += chunk.length;
          if (size >= MAX_ANSWER_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
        response.on('close', finish);
      },
    );
    const timer = setTimeout(() => {
      settle({
        ok: false,
        status: null,
        response: '',
        error: `no answer within ${Math.round((options.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000)} s`,
      });
      request.destroy();
    }, options.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    request.on('error', (error: NodeJS.ErrnoException) =>
      settle({
        ok: false,
        status: null,
        response: '',
        error: `the connection failed (${error.code ?? error.message})`,
      }),
    );
    request.end(body);
  });
}
