/**
 * The integrations screen against the real server and a real receiver on 127.0.0.1: an
 * administrator opens it from the settings navigation, adds a webhook to the receiver, sends a
 * test event ("Delivered (204)"), finds it in the delivery log, resends it and sees the second
 * attempt; the receiver verified both with `standardwebhooks` and got the same webhook-id twice.
 * People who are not administrators see the settings' refusal, not a broken screen.
 */
import type { Webhook, WebhookSecret } from '@smm/model';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook as Verifier } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

/** A delivery the receiver took: its webhook-id and whether its signature verified. */
interface Taken {
  readonly id: string;
  readonly type: string;
  readonly verified: boolean;
}

/** The receiver: answers 204 to a delivery signed with one of `secrets`, 400 otherwise. */
const receiver = { url: '', secrets: [] as string[], taken: [] as Taken[] };
let server: Server | undefined;

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      const headers = {
        'webhook-id': String(request.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
      };
      const verified = receiver.secrets.some((secret) => {
        try {
          new Verifier(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      const type = String((JSON.parse(body) as { type?: unknown }).type ?? '');
      receiver.taken.push({ id: headers['webhook-id'], type, verified });
      // A path ending in /down stands for a receiver that is down.
      const down = (request.url ?? '').endsWith('/down');
      response.statusCode = !verified ? 400 : down ? 503 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

/** The current settings area's screen, beside the settings navigation. */
const content = (page: Page) => page.locator('main nav[aria-label="Settings areas"] + div');

/** Signs in and opens Settings → Integrations from the sidebar and the settings navigation. */
async function openIntegrations(page: Page, email: string): Promise<void> {
  page.setDefaultTimeout(15_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page
    .getByRole('navigation', { name: 'Settings areas' })
    .getByRole('link', { name: 'Integrations' })
    .click();
}

describe('the integrations screen', () => {
  it('adds a webhook to a receiver, tests it, finds the test in the log, resends it', async () => {
    const page = await browser.page();
    await openIntegrations(page, DEMO.admin);
    await expect.poll(() => new URL(page.url()).hash).toBe('#/settings/integrations');
    const main = content(page);
    await main.getByRole('heading', { name: 'Integrations', level: 2 }).waitFor();
    // The demo's sandbox webhook is listed with its health.
    await main.getByRole('listitem', { name: 'Demo CRM (sandbox receiver)' }).waitFor();
    await main.getByRole('heading', { name: 'Signing secret' }).waitFor();
    await expectAccessible(page);

    // The receiver verifies with the organisation's secret (and the previous one, if any).
    const secret = await callApi<WebhookSecret>(page, 'GET', '/webhook/organization/secret');
    receiver.secrets = [secret.secret, ...(secret.previousSecret ? [secret.previousSecret] : [])];
    // The screen shows it masked, and the secret itself after "Show secret".
    expect(await main.locator('[data-secret-shown]').textContent()).not.toContain(
      secret.secret.slice(6),
    );
    await main.getByRole('button', { name: 'Show secret' }).click();
    expect(await main.locator('[data-secret-shown]').textContent()).toBe(secret.secret);

    await main.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.waitFor();
    // The server's refusal of an address shows under the address field.
    await dialog.getByLabel('Endpoint URL').fill('ftp://example.com/hooks');
    await dialog.getByRole('checkbox', { name: 'All of Users' }).check();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await dialog
      .getByText('Webhooks are sent over https only; use an https:// address (got ftp).')
      .waitFor();
    expect(await dialog.getByLabel('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('checkbox', { name: 'All of Users' }).uncheck();
    await dialog.getByLabel('Endpoint URL').fill(receiver.url);
    await dialog.getByLabel('Description').fill('Receiver of the browser test');
    await dialog.getByRole('checkbox', { name: 'All of Users' }).check();
    await dialog.getByText('2 of', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByText('Webhook “Receiver of the browser test” saved.').waitFor();
    const row = main.getByRole('listitem', { name: 'Receiver of the browser test' });
    await row.getByText('2 topics').waitFor();
    await row.getByText('Healthy').waitFor();

    // Its page: send a test event.
    await row.getByRole('button', { name: 'Receiver of the browser test', exact: true }).click();
    await main.getByRole('heading', { name: 'Receiver of the browser test', level: 2 }).waitFor();
    await main.getByRole('button', { name: 'Send test event' }).click();
    await main.getByText('Delivered (204)').waitFor();
    expect(receiver.taken).toHaveLength(1);
    expect(receiver.taken[0]).toMatchObject({ type: 'webhook.test', verified: true });
    const messageId = receiver.taken[0]?.id ?? '';

    // The test is in the delivery log: open it from the result.
    await main.getByRole('button', { name: 'Show it in the delivery log' }).click();
    const log = main.getByRole('table', { name: 'Delivery log' });
    const delivery = log.locator('tr[data-delivery-id]', { hasText: 'webhook.test' });
    await delivery.getByText('Succeeded').waitFor();
    await log.locator('[data-message-id]', { hasText: messageId }).waitFor();
    expect(await log.locator('li[data-attempt-ok="true"]').count()).toBe(1);
    await expectAccessible(page);

    // Resend: a second attempt with the same webhook-id.
    await delivery.getByRole('button', { name: 'Resend' }).click();
    await page.getByText('Sent again: 204.').waitFor();
    await expect.poll(() => log.locator('li[data-attempt-ok="true"]').count()).toBe(2);
    expect(await delivery.locator('td').nth(3).textContent()).toBe('2');
    expect(receiver.taken.map((taken) => taken.id)).toEqual([messageId, messageId]);
    expect(receiver.taken.every((taken) => taken.verified)).toBe(true);

    // A topic switch subscribes at once.
    await main.getByRole('switch', { name: 'engage.note.created' }).check();
    await expect
      .poll(async () => {
        const hooks = await callApi<{ list: Webhook[] }>(page, 'GET', '/webhook/webhooks');
        return hooks.list.find((hook) => hook.name === 'Receiver of the browser test')?.topics;
      })
      .toContain('engage.note.created');
    expect(await main.getByRole('switch', { name: 'engage.note.created' }).isChecked()).toBe(true);

    // Filters, and a replay with nothing failed.
    await main.getByLabel('Status').selectOption('failed');
    await main.getByText('No delivery matches these filters.').waitFor();
    await main.getByRole('button', { name: 'Replay failed' }).click();
    await page.getByText('No failed delivery since then.').waitFor();

    // Deleting asks first, then leads back to the list.
    await main.getByRole('button', { name: 'Delete Receiver of the browser test' }).click();
    await page.getByRole('dialog', { name: 'Delete Receiver of the browser test?' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('Webhook “Receiver of the browser test” deleted.').waitFor();
    await main.getByRole('listitem', { name: 'Demo CRM (sandbox receiver)' }).waitFor();
    await expect
      .poll(() => main.getByRole('listitem', { name: 'Receiver of the browser test' }).count())
      .toBe(0);
  });

  it('shows someone who is not an administrator the settings refusal', async () => {
    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await signIn(page, DEMO.editor);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/settings/integrations'));
    await page.getByText('You do not have access to this area').waitFor();
    expect(await page.getByRole('button', { name: 'Add webhook' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('shows an administrator whose package lacks integrations that it is not in the package', async () => {
    const page = await browser.page();
    page.setDefaultTimeout(15_000);
    await signIn(page, 'admin@other.test');
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    await page.goto(page.url().replace(/#.*$/, '#/settings/integrations'));
    await page.getByText("Integrations is not in your organisation's package.").waitFor();
    expect(await page.getByRole('button', { name: 'Add webhook' }).count()).toBe(0);
    await expectAccessible(page);
  });

  it('shows a failed test with its message and its status as a string', async () => {
    const page = await browser.page();
    await openIntegrations(page, DEMO.admin);
    const main = content(page);
    await main.getByRole('heading', { name: 'Integrations', level: 2 }).waitFor();
    const created = await callApi<Webhook>(page, 'POST', '/webhook/webhooks', {
      url: `${receiver.url}/down`,
      description: 'Receiver that is down',
      topics: ['user.invited'],
    });
    const secret = await callApi<WebhookSecret>(page, 'GET', '/webhook/organization/secret');
    receiver.secrets = [secret.secret];
    await page.reload();
    await main.getByRole('button', { name: 'Receiver that is down', exact: true }).click();
    await main.getByRole('button', { name: 'Send test event' }).click();
    await main.getByText('Not delivered:', { exact: false }).waitFor();
    await main.getByText('Status: 503').waitFor();
    await expectAccessible(page);
    await callApi(page, 'DELETE', `/webhook/webhooks/${created.id}`).catch(() => undefined);
  });
});
