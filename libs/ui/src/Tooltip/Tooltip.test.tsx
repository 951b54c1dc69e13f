import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip.js';

describe('Tooltip', () => {
  it('describes its trigger, and is hidden until hovered or focused', () => {
    const html = renderToStaticMarkup(
      <Tooltip content="Copies the short link">
        <button type="button">Copy</button>
      </Tooltip>,
    );
    const id = /role="tooltip" id="([^"]+)"/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`<button type="button" aria-describedby="${id}">Copy</button>`);
    expect(html).toMatch(/role="tooltip" id="[^"]+" hidden=""/);
    expect(html).toContain('Copies the short link');
  });

  it('keeps the trigger’s own description first', () => {
    const html = renderToStaticMarkup(
      <Tooltip content="More" defaultOpen>
        <button type="button" aria-describedby="note">
          Copy
        </button>
      </Tooltip>,
    );
    const id = /role="tooltip" id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`aria-describedby="note ${id}"`);
    expect(html).not.toContain('hidden');
  });
});
