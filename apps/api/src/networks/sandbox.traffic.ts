import type { EngageItem, ItemType, Media, Network, PredictionSentiment } from '@smm/model';
import { THIRD_PARTY_OWNERSHIP } from '@smm/engage-rules';
import { startsWithThirdParty } from './sandbox.handover.js';
import { sandboxLink, sandboxSender } from './sandbox.senders.js';

/**
 * What the sandbox networks say to us: new posts, comments, replies, messages, mentions and
 * reviews on a channel, as each network would deliver them. Deterministic for a seed, so demo
 * data and benchmarks are the same on every machine.
 */
export interface InboundPost {
  readonly channelId: string;
  readonly network: Network;
  /** The item's id on the network. */
  readonly networkItemId: string;
  /** The network id of what it answers (a post, a comment, a conversation). */
  readonly parentNetworkId: string | null;
  readonly item: EngageItem;
}

/** The kinds of traffic a network produces. */
type Kind = 'post' | 'comment' | 'reply' | 'conversation' | 'mention' | 'review';

/** What each sandbox network delivers, and how often (weights). */
const TRAFFIC: Readonly<Partial<Record<Network, readonly (readonly [Kind, number])[]>>> = {
  facebook: [
    ['post', 1],
    ['comment', 6],
    ['reply', 2],
    ['conversation', 3],
    ['mention', 1],
    ['review', 1],
  ],
  instagram: [
    ['post', 1],
    ['comment', 6],
    ['reply', 2],
    ['conversation', 3],
    ['mention', 1],
  ],
  whatsapp: [['conversation', 1]],
  twitter: [
    ['post', 1],
    ['comment', 4],
    ['mention', 3],
    ['conversation', 2],
  ],
  youtube: [
    ['post', 1],
    ['comment', 5],
    ['reply', 2],
  ],
  linkedIn: [
    ['post', 1],
    ['comment', 4],
    ['mention', 1],
  ],
  tiktok: [
    ['post', 1],
    ['comment', 5],
    ['conversation', 1],
  ],
  googlemybusiness: [
    ['review', 4],
    ['comment', 1],
  ],
  threads: [
    ['post', 1],
    ['comment', 4],
    ['mention', 2],
  ],
};

/** The networks the sandbox produces traffic for. */
export const TRAFFIC_NETWORKS = Object.keys(TRAFFIC) as Network[];

export type Mood = 'praise' | 'question' | 'complaint' | 'neutral' | 'spam';

/** Customer texts per language and mood: what the demo inbox reads like. */
export const TEXTS: Readonly<Record<string, Readonly<Record<Mood, readonly string[]>>>> = {
  en: {
    praise: [
      'Best flat white in town ☕️',
      'Loved the new autumn blend!',
      'Your baristas are wonderful 🙌',
    ],
    question: ['Are you open on Sunday?', 'Do you have oat milk?', 'Where is my order #4821?'],
    complaint: [
      'My order arrived cold, I want a refund',
      'Waited 40 minutes for a latte. Not OK.',
      'The app charged me twice!',
    ],
    neutral: ['Tagging @democoffee in our office tour', 'Just picked up beans for the weekend'],
    spam: ['Earn $$$ from home, click my profile!!!', 'Free followers 👉 bit.ly/x'],
  },
  de: {
    praise: ['Bester Kaffee der Stadt!', 'Der neue Herbst-Röstkaffee ist großartig'],
    question: ['Habt ihr am Feiertag geöffnet?', 'Gibt es Hafermilch?'],
    complaint: [
      'Meine Bestellung kam kalt an, ich möchte eine Rückerstattung',
      'Zweimal abgebucht – bitte prüfen!',
    ],
    neutral: ['Heute im Büro: Kaffee von euch'],
    spam: ['Schnell reich werden – Link im Profil'],
  },
  fr: {
    praise: ['Le meilleur café du quartier, merci !', 'Crème brûlée latte = bonheur'],
    question: ['Vous êtes ouverts dimanche ?', 'Où est ma commande ?'],
    complaint: [
      'Je veux un remboursement, café froid à la livraison',
      'Très déçu du service aujourd’hui',
    ],
    neutral: ['Pause café avec l’équipe'],
    spam: ['Gagnez de l’argent facilement !!!'],
  },
  es: {
    praise: ['¡El mejor café de Londres!', 'Me encanta el nuevo tueste'],
    question: ['¿Abren el domingo?', '¿Tienen leche de avena?'],
    complaint: ['Mi pedido llegó frío, quiero un reembolso'],
    neutral: ['Café con amigos esta mañana'],
    spam: ['Gana dinero desde casa 💰'],
  },
  ja: {
    praise: ['ここのラテが一番好きです！', '新しいブレンド最高でした'],
    question: ['日曜日は営業していますか？', 'オーツミルクはありますか？'],
    complaint: ['注文したコーヒーが冷めていました。返品したいです', '二重に請求されました'],
    neutral: ['今日のおやつタイム'],
    spam: ['簡単にお金を稼ぐ方法はプロフィールへ'],
  },
  it: {
    praise: ['Il miglior cappuccino di Londra!'],
    question: ['Siete aperti domenica?'],
    complaint: ['Ordine arrivato freddo, voglio un rimborso'],
    neutral: ['Pausa caffè in ufficio'],
    spam: ['Guadagna soldi facili!!!'],
  },
};

/** Emoji-only messages, by the mood they say (a heart is never a complaint). */
export const EMOJI_ONLY: Readonly<Record<Mood, readonly string[]>> = {
  praise: ['❤️', '🔥🔥🔥', '😍', '👍'],
  question: ['🤔❓'],
  complaint: ['😡', '👎👎'],
  neutral: ['☕️☕️', '👀'],
  spam: ['💰💰💰'],
};
const OWN_POSTS = [
  'Our autumn blend is here 🍂 What should we call it?',
  'Meet Maya, our head roaster ☕️',
  'New opening hours from Monday: 7am–7pm',
  'Tell us your favourite drink in the comments!',
  'Behind the scenes at the roastery 🎬',
];
const REVIEWS: Readonly<Record<string, readonly string[]>> = {
  FIVE: ['Fantastic coffee and friendly staff.', 'Perfect spot to work, great wifi.'],
  FOUR: ['Very good, a bit crowded at lunch.'],
  THREE: ['Decent coffee, slow service.'],
  TWO: ['Coffee was lukewarm and pricey.'],
  ONE: ['Rude staff, will not come back.'],
};
/**
 * The demo's customers, each writing in their own language, so that a name and its text agree
 * (Lucía writes Spanish, 佐藤 花子 Japanese).
 */
const PEOPLE: readonly { readonly name: string; readonly language: string }[] = [
  { name: 'Ada Lovelace', language: 'en' },
  { name: 'Jonas Weber', language: 'de' },
  { name: 'Camille Martin', language: 'fr' },
  { name: 'Lucía García', language: 'es' },
  { name: '佐藤 花子', language: 'ja' },
  { name: 'Marco Rossi', language: 'it' },
  { name: 'Priya Patel', language: 'en' },
  { name: 'Noah Smith', language: 'en' },
  { name: 'Emma Johnson', language: 'en' },
  { name: 'Kenji Tanaka', language: 'ja' },
];

/** A small, fast, seedable generator (mulberry32): the same seed gives the same traffic. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

function weighted<T>(next: () => number, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (entries.at(-1) as readonly [T, number])[0];
}

const MOODS: readonly (readonly [Mood, number])[] = [
  ['praise', 4],
  ['question', 4],
  ['complaint', 3],
  ['neutral', 2],
  ['spam', 1],
];

/** The sentiment the sandbox's prediction gives a text of each mood. */
export const SENTIMENT: Readonly<Record<Mood, PredictionSentiment | undefined>> = {
  praise: 'POSITIVE',
  complaint: 'NEGATIVE',
  question: undefined,
  neutral: undefined,
  spam: undefined,
};

function mediaFor(next: () => number, id: string): Media[] {
  const roll = next();
  if (roll < 0.8) return [];
  const type = roll < 0.93 ? 'image' : roll < 0.98 ? 'video' : 'audio';
  return [
    {
      type,
      url: `/sandbox/media/${id}.${type === 'image' ? 'jpg' : type === 'video' ? 'mp4' : 'm4a'}`,
      thumb: `/sandbox/media/${id}-thumb.jpg`,
    },
  ];
}

/** A channel the sandbox produces traffic for. */
export interface TrafficChannel {
  readonly id: string;
  readonly network: Network;
  readonly name: string;
}

/** Where the generator is: the channel's posts, comments and conversations so far. */
interface ChannelState {
  posts: string[];
  comments: string[];
  conversations: string[];
  /** Who each conversation is with: a conversation is one customer's. */
  customers: Map<string, number>;
}

/**
 * An endless stream of inbound traffic for the channels, starting at `start` and `spacingMs`
 * apart on average. Comments answer earlier posts, replies earlier comments, messages continue
 * earlier conversations (or start new ones), so threads build up as on a real network.
 */
export function* inboundTraffic(
  channels: readonly TrafficChannel[],
  options: {
    readonly seed: number;
    readonly start: number;
    readonly spacingMs: number;
    /**
     * The posts a channel published through the product (the network's ids), newest last: the
     * network learns them, so comments may come under them too (live traffic).
     */
    readonly ownPosts?: (channelId: string) => readonly string[];
  },
): Generator<InboundPost> {
  const next = random(options.seed);
  const served = channels.filter((channel) => TRAFFIC[channel.network] !== undefined);
  if (served.length === 0) return;
  const states = new Map<string, ChannelState>(
    served.map((channel) => [
      channel.id,
      { posts: [], comments: [], conversations: [], customers: new Map() },
    ]),
  );
  let time = options.start;
  for (let n = 0; ; n++) {
    time += Math.round(next() * 2 * options.spacingMs);
    const channel = pick(next, served);
    const state = states.get(channel.id) as ChannelState;
    for (const own of options.ownPosts?.(channel.id) ?? []) {
      if (!state.posts.includes(own)) state.posts.push(own);
    }
    let kind = weighted(next, TRAFFIC[channel.network] ?? []);
    if (
      (kind === 'comment' && state.posts.length === 0) ||
      (kind === 'reply' && state.comments.length === 0)
    ) {
      kind = 'post';
    }
    const networkItemId = `${channel.network}-${options.seed}-${n}`;
    // Who writes: the customer of the conversation it continues, else anyone.
    const continues =
      kind === 'conversation' && state.conversations.length > 0 && next() < 0.6
        ? pick(next, state.conversations.slice(-15))
        : null;
    const person =
      continues === null
        ? Math.floor(next() * PEOPLE.length)
        : (state.customers.get(continues) ?? 0);
    const { name: senderName, language } = PEOPLE[person] ?? {
      name: 'Ada Lovelace',
      language: 'en',
    };
    const mood = weighted(next, MOODS);
    const emojiOnly = next() < 0.06;
    const text = emojiOnly
      ? pick(next, EMOJI_ONLY[mood])
      : pick(next, TEXTS[language]?.[mood] ?? OWN_POSTS);
    const sender = {
      ...sandboxSender(channel.network, person, senderName),
      visibility: next() < 0.05 ? ('PRIVATE' as const) : ('PUBLIC' as const),
      isOwn: false,
    };
    const createdDate = new Date(time).toISOString();
    const base = {
      id: networkItemId,
      channelId: channel.id,
      meta: {
        createdDate,
        displayReadStatus: 'unread' as const,
        unreadCount: 1,
        detectedLanguage: emojiOnly ? 'und' : language,
        ...sandboxLink(channel.network, networkItemId),
      },
      sender,
      message: text,
      media: mediaFor(next, networkItemId),
      prediction: {
        ...(SENTIMENT[mood] === undefined ? {} : { sentiment: SENTIMENT[mood] }),
        priorityLevel: mood === 'complaint' && next() < 0.5 ? 1 : 0,
        spamStatus: { value: mood === 'spam' ? ('automatedSpam' as const) : ('notSpam' as const) },
      },
      readBy: [],
    };
    const engage = (type: ItemType, extra: Partial<EngageItem['engage']> = {}) => ({
      type,
      network: channel.network,
      networkStatus: 'published' as const,
      canRespond: true,
      context: 'ENGAGE' as const,
      labels: [],
      hideStatus: {
        value:
          mood === 'spam' && next() < 0.3
            ? ('hiddenByAutomation' as const)
            : ('notHidden' as const),
      },
      ...extra,
    });
    let post: InboundPost;
    switch (kind) {
      case 'post': {
        const own = pick(next, OWN_POSTS);
        post = {
          channelId: channel.id,
          network: channel.network,
          networkItemId,
          parentNetworkId: null,
          item: {
            ...base,
            message: own,
            sender: { id: channel.id, name: channel.name, visibility: 'PUBLIC', isOwn: true },
            prediction: { spamStatus: { value: 'notSpam' } },
            meta: {
              ...base.meta,
              displayReadStatus: 'read',
              unreadCount: 0,
              detectedLanguage: 'en',
            },
            engage: engage(
              channel.network === 'youtube' || channel.network === 'tiktok' ? 'video' : 'post',
              {
                origin: 'ownPost',
                hideStatus: { value: 'notHidden' },
              },
            ),
          },
        };
        state.posts.push(networkItemId);
        break;
      }
      case 'comment':
      case 'reply': {
        const parent =
          kind === 'comment'
            ? pick(next, state.posts.slice(-20))
            : pick(next, state.comments.slice(-30));
        post = {
          channelId: channel.id,
          network: channel.network,
          networkItemId,
          parentNetworkId: parent,
          item: {
            ...base,
            engage: engage(kind, { origin: 'fanPost' }),
            ...(channel.network === 'facebook'
              ? { facebook: { canHide: true, canReplyPrivately: next() < 0.7 } }
              : {}),
          },
        };
        if (kind === 'comment') state.comments.push(networkItemId);
        break;
      }
      case 'conversation': {
        const conversation = continues ?? networkItemId;
        if (continues === null) {
          state.conversations.push(networkItemId);
          state.customers.set(networkItemId, person);
        }
        post = {
          channelId: channel.id,
          network: channel.network,
          networkItemId: continues !== null ? networkItemId : `${networkItemId}-m`,
          parentNetworkId: conversation,
          item: {
            ...base,
            engage: engage('message', { origin: 'dm', hideStatus: { value: 'notHidden' } }),
            // The first message tells who holds the conversation (Facebook's handover protocol).
            ...(!continues &&
            startsWithThirdParty(channel.network, state.conversations.indexOf(conversation))
              ? { control: { ownership: THIRD_PARTY_OWNERSHIP } }
              : {}),
          },
        };
        break;
      }
      case 'mention':
        post = {
          channelId: channel.id,
          network: channel.network,
          networkItemId,
          parentNetworkId: null,
          item: {
            ...base,
            engage: engage('mention', { origin: 'mention' }),
            ...(channel.network === 'twitter'
              ? { twitter: { isMention: true, isRoot: true } }
              : {}),
          },
        };
        break;
      case 'review': {
        const stars = weighted(next, [
          ['FIVE', 5],
          ['FOUR', 3],
          ['THREE', 1],
          ['TWO', 1],
          ['ONE', 1],
        ] as const);
        post = {
          channelId: channel.id,
          network: channel.network,
          networkItemId,
          parentNetworkId: null,
          item: {
            ...base,
            message: pick(next, REVIEWS[stars] ?? []),
            meta: {
              ...base.meta,
              detectedLanguage: 'en',
              reactions: [{ type: stars, selectedByUser: false, count: 1 }],
            },
            prediction: {
              sentiment:
                stars === 'FIVE' || stars === 'FOUR'
                  ? 'POSITIVE'
                  : stars === 'THREE'
                    ? undefined
                    : 'NEGATIVE',
              priorityLevel: stars === 'ONE' ? 1 : 0,
              spamStatus: { value: 'notSpam' },
            } as EngageItem['prediction'] & object,
            engage: engage('review', { origin: 'review', hideStatus: { value: 'notHidden' } }),
            ...(channel.network === 'facebook'
              ? { facebook: { recommendation: { positive: stars !== 'ONE' && stars !== 'TWO' } } }
              : {}),
          },
        };
        break;
      }
    }
    yield post;
  }
}
