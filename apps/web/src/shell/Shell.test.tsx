import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Shell } from './Shell.js';

describe('Shell', () => {
  it('shows the sidebar logo "Social Media Management" (platform §2)', () => {
    const html = renderToStaticMarkup(<Shell>content</Shell>);
    expect(html).toMatch(/<h1[^>]*>Social Media Management<\/h1>/);
    expect(html).toContain('content');
  });
});
