import { useLingui } from '@lingui/react';
import { conversationPanelMessages as m, translate } from '@smm/i18n';
import type { EngageItem } from '@smm/model';
import { Modal } from '@smm/ui';
import { useState } from 'react';
import * as styles from './ConversationPanels.css.js';
import { IdentityCard } from './IdentityCard.js';

/**
 * The sender's name in the conversation's header as a button that opens their identity card
 * (decision 0058); the channel's own items show the name alone.
 */
export function SenderButton({ item, name }: { readonly item: EngageItem; readonly name: string }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  if (!item.sender || item.sender.isOwn) return <>{name}</>;
  return (
    <>
      <button
        type="button"
        className={styles.senderButton}
        aria-haspopup="dialog"
        title={translate(i18n, m.senderProfile, { name })}
        onClick={() => setOpen(true)}
      >
        {name}
      </button>
      {open && (
        <Modal open title={name} width={600} onClose={() => setOpen(false)}>
          <IdentityCard item={item} onOpenItem={() => setOpen(false)} />
        </Modal>
      )}
    </>
  );
}
