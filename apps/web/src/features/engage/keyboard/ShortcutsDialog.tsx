import { useLingui } from '@lingui/react';
import { inboxMessages } from '@smm/i18n';
import { SHORTCUTS, type InboxCommand } from '@smm/inbox';
import { Modal } from '@smm/ui';
import * as styles from './ShortcutsDialog.css.js';

const TEXT: Readonly<Record<InboxCommand, keyof typeof inboxMessages>> = {
  next: 'key_next',
  previous: 'key_previous',
  open: 'key_open',
  reply: 'key_reply',
  assign: 'key_assign',
  markRead: 'key_markRead',
  help: 'key_help',
  close: 'key_close',
};

/** The "?" dialog: every shortcut of the inbox with its keys. */
export function ShortcutsDialog(props: { readonly open: boolean; readonly onClose: () => void }) {
  const { i18n } = useLingui();
  return (
    <Modal open={props.open} title={i18n._(inboxMessages.shortcuts)} onClose={props.onClose}>
      <dl className={styles.list}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.command} className={styles.row}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key} className={styles.key}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={styles.text}>{i18n._(inboxMessages[TEXT[shortcut.command]])}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
