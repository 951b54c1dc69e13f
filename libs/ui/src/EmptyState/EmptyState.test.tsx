import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './EmptyState.js';

describe('EmptyState', () => {
  it('shows a decorative icon, a heading, the text and the action', () => {
    const html = renderToStaticMarkup(
      <EmptyState icon="bell" title="No notifications" action={<a href="#/x">Refresh</a>}>
        You are all caught up.
      </EmptyState>,
    );
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<h2 class="[^"]+">No notifications<\/h2>/);
    expect(html).toMatch(/<p class="[^"]+">You are all caught up.<\/p>/);
    expect(html).toContain('<a href="#/x">Refresh</a>');
  });

  it('fits the page outline and leaves out what it is not given', () => {
    const html = renderToStaticMarkup(<EmptyState title="Nothing here" headingLevel={3} />);
    expect(html).toMatch(/<h3 class="[^"]+">Nothing here<\/h3>/);
    expect(html).not.toContain('<svg');
    expect(html).not.toContain('<p');
  });
});
