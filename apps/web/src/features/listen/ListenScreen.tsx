import type { ApiClient } from '@smm/api-client';
import { acceptToolMessage } from '@smm/listen';
import { toApiError, type ListenEmbed } from '@smm/model';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAnalytics } from '../../analytics/ConsentProvider.js';
import { LISTEN_TOOL, listenCalls, type ListenCalls } from './listen.calls.js';
import { ListenFrame, type ListenFrameState } from './ListenFrame.js';

/** How long the tool has to say it loaded before the screen says it is not answering. */
export const TOOL_TIMEOUT_MS = 20_000;

/** What Listen needs from the signed-in app. */
export interface ListenScreenProps {
  readonly api: ApiClient;
  /** The route's path (`/listen…`). */
  readonly path: string;
  /** Calls to use instead of the API's (stories). */
  readonly calls?: ListenCalls;
}

type Status =
  | { readonly kind: 'opening' }
  | { readonly kind: 'embedded'; readonly embed: ListenEmbed; readonly loaded: boolean }
  | { readonly kind: 'failed'; readonly reason: 'open' | 'down' | 'forbidden' };

/**
 * Listen (`/listen/tool`; decisions 0088, 0089): the listening tool in a frame. Each opening asks
 * the server for a frame address with a short-lived token and a fresh random nonce; the tool's
 * tracking messages are reported to the app's analytics only when they come from the frame, from
 * the tool's origin, with that nonce — anything else is ignored. `/listen` goes to `/listen/tool`.
 */
export default function ListenScreen({ api, path, calls: given }: ListenScreenProps) {
  const calls = useMemo(() => given ?? listenCalls(api), [api, given]);
  const track = useAnalytics();
  const frame = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'opening' });

  useEffect(() => {
    if (path !== LISTEN_TOOL) window.location.replace(`#${LISTEN_TOOL}`);
  }, [path]);

  useEffect(() => {
    let live = true;
    setStatus({ kind: 'opening' });
    calls.embed().then(
      (embed) => {
        if (live) setStatus({ kind: 'embedded', embed, loaded: false });
      },
      (error: unknown) => {
        if (live)
          setStatus({
            kind: 'failed',
            reason: toApiError(error).status === 403 ? 'forbidden' : 'open',
          });
      },
    );
    return () => {
      live = false;
    };
  }, [calls, attempt]);

  const embed = status.kind === 'embedded' ? status.embed : null;
  useEffect(() => {
    if (!embed) return;
    const timer = setTimeout(() => {
      setStatus((now) =>
        now.kind === 'embedded' && now.embed === embed && !now.loaded
          ? { kind: 'failed', reason: 'down' }
          : now,
      );
    }, TOOL_TIMEOUT_MS);
    const onMessage = (event: MessageEvent) => {
      // Only the frame's window, at the tool's origin, with this opening's nonce.
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      const message = acceptToolMessage(
        { origin: event.origin, data: event.data },
        { origin: embed.toolOrigin, nonce: embed.nonce },
      );
      if (!message) return;
      if (message.event === 'loaded') {
        setStatus((now) =>
          now.kind === 'embedded' && now.embed === embed ? { ...now, loaded: true } : now,
        );
        return;
      }
      // Through the app's analytics: sent only with the person's consent (decision 0104).
      track({ type: 'listeningTool', route: LISTEN_TOOL, fragment: message.event });
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [embed, calls, track]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ListenFrameState =
    status.kind === 'failed'
      ? status
      : status.kind === 'opening'
        ? { kind: 'opening', frameUrl: null }
        : status.loaded
          ? { kind: 'shown', frameUrl: status.embed.frameUrl }
          : { kind: 'opening', frameUrl: status.embed.frameUrl };
  return <ListenFrame state={state} frameRef={frame} onReload={reload} />;
}
