import { useLingui } from '@lingui/react';
import { engageMessages, inboxMessages, translate } from '@smm/i18n';
import type { Feed } from '@smm/model';
import { Checkbox, ConfirmDialog } from '@smm/ui';
import { useState } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import * as styles from './FeedsPanel.css.js';

/** Shares a feed with people of the organisation (an empty choice stops sharing). */
export function ShareDialog(props: {
  readonly feed: Feed;
  readonly onClose: () => void;
  readonly onShared: (feed: Feed) => void;
}) {
  const { i18n } = useLingui();
  const toast = useToast();
  const { calls, me, colleagues } = useEngage();
  const [shares, setShares] = useState<ReadonlySet<string>>(new Set(props.feed.shares ?? []));
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const saved = await calls.shareFeed(me.id, props.feed.id, props.feed.ownerId ?? me.id, [
        ...shares,
      ]);
      props.onShared(saved);
      toast({ type: 'success', message: i18n._(engageMessages.sharesUpdated) });
      props.onClose();
    } catch {
      toast({ type: 'error', message: i18n._(engageMessages.sharesFailed) });
    }
    setBusy(false);
  };
  return (
    <ConfirmDialog
      open
      title={translate(i18n, inboxMessages.shareTitle, { name: props.feed.name })}
      confirmText={i18n._(inboxMessages.saveShares)}
      loading={busy}
      onClose={(reason) => (reason === 'ok' ? void save() : props.onClose())}
    >
      <fieldset className={styles.list}>
        <legend>{i18n._(inboxMessages.shareWith)}</legend>
        {colleagues
          .filter((user) => user.id !== me.id)
          .map((user) => (
            <Checkbox
              key={user.id}
              label={user.name ?? user.email}
              checked={shares.has(user.id)}
              onChange={(event) => {
                const next = new Set(shares);
                if (event.target.checked) next.add(user.id);
                else next.delete(user.id);
                setShares(next);
              }}
            />
          ))}
      </fieldset>
    </ConfirmDialog>
  );
}
