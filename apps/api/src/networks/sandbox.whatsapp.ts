import { createHash } from 'node:crypto';
import { placeholderCount } from '@smm/engage-rules';
import { NetworkError, type MessageTemplate } from './gateway.js';

/** The standard templates every sandbox WhatsApp business account has approved. */
const APPROVED: readonly Omit<MessageTemplate, 'id'>[] = [
  {
    name: 'follow_up',
    language: 'en',
    text: 'Hello {{1}}, we are following up on your message. Reply to continue the conversation.',
  },
  {
    name: 'order_update',
    language: 'en',
    text: 'Hello {{1}}, your order {{2}} is on its way.',
  },
  {
    name: 'follow_up',
    language: 'de',
    text: 'Hallo {{1}}, wir melden uns zu Ihrer Nachricht. Antworten Sie, um das Gespräch fortzusetzen.',
  },
  {
    name: 'follow_up',
    language: 'es',
    text: 'Hola {{1}}, le escribimos sobre su mensaje. Responda para continuar la conversación.',
  },
];

/**
 * The standard approved templates of a sandbox WhatsApp channel; their ids are stable per
 * channel. A business account's own templates are added by `approvedTemplates` once approved.
 */
export function sandboxTemplates(channelId: string): MessageTemplate[] {
  return APPROVED.map((template) => ({
    ...template,
    id: createHash('sha256')
      .update(`${channelId}:${template.name}:${template.language}`)
      .digest('hex')
      .slice(0, 16),
  }));
}

/**
 * WhatsApp's side of a template message: the template must be one `approved` for the channel and get
 * exactly as many parameters as it has placeholders (the Cloud API's errors 132001 and 132000).
 */
export function checkTemplate(
  approved: readonly MessageTemplate[],
  template: { readonly id: string; readonly parameters: readonly string[] },
): MessageTemplate {
  const found = approved.find((candidate) => candidate.id === template.id);
  if (!found) {
    throw new NetworkError('invalid', 'Template name does not exist in the translation.', {
      code: 132001,
    });
  }
  const expected = placeholderCount(found.text);
  if (template.parameters.length !== expected) {
    throw new NetworkError(
      'invalid',
      `Number of parameters does not match the expected number of params (${expected}).`,
      { code: 132000 },
    );
  }
  return found;
}
