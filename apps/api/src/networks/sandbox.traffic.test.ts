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
