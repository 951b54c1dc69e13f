import type { ChannelGroup, LinkPreview, PostMedia, PublishChannel, PublishPost } from '@smm/model';

/** A picture drawn in place, so stories need no server: a coloured square with a word. */
export function storyPicture(word: string, colour: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="${colour}"/><text x="300" y="215" font-family="sans-serif" font-size="56" fill="white" text-anchor="middle">${word}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const all = {
  approvePost: true,
  createPost: true,
  publishPost: true,
  savePostAsDraft: true,
  submitPostForApproval: true,
};
const creator = { ...all, approvePost: false, publishPost: false };

const channel = (
  id: string,
  name: string,
  network: PublishChannel['network'],
  username: string | null,
  permissions = all,
): PublishChannel => ({
  id,
  name,
  network,
  username,
  thumbnailUrl: null,
  permissions,
  campaignTrackingEnabled: false,
});

/** The channels of the stories: two on X, LinkedIn, Facebook, Instagram, Threads. */
export const storyChannels: readonly PublishChannel[] = [
  channel('c-x', 'Demo Coffee', 'twitter', 'democoffee'),
  channel('c-x2', 'Demo Coffee Care', 'twitter', 'democoffeecare'),
  channel('c-li', 'Demo Coffee GmbH', 'linkedIn', null),
  channel('c-fb', 'Demo Coffee', 'facebook', null),
  channel('c-ig', 'democoffee', 'instagram', 'democoffee'),
  channel('c-th', 'Demo Coffee', 'threads', 'democoffee'),
];

/** The same channels for a content creator: create, draft and submit only. */
export const creatorChannels: readonly PublishChannel[] = storyChannels.map((c) => ({
  ...c,
  permissions: creator,
}));

/** The organisation's channel groups. */
export const storyGroups: readonly ChannelGroup[] = [
  {
    id: 'g-brand',
    name: 'Brand',
    channelIds: ['c-x', 'c-li', 'c-fb', 'c-ig'],
    canChange: true,
    canDelete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: 'g-care',
    name: 'Customer Care',
    channelIds: ['c-x2'],
    canChange: true,
    canDelete: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

/** A photo as the server stored it. */
export const storyPhoto: PostMedia = {
  url: storyPicture('Autumn menu', '#8a4b2a'),
  mimeType: 'image/png',
  bytes: 2_400_000,
  kind: 'photo',
  name: 'autumn-menu.png',
};

/** Another photo. */
export const storyPhoto2: PostMedia = {
  url: storyPicture('Flat white', '#2a6f8a'),
  mimeType: 'image/jpeg',
  bytes: 1_100_000,
  kind: 'photo',
  name: 'flat-white.jpg',
};

/** A link's preview as the server read it. */
export const storyLink: LinkPreview = {
  url: 'https://cafe.example/autumn',
  title: 'Our autumn menu is here',
  description: 'Pumpkin spice, chestnut cake and a new single-origin from Huila, Colombia.',
  imageUrl: storyPicture('cafe.example', '#4b7a2a'),
  siteName: 'Demo Coffee',
};

/** A scheduled post for X and LinkedIn, with an X variant. */
export const storyScheduledPost: PublishPost = {
  id: '00000000-0000-4000-8000-000000000001',
  status: 'scheduled',
  text: 'Our autumn menu is here: pumpkin spice, chestnut cake and a new single-origin from Huila. Come by this weekend! https://cafe.example/autumn',
  media: [storyPhoto],
  link: storyLink,
  variants: [
    {
      network: 'twitter',
      text: 'Autumn menu is here 🍂 https://cafe.example/autumn',
      media: [storyPhoto],
    },
    {
      network: 'linkedIn',
      text: 'Our autumn menu is here: pumpkin spice, chestnut cake and a new single-origin from Huila. Come by this weekend! https://cafe.example/autumn',
      media: [storyPhoto],
    },
  ],
  channelIds: ['c-x', 'c-li'],
  targets: [],
  visibility: 'page',
  promote: false,
  scheduledAt: '2026-12-03T09:30:00.000Z',
  publishedAt: null,
  at: '2026-12-03T09:30:00.000Z',
  rejection: null,
  error: null,
  createdBy: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Ada Admin' },
  approvedBy: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  abilities: { edit: true, delete: true, approve: false, publish: true, retry: false },
};
