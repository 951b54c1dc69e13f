import type { LabelJob } from '@smm/model';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How often an unfinished label job's progress is read. */
export const JOB_POLL_MS = 500;

/**
 * The label jobs the screen shows (docs/decisions/0044): those unfinished when it opened and
 * those started since, each read again every {@link JOB_POLL_MS} ms until done; `onDone` hears
 * of each job the screen saw finish. Finished jobs stay until dismissed.
 */
export function useLabelJobs(
  calls: {
    readonly jobs: () => Promise<LabelJob[]>;
    readonly job: (id: string) => Promise<LabelJob>;
  },
  onDone: (job: LabelJob) => void,
) {
  const [jobs, setJobs] = useState<readonly LabelJob[]>([]);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    let live = true;
    calls.jobs().then(
      (found) => {
        if (live) setJobs(found.filter((job) => job.state !== 'done'));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [calls]);
  const unfinished = jobs.filter((job) => job.state !== 'done').map((job) => job.id);
  const key = unfinished.join(',');
  useEffect(() => {
    if (key === '') return;
    let live = true;
    const timer = setTimeout(() => {
      void Promise.all(key.split(',').map((id) => calls.job(id).catch(() => null))).then((read) => {
        if (!live) return;
        const fresh = new Map(
          read.filter((job): job is LabelJob => job !== null).map((job) => [job.id, job]),
        );
        setJobs((current) => current.map((job) => fresh.get(job.id) ?? job));
        for (const job of fresh.values()) if (job.state === 'done') done.current(job);
      });
    }, JOB_POLL_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [calls, key, jobs]);
  return {
    jobs,
    /** Follows a job just started. */
    follow: useCallback((job: LabelJob) => setJobs((current) => [job, ...current]), []),
    /** Hides a finished job. */
    dismiss: useCallback(
      (id: string) => setJobs((current) => current.filter((job) => job.id !== id)),
      [],
    ),
  };
}
