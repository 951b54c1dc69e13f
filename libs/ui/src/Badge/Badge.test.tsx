import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge.js';
import { badgeCount } from './badge.rules.js';

describe('badgeCount', () => {
  it.each([
    [0, undefined, '0'],
    [7, undefined, '7'],
    [99, undefined, '99'],
    [100, undefined, '99+'],
    [12345, undefined, '99+'],
    [9, 9, '9'],
    [10, 9, '9+'],
    [-3, undefined, '0'],
    [4.7, undefined, '4'],
    [Number.NaN, undefined, '0'],
  ])('shows %d (max %s) as %s', (count, max, text) => {
    expect(badgeCount(count, max)).toBe(text);
  });
});

describe('Badge', () => {
  it('shows the count, capped', () => {
    expect(renderToStaticMarkup(<Badge count={250} />)).toMatch(/>99\+<\/span>$/);
  });

  it('shows a status word', () => {
    expect(renderToStaticMarkup(<Badge tone="success">Published</Badge>)).toMatch(/>Published</);
  });

  it('gives each tone its own class', () => {
    const classOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1];
    const tones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
    const classes = tones.map((tone) =>
      classOf(renderToStaticMarkup(<Badge tone={tone}>x</Badge>)),
    );
    expect(new Set(classes).size).toBe(tones.length);
  });
});
