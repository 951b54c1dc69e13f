import type { ChannelCampaignTracking, TrackingTemplate } from '@smm/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadlockCount } from '../../testing/deadlocks.js';
import { startTestApi, type Caller, type TestApi } from '../../testing/test-api.js';

let api: TestApi;
let admin: Caller;
let lead: Caller;
let sam: Caller;
let editor: Caller;
let other: Caller;
beforeAll(async () => {
  api = await startTestApi();
  [admin, lead, sam, editor, other] = await Promise.all([
    api.as('admin'),
    api.as('lead'),
    api.as('sam@demo.test'),
    api.as('editor'),
    api.as('otherAdmin'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

const TEMPLATES = '/publish/url-tracking/templates';
const channel = (id: string) => `/publish/url-tracking/channels/${id}`;
let counter = 0;
const uniqueName = (base: string) => `${base} ${++counter}`;
const UTM = [
  { key: 'utm_source', value: '{network}' },
  { key: 'utm_medium', value: 'social' },
  { key: 'utm_campaign', value: '' },
];

async function createTemplate(who: Caller, name = uniqueName('Template'), parameters = UTM) {
  const answer = await who('POST', TEMPLATES, { name, parameters });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as TrackingTemplate;
}

/** Turns tracking on for a channel with a template, as `who`; answers the whole answer. */
const track = (who: Caller, id: string, templateId: string | null, mappings?: unknown[]) =>
  who('PUT', channel(id), {
    campaignTrackingEnabled: true,
    campaignTrackingTemplateId: templateId,
    ...(mappings ? { campaignTrackingMappings: mappings } : {}),
  });

describe('tracking templates', () => {
  it('an administrator creates, lists, reads, changes and deletes a template', async () => {
    const template = await createTemplate(admin, 'Spring sale');
    expect(template).toMatchObject({ name: 'Spring sale', parameters: UTM, channelIds: [] });
    expect((await admin('GET', TEMPLATES)).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: template.id })]),
    );
    expect((await admin('GET', `${TEMPLATES}/${template.id}`)).body).toEqual(template);
    const changed = await admin('PUT', `${TEMPLATES}/${template.id}`, {
      name: 'Summer sale',
      parameters: [{ key: 'ref', value: '{channel}' }],
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { name: 'Summer sale', parameters: [{ key: 'ref', value: '{channel}' }] },
    });
    expect((await admin('DELETE', `${TEMPLATES}/${template.id}`)).status).toBe(204);
    expect((await admin('GET', `${TEMPLATES}/${template.id}`)).status).toBe(404);
  });

  it.each([
    [
      'a key given twice',
      [
        { key: 'utm_source', value: 'a' },
        { key: 'utm_source', value: 'b' },
      ],
      'parameters: the key utm_source is given twice.',
    ],
    [
      'an unknown placeholder',
      [{ key: 'utm_source', value: '{netwrok}' }],
      'parameters: parameter 1 names {netwrok}, which is not a placeholder ({network}, {channel} or {post}).',
    ],
  ])('refuses %s, saying why', async (_, parameters, message) => {
    const answer = await admin('POST', TEMPLATES, { name: uniqueName('Bad'), parameters });
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });

  it('refuses a key with a space, and a taken name in any case', async () => {
    const spaced = await admin('POST', TEMPLATES, {
      name: uniqueName('Bad'),
      parameters: [{ key: 'utm source', value: 'x' }],
    });
    expect(spaced.status).toBe(400);
    await createTemplate(admin, 'Newsletter');
    expect((await admin('POST', TEMPLATES, { name: 'NEWSLETTER', parameters: [] })).status).toBe(
      409,
    );
  });

  it('everyone reads templates; the editor may not write them', async () => {
    const template = await createTemplate(admin);
    expect((await editor('GET', `${TEMPLATES}/${template.id}`)).body).toMatchObject({
      id: template.id,
      canChange: false,
    });
    expect((await editor('POST', TEMPLATES, { name: 'Mine', parameters: [] })).status).toBe(403);
    expect(
      (await editor('PUT', `${TEMPLATES}/${template.id}`, { name: 'Mine', parameters: [] })).status,
    ).toBe(403);
    expect((await editor('DELETE', `${TEMPLATES}/${template.id}`)).status).toBe(403);
    expect(
      (await editor('PUT', channel('facebook-demo'), { campaignTrackingEnabled: false })).status,
    ).toBe(403);
  });

  it('another organisation’s template is a 404, and cannot be given to a channel', async () => {
    const theirs = await createTemplate(other);
    expect((await admin('GET', `${TEMPLATES}/${theirs.id}`)).status).toBe(404);
    expect(
      (await admin('PUT', `${TEMPLATES}/${theirs.id}`, { name: 'Ours', parameters: [] })).status,
    ).toBe(404);
    expect((await admin('DELETE', `${TEMPLATES}/${theirs.id}`)).status).toBe(404);
    expect((await track(admin, 'facebook-demo', theirs.id)).status).toBe(404);
    expect(
      ((await admin('GET', TEMPLATES)).body as TrackingTemplate[]).map((t) => t.id),
    ).not.toContain(theirs.id);
    expect((await other('GET', channel('facebook-demo') + '/mappings')).status).toBe(404);
    expect((await track(other, 'facebook-demo', theirs.id)).status).toBe(404);
  });
});

describe('a channel’s campaign tracking', () => {
  it('turns on with a template and mappings, and shows in the mappings of all and of one', async () => {
    const template = await createTemplate(admin);
    const mappings = [{ key: 'utm_campaign', value: 'spring' }];
    const answer = await track(admin, 'twitter-demo', template.id, mappings);
    const expected = {
      id: 'twitter-demo',
      network: 'twitter',
      campaignTrackingEnabled: true,
      campaignTrackingTemplateId: template.id,
      campaignTrackingMappings: mappings,
      canManage: true,
    };
    expect(answer).toMatchObject({ status: 200, body: expected });
    const all = (await admin('GET', '/publish/url-tracking/mappings'))
      .body as ChannelCampaignTracking[];
    expect(all.find((c) => c.id === 'twitter-demo')).toMatchObject(expected);
    expect((await admin('GET', `${channel('twitter-demo')}/mappings`)).body).toMatchObject(
      expected,
    );
    // The spec's own URL tracking list says it is on.
    expect((await admin('GET', channel('twitter-demo'))).body).toMatchObject({
      campaignTrackingEnabled: true,
    });
    // The channel itself carries its tracking, wherever it is read.
    expect((await admin('GET', '/api/1/channel/twitter-demo')).body).toMatchObject({
      campaignTrackingEnabled: true,
      campaignTrackingTemplateId: template.id,
      campaignTrackingMappings: mappings,
    });
    // The template lists the channel that uses it.
    expect((await admin('GET', `${TEMPLATES}/${template.id}`)).body).toMatchObject({
      channelIds: ['twitter-demo'],
    });

    const replaced = await admin('PUT', `${channel('twitter-demo')}/mappings`, {
      campaignTrackingMappings: [{ key: 'ref', value: '{channel}' }],
    });
    expect(replaced).toMatchObject({
      status: 200,
      body: { campaignTrackingTemplateId: template.id, campaignTrackingMappings: [{ key: 'ref' }] },
    });
  });

  it('needs a template or a mapping with a value to be on', async () => {
    const bare = await track(admin, 'whatsapp-demo', null, [{ key: 'utm_campaign', value: ' ' }]);
    expect(bare).toMatchObject({
      status: 400,
      body: {
        message:
          'Campaign tracking needs a tracking template or a parameter with a value to tag links with.',
      },
    });
    expect((await track(admin, 'whatsapp-demo', null, [{ key: 'ref', value: 'sb' }])).status).toBe(
      200,
    );
    expect(
      (await admin('PUT', channel('whatsapp-demo'), { campaignTrackingEnabled: false })).body,
    ).toMatchObject({ campaignTrackingEnabled: false, campaignTrackingMappings: [{ key: 'ref' }] });
  });

  it('a lead and Sam set the tracking of the channels they manage only', async () => {
    const template = await createTemplate(lead);
    expect((await track(lead, 'facebook-demo', template.id)).status).toBe(200);
    expect((await track(lead, 'pinterest-demo', template.id)).status).toBe(404);
    expect((await track(sam, 'pinterest-demo', template.id)).status).toBe(200);
    expect((await track(sam, 'facebook-demo', template.id)).status).toBe(404);
    const leads = (await lead('GET', '/publish/url-tracking/mappings'))
      .body as ChannelCampaignTracking[];
    expect(leads.map((c) => c.id)).not.toContain('pinterest-demo');
    expect(leads.every((c) => c.canManage)).toBe(true);
    const editors = (await editor('GET', '/publish/url-tracking/mappings'))
      .body as ChannelCampaignTracking[];
    expect(editors.map((c) => c.id)).toContain('facebook-demo');
    expect(editors.some((c) => c.canManage)).toBe(false);

    // Used by the lead's channel and Sam's: neither may change or delete it; each sees their own.
    expect((await lead('GET', `${TEMPLATES}/${template.id}`)).body).toMatchObject({
      channelIds: ['facebook-demo'],
      canChange: false,
    });
    expect(
      (await lead('PUT', `${TEMPLATES}/${template.id}`, { name: 'Mine', parameters: UTM })).status,
    ).toBe(403);
    expect((await sam('DELETE', `${TEMPLATES}/${template.id}`)).status).toBe(403);
    expect((await admin('DELETE', `${TEMPLATES}/${template.id}`)).status).toBe(204);
    // The channels keep their switch and their own mappings, without the template.
    expect((await admin('GET', `${channel('facebook-demo')}/mappings`)).body).toMatchObject({
      campaignTrackingEnabled: true,
      campaignTrackingTemplateId: null,
    });
  });

  it('changing and deleting templates while channels take them up never deadlocks', async () => {
    const before = await deadlockCount(api);
    const channels = ['facebook-demo', 'twitter-demo', 'instagram-demo', 'youtube-demo'];
    for (let round = 0; round < 4; round++) {
      const templates = await Promise.all(Array.from({ length: 3 }, () => createTemplate(admin)));
      const ids = templates.map((template) => template.id);
      // The channels use the templates first, so deleting one sets locked channels free.
      for (const [i, id] of channels.entries()) {
        expect((await track(admin, id, ids[i % 3] ?? null)).status).toBe(200);
      }
      const calls = [
        ...channels.flatMap((id, i) =>
          ids.map((_, j) => track(j % 2 === 0 ? admin : lead, id, ids[(i + j + 1) % 3] ?? null)),
        ),
        ...templates.map((template) =>
          admin('PUT', `${TEMPLATES}/${template.id}`, { name: template.name, parameters: UTM }),
        ),
        ...ids.map((id) => admin('DELETE', `${TEMPLATES}/${id}`)),
      ];
      const statuses = (await Promise.all(calls)).map((a) => a.status);
      expect(
        statuses.every((s) => [200, 204, 404].includes(s)),
        statuses.join(),
      ).toBe(true);
      for (const id of ids) expect((await admin('GET', `${TEMPLATES}/${id}`)).status).toBe(404);
      const all = (await admin('GET', '/publish/url-tracking/mappings'))
        .body as ChannelCampaignTracking[];
      expect(all.filter((c) => ids.includes(c.campaignTrackingTemplateId ?? ''))).toEqual([]);
    }
    expect(await deadlockCount(api)).toBe(before);
  });
});
