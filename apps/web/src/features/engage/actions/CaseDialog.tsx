import { useLingui } from '@lingui/react';
import { actionMessages, engageMessages, inboxMessages, translate } from '@smm/i18n';
import { useEngage } from '../engage.context.js';
import { MAX_CASE_DESCRIPTION_LENGTH } from './dialog.forms.js';
import type { ItemDialogProps } from './FormDialog.js';
import { SubjectDialog } from './SubjectDialog.js';
import { useCallWithToasts } from './use-dialog-call.js';

/** Opens a case from the item; the toast gives the case's number. Closes once it is open. */
export function CaseDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { calls } = useEngage();
  const callWithToasts = useCallWithToasts();
  return (
    <SubjectDialog
      title={i18n._(inboxMessages.act_case)}
      submitText={i18n._(actionMessages.openCase)}
      maxDescriptionLength={MAX_CASE_DESCRIPTION_LENGTH}
      send={(subject, description) =>
        callWithToasts(() => calls.openCase([item.id], subject, description), {
          success: (opened) =>
            translate(i18n, engageMessages.caseCreated, {
              caseNumber: opened.number ?? opened.id ?? '',
            }),
        })
      }
      onClose={onClose}
    />
  );
}
