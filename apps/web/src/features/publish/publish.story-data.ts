import type { PublishPost, PublishPostStatus, User } from '@smm/model';
import { makeUser } from '@smm/model/testing';

/** The moment the stories are told at: Thursday 26 November 2026, 10:20 in Berlin. */
export const STORY_NOW = '2026-11-26T09:20:00.000Z';
/** The zone of the stories' person. */
export const STORY_ZONE = 'Europe/Berlin';

/** The person of the stories. */
export const storyMe: User = makeUser({
  id: 'u-ada',
  name: 'Ada Admin',
  email: 'admin@demo.test',
  isAdmin: true,
});

const channels = {
  facebook: { channelId: 'c-fb', network: 'facebook', channelName: 'Demo Coffee' },
  twitter: { channelId: 'c-x', network: 'twitter', channelName: '@democoffee' },
  instagram: { channelId: 'c-ig', network: 'instagram', channelName: 'democoffee' },
  linkedIn: { channelId: 'c-li', network: 'linkedIn', channelName: 'Demo Coffee Ltd' },
} as const;

type StoryNetwork = keyof typeof channels;

/**
 * A post of the stories: `status` at `at` on the networks' channels, with everything else a
 * plausible post has; `patch` changes the rest.
 */
export function storyPost(
  id: string,
  status: PublishPostStatus,
  at: string,
  networks: readonly StoryNetwork[],
  text: string,
  patch: Partial<PublishPost> = {},
): PublishPost {
  const published = status === 'published';
  const failed = status === 'scheduledError';
  return {
    id,
    status,
    text,
    media: [],
    link: null,
    variants: networks.map((network) => ({ network, text, media: [] })),
    channelIds: networks.map((network) => channels[network].channelId),
    targets: networks.map((network, i) => ({
      ...channels[network],
      status: published ? 'published' : failed && i === 0 ? 'failed' : 'pending',
      networkItemId: published ? `${network}-${id}` : null,
      permalink: published ? `https://sandbox.example/${network}/posts/${id}` : null,
      engageItemId: published ? `item-${network}-${id}` : null,
      error:
        failed && i === 0 ? 'The network is rate limiting this account; try again later.' : null,
      publishedAt: published ? at : null,
    })),
    visibility: 'page',
    promote: false,
    scheduledAt: status === 'draft' || status === 'rejected' ? null : at,
    publishedAt: published ? at : null,
    at,
    rejection: null,
    error: failed ? 'The network is rate limiting this account; try again later.' : null,
    createdBy: { id: 'u-cody', name: 'Cody Creator' },
    approvedBy: null,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    abilities: {
      edit: !published,
      delete: !published,
      approve: status === 'pendingApproval',
      publish: true,
      retry: failed,
    },
    ...patch,
  };
}

/** A week of posts around the stories' Thursday, one of each status and a busy Friday. */
export const storyWeek: readonly PublishPost[] = [
  storyPost(
    'p1',
    'published',
    '2026-11-23T08:00:00.000Z',
    ['facebook', 'instagram'],
    'Monday mornings need our Winter Blend. Now in every shop, with cinnamon and a hint of orange.',
  ),
  storyPost(
    'p2',
    'published',
    '2026-11-24T11:30:00.000Z',
    ['twitter'],
    'Flat white or cortado? Tell us in the replies ☕',
  ),
  storyPost(
    'p3',
    'scheduledError',
    '2026-11-25T15:00:00.000Z',
    ['twitter', 'linkedIn'],
    'We are hiring baristas in Hamburg and Cologne: apply on our site.',
  ),
  storyPost(
    'p4',
    'scheduled',
    '2026-11-26T13:00:00.000Z',
    ['facebook', 'twitter', 'instagram'],
    'Lunch break? Show this post in any shop today for a free cookie with your coffee.',
  ),
  storyPost(
    'p5',
    'pendingApproval',
    '2026-11-27T08:00:00.000Z',
    ['instagram'],
    'Behind the scenes at the roastery: how we pick our beans.',
    { abilities: { edit: true, delete: true, approve: true, publish: true, retry: false } },
  ),
  storyPost(
    'p6',
    'scheduled',
    '2026-11-27T08:30:00.000Z',
    ['linkedIn'],
    'Our sustainability report for 2026 is out.',
  ),
  storyPost(
    'p7',
    'scheduled',
    '2026-11-27T12:00:00.000Z',
    ['facebook'],
    'Friday tasting: three single origins, one table.',
  ),
  storyPost(
    'p8',
    'approved',
    '2026-11-27T16:00:00.000Z',
    ['twitter'],
    'Weekend opening hours: 8 to 20 in every shop.',
    { approvedBy: { id: 'u-ada', name: 'Ada Admin' } },
  ),
  storyPost(
    'p9',
    'draft',
    '2026-11-28T09:00:00.000Z',
    ['facebook', 'twitter'],
    'Saturday brunch menu (draft): pancakes, granola, …',
  ),
  storyPost(
    'p10',
    'rejected',
    '2026-11-29T10:00:00.000Z',
    ['instagram'],
    'Black Friday: everything half price!!!',
    {
      rejection: {
        comment: 'We do not run Black Friday discounts; please promote the Winter Blend instead.',
        by: { id: 'u-ada', name: 'Ada Admin' },
        at: '2026-11-25T10:00:00.000Z',
      },
    },
  ),
];

/** A post of {@link storyWeek} by its id (`p1` … `p10`). */
export function weekPost(id: string): PublishPost {
  const post = storyWeek.find((candidate) => candidate.id === id);
  if (post === undefined) throw new Error(`No story post ${id}`);
  return post;
}
