import type { EngageItem } from '@smm/model';

/**
 * How long after a customer's last message a business may write to them freely on WhatsApp
 * (the customer-service window): 24 hours. Outside it, only an approved template may be sent.
 */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * A WhatsApp conversation after one of its messages: a customer's message opens the window for
 * 24 hours from when it was written (a later window is kept); the business's own messages do not
 * open it, and other networks have no window.
 *
 * @example
 * openWindow(conversation, customerMessage).whatsapp?.windowExpiresAt // written + 24 h
 */
export function openWindow<I extends Pick<EngageItem, 'engage' | 'whatsapp'>>(
  conversation: I,
  message: Pick<EngageItem, 'sender' | 'meta'>,
): I {
  if (conversation.engage.network !== 'whatsapp' || message.sender?.isOwn === true) {
    return conversation;
  }
  const expires = Date.parse(message.meta.createdDate) + WHATSAPP_WINDOW_MS;
  const current = conversation.whatsapp?.windowExpiresAt;
  if (current !== undefined && Date.parse(current) >= expires) return conversation;
  return {
    ...conversation,
    whatsapp: { ...conversation.whatsapp, windowExpiresAt: new Date(expires).toISOString() },
  };
}

/**
 * Whether only a template may be sent in this conversation now: a WhatsApp conversation whose
 * customer-service window has closed (or was never opened by the customer).
 *
 * @example
 * needsTemplate(whatsappConversation, Date.now()) // true a day after the customer last wrote
 */
export function needsTemplate(item: Pick<EngageItem, 'engage' | 'whatsapp'>, now: number): boolean {
  if (item.engage.network !== 'whatsapp') return false;
  const expires = item.whatsapp?.windowExpiresAt;
  return expires === undefined || Date.parse(expires) <= now;
}

/**
 * How many parameters a WhatsApp template takes: its highest placeholder, `{{1}}` … `{{n}}`.
 *
 * @example
 * placeholderCount('Hello {{1}}, your order {{2}} is on its way.') // 2
 */
export function placeholderCount(text: string): number {
  const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  return numbers.length === 0 ? 0 : Math.max(...numbers);
}

/**
 * A template's text with its placeholders filled in, `{{1}}` by the first parameter and so on;
 * a placeholder without a parameter stays as it is.
 *
 * @example
 * fillTemplate('Hello {{1}}!', ['Ana']) // 'Hello Ana!'
 */
export function fillTemplate(text: string, parameters: readonly string[]): string {
  return text.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => parameters[Number(n) - 1] ?? whole);
}
