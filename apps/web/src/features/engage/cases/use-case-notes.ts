import { toApiError, type CaseNote } from '@smm/model';
import { useCallback, useRef, useState } from 'react';
import type { EngageCalls } from '../engage.calls.js';
import { withCaseNote } from './cases.rules.js';

/** The annotation notes of one case, once asked for. */
export interface CaseNotesState {
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  /** Oldest first. */
  readonly notes: readonly CaseNote[];
  /** The server's message when loading failed. */
  readonly error?: string;
}

/** The calls a case's notes make. */
export type CaseNotesCalls = Pick<
  EngageCalls,
  'caseNotes' | 'addCaseNote' | 'updateCaseNote' | 'deleteCaseNote'
>;

const IDLE: CaseNotesState = { status: 'idle', notes: [] };

/**
 * The annotation notes of a case: loaded on `load` (when the list is first expanded), added,
 * changed and deleted in place once the server has answered. The changes reject when their call
 * fails, leaving the notes as they were.
 *
 * @example
 * const notes = useCaseNotes(calls, value.id);
 * useEffect(() => { if (expanded) notes.load(); }, [expanded]);
 */
export function useCaseNotes(calls: CaseNotesCalls, caseId: string) {
  const [state, setState] = useState<CaseNotesState>(IDLE);
  const loading = useRef(false);

  const load = useCallback(
    (again = false) => {
      if (loading.current) return;
      loading.current = true;
      setState((now) => (again || now.status !== 'ready' ? { ...now, status: 'loading' } : now));
      calls
        .caseNotes(caseId)
        .then((notes) => setState({ status: 'ready', notes }))
        .catch((error: unknown) =>
          setState((now) => ({ ...now, status: 'failed', error: toApiError(error).message })),
        )
        .finally(() => {
          loading.current = false;
        });
    },
    [calls, caseId],
  );

  const add = useCallback(
    async (text: string) => {
      const note = await calls.addCaseNote(caseId, text);
      setState((now) => ({ ...now, notes: withCaseNote(now.notes, note) }));
      return note;
    },
    [calls, caseId],
  );

  const update = useCallback(
    async (noteId: string, text: string) => {
      const note = await calls.updateCaseNote(caseId, noteId, text);
      setState((now) => ({ ...now, notes: withCaseNote(now.notes, note) }));
      return note;
    },
    [calls, caseId],
  );

  const remove = useCallback(
    async (noteId: string) => {
      await calls.deleteCaseNote(caseId, noteId);
      setState((now) => ({ ...now, notes: now.notes.filter((note) => note.id !== noteId) }));
    },
    [calls, caseId],
  );

  return { state, load, add, update, remove };
}
