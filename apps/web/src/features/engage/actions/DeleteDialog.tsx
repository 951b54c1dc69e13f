import { useLingui } from '@lingui/react';
import { engageMessages, inboxMessages, translate } from '@smm/i18n';
import { ConfirmDialog, networkName } from '@smm/ui';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { DialogFields, FailureNote, type ItemDialogProps, QuotedItem } from './FormDialog.js';
import { useDialogCall } from './use-dialog-call.js';
import { useItemActions } from './use-item-actions.js';

/** Asks before deleting the item on its network; closes once it is deleted. */
export function DeleteDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { store } = useEngage();
  const actions = useItemActions();
  const live = useItem(store, item.id) ?? item;
  const { busy, failure, run } = useDialogCall(onClose);
  return (
    <ConfirmDialog
      open
      title={i18n._(inboxMessages.deleteTitle)}
      confirmText={i18n._(inboxMessages.act_delete)}
      confirmState="danger"
      loading={busy}
      width={400}
      onClose={(reason) => {
        if (reason !== 'ok') onClose();
        else
          run(async () =>
            (await actions.remove(live)) ? null : i18n._(engageMessages.deleteFailed),
          );
      }}
    >
      <DialogFields>
        <p>
          {translate(i18n, inboxMessages.deleteBody, {
            network: networkName(live.engage.network),
          })}
        </p>
        <QuotedItem item={live} />
        <FailureNote text={failure} />
      </DialogFields>
    </ConfirmDialog>
  );
}
