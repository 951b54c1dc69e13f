import { toApiError, type BulkJob, type BulkJobAccepted } from '@smm/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EngageCalls } from '../engage.calls.js';

/** How often a running bulk job is asked for its progress. */
export const BULK_POLL_MS = 1000;

/** A bulk action from its start to its end. */
export type BulkRun =
  | { readonly phase: 'idle' }
  | { readonly phase: 'starting' }
  | { readonly phase: 'running'; readonly accepted: BulkJobAccepted; readonly job: BulkJob | null }
  | { readonly phase: 'done'; readonly job: BulkJob }
  | { readonly phase: 'failed'; readonly message: string };

/**
 * Starts a bulk job and follows it until it is done: its estimate at once, then its progress
 * every second, and at the end the items it left as they were.
 */
export function useBulkJob(calls: EngageCalls, onDone: () => void) {
  const [run, setRun] = useState<BulkRun>({ phase: 'idle' });
  const done = useRef(onDone);
  done.current = onDone;
  const start = useCallback(async (begin: () => Promise<BulkJobAccepted>) => {
    setRun({ phase: 'starting' });
    try {
      const accepted = await begin();
      setRun({ phase: 'running', accepted, job: null });
    } catch (error) {
      setRun({ phase: 'failed', message: toApiError(error).message });
    }
  }, []);
  const jobId = run.phase === 'running' ? run.accepted.jobId : null;
  useEffect(() => {
    if (jobId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const job = await calls.bulkJob(jobId);
        if (stopped) return;
        if (job.state === 'done') {
          setRun({ phase: 'done', job });
          done.current();
          return;
        }
        setRun((current) => (current.phase === 'running' ? { ...current, job } : current));
      } catch {
        // A missed poll is asked again.
      }
      if (!stopped) timer = setTimeout(() => void poll(), BULK_POLL_MS);
    };
    timer = setTimeout(() => void poll(), BULK_POLL_MS / 2);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [jobId, calls]);
  return {
    run,
    start,
    reset: () => setRun({ phase: 'idle' }),
    /** Work done outside a job (labels): the list is loaded again. */
    finished: () => done.current(),
  };
}

/** A bulk job as the bar works it. */
export type BulkJobControl = ReturnType<typeof useBulkJob>;
