import type { Network, PostMedia } from '@smm/model';
import type { InboundPost } from '../../networks/sandbox.traffic.js';

/**
 * A post the channel published, as the network delivers it to engage: one of the channel's own
 * posts (origin ownPost), read, answerable, dated when it went out; a video where the network's
 * posts are videos (YouTube, TikTok).
 */
export function ownPost(post: {
  readonly channelId: string;
  readonly channelName: string;
  readonly network: Network;
  readonly networkItemId: string;
  readonly permalink: string;
  readonly text: string;
  readonly media: readonly PostMedia[];
  readonly publishedAt: Date;
}): InboundPost {
  return {
    channelId: post.channelId,
    network: post.network,
    networkItemId: post.networkItemId,
    parentNetworkId: null,
    item: {
      id: post.networkItemId,
      channelId: post.channelId,
      meta: {
        createdDate: post.publishedAt.toISOString(),
        displayReadStatus: 'read',
        unreadCount: 0,
        detectedLanguage: 'en',
        link: post.permalink,
      },
      sender: { id: post.channelId, name: post.channelName, visibility: 'PUBLIC', isOwn: true },
      message: post.text,
      media: post.media.map((file) => ({
        type: file.kind === 'video' ? 'video' : 'image',
        url: file.url,
      })),
      prediction: { spamStatus: { value: 'notSpam' } },
      readBy: [],
      engage: {
        type: post.network === 'youtube' || post.network === 'tiktok' ? 'video' : 'post',
        origin: 'ownPost',
        network: post.network,
        networkStatus: 'published',
        canRespond: true,
        context: 'ENGAGE',
        labels: [],
        hideStatus: { value: 'notHidden' },
      },
    },
  };
}
