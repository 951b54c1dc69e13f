import type { ListeningPost } from '@smm/listen';
import { PUBLIC_NETWORKS } from './sandbox.public-catalogue.js';
import { seededRandom } from './sandbox.public-history.js';

/**
 * The sandbox listening corpus (decision 0088): public posts by people on the sandbox networks —
 * mentions of the demo's brands and talk about coffee and tea — in six languages. Every hour's
 * posts are computed from the hour alone with `seededRandom`, so every machine (and every call)
 * answers the same. People post more in the European day and evening than at night, less at
 * weekends, and about one day in eight a topic spikes for a few hours.
 */

const HOUR_MS = 3_600_000;

/** The hours before the first one the corpus has (older hours have no posts). */
export const LISTENING_START = Date.parse('2024-01-01T00:00:00Z');

type Sentiment = ListeningPost['sentiment'];
type Language = 'en' | 'de' | 'es' | 'fr' | 'it' | 'ja';

/** A topic people talk about: how it is written in each language, and how often it comes up. */
interface Topic {
  readonly key: string;
  readonly weight: number;
  readonly words: Record<Language, readonly string[]>;
}

const TOPICS: readonly Topic[] = [
  {
    key: 'democoffee',
    weight: 0.16,
    words: {
      en: ['Demo Coffee', '@democoffee', '#democoffee'],
      de: ['Demo Coffee', '@democoffee'],
      es: ['Demo Coffee', '@democoffee'],
      fr: ['Demo Coffee', '#democoffee'],
      it: ['Demo Coffee', '@democoffee'],
      ja: ['Demo Coffee', '#democoffee'],
    },
  },
  {
    key: 'oatmilk',
    weight: 0.16,
    words: {
      en: ['oat milk', '#oatmilk', 'oat milk latte'],
      de: ['Hafermilch', 'Oat Milk', '#oatmilk'],
      es: ['leche de avena', '#oatmilk'],
      fr: ["lait d'avoine", '#oatmilk'],
      it: ["latte d'avena", '#oatmilk'],
      ja: ['オーツミルク', '#oatmilk'],
    },
  },
  {
    key: 'coldbrew',
    weight: 0.12,
    words: {
      en: ['cold brew'],
      de: ['Cold Brew'],
      es: ['cold brew'],
      fr: ['cold brew'],
      it: ['cold brew'],
      ja: ['水出しコーヒー', 'コールドブリュー'],
    },
  },
  {
    key: 'matcha',
    weight: 0.11,
    words: {
      en: ['matcha', 'matcha latte'],
      de: ['Matcha', 'Matcha Latte'],
      es: ['matcha'],
      fr: ['matcha'],
      it: ['matcha'],
      ja: ['抹茶', '抹茶ラテ'],
    },
  },
  {
    key: 'greentea',
    weight: 0.08,
    words: {
      en: ['green tea'],
      de: ['grüner Tee', 'Grüntee'],
      es: ['té verde'],
      fr: ['thé vert'],
      it: ['tè verde'],
      ja: ['緑茶'],
    },
  },
  {
    key: 'beanbrothers',
    weight: 0.09,
    words: {
      en: ['Bean Brothers', '@beanbros'],
      de: ['Bean Brothers'],
      es: ['Bean Brothers'],
      fr: ['Bean Brothers'],
      it: ['Bean Brothers'],
      ja: ['Bean Brothers'],
    },
  },
  {
    key: 'brewhaus',
    weight: 0.08,
    words: {
      en: ['Brewhaus', '@brewhaus'],
      de: ['Brewhaus'],
      es: ['Brewhaus'],
      fr: ['Brewhaus'],
      it: ['Brewhaus'],
      ja: ['Brewhaus'],
    },
  },
  {
    key: 'launch',
    weight: 0.06,
    words: {
      en: ['new blend', 'launch'],
      de: ['neue Röstung', 'Launch'],
      es: ['nueva mezcla', 'lanzamiento'],
      fr: ['nouveau mélange', 'lancement'],
      it: ['nuova miscela', 'lancio'],
      ja: ['新ブレンド'],
    },
  },
  {
    key: 'pumpkin',
    weight: 0.07,
    words: {
      en: ['pumpkin spice latte', '#PSL'],
      de: ['Pumpkin Spice Latte'],
      es: ['pumpkin spice latte'],
      fr: ['pumpkin spice latte'],
      it: ['pumpkin spice latte'],
      ja: ['パンプキンスパイスラテ'],
    },
  },
  {
    key: 'chai',
    weight: 0.07,
    words: {
      en: ['chai latte', 'chai'],
      de: ['Chai Latte'],
      es: ['chai latte'],
      fr: ['chai latte'],
      it: ['chai latte'],
      ja: ['チャイラテ'],
    },
  },
];

/** What people write, by language and mood; `{t}` is the topic. */
const TEMPLATES: Record<Language, Record<Sentiment, readonly string[]>> = {
  en: {
    positive: [
      'Honestly the best {t} I have had all year.',
      'Morning sorted: {t} and a croissant.',
      'Can we talk about how good {t} is right now?',
      'Shout-out to the barista who made my {t} today!',
      'Switched to {t} last month and never going back.',
    ],
    neutral: [
      'Anyone know where to get {t} near the station?',
      'Trying {t} for the first time, thoughts?',
      'Is {t} worth the hype or not?',
      'Reading about {t} while waiting for my train.',
    ],
    negative: [
      'Waited 20 minutes for a lukewarm {t}. Not again.',
      'Why is {t} so expensive now?',
      'The {t} was sold out again this morning…',
    ],
  },
  de: {
    positive: [
      'Ehrlich, der beste {t} seit Langem.',
      'Guter Start in den Tag: {t} und ein Croissant.',
      'Danke an das Team für den tollen {t} heute!',
    ],
    neutral: [
      'Weiß jemand, wo es {t} in der Nähe gibt?',
      'Zum ersten Mal {t} probiert – was meint ihr?',
      'Lohnt sich {t} wirklich?',
    ],
    negative: [
      '20 Minuten gewartet und der {t} war lauwarm.',
      'Warum ist {t} so teuer geworden?',
      '{t} heute Morgen schon wieder ausverkauft…',
    ],
  },
  es: {
    positive: [
      'Sinceramente, el mejor {t} del año.',
      'Mañana perfecta: {t} y un cruasán.',
      '¡Gracias al barista por mi {t} de hoy!',
    ],
    neutral: [
      '¿Alguien sabe dónde tomar {t} cerca de la estación?',
      'Probando {t} por primera vez, ¿qué opináis?',
    ],
    negative: [
      'Veinte minutos esperando un {t} tibio. Nunca más.',
      '¿Por qué está tan caro el {t}?',
    ],
  },
  fr: {
    positive: [
      'Franchement, le meilleur {t} de l’année.',
      'Matinée parfaite : {t} et un croissant.',
      'Merci au barista pour mon {t} ce matin !',
    ],
    neutral: [
      'Quelqu’un sait où trouver du {t} près de la gare ?',
      'Premier essai de {t}, vous en pensez quoi ?',
    ],
    negative: [
      'Vingt minutes d’attente pour un {t} tiède. Plus jamais.',
      'Pourquoi le {t} est-il devenu si cher ?',
    ],
  },
  it: {
    positive: [
      'Sinceramente il miglior {t} dell’anno.',
      'Mattina perfetta: {t} e un cornetto.',
      'Grazie al barista per il {t} di oggi!',
    ],
    neutral: [
      'Qualcuno sa dove trovare {t} vicino alla stazione?',
      'Primo assaggio di {t}, che ne pensate?',
    ],
    negative: [
      'Venti minuti di attesa per un {t} tiepido. Mai più.',
      'Perché il {t} costa così tanto adesso?',
    ],
  },
  ja: {
    positive: [
      '今年いちばんの{t}でした。',
      '朝は{t}とクロワッサンで決まり。',
      '今日の{t}、最高でした！',
    ],
    neutral: ['駅の近くで{t}が飲めるお店ありますか？', '初めて{t}を試してみた。どうかな？'],
    negative: ['{t}を20分待ってぬるかった…', '{t}、最近高すぎない？'],
  },
};

const LANGUAGES: readonly (readonly [Language, number])[] = [
  ['en', 0.46],
  ['de', 0.16],
  ['es', 0.1],
  ['fr', 0.1],
  ['it', 0.08],
  ['ja', 0.1],
];

const NETWORK_WEIGHTS: Record<(typeof PUBLIC_NETWORKS)[number], number> = {
  twitter: 0.3,
  instagram: 0.22,
  facebook: 0.14,
  threads: 0.1,
  tiktok: 0.1,
  youtube: 0.08,
  linkedIn: 0.06,
};

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloé',
  'Dario',
  'Emma',
  'Felix',
  'Giulia',
  'Hana',
  'Ivan',
  'Jonas',
  'Kenji',
  'Lena',
  'Marco',
  'Nora',
  'Oscar',
  'Paula',
  'Quentin',
  'Rosa',
  'Sven',
  'Tomoko',
  'Uma',
  'Victor',
  'Wen',
  'Yuki',
  'Zoé',
];
const LAST_NAMES = [
  'Alvarez',
  'Becker',
  'Conti',
  'Dubois',
  'Evans',
  'Fischer',
  'García',
  'Hoffmann',
  'Ito',
  'Jensen',
  'Klein',
  'Laurent',
  'Moretti',
  'Nakamura',
  'Okafor',
  'Petit',
  'Rossi',
  'Sato',
  'Schmidt',
  'Tanaka',
  'Weber',
  'Young',
];

/** How busy each UTC hour of the day is, against the busiest. */
const RHYTHM = [
  0.18, 0.12, 0.1, 0.1, 0.14, 0.25, 0.45, 0.7, 0.9, 1, 0.95, 0.85, 0.9, 0.85, 0.8, 0.8, 0.85, 0.95,
  1, 0.95, 0.8, 0.6, 0.4, 0.26,
];

/** Posts in the busiest hour of a weekday, before spikes. */
const PEAK_POSTS = 36;

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((sum, [, weight]) => sum + weight, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

const one = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] ?? values[0]!;

/** A day's spike, if it has one: a topic talked about several times as much for a few hours. */
interface Spike {
  readonly topic: string;
  readonly from: number;
  readonly hours: number;
  readonly factor: number;
}

/** The spike of a UTC day (`YYYY-MM-DD`), about one day in eight. */
export function spikeOn(day: string): Spike | null {
  const random = seededRandom(`listening:${day}:spike`);
  if (random() >= 0.125) return null;
  const topic = pick(
    random,
    TOPICS.map((t) => [t.key, t.weight] as const),
  );
  return {
    topic,
    from: 8 + Math.floor(random() * 10),
    hours: 2 + Math.floor(random() * 4),
    factor: 4 + Math.floor(random() * 5),
  };
}

/** The hours computed lately (the tool reads the same weeks again and again). */
const CACHE = new Map<number, readonly ListeningPost[]>();
const CACHE_HOURS = 24 * 40;

/** The posts published in one UTC hour (its start, in milliseconds), oldest first. */
export function postsInHour(hourStart: number): readonly ListeningPost[] {
  const cached = CACHE.get(hourStart);
  if (cached) return cached;
  const posts = Object.freeze(computeHour(hourStart));
  if (CACHE.size >= CACHE_HOURS) {
    const oldest = CACHE.keys().next();
    if (!oldest.done) CACHE.delete(oldest.value);
  }
  CACHE.set(hourStart, posts);
  return posts;
}

function computeHour(hourStart: number): ListeningPost[] {
  if (hourStart < LISTENING_START) return [];
  const start = new Date(hourStart);
  const iso = start.toISOString();
  const day = iso.slice(0, 10);
  const hour = start.getUTCHours();
  const weekday = start.getUTCDay();
  const random = seededRandom(`listening:${iso.slice(0, 13)}`);
  const weekend = weekday === 0 || weekday === 6 ? 0.75 : 1;
  const expected = PEAK_POSTS * (RHYTHM[hour] ?? 0.5) * weekend * (0.8 + 0.4 * random());
  const spike = spikeOn(day);
  const spiking = spike && hour >= spike.from && hour < spike.from + spike.hours ? spike : null;
  const topics = TOPICS.map((topic) => {
    const boost = spiking?.topic === topic.key ? spiking.factor * 3 : 1;
    return [topic, topic.weight * boost] as const;
  });
  const count =
    Math.round(expected) + (spiking ? Math.round(expected * 0.16 * (spiking.factor * 3 - 1)) : 0);
  const networks = PUBLIC_NETWORKS.map((network) => [network, NETWORK_WEIGHTS[network]] as const);
  const posts: ListeningPost[] = [];
  for (let n = 0; n < count; n++) {
    const topic = pick(random, topics);
    const language = pick(random, LANGUAGES);
    const sentiment = pick<Sentiment>(random, [
      ['positive', spiking?.topic === topic.key ? 0.3 : 0.45],
      ['neutral', 0.35],
      ['negative', spiking?.topic === topic.key ? 0.35 : 0.2],
    ]);
    const network = pick(random, networks);
    const template = one(random, TEMPLATES[language][sentiment]);
    const word = one(random, topic.words[language]);
    const first = one(random, FIRST_NAMES);
    const last = one(random, LAST_NAMES);
    const number = Math.floor(random() * 90) + 10;
    const minute = Math.floor(random() * 60);
    const second = Math.floor(random() * 60);
    const id = `lp-${iso.slice(0, 13).replace(/[-T]/g, '')}-${String(n + 1).padStart(3, '0')}`;
    posts.push({
      id,
      network,
      author: {
        name: `${first} ${last}`,
        handle: `${first}${last.slice(0, 1)}${number}`
          .normalize('NFD')
          .replace(/[^A-Za-z0-9]/g, '')
          .toLowerCase(),
      },
      text: template.replace('{t}', word),
      language,
      publishedAt: new Date(hourStart + minute * 60_000 + second * 1000),
      permalink: `/sandbox/listening/posts/${id}`,
      sentiment,
    });
  }
  return posts.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

/**
 * The public posts published from `since` (included) to `until` (excluded), oldest first. The
 * same period always answers the same posts.
 */
export function listeningPosts(since: Date, until: Date): ListeningPost[] {
  const from = since.getTime();
  const to = until.getTime();
  const posts: ListeningPost[] = [];
  for (let hour = Math.floor(from / HOUR_MS) * HOUR_MS; hour < to; hour += HOUR_MS) {
    for (const post of postsInHour(hour)) {
      const at = post.publishedAt.getTime();
      if (at >= from && at < to) posts.push(post);
    }
  }
  return posts;
}

/** One post of the corpus by its id (`lp-YYYYMMDDHH-NNN`), or null. */
export function listeningPost(id: string): ListeningPost | null {
  const match = /^lp-(\d{4})(\d{2})(\d{2})(\d{2})-\d{3}$/.exec(id);
  if (!match) return null;
  const hour = Date.parse(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:00:00Z`);
  if (Number.isNaN(hour)) return null;
  return postsInHour(hour).find((post) => post.id === id) ?? null;
}
