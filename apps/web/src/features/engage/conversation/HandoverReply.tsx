import { useLingui } from '@lingui/react';
import { engageMessages } from '@smm/i18n';
import type { EngageItem } from '@smm/model';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { HandoverNotice } from './HandoverNotice.js';

/**
 * {@link HandoverNotice} bound to the inbox: "Take control" resynchronises the conversation's
 * control (engage §8's "resync control" toasts); the conversation then shows the reply box.
 */
export function HandoverReply({ conversation }: { readonly conversation: EngageItem }) {
  const { calls, store } = useEngage();
  const { i18n } = useLingui();
  const toast = useToast();
  const take = async () => {
    try {
      store.load([await calls.resyncControl(conversation.id)]);
      toast({ type: 'success', message: i18n._(engageMessages.resyncSucceeded) });
      return true;
    } catch {
      toast({ type: 'error', message: i18n._(engageMessages.resyncFailed) });
      return false;
    }
  };
  return <HandoverNotice onTakeControl={take} />;
}
