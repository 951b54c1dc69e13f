import { useLingui } from '@lingui/react';
import { actionMessages, engageMessages, inboxMessages } from '@smm/i18n';
import { useEngage } from '../engage.context.js';
import type { ItemDialogProps } from './FormDialog.js';
import { SubjectDialog } from './SubjectDialog.js';
import { useCallWithToasts } from './use-dialog-call.js';

/** Opens a Zendesk ticket from the item; closes once it is created. */
export function TicketDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { calls } = useEngage();
  const callWithToasts = useCallWithToasts();
  return (
    <SubjectDialog
      title={i18n._(inboxMessages.act_ticket)}
      submitText={i18n._(actionMessages.createTicket)}
      send={(subject, description) =>
        callWithToasts(() => calls.ticket(item.id, subject, description), {
          success: () => i18n._(engageMessages.ticketCreated),
          failure: engageMessages.ticketFailed,
        })
      }
      onClose={onClose}
    />
  );
}
