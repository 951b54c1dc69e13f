import { useLingui } from '@lingui/react';
import { actionMessages, inboxMessages, translate } from '@smm/i18n';
import type { PredictionSentiment } from '@smm/model';
import { useState } from 'react';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { FormDialog, type ItemDialogProps } from './FormDialog.js';
import { RadioGroup } from './RadioGroup.js';
import { useDialogCall } from './use-dialog-call.js';
import { useItemActions } from './use-item-actions.js';

/** A sentiment the user sets, or `predicted` to go back to the prediction (`null`). */
type Choice = PredictionSentiment | 'predicted';

const SENTIMENT_TEXT = {
  POSITIVE: inboxMessages.sentimentPositive,
  NEGATIVE: inboxMessages.sentimentNegative,
} as const;

/** Sets the item's sentiment: positive, negative, or as predicted. Closes once it is saved. */
export function SentimentDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { store } = useEngage();
  const actions = useItemActions();
  const live = useItem(store, item.id) ?? item;
  const [choice, setChoice] = useState<Choice>(live.prediction?.userSentiment ?? 'predicted');
  const { busy, failure, run } = useDialogCall(onClose);
  const predicted = live.prediction?.sentiment;

  const submit = () => {
    run(async () =>
      (await actions.sentiment(live, choice === 'predicted' ? null : choice))
        ? null
        : i18n._(actionMessages.sentimentFailed),
    );
    return true;
  };

  return (
    <FormDialog
      title={i18n._(inboxMessages.act_sentiment)}
      submitText={i18n._(actionMessages.save)}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <RadioGroup<Choice>
        legend={i18n._(actionMessages.sentimentOfItem)}
        value={choice}
        onChange={setChoice}
        options={[
          { value: 'POSITIVE', label: i18n._(SENTIMENT_TEXT.POSITIVE) },
          { value: 'NEGATIVE', label: i18n._(SENTIMENT_TEXT.NEGATIVE) },
          {
            value: 'predicted',
            label: i18n._(inboxMessages.sentimentNone),
            description:
              predicted === undefined
                ? i18n._(actionMessages.notPredicted)
                : translate(i18n, actionMessages.predicted, {
                    sentiment: i18n._(SENTIMENT_TEXT[predicted]),
                  }),
          },
        ]}
      />
    </FormDialog>
  );
}
