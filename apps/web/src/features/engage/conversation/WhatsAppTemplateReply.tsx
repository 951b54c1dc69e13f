import { useLingui } from '@lingui/react';
import { engageMessages } from '@smm/i18n';
import type { EngageItem, SavedItem } from '@smm/model';
import { useCallback } from 'react';
import { useToast } from '../../../shell/toasts.js';
import { useEngage } from '../engage.context.js';
import { failureText } from '../failure-text.js';
import { WhatsAppTemplateComposer } from './WhatsAppTemplateComposer.js';

/** Props of {@link WhatsAppTemplateReply}. */
export interface WhatsAppTemplateReplyProps {
  /** The WhatsApp conversation whose 24-hour window has closed. */
  readonly conversation: EngageItem;
  /** The template message, as it is being sent (it joins the thread). */
  readonly onSent: (sent: SavedItem) => void;
}

/**
 * {@link WhatsAppTemplateComposer} bound to the inbox: the conversation channel's approved
 * templates, sent in the conversation; a failure is a toast in the reader's language.
 */
export function WhatsAppTemplateReply({ conversation, onSent }: WhatsAppTemplateReplyProps) {
  const { calls } = useEngage();
  const { i18n } = useLingui();
  const toast = useToast();
  const channelId = conversation.channelId;
  const loadTemplates = useCallback(() => calls.whatsappTemplates(channelId), [calls, channelId]);
  const send = async (templateId: string, parameters: readonly string[]) => {
    try {
      onSent(await calls.sendTemplate(conversation.id, templateId, parameters));
      return true;
    } catch (error) {
      toast({
        type: 'error',
        message: failureText(i18n, error, 'whatsapp', engageMessages.replyFailed),
      });
      return false;
    }
  };
  return <WhatsAppTemplateComposer loadTemplates={loadTemplates} onSend={send} />;
}
