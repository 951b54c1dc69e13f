import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { actionMessages, translate } from '@smm/i18n';
import { toApiError } from '@smm/model';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { failureText } from '../failure-text.js';

/**
 * A dialog's work: resolves `null` when it succeeded, or the text saying why it failed (the
 * dialog stays open and shows it).
 */
export type DialogWork = () => Promise<string | null>;

/** The state of a dialog's call: busy while it runs, the failure it left. */
export interface DialogCall {
  readonly busy: boolean;
  readonly failure: string | undefined;
  /** Runs the work, one at a time; `onDone` is called when it succeeded. */
  readonly run: (work: DialogWork) => void;
}

/** Runs a dialog's call: busy meanwhile, closed by `onDone` on success, the failure kept. */
export function useDialogCall(onDone: () => void): DialogCall {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const running = useRef(false);
  const run = useCallback(
    (work: DialogWork) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      setFailure(undefined);
      void work()
        .catch((error: unknown) => toApiError(error).message)
        .then((failed) => {
          running.current = false;
          setBusy(false);
          if (failed === null) onDone();
          else setFailure(failed);
        });
    },
    [onDone],
  );
  return { busy, failure, run };
}

/** The toasts of a call that is not an optimistic item action (engage §8). */
export interface CallTexts<T> {
  /** The success toast, from the call's answer. */
  readonly success: (answer: T) => string;
  /** The spec's failure toast; without one the server's message is shown. */
  readonly failure?: MessageDescriptor;
  /** The network of the item the call is about (for a network's own error codes). */
  readonly network?: string;
}

/**
 * Sends a call with the spec's toasts: success, or the failure text (the server's message when
 * the spec has none). Resolves as a {@link DialogWork} does: `null`, or the failure for the dialog
 * with the server's message added.
 */
export function useCallWithToasts() {
  const { i18n } = useLingui();
  const toast = useToast();
  return useCallback(
    async <T>(call: () => Promise<T>, texts: CallTexts<T>): Promise<string | null> => {
      let answer: T;
      try {
        answer = await call();
      } catch (error) {
        // The error code's localised message where it has one (engage §8), else the server's.
        const server = failureText(i18n, error, texts.network);
        if (texts.failure === undefined) {
          toast({ type: 'error', message: server });
          return server;
        }
        const failure = i18n._(texts.failure);
        toast({ type: 'error', message: failure });
        return translate(i18n, actionMessages.failedBecause, { failure, message: server });
      }
      toast({ type: 'success', message: texts.success(answer) });
      return null;
    },
    [i18n, toast],
  );
}
