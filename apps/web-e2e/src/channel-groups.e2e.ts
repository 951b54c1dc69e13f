/**
 * Channel groups and campaign tracking against the real server: a group made in the settings
 * picks its channels in the inbox's feed editor, whose saved feed shows only their items; a
 * tracking template given to a channel tags its preview link; an editor's writes are refused;
 * each new screen passes axe.
 */
import type { Channel, ChannelCampaignTracking, ChannelGroup, Feed, SavedItem } from '@smm/model';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, DEMO, expectAccessible, signIn, useBrowser } from './browser.js';

const browser = useBrowser();

/** Signs in and opens a hash route of the app. */
async function open(email: string, route: string): Promise<Page> {
  const page = await browser.page();
  page.setDefaultTimeout(10_000);
  await signIn(page, email);
  await page.getByRole('heading', { name: 'Home' }).waitFor();
  await page.goto(page.url().replace(/#.*$/, `#${route}`));
  return page;
}

const hash = (page: Page) => new URL(page.url()).hash;

/** The demo's channel on a network, as the person signed in on the page sees it. */
async function channelOn(page: Page, network: string): Promise<Channel> {
  const channels = await callApi<Channel[]>(page, 'GET', '/api/2/channels');
  const channel = channels.find((c) => c.type === network);
  if (!channel) throw new Error(`No ${network} channel.`);
  return channel;
}

/** The accessible name of a channel in the channel picker: its name and its network's. */
const pickerName = (channel: Channel, network: string) => `${channel.name} ${network}`;

/** What calling the API as the person on the page answers: the status of a refusal, or 200. */
async function statusOf(
  page: Page,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  try {
    await callApi(page, method, path, body);
    return 200;
  } catch (error) {
    return Number(/: (\d{3}) /.exec(String(error))?.[1] ?? 0);
  }
}

describe('channel groups', () => {
  it('a group made in the settings picks its channels in the feed editor, and the feed shows their items', async () => {
    const page = await open(DEMO.admin, '/settings/channel-groups');
    await page.getByRole('heading', { name: 'Channel groups', level: 2 }).waitFor();
    await expectAccessible(page);
    const facebook = await channelOn(page, 'facebook');
    const instagram = await channelOn(page, 'instagram');

    await page.getByRole('button', { name: 'New group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New channel group' });
    await dialog.waitFor();
    await dialog.getByLabel('Group name').fill('Coffee socials');
    await dialog.getByRole('checkbox', { name: pickerName(facebook, 'Facebook') }).check();
    await dialog.getByRole('checkbox', { name: pickerName(instagram, 'Instagram') }).check();
    await dialog.getByText('2 of', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await page.getByText('Group “Coffee socials” saved.').waitFor();
    const card = page.locator('[data-group-id]', { hasText: 'Coffee socials' });
    await card.getByText('2 channels').waitFor();
    const groups = await callApi<ChannelGroup[]>(page, 'GET', '/channels/v2/groups');
    expect(groups.find((g) => g.name === 'Coffee socials')?.channelIds.sort()).toEqual(
      [facebook.id, instagram.id].sort(),
    );

    // The inbox's feed editor offers the group; ticking it ticks its two channels.
    await page.goto(page.url().replace(/#.*$/, '#/engage'));
    await page.getByRole('button', { name: 'New feed' }).click();
    const editor = page.getByRole('dialog', { name: 'New feed' });
    await editor.waitFor();
    await editor.getByLabel('Name', { exact: true }).fill('Coffee socials feed');
    const group = editor.getByRole('checkbox', { name: /^Coffee socials 2 channels$/ });
    await group.check();
    expect(await group.isChecked()).toBe(true);
    for (const [channel, network] of [
      [facebook, 'Facebook'],
      [instagram, 'Instagram'],
    ] as const) {
      expect(
        await editor.getByRole('checkbox', { name: pickerName(channel, network) }).isChecked(),
      ).toBe(true);
    }
    await expectAccessible(page);
    await editor.getByRole('button', { name: 'Create feed' }).click();
    await expect.poll(() => hash(page)).toMatch(/^#\/engage\/feeds\/[^/]+$/);

    // The saved feed names the two channels, and its rows are their items only.
    const me = await callApi<{ id: string }>(page, 'GET', '/api/2/users/me');
    const feeds = await callApi<Feed[]>(page, 'GET', `/api/engage/moderators/${me.id}/feeds`);
    const feed = feeds.find((f) => f.name === 'Coffee socials feed');
    expect([...(feed?.channels ?? [])].sort()).toEqual([facebook.id, instagram.id].sort());
    const rows = page.getByTestId('virtual-list').locator('[data-item-id]');
    await rows.first().waitFor();
    const ids = await rows.evaluateAll((all) => all.map((r) => r.getAttribute('data-item-id')));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids.slice(0, 10)) {
      const item = await callApi<SavedItem>(page, 'GET', `/api/engage/contents/${id ?? ''}`);
      expect([facebook.id, instagram.id]).toContain(item.channelId);
    }
  });
});

describe('campaign tracking', () => {
  it('a template given to a channel tags its preview link', async () => {
    const page = await open(DEMO.admin, '/settings/tracking-templates');
    await page.getByRole('heading', { name: 'Tracking templates', level: 2 }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New template' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New tracking template' });
    await dialog.waitFor();
    await dialog.getByLabel('Template name').fill('Spring sale');
    // The suggested parameters: utm_source={network}, utm_medium=social, utm_campaign empty…
    expect(await dialog.getByLabel('Key of parameter 3').inputValue()).toBe('utm_campaign');
    await dialog.getByLabel('Value of parameter 3').fill('spring-sale');
    const preview = dialog.getByTestId('tracking-preview');
    await preview.getByText('utm_campaign=spring-sale', { exact: false }).waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Create template' }).click();
    await page.getByText('Template “Spring sale” saved.').waitFor();

    const facebook = await channelOn(page, 'facebook');
    await page.goto(page.url().replace(/#.*$/, '#/settings/campaign-tracking'));
    await page.getByRole('heading', { name: 'Campaign tracking', level: 2 }).waitFor();
    const card = page.locator(`[data-channel-id="${facebook.id}"]`);
    await card.getByRole('checkbox', { name: 'Tag links in posts' }).check();
    await card.getByLabel('Tracking template').selectOption({ label: 'Spring sale' });
    const tagged = card.getByTestId('tracking-preview').locator('[data-tagged-link]');
    await expect
      .poll(() => tagged.getAttribute('data-tagged-link'))
      .toBe(
        'https://www.example.com/menu?size=large&utm_source=facebook&utm_medium=social&utm_campaign=spring-sale&utm_content=18374650#oat-milk',
      );
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Campaign tracking of ${facebook.name} saved.`).waitFor();
    await card.getByText('On', { exact: true }).waitFor();
    const stored = await callApi<ChannelCampaignTracking>(
      page,
      'GET',
      `/publish/url-tracking/channels/${facebook.id}/mappings`,
    );
    expect(stored.campaignTrackingEnabled).toBe(true);
    expect(stored.campaignTrackingTemplateId).not.toBeNull();
  });
});

describe('an editor', () => {
  it('is refused every write of the three screens', async () => {
    const admin = await open(DEMO.admin, '/home');
    const facebook = await channelOn(admin, 'facebook');
    const group = await callApi<ChannelGroup>(admin, 'POST', '/channels/v2/groups', {
      name: 'Admin’s group',
      channelIds: [facebook.id],
    });
    const template = await callApi<{ id: string }>(
      admin,
      'POST',
      '/publish/url-tracking/templates',
      {
        name: 'Admin’s template',
        parameters: [{ key: 'utm_source', value: '{network}' }],
      },
    );

    const page = await open(DEMO.editor, '/home');
    const writes: [string, 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      [
        'create a group',
        'POST',
        '/channels/v2/groups',
        { name: 'Mine', channelIds: [facebook.id] },
      ],
      [
        'change a group',
        'PUT',
        `/channels/v2/groups/${group.id}`,
        { name: 'Mine', channelIds: [facebook.id] },
      ],
      ['delete a group', 'DELETE', `/channels/v2/groups/${group.id}`],
      [
        'create a template',
        'POST',
        '/publish/url-tracking/templates',
        { name: 'Mine', parameters: [] },
      ],
      [
        'change a template',
        'PUT',
        `/publish/url-tracking/templates/${template.id}`,
        { name: 'Mine', parameters: [] },
      ],
      ['delete a template', 'DELETE', `/publish/url-tracking/templates/${template.id}`],
      [
        'set a channel’s tracking',
        'PUT',
        `/publish/url-tracking/channels/${facebook.id}`,
        { campaignTrackingEnabled: false },
      ],
      [
        'set a channel’s mappings',
        'PUT',
        `/publish/url-tracking/channels/${facebook.id}/mappings`,
        { campaignTrackingMappings: [] },
      ],
    ];
    for (const [what, method, path, body] of writes) {
      expect(await statusOf(page, method, path, body), what).toBe(403);
    }
    // Reading stays open: the editor sees the group with their channel in it.
    const seen = await callApi<ChannelGroup[]>(page, 'GET', '/channels/v2/groups');
    expect(seen.find((g) => g.id === group.id)).toMatchObject({
      channelIds: [facebook.id],
      canChange: false,
    });
  });
});
