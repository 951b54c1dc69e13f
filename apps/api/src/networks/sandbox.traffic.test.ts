import { describe, expect, it } from 'vitest';
import { EMOJI_ONLY, inboundTraffic, type Mood, SENTIMENT, TEXTS } from './sandbox.traffic.js';

/** The mood of every text the sandbox's customers write. */
const moodOf = new Map<string, Mood>();
for (const byMood of Object.values(TEXTS)) {
  for (const [mood, texts] of Object.entries(byMood) as [Mood, readonly string[]][]) {
    for (const text of texts) moodOf.set(text, mood);
  }
}
for (const [mood, texts] of Object.entries(EMOJI_ONLY) as [Mood, readonly string[]][]) {
  for (const text of texts) moodOf.set(text, mood);
}

describe('the sandbox networks’ traffic is believable', () => {
  it('predicts for every customer text the sentiment of what it says (a heart is never negative)', () => {
    const channels = [
      { id: 'facebook-demo', name: 'Demo Coffee', network: 'facebook' as const },
      { id: 'instagram-demo', name: 'Demo Coffee', network: 'instagram' as const },
      { id: 'youtube-demo', name: 'Demo Coffee', network: 'youtube' as const },
    ];
    let checked = 0;
    let index = 0;
    for (const post of inboundTraffic(channels, { seed: 3, start: 0, spacingMs: 1000 })) {
      if (++index > 3000) break;
      const mood = moodOf.get(post.item.message ?? '');
      if (mood === undefined || post.item.sender?.isOwn) continue;
      expect(post.item.prediction?.sentiment, post.item.message).toBe(SENTIMENT[mood]);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('keeps a conversation with one customer, who writes in their own language', () => {
    const channels = [
      { id: 'facebook-demo', name: 'Demo Coffee', network: 'facebook' as const },
      { id: 'whatsapp-demo', name: 'Demo Coffee', network: 'whatsapp' as const },
    ];
    const customerOf = new Map<string, string>();
    const languagesOf = new Map<string, Set<string>>();
    let continued = 0;
    let index = 0;
    for (const post of inboundTraffic(channels, { seed: 11, start: 0, spacingMs: 1000 })) {
      if (++index > 3000) break;
      const name = post.item.sender?.name ?? '';
      const language = post.item.meta.detectedLanguage ?? 'und';
      // Reviews are written in English by anyone (the sandbox has English reviews only).
      if (language !== 'und' && post.item.engage.type !== 'review')
        languagesOf.set(name, (languagesOf.get(name) ?? new Set()).add(language));
      if (post.item.engage.type !== 'message' || post.parentNetworkId === null) continue;
      const customer = customerOf.get(post.parentNetworkId);
      if (customer === undefined) customerOf.set(post.parentNetworkId, name);
      else {
        expect(name, `conversation ${post.parentNetworkId}`).toBe(customer);
        continued += 1;
      }
    }
    expect(continued).toBeGreaterThan(50);
    expect(languagesOf.get('Lucía García')).toEqual(new Set(['es']));
    expect(languagesOf.get('佐藤 花子')).toEqual(new Set(['ja']));
    for (const [name, languages] of languagesOf) expect([name, languages.size]).toEqual([name, 1]);
  });

  it.each(['❤️', '😍', '👍', '🔥🔥🔥'])('%s is praise', (emoji) => {
    expect(moodOf.get(emoji)).toBe('praise');
  });
});

describe('WhatsApp senders', () => {
  it('have phone numbers and profile names, no handles, and their messages no web address', () => {
    const channels = [{ id: 'whatsapp-demo', name: 'Demo Coffee', network: 'whatsapp' as const }];
    let index = 0;
    for (const post of inboundTraffic(channels, { seed: 5, start: 0, spacingMs: 1000 })) {
      if (++index > 200) break;
      expect(post.item.sender?.id).toMatch(/^\+1555010\d{3}$/);
      expect(post.item.sender?.handle).toBeUndefined();
      expect(post.item.meta.link).toBeUndefined();
    }
  });
});

describe('posts published through the product', () => {
  it('get comments from the network’s customers too', () => {
    const stream = inboundTraffic([{ id: 'facebook-demo', network: 'facebook', name: 'Demo' }], {
      seed: 7,
      start: 0,
      spacingMs: 1000,
      ownPosts: () => ['facebook-post-published'],
    });
    const parents = new Set<string | null>();
    for (let i = 0; i < 300; i++) parents.add(stream.next().value?.parentNetworkId ?? null);
    expect(parents.has('facebook-post-published')).toBe(true);
  });
});
