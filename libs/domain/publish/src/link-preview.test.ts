import { describe, expect, it } from 'vitest';
import { pagePreview, PREVIEW_LIMITS, type PageHead } from './link-preview.rules.js';

const head = (meta: Record<string, string>, title?: string): PageHead => ({ title, meta });

describe('pagePreview: Open Graph, then X’s cards, then the page’s title and description', () => {
  it.each<[string, PageHead, ReturnType<typeof pagePreview>]>([
    [
      'Open Graph in full',
      head(
        {
          'og:title': 'Autumn menu',
          'og:description': 'Pumpkin spice, chai and apple crumble.',
          'og:image': '/sandbox/sites/demo-coffee/autumn-menu.svg',
          'og:site_name': 'Demo Coffee',
          description: 'Not this one',
        },
        'Autumn menu | Demo Coffee',
      ),
      {
        title: 'Autumn menu',
        description: 'Pumpkin spice, chai and apple crumble.',
        image: '/sandbox/sites/demo-coffee/autumn-menu.svg',
        siteName: 'Demo Coffee',
      },
    ],
    [
      'no Open Graph: the title and the description',
      head({ description: 'Where to find us.' }, 'Visit us'),
      { title: 'Visit us', description: 'Where to find us.', image: null, siteName: null },
    ],
    [
      'X’s cards where Open Graph is missing',
      head({
        'twitter:title': 'Card',
        'twitter:description': 'Card text',
        'twitter:image': 'a.png',
      }),
      { title: 'Card', description: 'Card text', image: 'a.png', siteName: null },
    ],
    [
      'og:image:url and og:image:secure_url stand in for og:image',
      head({ 'og:image:secure_url': 'https://cdn.example/a.png' }),
      { title: null, description: null, image: 'https://cdn.example/a.png', siteName: null },
    ],
    [
      'blank tags count as missing',
      head({ 'og:title': '   ', 'og:description': '' }, 'Fallback'),
      { title: 'Fallback', description: null, image: null, siteName: null },
    ],
    [
      'spaces and line breaks are collapsed',
      head({ 'og:title': '  Autumn\n\t menu  ' }),
      { title: 'Autumn menu', description: null, image: null, siteName: null },
    ],
    ['nothing at all', head({}), { title: null, description: null, image: null, siteName: null }],
  ])('%s', (_case, page, preview) => {
    expect(pagePreview(page)).toEqual(preview);
  });

  it('bounds the texts, cutting whole characters, and drops an overlong image address', () => {
    const preview = pagePreview(
      head({
        'og:title': '☕'.repeat(PREVIEW_LIMITS.title + 5),
        'og:description': 'x'.repeat(PREVIEW_LIMITS.description + 1),
        'og:image': `https://cdn.example/${'a'.repeat(PREVIEW_LIMITS.image)}`,
      }),
    );
    expect([...(preview.title ?? '')]).toHaveLength(PREVIEW_LIMITS.title);
    expect(preview.title?.endsWith('☕…')).toBe(true);
    expect(preview.description).toHaveLength(PREVIEW_LIMITS.description);
    expect(preview.image).toBeNull();
  });
});
