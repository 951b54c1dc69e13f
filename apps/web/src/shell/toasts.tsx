import { toastQueueMachine, type ToastRequest } from '@smm/notify';
import { ToastRegion } from '@smm/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';

/** Shows a toast (platform §4): `{ type: 'success', message }`, ttl in the options. */
export type ShowToast = (toast: ToastRequest) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** The function that shows a toast, from the nearest {@link Toasts}. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs <Toasts> above it.');
  return show;
}

/**
 * The app's toasts: `@smm/notify`'s toast queue bound to the design system's toast region.
 * Requests made before the region is on screen are shown when it is.
 */
export function Toasts({ children }: { readonly children: ReactNode }) {
  const queue = useActorRef(toastQueueMachine);
  const toasts = useSelector(queue, (state) => state.context.toasts);
  useEffect(() => {
    queue.send({ type: 'container.mounted' });
    return () => queue.send({ type: 'container.unmounted' });
  }, [queue]);
  const show = useMemo<ShowToast>(
    () => (toast) => queue.send({ type: 'toast.show', toast }),
    [queue],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={(id) => queue.send({ type: 'toast.dismiss', id })} />
    </ToastContext.Provider>
  );
}
