import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/render.js';
import { Skeleton, SkeletonBlock } from './Skeleton.js';
import { skeletonWidths } from './skeleton.rules.js';

describe('skeletonWidths', () => {
  it.each([
    [1, [60]],
    [2, [100, 60]],
    [3, [100, 92, 60]],
    [5, [100, 92, 100, 92, 60]],
    [0, [60]],
    [-2, [60]],
    [2.8, [100, 60]],
    [Number.NaN, [60]],
  ])('of %d lines are %j', (lines, widths) => {
    expect(skeletonWidths(lines)).toEqual(widths);
  });
});

describe('Skeleton', () => {
  it('is busy, reads "Loading…" and hides its blocks', async () => {
    const html = await renderIn('en', <Skeleton lines={2} avatar />);
    expect(html).toMatch(/^<div aria-busy="true"/);
    expect(html).toMatch(/<span class="[^"]+">Loading…<\/span>/);
    const blocks = html.match(/<span aria-hidden="true"[^>]*>/g) ?? [];
    expect(blocks).toHaveLength(3);
    expect(blocks[0]).toContain('width:40px;height:40px');
    expect(blocks[2]).toContain('width:60%');
  });

  it('reads the given label, or the active language’s', async () => {
    expect(await renderIn('en', <Skeleton label="Loading replies" />)).toContain(
      '>Loading replies</span>',
    );
    expect(await renderIn('de', <Skeleton />)).toContain('>Wird geladen…</span>');
  });

  it('shows its own blocks instead of lines', async () => {
    const html = await renderIn(
      'en',
      <Skeleton>
        <SkeletonBlock shape="rect" height="120px" />
      </Skeleton>,
    );
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(1);
    expect(html).toContain('width:100%;height:120px');
  });
});
