import { useLingui } from '@lingui/react';
import { actionMessages, engageMessages, inboxMessages, translate } from '@smm/i18n';
import { ConfirmDialog, networkName } from '@smm/ui';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { DialogFields, FailureNote, type ItemDialogProps, QuotedItem } from './FormDialog.js';
import { useCallWithToasts, useDialogCall } from './use-dialog-call.js';

/** X calls a repost a retweet; Threads a repost (engage §5, §8). */
const isRetweet = (network: string) => network === 'twitter';

/** Asks before reposting the item (retweeting on X); closes once it is reposted. */
export function RepostDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { calls, store } = useEngage();
  const live = useItem(store, item.id) ?? item;
  const callWithToasts = useCallWithToasts();
  const { busy, failure, run } = useDialogCall(onClose);
  const retweet = isRetweet(live.engage.network);
  const repost = () =>
    run(() =>
      callWithToasts(
        async () => {
          store.load([await calls.repost(live)]);
        },
        {
          success: () =>
            i18n._(retweet ? engageMessages.retweetSucceeded : engageMessages.repostSucceeded),
          failure: retweet ? engageMessages.retweetFailed : engageMessages.repostFailed,
        },
      ),
    );
  return (
    <ConfirmDialog
      open
      title={i18n._(retweet ? actionMessages.retweetTitle : actionMessages.repostTitle)}
      confirmText={i18n._(retweet ? inboxMessages.act_retweet : inboxMessages.act_repost)}
      loading={busy}
      onClose={(reason) => (reason === 'ok' ? repost() : onClose())}
    >
      <DialogFields>
        <p>
          {translate(i18n, actionMessages.repostBody, {
            network: networkName(live.engage.network),
          })}
        </p>
        <QuotedItem item={live} />
        <FailureNote text={failure} />
      </DialogFields>
    </ConfirmDialog>
  );
}
