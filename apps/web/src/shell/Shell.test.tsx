import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Shell, type ShellProps } from './Shell.js';

const props: ShellProps = {
  buttons: [
    { id: 'home', label: 'Home', path: '/home', locked: false },
    { id: 'publish', label: 'Publish', path: '/publish', locked: true },
  ],
  path: '/home',
  userName: 'Ada Admin',
  assuming: false,
  teams: { visible: false, options: [] },
  onTeamChange: () => undefined,
  children: 'content',
};

describe('Shell', () => {
  it('shows the sidebar logo "Social Media Management" (platform §2) and the screen', () => {
    const html = renderToStaticMarkup(<Shell {...props} />);
    expect(html).toMatch(/<h1[^>]*>Social Media Management<\/h1>/);
    expect(html).toContain('content');
  });

  it('links the areas, marks the current one, and shows locked ones without a link', () => {
    const html = renderToStaticMarkup(<Shell {...props} />);
    expect(html).toMatch(/<a[^>]*href="#\/home"[^>]*aria-current="page"[^>]*>Home<\/a>/);
    expect(html).not.toContain('href="#/publish"');
    expect(html).toMatch(/aria-disabled="true"[^>]*>Publish/);
  });

  it('shows the team switcher only when the rules say so, and the assuming indicator', () => {
    expect(renderToStaticMarkup(<Shell {...props} />)).not.toContain('<select');
    const html = renderToStaticMarkup(
      <Shell
        {...props}
        assuming
        teams={{
          visible: true,
          options: [
            { id: 'admin', name: 'Admin' },
            { id: 't1', name: 'Care' },
          ],
          selectedId: 'admin',
        }}
      />,
    );
    expect(html).toContain('<select');
    expect(html).toContain('Assuming Ada Admin');
  });
});
