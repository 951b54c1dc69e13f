import { networkName } from '@smm/networks';
import type { FastifyInstance } from 'fastify';
import { escape, page } from './sandbox.pages.js';
import { PUBLIC_CHANNELS, unitOf } from './sandbox.public-catalogue.js';
import { postsOn } from './sandbox.public-history.js';

const COLOURS = ['#1c7ed6', '#e64980', '#2f9e44', '#f08c00', '#7048e8', '#0c8599', '#c92a2a'];

/** A square picture with a brand's initials on its colour (an SVG, served as an image). */
function initials(name: string, seed: string): string {
  const letters = name
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  const colour = COLOURS[Math.floor(unitOf(seed) * COLOURS.length)] ?? COLOURS[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="16" fill="${colour}"/><text x="48" y="60" font-family="system-ui,sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${escape(letters)}</text></svg>`;
}

/** A post id `{channel}-{yyyymmdd}-{n}` read back into its channel and day. */
function postOf(id: string) {
  const match = /^(.+)-(\d{4})(\d{2})(\d{2})-(\d+)$/.exec(id);
  if (!match) return undefined;
  const channel = PUBLIC_CHANNELS.get(match[1] ?? '');
  if (!channel) return undefined;
  const day = `${match[2]}-${match[3]}-${match[4]}`;
  const post = postsOn(channel, day).find((p) => p.id === id);
  return post && { channel, post };
}

/**
 * The sandbox networks' public pages of other brands (decision 0076): each public channel's
 * picture and each public post's page (where a post's permalink leads), computed like their
 * metrics from the channel and the day.
 */
export function sandboxPublicPages(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/sandbox/public/avatars/:id', async (request, reply) => {
    const channel = PUBLIC_CHANNELS.get(request.params.id.replace(/\.svg$/, ''));
    if (!channel)
      return reply.status(404).type('text/plain; charset=utf-8').send('No such channel');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(initials(channel.name, channel.id));
  });
  app.get<{ Params: { id: string } }>(
    '/sandbox/public/posts/:id/picture.svg',
    async (request, reply) => {
      const found = postOf(request.params.id);
      if (!found) return reply.status(404).type('text/plain; charset=utf-8').send('No such post');
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(initials(found.post.type, found.post.id));
    },
  );
  app.get<{ Params: { id: string } }>('/sandbox/public/posts/:id', async (request, reply) => {
    const found = postOf(request.params.id);
    if (!found) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(
          page(
            'No such post',
            '<h1>No such post</h1><p>This post does not exist on the sandbox network.</p>',
          ),
        );
    }
    const { channel, post } = found;
    const network = networkName(channel.network);
    const at = post.publishedAt.toISOString().replace('T', ' ').slice(0, 16);
    const figures = [
      ['Reactions', post.reactions],
      ['Comments', post.comments],
      ['Shares', post.shares],
      ['Views', post.views],
      ...(post.reach === null ? [] : [['Reach', post.reach] as const]),
    ]
      .map(
        ([label, value]) =>
          `<li>${escape(String(label))}: ${Number(value).toLocaleString('en')}</li>`,
      )
      .join('');
    return reply.type('text/html; charset=utf-8').send(
      page(
        `${channel.name} on ${network}`,
        `<article class="post" data-public-post-id="${escape(post.id)}">
<p class="note">${escape(network)} · @${escape(channel.handle)} · ${escape(at)} UTC</p>
<h1>${escape(channel.name)}</h1><p>${escape(post.text)}</p>
${post.thumbnailUrl ? `<img src="${escape(post.thumbnailUrl)}" alt="" width="96" height="96">` : ''}
<ul>${figures}</ul>
<p class="note">A public post on the sandbox network: its figures are the same on every machine.</p>
</article>`,
      ),
    );
  });
}
