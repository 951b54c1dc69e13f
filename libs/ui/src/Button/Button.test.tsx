import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.js';

describe('Button', () => {
  it('never submits a form unless asked to', () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toContain('type="button"');
    expect(renderToStaticMarkup(<Button type="submit">Save</Button>)).toContain('type="submit"');
  });

  it('is disabled and marked busy while its action runs', () => {
    const html = renderToStaticMarkup(<Button busy>Sending…</Button>);
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<span class="[^"]+" aria-hidden="true"><\/span>Sending…/);
    expect(renderToStaticMarkup(<Button>Send</Button>)).not.toContain('<span');
  });

  it('gives each variant its own class', () => {
    const classOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1];
    const primary = classOf(renderToStaticMarkup(<Button>a</Button>));
    const variants = (['secondary', 'ghost', 'danger'] as const).map((variant) =>
      classOf(renderToStaticMarkup(<Button variant={variant}>a</Button>)),
    );
    expect(primary).toBeTruthy();
    expect(new Set([primary, ...variants]).size).toBe(4);
  });
});
