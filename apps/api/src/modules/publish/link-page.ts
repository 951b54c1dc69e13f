import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { PageHead } from '@smm/publish';
import { Parser } from 'htmlparser2';
import { checkLinkAddress, linkRefused, type LinkTarget } from './link-address.js';

/** How long reading a link's page may take in all, redirects included (decision 0072). */
export const LINK_TIMEOUT_MS = 5_000;

/** At most this much of a page is read (decoded); its head is all a preview needs. */
export const MAX_PAGE_BYTES = 1024 * 1024;

/** At most this many redirects are followed, each address checked again. */
export const MAX_REDIRECTS = 3;

/** The page a link led to: its address after redirects, and its head. */
export interface ReadPage {
  readonly url: string;
  readonly head: PageHead;
  /** The page's `<base href>`, which relative addresses in it are read against. */
  readonly base: string | undefined;
}

/** Options of {@link readPage} (tests shorten the time). */
export interface ReadOptions {
  readonly allowPrivate?: boolean;
  readonly timeoutMs?: number;
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];
const REDIRECTS = [301, 302, 303, 307, 308];

/**
 * Reads a page's head as it streams in with `htmlparser2` (a tolerant, streaming HTML
 * tokenizer): the `<title>`'s text, each `<meta>`'s `property` or `name` and `content` (the
 * first of each), and `<base href>`. It is done at `</head>` or `<body>`.
 */
class HeadReader {
  private readonly meta: Record<string, string> = {};
  private title: string | undefined;
  private inTitle = false;
  private titleDone = false;
  base: string | undefined;
  done = false;
  private readonly parser = new Parser(
    {
      onopentag: (name, attributes) => {
        if (this.done) return;
        if (name === 'body') this.done = true;
        else if (name === 'title' && !this.titleDone) {
          this.inTitle = true;
          this.title = '';
        } else if (name === 'base' && this.base === undefined && attributes['href']) {
          this.base = attributes['href'];
        } else if (name === 'meta') {
          const key = (attributes['property'] ?? attributes['name'] ?? '').trim().toLowerCase();
          const content = attributes['content'];
          if (key !== '' && content !== undefined && !(key in this.meta)) this.meta[key] = content;
        }
      },
      ontext: (text) => {
        if (this.inTitle) this.title += text;
      },
      onclosetag: (name) => {
        if (name === 'title' && this.inTitle) {
          this.inTitle = false;
          this.titleDone = true;
        } else if (name === 'head') this.done = true;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  write(text: string): void {
    this.parser.write(text);
  }

  end(): void {
    this.parser.end();
  }

  /** Whether it found anything a preview shows. */
  get found(): boolean {
    return (this.title ?? '').trim() !== '' || Object.keys(this.meta).length > 0;
  }

  get head(): PageHead {
    return { title: this.title, meta: { ...this.meta } };
  }
}

/** The charset a page's `Content-Type` names, else one its first bytes declare, else UTF-8. */
function charsetOf(contentType: string, start: Buffer): string {
  const declared =
    /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1] ??
    /<meta[^>]{0,200}?charset\s*=\s*["']?([\w.:-]+)/i.exec(start.toString('latin1'))?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared).encoding;
  } catch {
    return 'utf-8';
  }
}

/** The body as sent, decompressed where the server compressed it. */
function decoded(response: http.IncomingMessage): Readable {
  switch ((response.headers['content-encoding'] ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(createGunzip());
    case 'deflate':
      return response.pipe(createInflate());
    case 'br':
      return response.pipe(createBrotliDecompress());
    default:
      return response;
  }
}

const timedOut = () =>
  linkRefused(
    422,
    `The page did not answer within ${Math.round(LINK_TIMEOUT_MS / 1000)} seconds.`,
    'timeout',
  );

/** The promise's outcome, or the time-out refusal at the deadline (a slow name lookup). */
async function withinDeadline<T>(promise: Promise<T>, deadline: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(timedOut()), Math.max(0, deadline - Date.now()));
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One request: the answer's status, its redirect and type, and its head when it is a page. */
type Answer =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'page'; readonly head: PageHead; readonly base: string | undefined };

function requestPage(target: LinkTarget, deadline: number): Promise<Answer> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      outcome();
    };
    const request = client.request(
      target.url,
      {
        method: 'GET',
        headers: {
          'user-agent': 'Switchboard-LinkPreview/1.0 (+link previews of posts)',
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
          'accept-encoding': 'gzip, deflate, br',
        },
        lookup: pinned,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.includes(status) && location) {
          finish(() => resolve({ kind: 'redirect', location }));
          return;
        }
        if (status < 200 || status >= 300) {
          finish(() =>
            reject(linkRefused(422, `The page answered ${status} instead of a page.`, 'status')),
          );
          return;
        }
        const contentType = String(response.headers['content-type'] ?? '');
        const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
        if (!HTML_TYPES.includes(type)) {
          finish(() =>
            reject(
              linkRefused(
                422,
                `The page is not HTML (it is ${type.slice(0, 80) || 'of no type'}).`,
                'notHtml',
              ),
            ),
          );
          return;
        }
        const reader = new HeadReader();
        let text: TextDecoder | undefined;
        let size = 0;
        let waiting: Buffer[] = [];
        const body = decoded(response);
        const close = () =>
          finish(() => {
            // Whether the head ended before the reading stopped (ending closes what is open).
            const headEnded = reader.done;
            if (text) reader.write(text.decode());
            reader.end();
            if (!headEnded && size >= MAX_PAGE_BYTES && !reader.found) {
              reject(
                linkRefused(
                  422,
                  `The page is too large: its first ${MAX_PAGE_BYTES / 1024 / 1024} MB name no title or description.`,
                  'tooLarge',
                ),
              );
            } else resolve({ kind: 'page', head: reader.head, base: reader.base });
          });
        const feed = (chunk: Buffer) => {
          if (!text) {
            waiting.push(chunk);
            const start = Buffer.concat(waiting);
            if (start.length < 1024) return;
            text = new TextDecoder(charsetOf(contentType, start));
            waiting = [];
            chunk = start;
          }
          reader.write(text.decode(chunk, { stream: true }));
        };
        body.on('data', (chunk: Buffer) => {
          if (settled) return;
          const part = chunk.subarray(0, MAX_PAGE_BYTES - size);
          size += part.length;
          feed(part);
          if (reader.done || size >= MAX_PAGE_BYTES) close();
        });
        body.on('end', () => {
          if (!text && waiting.length > 0) {
            const start = Buffer.concat(waiting);
            text = new TextDecoder(charsetOf(contentType, start));
            reader.write(text.decode(start, { stream: true }));
          }
          close();
        });
        body.on('error', () =>
          finish(() =>
            reject(linkRefused(422, 'The page could not be read to its end.', 'unreachable')),
          ),
        );
      },
    );
    const timer = setTimeout(
      () => finish(() => reject(timedOut())),
      Math.max(0, deadline - Date.now()),
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(() =>
        reject(
          linkRefused(
            422,
            `The page could not be reached (${error.code ?? 'the connection failed'}).`,
            'unreachable',
          ),
        ),
      ),
    );
    request.end();
  });
}

/**
 * Reads the head of the page a link leads to, under the webhooks' address rules (decision
 * 0053, 0072): every address checked and pinned for its connection, at most
 * {@link MAX_REDIRECTS} redirects (each checked again), {@link LINK_TIMEOUT_MS} in all, at most
 * {@link MAX_PAGE_BYTES} read, only HTML parsed. Refusals are `HttpError`s with a readable reason.
 */
export async function readPage(raw: string, options: ReadOptions = {}): Promise<ReadPage> {
  const deadline = Date.now() + (options.timeoutMs ?? LINK_TIMEOUT_MS);
  let address = raw;
  for (let redirects = 0; ; redirects++) {
    const target = await withinDeadline(checkLinkAddress(address, options.allowPrivate), deadline);
    const answer = await requestPage(target, deadline);
    if (answer.kind === 'page') {
      return { url: target.url.toString(), head: answer.head, base: answer.base };
    }
    if (redirects >= MAX_REDIRECTS) {
      throw linkRefused(
        422,
        `The page redirects more than ${MAX_REDIRECTS} times; link to where it ends.`,
        'tooManyRedirects',
      );
    }
    try {
      address = new URL(answer.location, target.url).toString();
    } catch {
      throw linkRefused(422, 'The page redirects to something that is not an address.', 'status');
    }
  }
}
