import type { RefObject } from 'react';
import { useEffect, useRef } from 'react';

/**
 * Opens the dialog with `showModal()` while `open`, closes it otherwise, and gives focus back to
 * the element that had it before it opened (also when the dialog is removed while open).
 */
export function useModalFocus(ref: RefObject<HTMLDialogElement | null>, open: boolean): void {
  const returnTo = useRef<HTMLElement | null>(null);

  const restoreFocus = () => {
    const element = returnTo.current;
    returnTo.current = null;
    if (element?.isConnected === true) element.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement ? active : null;
      dialog.showModal();
    } else if (!open) {
      if (dialog.open) dialog.close();
      restoreFocus();
    }
  }, [ref, open]);

  // On unmount only (the effect above handles every change of `open`); the element is taken
  // now, as the ref is already cleared when the cleanup runs.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open === true) dialog.close();
      restoreFocus();
    };
  }, [ref]);
}
