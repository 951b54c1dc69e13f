import { fileURLToPath } from 'node:url';
import { WEBHOOK_TOPICS, WebhookTopicName } from '@smm/model';
import { format, resolveConfig } from 'prettier';

const PATH = fileURLToPath(new URL('../../../docs/webhooks.md', import.meta.url));

/**
 * `docs/webhooks.md`: how deliveries are signed, retried and kept safe, and every topic with
 * what it tells and an example body — from `@smm/model`'s `WEBHOOK_TOPICS`, so it cannot drift.
 */
export async function renderWebhookCatalogue(): Promise<string> {
  const groups = [...new Set(WebhookTopicName.values.map((topic) => WEBHOOK_TOPICS[topic].group))];
  const sections = groups.map((group) => {
    const topics = WebhookTopicName.values.filter((topic) => WEBHOOK_TOPICS[topic].group === group);
    return [
      `## ${group}`,
      ...topics.map((topic) => {
        const entry = WEBHOOK_TOPICS[topic];
        const body = { type: topic, timestamp: '2026-11-26T09:15:00.000Z', data: entry.example };
        return [
          `### \`${topic}\``,
          entry.description,
          `Data: \`${entry.data.name}\` in \`@smm/model\`.`,
          '```json',
          JSON.stringify(body, null, 2),
          '```',
        ].join('\n\n');
      }),
    ].join('\n\n');
  });
  const text = [
    '# Webhooks: topics and deliveries',
    "Generated from `@smm/model`'s `WEBHOOK_TOPICS` by `npm run openapi`; do not edit by hand. The same topics are in the `webhooks` section of `docs/openapi.json`. Decision 0053 says why it works as it does.",
    '## Receiving',
    [
      '- Administrators add webhooks under **Settings → Integrations** (or `POST /webhook/webhooks`), choosing topics; each endpoint gets a delivery for every event of its topics.',
      '- Every delivery is a `POST` with a JSON body `{ "type", "timestamp", "data" }` and the [Standard Webhooks](https://www.standardwebhooks.com/) headers `webhook-id`, `webhook-timestamp` and `webhook-signature` (`v1,` HMAC-SHA256 with the organisation\'s `whsec_` secret). Verify it with the `standardwebhooks` library: `new Webhook(secret).verify(body, headers)`.',
      '- Answer 2xx within 15 seconds. Anything else — another status, no answer, a redirect — is tried again after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (±10%); then the delivery is failed, and can be resent or replayed from the delivery log.',
      '- The `webhook-id` is the same on every attempt and resend: drop a delivery whose id you have seen.',
      '- An endpoint whose every attempt failed for 5 days is switched off and the administrators are told.',
      '- Rotating the secret keeps the previous one signing for 24 hours: deliveries then carry two signatures, and a receiver holding either verifies.',
      '- Deliveries go to public https addresses only, resolved and checked at every attempt; `WEBHOOKS_ALLOW_PRIVATE_TARGETS=1` lets development and tests use http and private addresses.',
    ].join('\n'),
    ...sections,
  ].join('\n\n');
  const config = await resolveConfig(PATH);
  return format(text, { ...config, filepath: PATH });
}
