import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { translate } from '@smm/i18n';
import { toApiError } from '@smm/model';
import { useState } from 'react';
import { useToast } from '../../shell/toasts.js';

/** A named thing of a settings list: a channel group, a tracking template … */
export interface Named {
  readonly id: string;
  readonly name: string;
}

/** How a settings list creates, changes and deletes its things, and what it says when it did. */
export interface EditingCalls<T extends Named, I> {
  readonly create: (input: I) => Promise<T>;
  readonly update: (id: string, input: I) => Promise<T>;
  readonly remove: (id: string) => Promise<void>;
  /** Reads the list again after a change. */
  readonly reload: () => void;
  /** "{name} saved" and "{name} deleted". */
  readonly saved: MessageDescriptor;
  readonly deleted: MessageDescriptor;
}

/**
 * The edit and delete lifecycle every settings list shares: the thing being edited (`{}` for a
 * new one) in a dialog, saving (busy, or the server's message to show in the dialog), the thing
 * whose deletion is being confirmed; a toast after each change and the list read again.
 */
export function useEditing<T extends Named, I>(calls: EditingCalls<T, I>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [editing, setEditing] = useState<{ readonly item?: T } | null>(null);
  const [saving, setSaving] = useState<'busy' | string | undefined>();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [removing, setRemoving] = useState(false);
  const close = () => {
    setEditing(null);
    setSaving(undefined);
  };
  const save = async (input: I) => {
    setSaving('busy');
    try {
      const existing = editing?.item;
      const saved = existing ? await calls.update(existing.id, input) : await calls.create(input);
      toast({ type: 'success', message: translate(i18n, calls.saved, { name: saved.name }) });
      close();
      calls.reload();
    } catch (error) {
      setSaving(toApiError(error).message);
    }
  };
  const remove = async (item: T) => {
    setRemoving(true);
    try {
      await calls.remove(item.id);
      toast({ type: 'success', message: translate(i18n, calls.deleted, { name: item.name }) });
      calls.reload();
    } catch (error) {
      toast({ type: 'error', message: toApiError(error).message });
    } finally {
      setRemoving(false);
      setDeleting(null);
    }
  };
  return {
    /** Being edited: `{}` a new one, `{ item }` an existing one; null when no dialog is open. */
    editing,
    /** Opens the editor for a new thing, or for `item`. */
    edit: (item?: T) => setEditing(item === undefined ? {} : { item }),
    close,
    /** Whether the dialog is saving. */
    busy: saving === 'busy',
    /** Why the last save failed, to show in the dialog. */
    error: saving === 'busy' ? undefined : saving,
    save: (input: I) => void save(input),
    /** Asks to confirm the deletion of `item` (null: no more). */
    deleting,
    confirmDelete: setDeleting,
    removing,
    /** The confirm dialog closed: deletes on `ok`, else forgets. */
    onDeleteClosed: (reason: string) => {
      if (reason === 'ok' && deleting) void remove(deleting);
      else setDeleting(null);
    },
  };
}

/** What {@link useEditing} gives a settings list. */
export type Editing<T extends Named, I> = ReturnType<typeof useEditing<T, I>>;
