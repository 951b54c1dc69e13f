import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.js';
import { ICON_NAMES, ICON_PATHS } from './icons.js';

/** How many numbers each path command takes. */
const ARITY: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

/**
 * The points a path's commands end at, in absolute coordinates: enough to check that the shape
 * stays inside the box (the curves between them bulge little at the sizes used here).
 */
function endPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, command = '', args = ''] of d.matchAll(/([a-zA-Z])([^a-zA-Z]*)/g)) {
    const kind = command.toLowerCase();
    const arity = ARITY[kind];
    if (arity === undefined) throw new Error(`Unknown path command ${command} in ${d}`);
    const numbers = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (arity === 0) {
      [x, y] = [startX, startY];
      continue;
    }
    if (numbers.length === 0 || numbers.length % arity !== 0) {
      throw new Error(`${command} takes ${arity} numbers, got "${args}" in ${d}`);
    }
    const relative = command === kind;
    for (let i = 0; i < numbers.length; i += arity) {
      const part = numbers.slice(i, i + arity);
      const [nx = 0, ny = 0] = kind === 'h' || kind === 'v' ? [part[0], part[0]] : part.slice(-2);
      if (kind !== 'v') x = relative ? x + nx : nx;
      if (kind !== 'h') y = relative ? y + ny : ny;
      if (kind === 'm' && i === 0) [startX, startY] = [x, y];
      points.push([x, y]);
    }
  }
  return points;
}

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const html = renderToStaticMarkup(<Icon name="bell" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
  });

  it('is an image with a name when labelled', () => {
    const html = renderToStaticMarkup(<Icon name="warning" label="Overdue" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Overdue"');
    expect(html).not.toContain('aria-hidden');
  });

  it.each(ICON_NAMES)('draws %s with its own path, stroked and not filled', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} size={20} />);
    expect(html.match(/<path /g)).toHaveLength(1);
    expect(html).toContain(`<path d="${ICON_PATHS[name]}"></path>`);
    expect(html).toContain('width="20"');
    expect(html).toContain('fill="none"');
  });

  it.each(ICON_NAMES)('keeps %s inside the 24×24 box, its 2 px stroke included', (name) => {
    const d = ICON_PATHS[name];
    expect(d).toMatch(/^M/);
    for (const [x, y] of endPoints(d)) {
      expect([x, y, name]).toEqual([
        expect.toSatisfy((n: number) => n >= 1 && n <= 23),
        expect.toSatisfy((n: number) => n >= 1 && n <= 23),
        name,
      ]);
    }
  });

  it('gives every icon a shape of its own', () => {
    const paths = Object.values(ICON_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has the set the design asks for', () => {
    const wanted = ['close', 'menu', 'chevronDown', 'check', 'bell', 'user', 'link', 'logout'];
    wanted.push('settings', 'info', 'warning', 'error', 'success');
    // The engage inbox: actions on items, sentiment, people, mail, attachments, controls.
    wanted.push('reply', 'comment', 'message', 'heart', 'thumbUp', 'repost', 'quote', 'hide');
    wanted.push('eye', 'trash', 'spam', 'flag', 'smile', 'frown', 'meh', 'userPlus', 'users');
    wanted.push('tag', 'read', 'unread', 'forward', 'ticket', 'case', 'template', 'download');
    wanted.push('more', 'pin', 'share', 'grip', 'search', 'paperclip', 'image', 'video');
    wanted.push('audio', 'document', 'play', 'refresh', 'plus', 'edit', 'lock', 'keyboard');
    wanted.push('filter', 'arrowUp', 'arrowDown', 'star', 'note', 'at', 'send', 'chevronUp');
    wanted.push('chevronRight', 'chevronLeft', 'externalLink', 'mail', 'bellOff');
    wanted.push('checkSquare', 'square');
    expect(wanted).toHaveLength(69);
    expect(ICON_NAMES).toEqual(expect.arrayContaining(wanted));
  });
});

describe('endPoints', () => {
  it.each([
    [
      'M6 6l12 12M18 6L6 18',
      [
        [6, 6],
        [18, 18],
        [18, 6],
        [6, 18],
      ],
    ],
    [
      'M4 6h16v2H4z',
      [
        [4, 6],
        [20, 6],
        [20, 8],
        [4, 8],
      ],
    ],
    [
      'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
      [
        [12, 21],
        [12, 3],
        [12, 21],
      ],
    ],
    [
      'M2 12s3.6-7 10-7 10 7 10 7',
      [
        [2, 12],
        [12, 5],
        [22, 12],
      ],
    ],
  ])('of %s', (d, points) => {
    expect(endPoints(d)).toEqual(points);
  });
});
