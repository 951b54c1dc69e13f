import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VisuallyHidden } from './VisuallyHidden.js';

describe('VisuallyHidden', () => {
  it('keeps its text in the page, with the hiding class and any extra class', () => {
    const html = renderToStaticMarkup(<VisuallyHidden className="extra">Loading…</VisuallyHidden>);
    expect(html).toMatch(/^<span class="[^"]+ extra">Loading…<\/span>$/);
  });
});
