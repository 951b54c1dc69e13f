import { useLingui } from '@lingui/react';
import { actionMessages, engageMessages, inboxMessages, translate } from '@smm/i18n';
import { Input, networkName } from '@smm/ui';
import { useState } from 'react';
import { useEngage } from '../engage.context.js';
import { useItem } from '../item.store.js';
import { senderText } from '../list/item-card.texts.js';
import {
  addressesError,
  emailAddresses,
  MAX_FORWARD_ADDRESSES,
  MAX_SUBJECT_LENGTH,
} from './dialog.forms.js';
import { FormDialog, type ItemDialogProps } from './FormDialog.js';
import { TextAreaField } from './TextAreaField.js';
import { useCallWithToasts, useDialogCall } from './use-dialog-call.js';

/**
 * Forwards the item by e-mail: up to 20 addresses, a subject (the sender and the network at
 * first) and a message (the item's text and link at first). Closes once it is sent.
 */
export function ForwardDialog({ item, onClose }: ItemDialogProps) {
  const { i18n } = useLingui();
  const { calls, store } = useEngage();
  const live = useItem(store, item.id) ?? item;
  const callWithToasts = useCallWithToasts();
  const { busy, failure, run } = useDialogCall(onClose);
  const [emails, setEmails] = useState('');
  const [subject, setSubject] = useState(() =>
    translate(i18n, actionMessages.forwardSubject, {
      name: senderText(i18n, item),
      network: networkName(item.engage.network),
    }),
  );
  const [body, setBody] = useState(() =>
    [item.message, item.meta.link].filter((part) => part !== undefined && part !== '').join('\n\n'),
  );
  const [errors, setErrors] = useState<{ emails?: string; subject?: string }>({});

  const submit = () => {
    const addresses = emailAddresses(emails);
    const wrong = addressesError(addresses);
    const next = {
      ...(wrong === null
        ? {}
        : {
            emails:
              wrong.kind === 'none'
                ? i18n._(actionMessages.emailsRequired)
                : wrong.kind === 'tooMany'
                  ? translate(i18n, actionMessages.emailsTooMany, { max: wrong.max })
                  : translate(i18n, actionMessages.emailsInvalid, {
                      addresses: wrong.invalid.join(', '),
                    }),
          }),
      ...(subject.trim() === '' ? { subject: i18n._(actionMessages.subjectRequired) } : {}),
    };
    setErrors(next);
    if (next.emails !== undefined || next.subject !== undefined) return false;
    run(() =>
      callWithToasts(() => calls.forward(live.id, subject.trim(), body, addresses), {
        success: () => i18n._(engageMessages.emailSent),
        failure: engageMessages.emailFailed,
      }),
    );
    return true;
  };

  return (
    <FormDialog
      title={i18n._(inboxMessages.act_forward)}
      submitText={i18n._(inboxMessages.send)}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextAreaField
        name="emails"
        label={i18n._(actionMessages.emails)}
        hint={translate(i18n, actionMessages.emailsHint, { max: MAX_FORWARD_ADDRESSES })}
        value={emails}
        rows={2}
        autoComplete="email"
        aria-required="true"
        error={errors.emails}
        onChange={(event) => {
          setEmails(event.target.value);
          setErrors(({ emails: _, ...rest }) => rest);
        }}
      />
      <Input
        name="subject"
        label={i18n._(actionMessages.subject)}
        value={subject}
        maxLength={MAX_SUBJECT_LENGTH}
        aria-required="true"
        error={errors.subject}
        onChange={(event) => {
          setSubject(event.target.value);
          setErrors(({ subject: _, ...rest }) => rest);
        }}
      />
      <TextAreaField
        name="body"
        label={i18n._(actionMessages.body)}
        value={body}
        rows={6}
        onChange={(event) => setBody(event.target.value)}
      />
    </FormDialog>
  );
}
