import { useLingui } from '@lingui/react';
import { automationMessages as m, translate } from '@smm/i18n';
import { useState } from 'react';
import { toApiError } from '@smm/model';
import { useToast } from '../../../shell/toasts.js';

/**
 * Work on one row of a list at a time (activate, pause, switch, delete): which row is busy,
 * and `run`, which does the work, toasts a failure with the server's message and reloads the
 * list then, so the row shows what is stored.
 */
export function useRowWork(reload: () => Promise<void>) {
  const { i18n } = useLingui();
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const run = async (id: string, work: () => Promise<void>) => {
    setBusyId(id);
    try {
      await work();
    } catch (error) {
      toast({
        type: 'error',
        message: translate(i18n, m.changeFailed, { message: toApiError(error).message }),
      });
      await reload();
    } finally {
      setBusyId(null);
    }
  };
  return { busyId, run };
}
