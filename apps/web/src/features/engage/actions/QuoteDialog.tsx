import { useLingui } from '@lingui/react';
import { characterCount, maxReplyLength, repostKind } from '@smm/engage-rules';
import { actionMessages, engageMessages, inboxMessages, translate } from '@smm/i18n';
import { networkName } from '@smm/ui';
import { useState } from 'react';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { FormDialog, type ItemDialogProps, QuotedItem } from './FormDialog.js';
import { TextAreaField } from './TextAreaField.js';
import { useCallWithToasts, useDialogCall } from './use-dialog-call.js';

/**
 * Quotes the item with a comment (an X quote tweet, a Threads quote): the network's counter, a
 * comment required. Closes once the quote is published.
 */
export function QuoteDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { calls, store } = useEngage();
  const live = useItem(store, item.id) ?? item;
  const callWithToasts = useCallWithToasts();
  const { busy, failure, run } = useDialogCall(onClose);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const network = live.engage.network;
  const max = maxReplyLength(network);
  const remaining = max < 0 ? null : max - characterCount(network, text);
  const counter =
    remaining === null
      ? undefined
      : {
          text:
            remaining >= 0
              ? translate(i18n, inboxMessages.charactersLeft, { count: remaining })
              : translate(i18n, inboxMessages.charactersOver, { count: -remaining }),
          over: remaining < 0,
        };

  const submit = () => {
    if (repostKind(text) !== 'quote') {
      setError(i18n._(actionMessages.quoteRequired));
      return false;
    }
    if (remaining !== null && remaining < 0) {
      setError(translate(i18n, actionMessages.quoteTooLong, { network: networkName(network) }));
      return false;
    }
    const message = text.trim();
    run(() =>
      callWithToasts(
        async () => {
          store.load([await calls.repost(live, message)]);
        },
        {
          success: () => i18n._(engageMessages.quoteSucceeded),
          failure: engageMessages.quoteFailed,
        },
      ),
    );
    return true;
  };

  return (
    <FormDialog
      title={i18n._(actionMessages.quoteTitle)}
      submitText={i18n._(inboxMessages.act_quote)}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        name="message"
        label={i18n._(actionMessages.quoteText)}
        value={text}
        aria-required="true"
        counter={counter}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <QuotedItem item={live} />
    </FormDialog>
  );
}
