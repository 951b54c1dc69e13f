import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/render.js';
import { ChannelPicker } from './ChannelPicker.js';

const noop = () => undefined;
const channels = [
  { id: 'facebook-1', name: 'Demo Coffee', network: 'facebook' },
  { id: 'instagram-1', name: 'Demo Coffee', network: 'instagram' },
  { id: 'twitter-1', name: 'Coffee news', network: 'twitter' },
];
const groups = [
  { id: 'g1', name: 'Meta', channelIds: ['facebook-1', 'instagram-1'] },
  { id: 'g2', name: 'Elsewhere', channelIds: ['pinterest-9'] },
];

/** The visible text of each label, in order. */
const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, inner = '']) =>
    inner.replace(/<[^>]+>/g, ''),
  );

describe('ChannelPicker', () => {
  it('names each channel with its network, and offers the groups that hold offered channels', async () => {
    const html = await renderIn(
      'en',
      <ChannelPicker
        legend="Sources"
        channels={channels}
        groups={groups}
        selected={['facebook-1', 'instagram-1']}
        onChange={noop}
      />,
    );
    expect(html).toMatch(/<legend[^>]*>Sources<\/legend>/);
    expect(html).toMatch(/<legend[^>]*>Channel groups<\/legend>/);
    expect(labels(html)).toEqual([
      'Meta 2 channels',
      'Demo Coffee Facebook',
      'Demo Coffee Instagram',
      'Coffee news X',
    ]);
    expect(html).toContain('2 of 3 selected');
    expect(html).toMatch(/<input data-selection="all" type="checkbox"[^>]*checked=""/);
    expect(html).toContain('data-network="facebook"');
    expect(html).not.toContain('Elsewhere');
  });

  it('marks a group ticked in part as such, and not ticked', async () => {
    const html = await renderIn(
      'en',
      <ChannelPicker
        legend="Channels"
        channels={channels}
        groups={groups}
        selected={['instagram-1']}
        onChange={noop}
      />,
    );
    const group = /<input data-selection="some"[^>]*>/.exec(html)?.[0] ?? '';
    expect(group).not.toBe('');
    expect(group).not.toContain('checked');
  });

  it('searches when there are many channels, and reads an error as its description', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      id: `facebook-${i}`,
      name: `Page ${i}`,
      network: 'facebook',
    }));
    const html = await renderIn(
      'de',
      <ChannelPicker
        legend="Kanäle"
        channels={many}
        selected={[]}
        onChange={noop}
        error="Wählen Sie mindestens einen Kanal aus."
      />,
    );
    expect(html).toContain('Kanäle suchen');
    expect(html).toContain('type="search"');
    expect(html).toMatch(/<fieldset[^>]*aria-describedby="([^"]+)"[^>]*aria-invalid="true"/);
    expect(html).toContain('0 von 8 ausgewählt');
  });

  it('lists at most `limit` channels, and says how many more a search finds', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      id: `facebook-${i}`,
      name: `Page ${i}`,
      network: 'facebook',
    }));
    const html = await renderIn(
      'en',
      <ChannelPicker legend="Channels" channels={many} selected={[]} onChange={noop} limit={20} />,
    );
    expect(html.match(/data-channel-id=/g)).toHaveLength(20);
    expect(html).toContain('10 more channels: search to find them.');
  });

  it('says when there is nothing to choose', async () => {
    const html = await renderIn(
      'en',
      <ChannelPicker legend="Channels" channels={[]} selected={[]} onChange={noop} />,
    );
    expect(html).toContain('There are no channels to choose from.');
  });
});
